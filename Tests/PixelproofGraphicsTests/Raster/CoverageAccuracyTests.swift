@_spi(Benchmarks) import PixelproofGraphics
import Testing

/// The rasterizer's coverage against the exact area of each pixel inside a polygon, computed here
/// independently by clipping the polygon to the pixel's square (Sutherland–Hodgman) and taking the
/// shoelace area. Vertices lie on the 1/256 px grid, so the rasterizer sees exactly the same polygon.
@Suite struct CoverageAccuracyTests {
  /// A deterministic sequence of numbers (a 64-bit linear congruential generator).
  struct Sequence {
    var state: UInt64
    mutating func next(_ range: ClosedRange<Int>) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Int((state >> 33) % UInt64(range.count))
    }
  }

  typealias Vertex = (x: Double, y: Double)

  static func area(_ polygon: [Vertex]) -> Double {
    var sum = 0.0
    for i in polygon.indices {
      let (a, b) = (polygon[i], polygon[(i + 1) % polygon.count])
      sum += a.x * b.y - b.x * a.y
    }
    return abs(sum) / 2
  }

  /// The part of `polygon` inside the square [x, x+1] x [y, y+1].
  static func clip(_ polygon: [Vertex], x: Double, y: Double) -> [Vertex] {
    let planes: [(inside: (Vertex) -> Bool, cut: (Vertex, Vertex) -> Vertex)] = [
      ({ $0.x >= x }, { a, b in (x, a.y + (x - a.x) * (b.y - a.y) / (b.x - a.x)) }),
      ({ $0.x <= x + 1 }, { a, b in (x + 1, a.y + (x + 1 - a.x) * (b.y - a.y) / (b.x - a.x)) }),
      ({ $0.y >= y }, { a, b in (a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), y) }),
      ({ $0.y <= y + 1 }, { a, b in (a.x + (y + 1 - a.y) * (b.x - a.x) / (b.y - a.y), y + 1) }),
    ]
    var output = polygon
    for plane in planes {
      let input = output
      output = []
      for i in input.indices {
        let (current, next) = (input[i], input[(i + 1) % input.count])
        switch (plane.inside(current), plane.inside(next)) {
        case (true, true): output.append(next)
        case (true, false): output.append(plane.cut(current, next))
        case (false, true): output += [plane.cut(current, next), next]
        case (false, false): break
        }
      }
      if output.isEmpty { return [] }
    }
    return output
  }

  /// A convex polygon: points on a circle at random angles, on the 1/256 px grid.
  static func convexPolygon(_ sequence: inout Sequence, size: Int) -> [Vertex] {
    let count = sequence.next(3...9)
    // Directions spread around the circle by sorting random points by quadrant and slope.
    var points: [Vertex] = []
    let centre = Double(size) / 2
    for _ in 0..<count {
      let dx = Double(sequence.next(-1000...1000)) / 1000
      let dy = Double(sequence.next(-1000...1000)) / 1000
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 0.1 else { continue }
      let radius = Double(size) * 0.45
      let x = ((centre + radius * dx / length) * 256).rounded() / 256
      let y = ((centre + radius * dy / length) * 256).rounded() / 256
      points.append((x, y))
    }
    points.sort { angleOrder($0, $1, centre) }
    return points
  }

  /// Orders points by angle around `centre` without trigonometry: by half-plane, then by cross product.
  static func angleOrder(_ a: Vertex, _ b: Vertex, _ centre: Double) -> Bool {
    let (ax, ay, bx, by) = (a.x - centre, a.y - centre, b.x - centre, b.y - centre)
    let upperA = ay < 0 || (ay == 0 && ax > 0)
    let upperB = by < 0 || (by == 0 && bx > 0)
    if upperA != upperB { return upperA }
    return ax * by - ay * bx > 0
  }

  /// A 12 x 12 bitmap with the polygons filled in black as one path.
  static func fill(_ contours: [[Vertex]], rule: FillRule = .nonZero) throws -> PremultipliedBitmap {
    var path = Path()
    for contour in contours {
      path.move(to: Point(x: contour[0].x, y: contour[0].y))
      for vertex in contour.dropFirst() { path.line(to: Point(x: vertex.x, y: vertex.y)) }
      path.close()
    }
    var bitmap = try PremultipliedBitmap(width: 12, height: 12)
    Rasterizer.fill(path, rule: rule, with: .black, into: &bitmap)
    return bitmap
  }

  @Test func coverageIsTheExactAreaOfEachPixelWithinOneStep() throws {
    var sequence = Sequence(state: 2024)
    var worst = 0.0
    for _ in 0..<40 {
      let polygon = Self.convexPolygon(&sequence, size: 12)
      guard polygon.count >= 3 else { continue }
      let bitmap = try Self.fill([polygon])
      for y in 0..<12 {
        for x in 0..<12 {
          let exact = Self.area(Self.clip(polygon, x: Double(x), y: Double(y))) * 255
          worst = max(worst, abs(Double(bitmap.premultipliedPixel(x: x, y: y).3) - exact))
        }
      }
    }
    #expect(worst <= 1, "largest difference from the exact area: \(worst)/255")
  }

  @Test func thinRingsCoverTheAreaBetweenTheirContoursWithinOneAndAHalfSteps() throws {
    // A convex polygon and the same polygon scaled by 0.9 about its vertices' centroid, wound the other
    // way: a ring mostly thinner than a pixel, where both contours cross the same pixels.
    var sequence = Sequence(state: 77)
    var worst = 0.0
    var tested = 0
    for _ in 0..<40 {
      let outer = Self.convexPolygon(&sequence, size: 12)
      guard outer.count >= 3 else { continue }
      let cx = outer.map(\.x).reduce(0, +) / Double(outer.count)
      let cy = outer.map(\.y).reduce(0, +) / Double(outer.count)
      let inner: [Vertex] = outer.map { v in
        (((cx + (v.x - cx) * 0.9) * 256).rounded() / 256, ((cy + (v.y - cy) * 0.9) * 256).rounded() / 256)
      }
      // Grid rounding could push a vertex of a very flat polygon outside: skip those.
      let insideOuter = inner.allSatisfy { p in
        outer.indices.allSatisfy { i in
          let (a, b) = (outer[i], outer[(i + 1) % outer.count])
          return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) > 0
        }
      }
      guard insideOuter else { continue }
      tested += 1
      let bitmap = try Self.fill([outer, inner.reversed()])
      for y in 0..<12 {
        for x in 0..<12 {
          let exact =
            (Self.area(Self.clip(outer, x: Double(x), y: Double(y)))
              - Self.area(Self.clip(inner, x: Double(x), y: Double(y)))) * 255
          worst = max(worst, abs(Double(bitmap.premultipliedPixel(x: x, y: y).3) - exact))
        }
      }
    }
    #expect(tested >= 20)
    // Rounding to 1/255 is worth 0.5 of a step; each contour's crossings, rounded to 1/256 px, up to 0.5
    // more in a pixel that both contours cross.
    #expect(worst <= 1.5, "largest difference from the exact area: \(worst)/255")
  }

  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func polygonsSideBySideInTheSameRowsCoverTheirOwnAreasWithinOneAndAHalfSteps(rule: FillRule) throws {
    // Three convex polygons, each in a third of the bitmap's width, wound either way: rows the scan
    // converter adds whole (their edges apart, the winding one value inside) and rows it cuts into
    // bands (a vertex where a contour turns back, or windings of both signs) side by side.
    var sequence = Sequence(state: 5)
    var worst = 0.0
    for _ in 0..<30 {
      var polygons: [[Vertex]] = []
      for third in 0..<3 {
        let polygon = Self.convexPolygon(&sequence, size: 4).map { vertex in
          (x: vertex.x + Double(4 * third), y: vertex.y * 3)
        }
        guard polygon.count >= 3 else { continue }
        polygons.append(sequence.next(0...1) == 0 ? polygon : polygon.reversed())
      }
      let bitmap = try Self.fill(polygons, rule: rule)
      for y in 0..<12 {
        for x in 0..<12 {
          let exact = polygons.map { Self.area(Self.clip($0, x: Double(x), y: Double(y))) }.reduce(0, +) * 255
          worst = max(worst, abs(Double(bitmap.premultipliedPixel(x: x, y: y).3) - exact))
        }
      }
    }
    // As for the rings: 0.5 of a step for rounding to 1/255, and up to 0.5 more for each edge's
    // crossings, rounded to 1/256 px, in a pixel that both sides of a narrow polygon cross.
    #expect(worst <= 1.5, "largest difference from the exact area: \(worst)/255")
  }
}
