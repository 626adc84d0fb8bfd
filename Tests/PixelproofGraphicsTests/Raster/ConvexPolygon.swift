import PixelproofGraphics

/// A convex polygon in floating point, for computing exact areas independently of the rasterizer: the
/// shoelace area, and intersections by Sutherland–Hodgman clipping against another convex polygon (a
/// pixel's square, or a second shape). The painting tests compare the rasterizer's coverage with these.
struct ConvexPolygon {
  var vertices: [Point]

  init(_ vertices: [Point]) { self.vertices = vertices }

  init(_ coordinates: [(Double, Double)]) { self.init(coordinates.map { Point(x: $0.0, y: $0.1) }) }

  /// The square of pixel (`x`, `y`): [x, x + 1] × [y, y + 1].
  static func pixel(_ x: Int, _ y: Int) -> ConvexPolygon {
    let (x0, y0) = (Double(x), Double(y))
    return ConvexPolygon([(x0, y0), (x0 + 1, y0), (x0 + 1, y0 + 1), (x0, y0 + 1)])
  }

  /// Twice the signed area: positive when the vertices run clockwise on screen (y down).
  var doubledSignedArea: Double {
    var sum = 0.0
    for i in vertices.indices {
      let (a, b) = (vertices[i], vertices[(i + 1) % vertices.count])
      sum += a.x * b.y - b.x * a.y
    }
    return sum
  }

  var area: Double { abs(doubledSignedArea) / 2 }

  /// The length of the boundary.
  var perimeter: Double {
    vertices.indices.reduce(0) { sum, i in
      let (a, b) = (vertices[i], vertices[(i + 1) % vertices.count])
      return sum + ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
  }

  /// The part of this polygon inside the convex polygon `clip`, either orientation.
  func clipped(to clip: ConvexPolygon) -> ConvexPolygon {
    let orientation: Double = clip.doubledSignedArea >= 0 ? 1 : -1
    var output = vertices
    for i in clip.vertices.indices {
      let (a, b) = (clip.vertices[i], clip.vertices[(i + 1) % clip.vertices.count])
      // Positive on the inner side of the edge a → b.
      func side(_ p: Point) -> Double {
        orientation * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x))
      }
      let input = output
      output = []
      for j in input.indices {
        let (p, q) = (input[j], input[(j + 1) % input.count])
        let (sp, sq) = (side(p), side(q))
        if sp >= 0 { output.append(p) }
        if (sp >= 0) != (sq >= 0) {
          let t = sp / (sp - sq)
          output.append(Point(x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y)))
        }
      }
      if output.count < 3 { return ConvexPolygon([Point]()) }
    }
    return ConvexPolygon(output)
  }

  /// The exact area of the polygon inside pixel (`x`, `y`).
  func area(inPixel x: Int, _ y: Int) -> Double { clipped(to: .pixel(x, y)).area }

  /// The polygon with every vertex rounded to the rasterizer's 1/256 px grid, so that the rasterizer
  /// fills exactly the polygon whose areas are computed here.
  var onFixedPointGrid: ConvexPolygon {
    ConvexPolygon(vertices.map { Point(x: ($0.x * 256).rounded() / 256, y: ($0.y * 256).rounded() / 256) })
  }

  /// A closed contour through the vertices, in their order.
  var path: Path {
    var path = Path()
    path.move(to: vertices[0])
    for vertex in vertices.dropFirst() { path.line(to: vertex) }
    path.close()
    return path
  }

  /// How many of the polygon's slanted edges (neither horizontal nor vertical) have a bounding box that
  /// meets pixel (`x`, `y`): an upper bound on the slanted edges crossing it.
  func slantedEdgeCount(nearPixel x: Int, _ y: Int) -> Int {
    var count = 0
    for i in vertices.indices {
      let (a, b) = (vertices[i], vertices[(i + 1) % vertices.count])
      guard a.x != b.x, a.y != b.y else { continue }
      if min(a.x, b.x) <= Double(x + 1), max(a.x, b.x) >= Double(x), min(a.y, b.y) <= Double(y + 1),
        max(a.y, b.y) >= Double(y)
      {
        count += 1
      }
    }
    return count
  }
}

/// How far the rasterizer's level for a pixel may lie from `exact area × 255` when `slantedEdges` slanted
/// edges cross the pixel, in levels.
///
/// - Half a level for rounding the pixel's area to a whole level.
/// - One level per slanted edge: where an edge crosses a band boundary its x is rounded to 1/256 px,
///   which moves the area beside it by at most 1/512 px² per pixel row (0.498 of a level); where it crosses
///   a column boundary its y is rounded to 1/256 px, which tilts the piece on either side of that point
///   and moves at most (1/512 px) × (1/2 px) = 1/1024 px² into or out of each of the two cells (0.249
///   of a level each, 0.498 for the pair).
/// Vertices are on the 1/256 px grid (see ``ConvexPolygon/onFixedPointGrid``), so they are exact.
func levelTolerance(slantedEdges: Int) -> Double { 0.5 + Double(slantedEdges) }
