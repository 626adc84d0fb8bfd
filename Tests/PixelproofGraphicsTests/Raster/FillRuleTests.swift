@_spi(Benchmarks) import PixelproofGraphics
import Testing

/// Non-zero and even-odd filling of overlapping and nested contours, against exact areas computed here:
/// axis-aligned rectangles by interval overlaps, other polygons by Sutherland–Hodgman clipping
/// (``ConvexPolygon``). Every vertex lies on the 1/256 px grid, so the rasterizer fills exactly the
/// polygons measured here.
@Suite struct FillRuleTests {
  /// The area of `rect` inside pixel (`x`, `y`): the product of the overlaps on each axis.
  private func area(of rect: Rect, inPixel x: Int, _ y: Int) -> Double {
    let width = max(0, min(rect.maxX, Double(x + 1)) - max(rect.minX, Double(x)))
    let height = max(0, min(rect.maxY, Double(y + 1)) - max(rect.minY, Double(y)))
    return width * height
  }

  private func intersection(_ a: Rect, _ b: Rect) -> Rect {
    let (x0, y0) = (max(a.minX, b.minX), max(a.minY, b.minY))
    let (x1, y1) = (min(a.maxX, b.maxX), min(a.maxY, b.maxY))
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  private func filled(_ path: Path, rule: FillRule, _ width: Int, _ height: Int) throws -> PremultipliedBitmap
  {
    var bitmap = try canvas(width, height)
    Rasterizer.fill(path, rule: rule, with: .black, into: &bitmap)
    return bitmap
  }

  // MARK: - Two overlapping squares

  /// A: x 4.5...24.5, y 4.25...24.25. B: x 14.75...34.75, y 14.5...34.5. Both 20 × 20, both clockwise.
  /// They overlap in x 14.75...24.5 by y 14.5...24.25, 9.75 × 9.75 = 95.0625 px², so the union is
  /// 400 + 400 - 95.0625 = 704.9375 px².
  private let squareA = Rect(x: 4.5, y: 4.25, width: 20, height: 20)
  private let squareB = Rect(x: 14.75, y: 14.5, width: 20, height: 20)

  @Test func twoOverlappingSquaresWoundAlikeCoverTheirUnionUnderNonZero() throws {
    var path = Path.rect(squareA)
    path.append(.rect(squareB))
    let bitmap = try filled(path, rule: .nonZero, 40, 40)
    let overlap = intersection(squareA, squareB)
    #expect(overlap.width * overlap.height == 95.0625)
    // Every side is axis-aligned on the 1/256 px grid, so each pixel's area is exact and the only error is
    // rounding it to a level: the expected level is exactly the rounded union area.
    for y in 0..<40 {
      for x in 0..<40 {
        let (a, b) = (area(of: squareA, inPixel: x, y), area(of: squareB, inPixel: x, y))
        let union = a + b - area(of: overlap, inPixel: x, y)
        #expect(bitmap.alpha(x, y) == roundedLevel(union), "(\(x), \(y))")
      }
    }
    // Pixel (14, 14) lies inside A and a 0.25 × 0.5 corner of it inside B as well: the union covers it
    // once, 255, not 255 + 32.
    #expect(bitmap.alpha(14, 14) == 255)
    // The sum: 704.9375 px², give or take half a level per partly covered pixel.
    let exact = 704.9375 * 255
    #expect(
      abs(Double(bitmap.alphaSum) - exact) <= 0.5 * Double(bitmap.partialPixelCount), "\(bitmap.coveredArea)")
  }

