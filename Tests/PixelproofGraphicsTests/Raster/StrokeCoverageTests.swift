import PixelproofGraphics
import Testing

/// Strokes painted through ``DisplayListRasterizer``, measured by their coverage: the sum of alpha over
/// 255 is the painted area in px², compared with the area of the stroke worked out by hand.
@Suite struct StrokeCoverageTests {
  private func stroked(
    _ path: Path, _ style: StrokeStyle, width: Int, height: Int, scale: Double = 1
  ) throws -> PremultipliedBitmap {
    var list = DisplayList()
    list.stroke(path, style: style, with: .color(.black))
    return try DisplayListRasterizer.rasterize(list, width: width, height: height, scale: scale)
  }

  private func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
    var path = Path()
    path.move(to: Point(x: x0, y: y0))
    path.line(to: Point(x: x1, y: y1))
    return path
  }

  private func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
    TestPaths.polyline(points, closed: closed)
  }

  /// How far the painted area of a curved boundary `length` px long, made of circular arcs of `radius`,
  /// may lie from the exact area, in px²:
  /// - flattening keeps every chord within 1/32 px of its arc, so the area between them is at most
  ///   length × 1/32;
  /// - the cubic quarter circles lie outside the true circle by at most 0.027% of the radius;
  /// - vertices rounded to 1/256 px move the boundary by at most √2/512 px, and crossings with pixel rows
  ///   and columns rounded to 1/256 px move each piece by at most √2/512 px more.
  private func curveTolerance(length: Double, radius: Double) -> Double {
    length * (1.0 / 32 + 0.000_27 * radius + 2 * 2.0.squareRoot() / 512)
  }

  /// Half a level per partly covered pixel, from rounding each pixel's exact area to a level, in px².
  private func roundingTolerance(_ bitmap: PremultipliedBitmap) -> Double {
    0.5 / 255 * Double(bitmap.partialPixelCount)
  }

  // MARK: - Caps

  @Test func aButtCappedLineCoversItsRectangleExactly() throws {
    // Width 4 around y = 20 from x = 10 to 50: the rectangle 10...50 by 18...22, 40 × 4 = 160 px², every
    // side on a pixel boundary.
    let bitmap = try stroked(line(10, 20, 50, 20), StrokeStyle(width: 4), width: 64, height: 40)
    #expect(bitmap.alphaSum == 160 * 255)
    for y in 0..<40 {
      for x in 0..<64 {
        let inside = (10..<50).contains(x) && (18..<22).contains(y)
        #expect(bitmap.alpha(x, y) == (inside ? 255 : 0), "(\(x), \(y))")
      }
    }
  }

  @Test func aButtCappedLineOffThePixelGridStillCovers160SquarePixels() throws {
    // From (10.5, 20.25) to (50.5, 20.25): x 10.5...50.5 and y 18.25...22.25. Columns 11...49 are whole
    // and 10 and 50 half covered; rows 19...21 are whole, row 18 is 3/4 and row 22 1/4 covered. Rounded
    // to levels (halves up):
    //   row 18:       39 × round(0.75 × 255 = 191.25) = 39 × 191,
    //                 and 2 × round(0.375 × 255 = 95.625) = 2 × 96
    //   rows 19...21: 3 × (39 × 255 + 2 × round(127.5) = 2 × 128)
    //   row 22:       39 × round(63.75) = 39 × 64, and 2 × round(31.875) = 2 × 32
    // = 7449 + 192 + 30603 + 2496 + 64 = 40804, against 160 × 255 = 40800 exactly: 4 levels of rounding,
    // well inside half a level for each of the 88 partly covered pixels.
    let bitmap = try stroked(line(10.5, 20.25, 50.5, 20.25), StrokeStyle(width: 4), width: 64, height: 40)
    #expect(bitmap.alphaSum == 40804)
    #expect(bitmap.partialPixelCount == 88)
    #expect(bitmap.alpha(10, 18) == 96 && bitmap.alpha(30, 18) == 191 && bitmap.alpha(50, 20) == 128)
    #expect(bitmap.alpha(30, 22) == 64 && bitmap.alpha(50, 22) == 32 && bitmap.alpha(30, 20) == 255)
  }

  @Test func squareCapsAddHalfTheWidthAtEachEnd() throws {
    // Each end grows by h = 2 over the width 4: 2 × (2 × 4) = 16 px² more, x 8...52: 44 × 4 = 176 px².
    let bitmap = try stroked(line(10, 20, 50, 20), StrokeStyle(width: 4, cap: .square), width: 64, height: 40)
    #expect(bitmap.alphaSum == 176 * 255)
    #expect(bitmap.alpha(8, 18) == 255 && bitmap.alpha(51, 21) == 255)
    #expect(bitmap.alpha(7, 20) == 0 && bitmap.alpha(52, 20) == 0)
  }

  @Test func roundCapsAddADiscOfTheWidth() throws {
    // Two half discs of radius h = 2: π × 2² = 12.566 px² on top of 160. The curved boundary is the two
    // half circles, 2π × 2 = 12.566 px long.
    let bitmap = try stroked(line(10, 20, 50, 20), StrokeStyle(width: 4, cap: .round), width: 64, height: 40)
    let exact = 160 + Double.pi * 4
    let tolerance = curveTolerance(length: 4 * Double.pi, radius: 2) + roundingTolerance(bitmap)
    #expect(abs(bitmap.coveredArea - exact) <= tolerance, "\(bitmap.coveredArea) vs \(exact) ± \(tolerance)")
    // The caps reach x = 8 and 52 at y = 20 only: pixels (8, 19) and (8, 20) are partly covered, the
    // whole of column 7 is empty.
    #expect((18..<22).allSatisfy { bitmap.alpha(7, $0) == 0 && bitmap.alpha(52, $0) == 0 })
    #expect(bitmap.alpha(8, 19) > 0 && bitmap.alpha(8, 19) < 255)
  }

  @Test func aDashedLineCoversOnlyItsDashes() throws {
    // [10, 5] over 40: dashes 0...10, 15...25, 30...40 from x = 10, so x 10...20, 25...35, 40...50:
    // 3 × 10 × 4 = 120 px².
    let style = StrokeStyle(width: 4, dashes: [10, 5])
    let bitmap = try stroked(line(10, 20, 50, 20), style, width: 64, height: 40)
    #expect(bitmap.alphaSum == 120 * 255)
    #expect(bitmap.alpha(19, 20) == 255 && bitmap.alpha(20, 20) == 0 && bitmap.alpha(25, 20) == 255)
  }

  // MARK: - Joins

  /// The square 20...60 on both axes, stroked 4 wide: the frame between 18...62 and 22...58.
  private let square = [(20.0, 20.0), (60.0, 20.0), (60.0, 60.0), (20.0, 60.0)]

  @Test func aClosedSquareWithMiterJoinsCoversTheExactFrame() throws {
    // 44² - 36² = 1936 - 1296 = 640 px², every side on a pixel boundary.
    let bitmap = try stroked(polyline(square, closed: true), StrokeStyle(width: 4), width: 80, height: 80)
    #expect(bitmap.alphaSum == 640 * 255)
    for y in 0..<80 {
      for x in 0..<80 {
        let outside = !(18..<62).contains(x) || !(18..<62).contains(y)
        let hole = (22..<58).contains(x) && (22..<58).contains(y)
        #expect(bitmap.alpha(x, y) == (outside || hole ? 0 : 255), "(\(x), \(y))")
      }
    }
  }

  @Test func aClosedSquareWithBevelJoinsLosesHalfOfEachOuterCorner() throws {
    // At the top-right corner the bevel joins (60, 18) to (62, 20): the line y = x - 42 runs along the
    // diagonals of pixels (60, 18) and (61, 19), which are half covered (127.5 → 128); (60, 19) is whole
    // and (61, 18) empty. Each corner's 2 × 2 pixels give 255 + 2 × 128 = 511 instead of 4 × 255 = 1020,
    // and the four corners alike: 640 × 255 - 4 × 509 = 161164 (the exact 632 px² is 161160).
    let style = StrokeStyle(width: 4, join: .bevel)
    let bitmap = try stroked(polyline(square, closed: true), style, width: 80, height: 80)
    #expect(bitmap.alphaSum == 161_164)
    #expect(bitmap.alpha(60, 18) == 128 && bitmap.alpha(61, 19) == 128)
    #expect(bitmap.alpha(60, 19) == 255 && bitmap.alpha(61, 18) == 0)
    // Top-left: the bevel joins (18, 20) to (20, 18), the line x + y = 38 along the diagonals of (19, 18)
    // and (18, 19); (19, 19) is whole and (18, 18) empty.
    #expect(bitmap.alpha(19, 18) == 128 && bitmap.alpha(18, 19) == 128)
    #expect(bitmap.alpha(19, 19) == 255 && bitmap.alpha(18, 18) == 0)
  }

  @Test func aClosedSquareWithRoundJoinsHasQuarterDiscCorners() throws {
    // Each outer 2 × 2 corner becomes a quarter disc of radius 2: 640 - 4 × (4 - π) = 636.566 px², with
    // four quarter circles, 2π × 2 px, of curved boundary.
    let style = StrokeStyle(width: 4, join: .round)
    let bitmap = try stroked(polyline(square, closed: true), style, width: 80, height: 80)
    let exact = 640 - 4 * (4 - Double.pi)
    let tolerance = curveTolerance(length: 4 * Double.pi, radius: 2) + roundingTolerance(bitmap)
    #expect(abs(bitmap.coveredArea - exact) <= tolerance, "\(bitmap.coveredArea) vs \(exact) ± \(tolerance)")
    // (61, 18) lies outside the quarter disc around (60, 20) except for a sliver: its nearest point
    // (61, 19) is √2 = 1.41 from the centre, inside radius 2; its far corner (62, 18) is 2.83 away.
    #expect(bitmap.alpha(61, 18) > 0 && bitmap.alpha(61, 18) < 255)
    #expect(bitmap.alpha(60, 19) == 255)
  }

  /// The distance from `p` to the segment a → b.
  private func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)))
    let (x, y) = (a.x + t * dx - p.x, a.y + t * dy - p.y)
    return (x * x + y * y).squareRoot()
  }

  @Test(arguments: [LineJoin.miter, .bevel, .round])
  func pixelsWhollyInsideAStrokeAreOpaqueWithEveryJoin(join: LineJoin) throws {
    // A closed triangle stroked 10 wide (h = 5). The stroke holds every point within h·cos(α/2) of the
    // path, where α is the largest turn: near a segment the point is in that segment's rectangle; near a
    // vertex on the outside of the turn it is in the bevel triangle, whose far side lies h·cos(α/2) from
    // the vertex (a miter or a disc holds the bevel triangle). A pixel whose centre is within that
    // distance less √2/2 (centre to corner) less 1/128 px (more than the 1/256 px rounding of vertices
    // and crossings) lies wholly inside, so it must be exactly 255: a crack between pieces would show.
    let corners = [Point(x: 10, y: 10), Point(x: 58, y: 14), Point(x: 24, y: 56)]
    let h = 5.0
    var smallestHalfTurnCosine = 1.0
    for i in 0..<3 {
      let (a, b, c) = (corners[i], corners[(i + 1) % 3], corners[(i + 2) % 3])
      func unit(_ p: Point, _ q: Point) -> Point {
        let length = ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
        return Point(x: (q.x - p.x) / length, y: (q.y - p.y) / length)
      }
      let (d1, d2) = (unit(a, b), unit(b, c))
      // cos(α/2) = √((1 + cos α) / 2), with cos α = d1 · d2.
      smallestHalfTurnCosine = min(smallestHalfTurnCosine, ((1 + d1.x * d2.x + d1.y * d2.y) / 2).squareRoot())
    }
    let reach = h * smallestHalfTurnCosine - 2.0.squareRoot() / 2 - 1.0 / 128
    #expect(reach > 1)
    let path = polyline(corners.map { ($0.x, $0.y) }, closed: true)
    let bitmap = try stroked(path, StrokeStyle(width: 2 * h, join: join), width: 72, height: 72)
    var checked = 0
    for y in 0..<72 {
      for x in 0..<72 {
        let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        let nearest = (0..<3).map { distance(centre, corners[$0], corners[($0 + 1) % 3]) }.min() ?? .infinity
        guard nearest <= reach else { continue }
        checked += 1
        #expect(bitmap.alpha(x, y) == 255, "\(join) (\(x), \(y))")
      }
    }
    // The three sides are √2320 = 48.2, √2920 = 54.0 and √2312 = 48.1 px long, each with a band about
    // 2 × reach wide.
    #expect(checked > 300, "\(checked)")
  }

  // MARK: - Curves

  @Test func aStrokedCircleCoversTheRingBetweenItsOffsets() throws {
    // Radius 30, width 4: the ring between radii 28 and 32, π (32² - 28²) = 240π = 753.98 px².
    //
    // The stroker flattens the circle to a convex polygon P and joins its segments with miters (they stay
    // within the flattening tolerance here), so the stroke is the band between P offset by h = 2 outwards
    // and inwards, whose areas differ by exactly 2h × perimeter(P). P's vertices lie on the cubic circle,
    // within 0.027% of r outside the true circle, and its chords, at most 1/32 px from their arcs, fall
    // short of them by at most (1/32) / (3r) of their length: so the perimeter is 2πr within
    // 2πr × (0.000 27 + 0.000 35), and the area within 2h × 2π × 30 × 0.000 62 = 0.47 px².
    // Rounding moves the two boundaries, 2π (28 + 32) = 377 px long, by at most 2 × √2/512 px each.
    let bitmap = try stroked(
      .circle(center: Point(x: 40, y: 40), radius: 30), StrokeStyle(width: 4), width: 80, height: 80)
    let exact = 240 * Double.pi
    let perimeter = 2 * Double.pi * 30
    let geometry = 2 * 2 * perimeter * (0.000_27 + 1.0 / 32 / (3 * 30))
    let rounding = 2 * Double.pi * (28 + 32) * 2 * 2.0.squareRoot() / 512 + roundingTolerance(bitmap)
    #expect(
      abs(bitmap.coveredArea - exact) <= geometry + rounding,
      "\(bitmap.coveredArea) vs \(exact) ± \(geometry + rounding)")
    // The centre and the corners of the canvas are untouched; pixel (40, 9), straight above the centre,
    // has its corners 30 to √(31² + 1) = 31.02 px from it, well inside 28...32: whole.
    #expect(bitmap.alpha(40, 40) == 0 && bitmap.alpha(0, 0) == 0 && bitmap.alpha(40, 9) == 255)
  }

  // MARK: - Scale

  @Test(arguments: [1.0, 2, 3])
  func theStrokeWidthScalesWithTheDisplayListScale(scale: Double) throws {
    // Width 4 pt from (2, 8) to (42, 8) pt: at scale s, x 2s...42s and y 6s...10s in device pixels, all
    // whole: 40s × 4s = 160 s² px².
    let s = Int(scale)
    let bitmap = try stroked(
      line(2, 8, 42, 8), StrokeStyle(width: 4), width: 44 * s, height: 12 * s, scale: scale)
    #expect(bitmap.alphaSum == 160 * s * s * 255)
    for y in 0..<(12 * s) {
      let inside = (6 * s..<10 * s).contains(y)
      #expect(bitmap.alpha(20 * s, y) == (inside ? 255 : 0), "scale \(s), row \(y)")
    }
    // A dash pattern scales too: [10, 5] pt gives dashes 10s px long: 3 × 10s × 4s px².
    let dashed = try stroked(
      line(2, 8, 42, 8), StrokeStyle(width: 4, dashes: [10, 5]), width: 44 * s, height: 12 * s, scale: scale)
    #expect(dashed.alphaSum == 120 * s * s * 255)
  }
}
