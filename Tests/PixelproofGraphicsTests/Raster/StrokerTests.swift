@_spi(Benchmarks) @testable import PixelproofGraphics
import Testing

/// Expected values are worked out by hand in the comments beside them; `h` is half the stroke width.
@Suite struct StrokerTests {
  // MARK: - Helpers

  /// One closed piece of an outline: the end points of its elements, and whether any is a curve.
  private struct Contour {
    var points: [Point] = []
    var isCurved = false
  }

  private func contours(_ path: Path) -> [Contour] {
    var result: [Contour] = []
    var current = Contour()
    for element in path.elements {
      switch element {
      case .move(let p):
        if !current.points.isEmpty { result.append(current) }
        current = Contour(points: [p])
      case .line(let p): current.points.append(p)
      case .quadCurve(_, let e):
        current.points.append(e)
        current.isCurved = true
      case .cubicCurve(_, _, let e):
        current.points.append(e)
        current.isCurved = true
      case .close:
        result.append(current)
        current = Contour()
      }
    }
    if !current.points.isEmpty { result.append(current) }
    return result
  }

  private func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
    TestPaths.polyline(points, closed: closed)
  }

  /// Two loops through (30, 30), one to the right and one to the left, tangent-continuous throughout.
  private func figureEight() -> Path {
    var path = Path()
    path.move(to: Point(x: 30, y: 30))
    path.cubicCurve(to: Point(x: 30, y: 30), control1: Point(x: 70, y: 0), control2: Point(x: 70, y: 60))
    path.cubicCurve(to: Point(x: 30, y: 30), control1: Point(x: -10, y: 0), control2: Point(x: -10, y: 60))
    path.close()
    return path
  }

  private func points(_ values: [(Double, Double)]) -> [Point] { values.map { Point(x: $0.0, y: $0.1) } }

  private func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  private func allPoints(_ path: Path) -> [Point] { contours(path).flatMap(\.points) }

  private func contains(_ path: Path, _ point: Point) -> Bool { allPoints(path).contains { near($0, point) } }

  /// Twice the signed area of each contour (the shoelace sum): positive is clockwise on screen, the
  /// direction of `Path.rect`. Straight contours are summed exactly as given, relative to their first
  /// point; curved ones after the rasterizer's own flattening (1/256 px units), where a sliver could round
  /// to nothing.
  private func signedAreas(_ path: Path) -> [Double] {
    var pieces: [Path] = []
    for element in path.elements {
      if case .move = element { pieces.append(Path()) }
      if pieces.isEmpty { pieces.append(Path()) }
      switch element {
      case .move(let p): pieces[pieces.count - 1].move(to: p)
      case .line(let p): pieces[pieces.count - 1].line(to: p)
      case .quadCurve(let c, let e): pieces[pieces.count - 1].quadCurve(to: e, control: c)
      case .cubicCurve(let c1, let c2, let e):
        pieces[pieces.count - 1].cubicCurve(to: e, control1: c1, control2: c2)
      case .close: pieces[pieces.count - 1].close()
      }
    }
    return pieces.map { piece in
      if let contour = contours(piece).first, !contour.isCurved {
        return shoelace(contour.points.map { ($0.x - contour.points[0].x, $0.y - contour.points[0].y) })
      }
      return PathFlattener.polygons(of: piece).map { polygon in
        shoelace(polygon.map { (Double($0.x), Double($0.y)) })
      }.reduce(0, +)
    }
  }

  private func shoelace(_ polygon: [(Double, Double)]) -> Double {
    var sum = 0.0
    for (index, p) in polygon.enumerated() {
      let q = polygon[(index + 1) % polygon.count]
      sum += p.0 * q.1 - q.0 * p.1
    }
    return sum
  }

  /// The x ranges of the rectangles a dashed horizontal line is cut into.
  private func xRanges(_ path: Path) -> [ClosedRange<Double>] {
    contours(path).map { contour in
      let xs = contour.points.map(\.x)
      return (xs.min() ?? 0)...(xs.max() ?? 0)
    }
  }

  private func sameRanges(_ path: Path, _ expected: [ClosedRange<Double>]) -> Bool {
    let ranges = xRanges(path)
    return ranges.count == expected.count
      && zip(ranges, expected).allSatisfy {
        abs($0.lowerBound - $1.lowerBound) < 1e-9 && abs($0.upperBound - $1.upperBound) < 1e-9
      }
  }

  // MARK: - Segments and caps

  @Test func aButtCappedSegmentIsExactlyItsRectangle() {
    let outline = Stroker.outline(of: polyline([(10, 20), (50, 20)]), style: StrokeStyle(width: 4))
    let pieces = contours(outline)
    #expect(pieces.count == 1)
    // A ribbon of one segment: h = 2 either side of y = 20, from x = 10 to x = 50, starting top-left and
    // going clockwise, with the two centre points (50, 20) and (10, 20) as corners where joins would meet
    // it.
    #expect(pieces.first?.points == points([(10, 18), (50, 18), (50, 20), (50, 22), (10, 22), (10, 20)]))
  }

  @Test func squareCapsExtendTheRectangleByHalfTheWidth() {
    let outline = Stroker.outline(
      of: polyline([(10, 20), (50, 20)]), style: StrokeStyle(width: 4, cap: .square))
    // h = 2 past both ends: x from 8 to 52 (centre points (52, 20) and (8, 20)).
    #expect(
      contours(outline).map(\.points) == [points([(8, 18), (52, 18), (52, 20), (52, 22), (8, 22), (8, 20)])])
  }

  @Test func roundCapsAddDiscsCentredOnTheEndPoints() {
    let outline = Stroker.outline(
      of: polyline([(10, 20), (50, 20)]), style: StrokeStyle(width: 4, cap: .round))
    let pieces = contours(outline)
    #expect(pieces.count == 3)  // the rectangle and two discs
    #expect(pieces.first?.points == points([(10, 18), (50, 18), (50, 20), (50, 22), (10, 22), (10, 20)]))
    let discs = pieces.filter(\.isCurved)
    // Discs of radius h = 2: top, right, bottom, left, back to top.
    #expect(discs.first?.points == points([(10, 18), (12, 20), (10, 22), (8, 20), (10, 18)]))
    #expect(discs.last?.points == points([(50, 18), (52, 20), (50, 22), (48, 20), (50, 18)]))
    var expected = Path.circle(center: Point(x: 10, y: 20), radius: 2)
    expected.append(.circle(center: Point(x: 50, y: 20), radius: 2))
    #expect(outline.elements.suffix(expected.elements.count) == expected.elements[...])
  }

  // MARK: - Joins

  @Test func aRightAngleMiterReachesTheCornerOfTheOuterEdges() {
    // Right along y = 0, then down along x = 10, width 2 (h = 1): the outer edges are y = -1 and x = 11.
    let outline = Stroker.outline(of: polyline([(0, 0), (10, 0), (10, 10)]), style: StrokeStyle(width: 2))
    let pieces = contours(outline)
    #expect(pieces.count == 3)  // two rectangles and one miter
    // The miter: the vertex, the end of the first outer edge (10, -1), the tip (11, -1), the start of the
    // second outer edge (11, 0).
    #expect(pieces.contains { $0.points == points([(10, 0), (10, -1), (11, -1), (11, 0)]) })
  }

  @Test func aSharpAngleMitersWithinTheLimitAndBevelsBeyondIt() {
    // Right to (10, 0), then back along (-40, 30)/50 = (-0.8, 0.6). cos(turn) = -0.8, so the miter is
    // sqrt(2 / (1 - 0.8)) = sqrt(10) ≈ 3.162 widths long. Normals: n1 = (0, 1), n2 = (-0.6, -0.8); the tip
    // is the vertex - h × (n1 + n2) / 0.2 = (10, 0) - (-0.6, 0.2) × 5 = (13, -1).
    let path = polyline([(0, 0), (10, 0), (-30, 30)])
    let mitered = Stroker.outline(of: path, style: StrokeStyle(width: 2, miterLimit: 3.2))
    #expect(contains(mitered, Point(x: 13, y: -1)))
    let bevelled = Stroker.outline(of: path, style: StrokeStyle(width: 2, miterLimit: 3))
    #expect(!contains(bevelled, Point(x: 13, y: -1)))
    // The bevel joins (10, 0) - h·n1 = (10, -1) and (10, 0) - h·n2 = (10.6, 0.8); nothing reaches farther
    // right than the second segment's corners at x = 10 ± 0.6.
    #expect(contains(bevelled, Point(x: 10, y: -1)) && contains(bevelled, Point(x: 10.6, y: 0.8)))
    #expect(allPoints(bevelled).allSatisfy { $0.x <= 10.6 + 1e-9 })
    // The default limit of 10 allows this miter too.
    #expect(contains(Stroker.outline(of: path, style: StrokeStyle(width: 2)), Point(x: 13, y: -1)))
  }

  @Test func aBevelJoinIsTheTriangleAcrossTheOuterGap() {
    let outline = Stroker.outline(
      of: polyline([(0, 0), (10, 0), (10, 10)]), style: StrokeStyle(width: 2, join: .bevel))
    // The vertex (10, 0) and the outer corners (10, -1) and (11, 0).
    #expect(contours(outline).contains { $0.points == points([(10, 0), (10, -1), (11, 0)]) })
    #expect(!contains(outline, Point(x: 11, y: -1)))
  }

  @Test func aRoundJoinAddsADiscAtTheVertex() {
    let outline = Stroker.outline(
      of: polyline([(0, 0), (10, 0), (10, 10)]), style: StrokeStyle(width: 2, join: .round))
    let discs = contours(outline).filter(\.isCurved)
    #expect(contours(outline).count == 3)
    // Radius h = 1 around (10, 0): top (10, -1), right (11, 0), bottom (10, 1), left (9, 0).
    #expect(discs.map(\.points) == [points([(10, -1), (11, 0), (10, 1), (9, 0), (10, -1)])])
  }

  @Test func aClosedSquareHasFourJoinsAndNoCaps() {
    let square = polyline([(0, 0), (10, 0), (10, 10), (0, 10)], closed: true)
    let outline = Stroker.outline(of: square, style: StrokeStyle(width: 2, cap: .round))
    let pieces = contours(outline)
    #expect(pieces.count == 8)  // four sides and four miters, no discs
    #expect(!pieces.contains { $0.isCurved })
    // h = 1 outside each corner.
    for tip in points([(-1, -1), (11, -1), (11, 11), (-1, 11)]) { #expect(contains(outline, tip), "\(tip)") }
    // Caps do not apply to a closed subpath.
    #expect(Stroker.outline(of: square, style: StrokeStyle(width: 2, cap: .square)) == outline)
    #expect(Stroker.outline(of: square, style: StrokeStyle(width: 2)) == outline)
  }

  @Test func anExplicitLineBackToTheStartDoesNotAddASegmentOfLengthZero() {
    let explicit = polyline([(0, 0), (10, 0), (10, 10), (0, 10), (0, 0)], closed: true)
    let implicit = polyline([(0, 0), (10, 0), (10, 10), (0, 10)], closed: true)
    let style = StrokeStyle(width: 2)
    #expect(Stroker.outline(of: explicit, style: style) == Stroker.outline(of: implicit, style: style))
  }

  @Test(arguments: [LineJoin.miter, .bevel, .round], [LineCap.butt, .square, .round])
  func everyContourIsClockwiseButTheInnerLoopOfARing(join: LineJoin, cap: LineCap) {
    let zigzag: [(Double, Double)] = [(2, 2), (30, 4), (8, 20), (40, 36), (38, 10), (20, 30)]
    var curves = Path()
    curves.move(to: Point(x: 5, y: 40))
    curves.quadCurve(to: Point(x: 45, y: 40), control: Point(x: 25, y: 5))
    curves.cubicCurve(to: Point(x: 10, y: 60), control1: Point(x: 60, y: 70), control2: Point(x: 0, y: 30))
    let paths = [
      polyline(zigzag), polyline(zigzag.reversed()), polyline(zigzag, closed: true),
      polyline(zigzag.reversed(), closed: true), curves,
      Path.circle(center: Point(x: 30, y: 30), radius: 20),
      Path.circle(center: Point(x: 30, y: 30), radius: 20, reversed: true),
      Path.roundedRect(Rect(x: 5, y: 5, width: 50, height: 30), radius: 8, reversed: true), figureEight(),
    ]
    for (index, path) in paths.enumerated() {
      for dashes in [[], [7.0, 3]] {
        let style = StrokeStyle(width: 3, cap: cap, join: join, dashes: dashes)
        let areas = signedAreas(Stroker.outline(of: path, style: style))
        #expect(!areas.isEmpty)
        // A counter-clockwise contour must be a ring's inner loop: right after its clockwise outer loop,
        // and smaller.
        for (position, area) in areas.enumerated() where area <= 0 {
          let outer = position > 0 ? areas[position - 1] : 0
          #expect(outer > -area, "path \(index), dashes \(dashes), contour \(position): \(areas)")
        }
        #expect(areas.first.map { $0 > 0 } == true)
      }
    }
  }

  // MARK: - Ribbons

  @Test func aSmoothRunIsOneRibbonAndARealCornerKeepsItsPiece() {
    // A line into a quadratic curve whose tangent continues it at both ends, then a line, then a sharp
    // corner at (44, 46) and a last line. Width 4, h = 2.
    var path = Path()
    path.move(to: Point(x: 4, y: 6))
    path.line(to: Point(x: 24, y: 6))
    path.quadCurve(to: Point(x: 44, y: 26), control: Point(x: 44, y: 6))
    path.line(to: Point(x: 44, y: 46))
    path.line(to: Point(x: 6, y: 30))
    let pieces = contours(Stroker.outline(of: path, style: StrokeStyle(width: 4)))
    // Two ribbons and the miter between them.
    #expect(pieces.count == 3)
    // The first ribbon starts square at (4, 6), with corners (4, 4) and (4, 8), and ends square at (44, 46)
    // along (0, 1), whose normal is (-1, 0): corners (46, 46) on the left and (42, 46) on the right.
    let first = pieces.first?.points ?? []
    #expect(first.first == Point(x: 4, y: 4) && first.last == Point(x: 4, y: 6))
    #expect(first.contains(Point(x: 46, y: 46)) && first.contains(Point(x: 42, y: 46)))
    #expect(first.contains(Point(x: 44, y: 46)) && first.contains(Point(x: 4, y: 8)))
    // Along the straight part before the curve, the left side stays on y = 4 and the right on y = 8.
    #expect(first.filter { $0.x <= 24 }.allSatisfy { $0.y == 4 || $0.y == 6 || $0.y == 8 })
    // The corner turns from (0, 1) to (-38, -16) / sqrt(1700): a real join, its own piece from the vertex.
    #expect(pieces.contains { $0.points.first == Point(x: 44, y: 46) && $0.points.count == 4 })
  }

  @Test func aSmallTurnAtAVertexJoinsTheRibbonWhenTheStylesJoinIsThatClose() {
    // From (1, 0) to (24, 7) / 25 = (0.96, 0.28), h = 2: cos(turn) = 0.96, cos²(turn/2) = 0.98. The miter
    // passes a round join by h × (1/cos(turn/2) − 1) = 2 × 0.0102 = 0.020 px, within 1/32; a bevel falls
    // short of the miter by h × sin²(turn/2) / cos(turn/2) = 2 × 0.02 / 0.99 = 0.040 px, beyond it.
    let turn = polyline([(0, 0), (25, 0), (49, 7)])
    let ribbon = contours(Stroker.outline(of: turn, style: StrokeStyle(width: 4, join: .round)))
    #expect(ribbon.count == 1 && ribbon.first?.points.count == 8)
    #expect(contours(Stroker.outline(of: turn, style: StrokeStyle(width: 4))).count == 1)
    // The bevel keeps its triangle between two ribbons.
    let bevelled = contours(Stroker.outline(of: turn, style: StrokeStyle(width: 4, join: .bevel)))
    #expect(bevelled.count == 3 && bevelled.last?.points.count == 3)
    // From (1, 0) to (50, 1) / |(50, 1)|: the bevel is 2 × 0.0001 / 1 = 0.0002 px short of the miter, so
    // it joins the ribbon too, also where the miter limit of 1 would bevel.
    let slight = polyline([(0, 0), (25, 0), (75, 1)])
    #expect(contours(Stroker.outline(of: slight, style: StrokeStyle(width: 4, join: .bevel))).count == 1)
    #expect(contours(Stroker.outline(of: slight, style: StrokeStyle(width: 4, miterLimit: 1))).count == 1)
  }

  @Test func aCircleNarrowerThanItsStrokeIsNotARing() throws {
    // Radius 1.5: each quarter becomes 5 chords (second difference about 0.69, sqrt(6/8 × 0.69 × 32)
    // = 4.1, rounded up), turning by θ ≈ π/10 and 2 × 1.5 × sin(θ/2) ≈ 0.47 long. With h = 0.5 the
    // rectangles' corners reach h × sin θ ≈ 0.15 along the next chord from either end, 0.31 in all: a
    // ring. With h = 2 they would reach 1.24, past the chord's far end, so a ribbon would leave them out:
    // every vertex breaks, and the outline is the 20 rectangles and the 20 miters between them (the turns
    // are still within the tolerance of round ones: cos²(θ/2) = 0.976 > (2 / (2 + 1/32))² = 0.970).
    let circle = Path.circle(center: Point(x: 5, y: 5), radius: 1.5)
    #expect(contours(Stroker.outline(of: circle, style: StrokeStyle(width: 1))).count == 2)
    let polyline = try #require(Polyline.subpaths(of: circle).first)
    #expect(polyline.points.count == 20)
    let plan = RibbonPlan(polyline, half: 2, style: StrokeStyle(width: 4))
    #expect(!plan.isAnnulus && !plan.joinsInRibbon.contains(true))
    let wide = Stroker.outline(of: circle, style: StrokeStyle(width: 4))
    #expect(contours(wide).count == 40 && signedAreas(wide).allSatisfy { $0 > 0 })
  }

  @Test func eachDashOfACircleIsOneRibbonUnlessItEndsJustPastAVertex() throws {
    // Radius 20, [7, 3]: no dash holds a real corner (the four points where the cubics meet turn as
    // little as the chords inside them). The flattened circle is just under 2π × 20 = 125.7 long: dashes
    // start every 10 from 0 to 120, and the last, still on when the circle closes, runs on into the first:
    // 12 dashes.
    let circle = Path.circle(center: Point(x: 30, y: 30), radius: 20)
    let style = StrokeStyle(width: 3, dashes: [7, 3])
    let dashes = try #require(Dasher.dashes(of: Polyline.subpaths(of: circle), pattern: [7, 3], phase: 0))
    #expect(dashes.count == 12)
    // Each quarter is 15 chords (second difference 9.2, sqrt(6/8 × 9.2 × 32) = 14.9, rounded up), 2.1
    // long and turning by π/30: the rectangle before a vertex reaches h × sin(π/30) ≈ 0.16 along the
    // next chord. One dash ends less than that past a vertex, so that vertex breaks: a ribbon, the last
    // short rectangle and the miter between them. Every other dash is one ribbon.
    let plans = dashes.map { RibbonPlan($0, half: 1.5, style: style) }
    #expect(plans.filter { $0.runs.count == 1 }.count == 11)
    let pieces = plans.map { plan in
      plan.runs.count + plan.joinsInRibbon.dropFirst().dropLast().filter { !$0 }.count
    }
    let outline = Stroker.outline(of: circle, style: style)
    #expect(contours(outline).count == pieces.reduce(0, +) && contours(outline).count == 14)
    #expect(!contours(outline).contains { $0.isCurved } && signedAreas(outline).allSatisfy { $0 > 0 })
  }

  @Test func aSmoothFigureEightIsOneRibbonAndAJoinNotARing() throws {
    // Two loops through (30, 30), smooth all the way round: the left offset loop winds one way around one
    // lobe and the other way around the other, so it is not the outer loop of a ring. The stroke is cut at
    // the start instead: one ribbon all the way round and the miter at (30, 30).
    let path = figureEight()
    let polyline = try #require(Polyline.subpaths(of: path).first)
    #expect(RibbonPlan(polyline, half: 1.5, style: StrokeStyle(width: 3)).isAnnulus)
    let outline = Stroker.outline(of: path, style: StrokeStyle(width: 3))
    #expect(contours(outline).count == 2)
    #expect(contours(outline).last?.points.first == Point(x: 30, y: 30))
    // The ribbon winds clockwise; the miter of a turn this small is a sliver of no area.
    let areas = signedAreas(outline)
    #expect(areas.count == 2 && areas[0] > 0 && areas[1] >= 0, "\(areas)")
  }

  // MARK: - Degenerate input

  @Test func aSinglePointIsADotForRoundAndSquareCapsAndNothingForButt() {
    let dot = polyline([(5, 5), (5, 5)])
    let round = StrokeStyle(width: 4, cap: .round)
    let disc = Path.circle(center: Point(x: 5, y: 5), radius: 2)
    // A disc of radius h = 2 around (5, 5).
    #expect(Stroker.outline(of: dot, style: round) == disc)
    // An axis-aligned square 4 wide, from 3 to 7 on both axes: a segment from (3, 5) to (7, 5), whose
    // centre points are corners too.
    let square = Stroker.outline(of: dot, style: StrokeStyle(width: 4, cap: .square))
    #expect(contours(square).map(\.points) == [points([(3, 3), (7, 3), (7, 5), (7, 7), (3, 7), (3, 5)])])
    #expect(Stroker.outline(of: dot, style: StrokeStyle(width: 4)).elements.isEmpty)
    // A move and a close, or a curve whose control points all coincide, is a point too.
    var closed = Path()
    closed.move(to: Point(x: 5, y: 5))
    closed.close()
    #expect(Stroker.outline(of: closed, style: round) == disc)
    // A second close adds no dot at the start of the closed triangle.
    var twice = polyline([(0, 0), (10, 0), (10, 10)])
    twice.close()
    let once = twice
    twice.close()
    #expect(Stroker.outline(of: twice, style: round) == Stroker.outline(of: once, style: round))
    var curve = Path()
    curve.move(to: Point(x: 5, y: 5))
    curve.cubicCurve(to: Point(x: 5, y: 5), control1: Point(x: 5, y: 5), control2: Point(x: 5, y: 5))
    #expect(Stroker.outline(of: curve, style: round) == disc)
  }

  @Test func zeroLengthSegmentsAreSkipped() {
    let outline = Stroker.outline(
      of: polyline([(10, 20), (10, 20), (30, 20), (30, 20), (50, 20)]), style: StrokeStyle(width: 4))
    // One ribbon through the straight vertex at (30, 20), where the offset lines y = 18 and y = 22 meet
    // themselves: miter points (30, 20) ∓ h × (n1 + n2) / (1 + 1) = (30, 18) and (30, 22).
    #expect(
      contours(outline).map(\.points) == [
        points([(10, 18), (30, 18), (50, 18), (50, 20), (50, 22), (30, 22), (10, 22), (10, 20)])
      ])
    #expect(outline.isFinite)
  }

  @Test func nothingIsDrawnForWidthZeroAnInvalidStyleOrOnlyMoves() {
    let line = polyline([(0, 0), (10, 0)])
    #expect(Stroker.outline(of: line, style: StrokeStyle(width: 0, cap: .round)).elements.isEmpty)
    #expect(Stroker.outline(of: line, style: StrokeStyle(width: -1)).elements.isEmpty)
    #expect(Stroker.outline(of: line, style: StrokeStyle(width: 2, dashes: [0, 0])).elements.isEmpty)
    var moves = Path()
    moves.move(to: Point(x: 1, y: 1))
    moves.move(to: Point(x: 5, y: 5))
    #expect(Stroker.outline(of: moves, style: StrokeStyle(width: 2, cap: .round)).elements.isEmpty)
    let notFinite = polyline([(0, 0), (.nan, 0)])
    #expect(Stroker.outline(of: notFinite, style: StrokeStyle(width: 2)).elements.isEmpty)
  }

  @Test func invalidReasonNamesTheBadField() {
    #expect(StrokeStyle(width: 2, miterLimit: 1, dashes: [0, 3], dashPhase: -4).invalidReason == nil)
    #expect(StrokeStyle(width: 0).invalidReason == nil)
    let cases: [(StrokeStyle, String)] = [
      (StrokeStyle(width: .nan), "width"), (StrokeStyle(width: .infinity), "width"),
      (StrokeStyle(width: -1), "width"), (StrokeStyle(width: 1, miterLimit: 0.5), "miter limit"),
      (StrokeStyle(width: 1, miterLimit: .nan), "miter limit"),
      (StrokeStyle(width: 1, dashes: [2, -1]), "Dash length 1"),
      (StrokeStyle(width: 1, dashes: [.nan, 1]), "Dash length 0"),
      (StrokeStyle(width: 1, dashes: [1, .infinity]), "Dash length 1"),
      (StrokeStyle(width: 1, dashes: [0, 0, 0]), "add up to 0"),
      (StrokeStyle(width: 1, dashPhase: .nan), "phase"),
      (StrokeStyle(width: 1, dashPhase: -.infinity), "phase"),
    ]
    for (style, field) in cases {
      let reason = style.invalidReason
      #expect(reason?.contains(field) == true, "\(style): \(reason ?? "nil")")
    }
  }

  // MARK: - Dashes

  @Test func dashesFollowThePatternAndPhase() {
    let line = polyline([(0, 0), (40, 0)])
    // [10, 5] over 40: on 0-10, off 10-15, on 15-25, off 25-30, on 30-40.
    let plain = Stroker.outline(of: line, style: StrokeStyle(width: 2, dashes: [10, 5]))
    #expect(sameRanges(plain, [0...10, 15...25, 30...40]), "\(xRanges(plain))")
    // Phase 3 starts 3 into the first dash: on 0-7, off 7-12, on 12-22, off 22-27, on 27-37, off 37-40.
    let shifted = Stroker.outline(of: line, style: StrokeStyle(width: 2, dashes: [10, 5], dashPhase: 3))
    #expect(sameRanges(shifted, [0...7, 12...22, 27...37]), "\(xRanges(shifted))")
    // Phase -3 is phase 12 of the 15 long period: 3 left of the gap, then on 3-13, 18-28, 33-40.
    let negative = Stroker.outline(of: line, style: StrokeStyle(width: 2, dashes: [10, 5], dashPhase: -3))
    #expect(sameRanges(negative, [3...13, 18...28, 33...40]), "\(xRanges(negative))")
  }

  @Test func anOddPatternRepeatsWithOnAndOffSwapped() {
    // [4, 2, 6] is [4, 2, 6, 4, 2, 6]: on 0-4, off 4-6, on 6-12, off 12-16, on 16-18, off 18-24, on 24-28,
    // off 28-30.
    let outline = Stroker.outline(
      of: polyline([(0, 0), (30, 0)]), style: StrokeStyle(width: 2, dashes: [4, 2, 6]))
    #expect(sameRanges(outline, [0...4, 6...12, 16...18, 24...28]), "\(xRanges(outline))")
  }

  @Test func dashEndsGetTheStyleCaps() {
    // [10, 5] with square caps: each dash grows by h = 1 at both ends.
    let outline = Stroker.outline(
      of: polyline([(0, 0), (40, 0)]), style: StrokeStyle(width: 2, cap: .square, dashes: [10, 5]))
    #expect(sameRanges(outline, [-1...11, 14...26, 29...41]), "\(xRanges(outline))")
    // A zero-length dash with square caps is a square turned with the line: along (0, 1) here.
    // A zero-length dash with square caps is a square turned with the line: here along d = (0.6, 0.8),
    // with normal n = (-0.8, 0.6). Dots every 6 along the 50 long line: at 0, 6, ..., 48, nine of them.
    let dots = Stroker.outline(
      of: polyline([(0, 0), (30, 40)]), style: StrokeStyle(width: 2, cap: .square, dashes: [0, 6]))
    #expect(contours(dots).count == 9)
    // The first square's corners: ±h·d = ±(0.6, 0.8), then -h·n = (0.8, -0.6) and back: (0.2, -1.4),
    // (1.4, 0.2), (-0.2, 1.4), (-1.4, -0.2), with the ends of the centre line, ±h·d, after the second and
    // fourth.
    let corners = contours(dots).first?.points ?? []
    let expected = points([(0.2, -1.4), (1.4, 0.2), (0.6, 0.8), (-0.2, 1.4), (-1.4, -0.2), (-0.6, -0.8)])
    #expect(corners.count == 6 && zip(corners, expected).allSatisfy { near($0, $1) }, "\(corners)")
  }

  @Test func aDashThroughACornerKeepsItsJoin() {
    // 25 on: the whole first side (20) and 5 down the second, through the corner at (20, 0).
    let outline = Stroker.outline(
      of: polyline([(0, 0), (20, 0), (20, 20)]), style: StrokeStyle(width: 2, dashes: [25, 100]))
    let pieces = contours(outline)
    #expect(pieces.count == 3)
    // The second side's rectangle goes down along (0, 1), whose normal is (-1, 0): from (21, 0) to (21, 5),
    // the centre point (20, 5), then (19, 5), (19, 0) and the centre point (20, 0).
    #expect(pieces.contains { $0.points == points([(21, 0), (21, 5), (20, 5), (19, 5), (19, 0), (20, 0)]) })
    #expect(contains(outline, Point(x: 21, y: -1)))  // the miter tip, h outside the corner on both axes
  }

  @Test func aClosedContourIsDashedAroundItsClosingSegment() {
    // Perimeter 40, [10, 5]: on 0-10 (top), 15-25 (right from y 5, bottom to x 5), 30-40 (left side, up to
    // the start). The last dash runs on into the first through the corner (0, 0).
    let square = polyline([(0, 0), (10, 0), (10, 10), (0, 10)], closed: true)
    let outline = Stroker.outline(of: square, style: StrokeStyle(width: 2, dashes: [10, 5]))
    #expect(contours(outline).count == 6)  // two dashes of two sides and one miter each
    #expect(contains(outline, Point(x: -1, y: -1)) && contains(outline, Point(x: 11, y: 11)))
    // (10, 0) and (0, 10) are dash ends, with no join.
    #expect(!contains(outline, Point(x: 11, y: -1)) && !contains(outline, Point(x: -1, y: 11)))
    // A pattern that never turns off strokes the whole square.
    let solid = Stroker.outline(of: square, style: StrokeStyle(width: 2, dashes: [50, 10]))
    #expect(solid == Stroker.outline(of: square, style: StrokeStyle(width: 2)))
  }

  @Test func aPatternTooFineForThePathDrawsNothing() {
    // 10,000 px with 0.01 + 0.01: 500,000 dashes, over the limit of 100,000.
    let outline = Stroker.outline(
      of: polyline([(0, 0), (10_000, 0)]), style: StrokeStyle(width: 1, dashes: [0.01]))
    #expect(outline.elements.isEmpty)
  }

  // MARK: - Curves

  @Test func aStrokedCircleIsTwoLoopsAtTheRadiusPlusAndMinusHalfTheWidth() {
    // Radius r = 40, width 6 (h = 3). The circle is four cubics, flattened to chords whose vertices lie on
    // the cubics, which bulge out by up to 0.027% of 40 = 0.011 px; at the four points where the cubics
    // meet, the tangent does not turn and the chords turn as little as inside a cubic, so every join is
    // smooth and the outline is a ring: a miter point lies h / cos(turn/2) from its vertex, beyond
    // r ± h by h × turn² / 8 ≤ h / r × 1/32 = 0.002 px, every point of the outer loop within 1/32 px of
    // 43 and every point of the inner loop within 1/32 px of 37, whichever the join style.
    let tolerance = 1.0 / 32
    for join in [LineJoin.miter, .bevel, .round] {
      for reversed in [false, true] {
        let outline = Stroker.outline(
          of: .circle(center: Point(x: 50, y: 50), radius: 40, reversed: reversed),
          style: StrokeStyle(width: 6, join: join))
        let loops = contours(outline)
        #expect(loops.count == 2 && !loops.contains { $0.isCurved })
        // The clockwise outer loop first, then the counter-clockwise inner one, whichever way the circle
        // runs.
        let areas = signedAreas(outline)
        #expect(areas.count == 2 && areas[0] > 0 && areas[1] < 0, "\(areas)")
        for (loop, radius) in zip(loops, [43.0, 37]) {
          let distances = loop.points.map {
            (($0.x - 50) * ($0.x - 50) + ($0.y - 50) * ($0.y - 50)).squareRoot()
          }
          let (nearest, farthest) = (distances.min() ?? 0, distances.max() ?? 0)
          #expect(
            nearest >= radius - tolerance && farthest <= radius + tolerance,
            "\(join) \(reversed): \(nearest) \(farthest)")
        }
      }
    }
  }

  @Test func aStrokedCircleHasNoCracksEvenWithBevelJoins() throws {
    // Radius 30, width 4: the ring from 28 to 32. A pixel whose corners all lie between 28.1 and 31.9 is
    // inside the outline (its edges dip at most 1/(8 × 28) px towards the centre; the inner polygon stays
    // within 28.02 and the outer edges beyond 32 - 1/32), so any missing join would show as a gap there.
    var bitmap = try PremultipliedBitmap(width: 64, height: 64)
    let outline = Stroker.outline(
      of: .circle(center: Point(x: 32, y: 32), radius: 30),
      style: StrokeStyle(width: 4, join: .bevel, miterLimit: 1))
    Rasterizer.fill(outline, with: .black, into: &bitmap)
    var checked = 0
    for y in 0..<64 {
      for x in 0..<64 {
        let corners: [(Int, Int)] = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)]
        let distances = corners.map { (cx: Int, cy: Int) -> Double in
          let squared = (cx - 32) * (cx - 32) + (cy - 32) * (cy - 32)
          return Double(squared).squareRoot()
        }
        guard distances.allSatisfy({ $0 >= 28.1 && $0 <= 31.9 }) else { continue }
        checked += 1
        #expect(bitmap.premultipliedPixel(x: x, y: y).3 == 255, "(\(x), \(y))")
      }
    }
    #expect(checked > 400)  // the ring holds about 2π × 30 × 3 ≈ 565 such pixels
  }

  @Test func aLargeCircleHasABoundedNumberOfPoints() {
    // Each quarter is one cubic split into at most 256 segments: a ring of two loops of at most 1,024
    // points each, however large the circle.
    for radius in [5_000.0, 200_000] {
      let outline = Stroker.outline(
        of: .circle(center: Point(x: 0, y: 0), radius: radius), style: StrokeStyle(width: 2))
      let count = outline.elements.filter { $0 != .close }.count
      #expect(count > 0 && count <= 2_048, "\(radius): \(count)")
      #expect(contours(outline).count == 2)
    }
  }

  @Test func aCuspInACurveGetsARoundTurnNotASpike() {
    // The cubic (0, 0) (40, 40) (0, 40) (40, 0) has x' = 120 (1 - 2t)² and y' = 120 (1 - 2t): a cusp at
    // t = 1/2, at (20, 30). Its x runs 0...40 and y = 120 t (1 - t) peaks at 30, so every outline point
    // stays within h = 2 (plus the flattening tolerance) of 0...40 by 0...30.
    var cusp = Path()
    cusp.move(to: Point(x: 0, y: 0))
    cusp.cubicCurve(to: Point(x: 40, y: 0), control1: Point(x: 40, y: 40), control2: Point(x: 0, y: 40))
    let margin = 2 + 1.0 / 32
    let outline = Stroker.outline(of: cusp, style: StrokeStyle(width: 4, miterLimit: 1000))
    #expect(allPoints(outline).allSatisfy { $0.x >= -margin && $0.x <= 40 + margin })
    #expect(allPoints(outline).allSatisfy { $0.y >= -margin && $0.y <= 30 + margin })
  }

  @Test func aTightTurnInsideACurveIsRoundedNotMitered() {
    // The quad (0, 0) (20, 1) (0, 2) is x = 40 t (1 - t), y = 2t: it turns back at (10, 1) with a radius
    // of curvature of 0.05 px. Second difference (-40, 0): sqrt(8 × 40) → 18 segments, so t = 9/18 is a
    // vertex, where the chords turn by about 96 degrees. A miter there would reach about h / cos(48°) =
    // 3 px past the vertex; the stroke of the curve reaches no farther than x = 10 + h = 12.
    var bend = Path()
    bend.move(to: Point(x: 0, y: 0))
    bend.quadCurve(to: Point(x: 0, y: 2), control: Point(x: 20, y: 1))
    for join in [LineJoin.miter, .bevel, .round] {
      let outline = Stroker.outline(of: bend, style: StrokeStyle(width: 4, join: join, miterLimit: 1000))
      let rightmost = allPoints(outline).map(\.x).max() ?? 0
      #expect(rightmost <= 12 + 1.0 / 32 && rightmost >= 12 - 1.0 / 32, "\(join): \(rightmost)")
    }
  }

  // MARK: - Ellipses

  @Test func ellipsesStartAtTheTopAndRunClockwise() {
    let ellipse = Path.ellipse(in: Rect(x: 10, y: 20, width: 40, height: 20))
    // Centre (30, 30): top (30, 20), right (50, 30), bottom (30, 40), left (10, 30), back to the top.
    #expect(contours(ellipse).map(\.points) == [points([(30, 20), (50, 30), (30, 40), (10, 30), (30, 20)])])
    // The first control point is kappa × 20 to the right of the top.
    if case .cubicCurve(let c1, _, _) = ellipse.elements[1] {
      #expect(near(c1, Point(x: 30 + 20 * 0.552_284_749_830_793_4, y: 20)))
    }
    #expect(signedAreas(ellipse).allSatisfy { $0 > 0 })
    let reversed = Path.ellipse(in: Rect(x: 10, y: 20, width: 40, height: 20), reversed: true)
    #expect(contours(reversed).map(\.points) == [points([(30, 20), (10, 30), (30, 40), (50, 30), (30, 20)])])
    #expect(signedAreas(reversed).allSatisfy { $0 < 0 })
    // A circle of radius 3 around (5, 6) is the ellipse in the square from (2, 3), 6 wide.
    let circle = Path.circle(center: Point(x: 5, y: 6), radius: 3)
    #expect(circle == .ellipse(in: Rect(x: 2, y: 3, width: 6, height: 6)))
  }
}