  @Test func twoOverlappingSquaresLeaveTheOverlapEmptyUnderEvenOdd() throws {
    var path = Path.rect(squareA)
    path.append(.rect(squareB))
    let bitmap = try filled(path, rule: .evenOdd, 40, 40)
    let overlap = intersection(squareA, squareB)
    for y in 0..<40 {
      for x in 0..<40 {
        // Inside exactly one square: A + B - 2 × both.
        let (a, b) = (area(of: squareA, inPixel: x, y), area(of: squareB, inPixel: x, y))
        let odd = a + b - 2 * area(of: overlap, inPixel: x, y)
        #expect(bitmap.alpha(x, y) == roundedLevel(odd), "(\(x), \(y))")
      }
    }
    // Pixels 15...23 on both axes lie wholly inside the overlap (14.75...24.5 by 14.5...24.25): empty.
    for y in 15...23 {
      for x in 15...23 { #expect(bitmap.alpha(x, y) == 0, "(\(x), \(y))") }
    }
    // (14, 14): inside A, and 0.125 of it inside B too: 1 - 0.125 = 0.875, 223.125 → 223.
    #expect(bitmap.alpha(14, 14) == 223)
    // 800 - 2 × 95.0625 = 609.875 px².
    #expect(abs(Double(bitmap.alphaSum) - 609.875 * 255) <= 0.5 * Double(bitmap.partialPixelCount))
  }

  // MARK: - Holes

  /// Outer: x 4.25...44.25, y 4.75...36.75. Inner: x 14.5...30.5, y 12.25...24.25, wholly inside.
  private let outer = Rect(x: 4.25, y: 4.75, width: 40, height: 32)
  private let inner = Rect(x: 14.5, y: 12.25, width: 16, height: 12)

  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func aReversedInnerContourCutsAHoleUnderEitherRule(rule: FillRule) throws {
    var path = Path.rect(outer)
    path.append(.rect(inner, reversed: true))
    let bitmap = try filled(path, rule: rule, 48, 40)
    for y in 0..<40 {
      for x in 0..<48 {
        let ring = area(of: outer, inPixel: x, y) - area(of: inner, inPixel: x, y)
        #expect(bitmap.alpha(x, y) == roundedLevel(ring), "(\(x), \(y))")
      }
    }
    #expect(bitmap.alpha(20, 18) == 0)  // wholly inside the hole
    // 40 × 32 - 16 × 12 = 1088 px².
    #expect(abs(Double(bitmap.alphaSum) - 1088 * 255) <= 0.5 * Double(bitmap.partialPixelCount))
  }

  @Test func anInnerContourWoundTheSameWayFillsUnderNonZeroAndCutsAHoleUnderEvenOdd() throws {
    var path = Path.rect(outer)
    path.append(.rect(inner))
    // Winding 2 inside the inner contour: non-zero fills it, even-odd does not.
    let nonZero = try filled(path, rule: .nonZero, 48, 40)
    let evenOdd = try filled(path, rule: .evenOdd, 48, 40)
    for y in 0..<40 {
      for x in 0..<48 {
        let (o, i) = (area(of: outer, inPixel: x, y), area(of: inner, inPixel: x, y))
        #expect(nonZero.alpha(x, y) == roundedLevel(o), "(\(x), \(y))")
        #expect(evenOdd.alpha(x, y) == roundedLevel(o - i), "(\(x), \(y))")
      }
    }
  }

  // MARK: - A pentagram

  /// A five-pointed star of radius 40 around (50, 50), drawn as one contour through every second point of
  /// a regular pentagon: its centre pentagon is wound twice. The pentagon's points are at -90°, -18°, 54°,
  /// 126° and 198°, with cos 18° = 0.9510565162951535, sin 18° = 0.30901699437494745,
  /// cos 54° = 0.5877852522924731 and sin 54° = 0.8090169943749475; rounded to the 1/256 px grid.
  private var pentagram: [Point] {
    let (c18, s18) = (0.951_056_516_295_153_5, 0.309_016_994_374_947_45)
    let (c54, s54) = (0.587_785_252_292_473_1, 0.809_016_994_374_947_5)
    let points = ConvexPolygon([
      (50, 10), (50 + 40 * c18, 50 - 40 * s18), (50 + 40 * c54, 50 + 40 * s54),
      (50 - 40 * c54, 50 + 40 * s54), (50 - 40 * c18, 50 - 40 * s18),
    ]).onFixedPointGrid.vertices
    return [0, 2, 4, 1, 3].map { points[$0] }
  }

  /// The star's five points (triangles) and its centre pentagon: convex pieces that tile the star without
  /// overlapping. The pentagon is the region on the centre's side of all five lines; each point is the
  /// triangle between a star vertex and the two pentagon corners nearest it.
  private func pentagramPieces() -> (centre: ConvexPolygon, points: [ConvexPolygon]) {
    let star = pentagram
    var centre = ConvexPolygon([(0, 0), (100, 0), (100, 100), (0, 100)])
    for i in star.indices {
      let (a, b) = (star[i], star[(i + 1) % star.count])
      // A triangle far larger than the canvas with one side along a → b, on the centre's side of it.
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let farA = Point(x: a.x - 10 * dx, y: a.y - 10 * dy)
      let farB = Point(x: a.x + 10 * dx, y: a.y + 10 * dy)
      let (nx, ny) = (50 - a.x, 50 - a.y)
      let inward = Point(x: a.x + 20 * nx, y: a.y + 20 * ny)
      centre = centre.clipped(to: ConvexPolygon([farA, farB, inward]))
    }
    func squaredDistance(_ p: Point, _ q: Point) -> Double {
      (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)
    }
    let tips = star.map { tip -> ConvexPolygon in
      let nearest = centre.vertices.sorted { squaredDistance($0, tip) < squaredDistance($1, tip) }
      return ConvexPolygon([tip, nearest[0], nearest[1]])
    }
    return (centre, tips)
  }

  @Test func aPentagramsCentreIsFilledUnderNonZeroAndEmptyUnderEvenOdd() throws {
    let star = pentagram
    let starContour = ConvexPolygon(star)
    let (centre, tips) = pentagramPieces()
    #expect(centre.vertices.count == 5)
    let nonZero = try filled(starContour.path, rule: .nonZero, 100, 100)
    let evenOdd = try filled(starContour.path, rule: .evenOdd, 100, 100)
    var worst = (nonZero: 0.0, evenOdd: 0.0)
    for y in 0..<100 {
      for x in 0..<100 {
        let tipArea = tips.reduce(0) { $0 + $1.area(inPixel: x, y) }
        let centreArea = centre.area(inPixel: x, y)
        let tolerance = levelTolerance(slantedEdges: starContour.slantedEdgeCount(nearPixel: x, y))
        let errors = (
          abs(Double(nonZero.alpha(x, y)) - (tipArea + centreArea) * 255),
          abs(Double(evenOdd.alpha(x, y)) - tipArea * 255)
        )
        #expect(errors.0 <= tolerance, "non-zero (\(x), \(y)): \(nonZero.alpha(x, y))")
        #expect(errors.1 <= tolerance, "even-odd (\(x), \(y)): \(evenOdd.alpha(x, y))")
        worst = (max(worst.nonZero, errors.0), max(worst.evenOdd, errors.1))
      }
    }
    // The centre pentagon's sides lie R cos 72° = 40 × 0.309 = 12.36 px from the centre, so every pixel
    // whose centre is within 12.36 - √2/2 = 11.65 px of (50, 50) lies wholly inside it: the 16 × 16
    // pixels 42...57 (corner centres 7.5√2 = 10.6 px away).
    for y in 42...57 {
      for x in 42...57 {
        #expect(nonZero.alpha(x, y) == 255, "(\(x), \(y))")
        #expect(evenOdd.alpha(x, y) == 0, "(\(x), \(y))")
      }
    }
    // The top point at y 20...21 is about 3.3 px wide either side of x = 50: wholly inside under both.
    #expect(nonZero.alpha(49, 20) == 255 && evenOdd.alpha(49, 20) == 255)
    // The areas differ by the pentagon's.
    let difference = Double(nonZero.alphaSum - evenOdd.alphaSum) / 255
    #expect(abs(difference - centre.area) < 1, "\(difference) vs \(centre.area)")
  }

  // MARK: - Convex polygons at fractional positions

  /// A triangle and a diamond that overlap, off the pixel grid (on the 1/256 px grid after rounding),
  /// both clockwise on screen.
  private let triangle = ConvexPolygon([(6.3, 5.1), (33.7, 9.9), (12.2, 31.4)]).onFixedPointGrid

  private func diamond(dx: Double, dy: Double) -> ConvexPolygon {
    let (cx, cy, r) = (24.6 + dx, 22.35 + dy, 11.3)
    return ConvexPolygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]).onFixedPointGrid
  }

  @Test(arguments: [(0.0, 0.0), (0.37, 0.59), (1.61, -1.27), (-2.13, 0.83), (-0.5, -0.5)])
  func overlappingContoursCoverTheirExactUnionInEveryPixel(dx: Double, dy: Double) throws {
    let p = triangle
    let q = diamond(dx: dx, dy: dy)
    #expect(p.doubledSignedArea > 0 && q.doubledSignedArea > 0)
    let both = p.clipped(to: q)
    #expect(both.area > 20)  // they do overlap
    var path = p.path
    path.append(q.path)
    let bitmap = try filled(path, rule: .nonZero, 40, 40)
    var partlyShared = 0
    for y in 0..<40 {
      for x in 0..<40 {
        // Inclusion–exclusion: the union holds P and Q once each, and their intersection once.
        let shared = both.area(inPixel: x, y)
        let union = p.area(inPixel: x, y) + q.area(inPixel: x, y) - shared
        let edges = p.slantedEdgeCount(nearPixel: x, y) + q.slantedEdgeCount(nearPixel: x, y)
        let level = Double(bitmap.alpha(x, y))
        let tolerance = levelTolerance(slantedEdges: edges)
        #expect(abs(level - union * 255) <= tolerance, "(\(x), \(y)): \(level) vs \(union * 255)")
        // Pixels where the two overlap but do not fill the pixel are where counting the overlap twice
        // would show (and where clamping the sum at 255 would not hide it).
        if shared > 0 && union < 1 { partlyShared += 1 }
      }
    }
    #expect(partlyShared > 0)
    // Summed, each slanted boundary moves the area by at most √2/512 px² per px of its length (crossings
    // rounded to 1/256 px on both axes), plus half a level per partly covered pixel.
    let unionArea = p.area + q.area - both.area
    let boundary = p.perimeter + q.perimeter
    let tolerance = boundary * 2.0.squareRoot() / 512 + 0.5 / 255 * Double(bitmap.partialPixelCount)
    #expect(abs(bitmap.coveredArea - unionArea) <= tolerance, "\(bitmap.coveredArea) vs \(unionArea)")
  }

  @Test func contoursWoundOppositeWaysCancelWhereTheyOverlapUnderNonZero() throws {
    let p = triangle
    let q = diamond(dx: 0.37, dy: 0.59)
    let reversed = ConvexPolygon(q.vertices.reversed())
    let both = p.clipped(to: q)
    var path = p.path
    path.append(reversed.path)
    let bitmap = try filled(path, rule: .nonZero, 40, 40)
    for y in 0..<40 {
      for x in 0..<40 {
        // Winding +1 in P, -1 in Q, 0 in both: P + Q - 2 × both, as even-odd would give.
        let exact = p.area(inPixel: x, y) + q.area(inPixel: x, y) - 2 * both.area(inPixel: x, y)
        let edges = p.slantedEdgeCount(nearPixel: x, y) + q.slantedEdgeCount(nearPixel: x, y)
        let level = Double(bitmap.alpha(x, y))
        #expect(abs(level - exact * 255) <= levelTolerance(slantedEdges: edges), "(\(x), \(y))")
      }
    }
  }
}
