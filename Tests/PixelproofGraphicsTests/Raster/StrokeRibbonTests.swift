@_spi(Benchmarks) @testable import PixelproofGraphics
import Testing

/// Stroke outlines built from ribbons, rasterized and measured: the total coverage (the sum of alpha / 255,
/// in px²) against areas worked out by hand, and pixel by pixel against the area the stroke's definition
/// covers (``StrokeRegion``). `h` is half the stroke width, `tol` the flattening tolerance of 1/32 px.
@Suite struct StrokeRibbonTests {
  // MARK: - Helpers

  /// The alpha of every pixel of a `width` × `height` bitmap after filling `outline` in black.
  private func alphas(_ outline: Path, width: Int, height: Int) throws -> [Int] {
    var bitmap = try PremultipliedBitmap(width: width, height: height)
    Rasterizer.fill(outline, rule: .nonZero, with: .black, into: &bitmap)
    var result: [Int] = []
    for y in 0..<height {
      for x in 0..<width { result.append(Int(bitmap.premultipliedPixel(x: x, y: y).3)) }
    }
    return result
  }

  private struct Coverage {
    /// The covered area in px².
    var total: Double
    /// How many pixels are partly covered: each may be off by rounding.
    var edgePixels: Int
  }

  private func coverage(_ outline: Path, width: Int, height: Int) throws -> Coverage {
    let values = try alphas(outline, width: width, height: height)
    return Coverage(
      total: Double(values.reduce(0, +)) / 255, edgePixels: values.filter { $0 > 0 && $0 < 255 }.count)
  }

  /// The area enclosed by the straight contours of `outline`, clockwise counted positive (a ring's
  /// counter-clockwise inner loop subtracts), and their total length.
  private func polygonArea(_ outline: Path) -> (area: Double, perimeter: Double) {
    var (area, perimeter) = (0.0, 0.0)
    var contour: [Point] = []
    func finish() {
      for (index, p) in contour.enumerated() {
        let q = contour[(index + 1) % contour.count]
        area += (p.x * q.y - q.x * p.y) / 2
        perimeter += ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
      }
      contour = []
    }
    for element in outline.elements {
      switch element {
      case .move(let p):
        finish()
        contour = [p]
      case .line(let p): contour.append(p)
      case .close: finish()
      case .quadCurve, .cubicCurve: Issue.record("a curved contour")
      }
    }
    finish()
    return (area, perimeter)
  }

  /// How far rasterization may move a total coverage: every pixel's alpha is rounded to the nearest
  /// 1/255 (so ±0.5/255 per edge pixel), and every vertex to the nearest 1/256 px on both axes, which moves
  /// an edge by at most √2/512 px and the area by at most that times the edges' length.
  private func roundingAllowance(_ coverage: Coverage, outlineLength: Double) -> Double {
    Double(coverage.edgePixels) * 0.5 / 255 + outlineLength * 1.415 / 512
  }

  private let tolerance = Polyline.tolerance
  /// A cubic quarter circle lies up to 0.027% of the radius outside the circle.
  private let bezierExcess = 0.000_27
  private let pi = 3.141_592_653_589_793

  // MARK: - Rings against their exact area

  @Test func aStrokedCircleCoversItsRingLessOnlyTheFlatteningLoss() throws {
    // Radius r = 30, width w = 4 around (32, 32): the ring from 28 to 32, of area π(32² − 28²) = 240π.
    let (r, w) = (30.0, 4.0)
    let outline = Stroker.outline(
      of: .circle(center: Point(x: 32, y: 32), radius: r), style: StrokeStyle(width: w))
    let exact = pi * (32 * 32 - 28 * 28)
    // The ring's trapezoids (see RibbonPlan) each have the area w × their segment's length (one side
    // longer, the other shorter, by the same miter setbacks), so the outline encloses w × the perimeter
    // of the flattened circle. That polygon is convex with its vertices on the cubic circle, between r and
    // r(1 + ε), ε = 0.027%: its perimeter is at most 2πr(1 + ε), a gain of at most w × 2πrε. It holds the
    // polygon with the same vertex angles on the circle of radius r, whose chord of angle θ falls short of
    // its arc by r(θ − 2 sin(θ/2)) ≤ rθ³/24; its sagitta r(1 − cos(θ/2)) ≈ rθ²/8 is at most tol + rε (the
    // chord is within tol of the curve), so the shortfall is at most θ × (tol + rε)/3, and summed over the
    // 2π of the circle the loss is at most w × 2π(tol + rε)/3.
    let gain = w * 2 * pi * r * bezierExcess
    let loss = w * 2 * pi * (tolerance + r * bezierExcess) / 3
    let polygon = polygonArea(outline)
    #expect(polygon.area >= exact - loss && polygon.area <= exact + gain, "\(polygon.area) vs \(exact)")
    let covered = try coverage(outline, width: 64, height: 64)
    let allowance = roundingAllowance(covered, outlineLength: polygon.perimeter)
    #expect(
      abs(covered.total - polygon.area) <= allowance, "\(covered.total) vs \(polygon.area) ± \(allowance)")
    #expect(
      covered.total >= exact - loss - allowance && covered.total <= exact + gain + allowance,
      "\(covered.total) vs \(exact)")
  }

  @Test func aStrokedRoundedRectangleCoversItsRing() throws {
    // 48 × 32 at (8, 8) with corners of radius ρ = 8, width w = 4 (h = 2 < ρ, so the inner corners keep a
    // radius of 6). A rounded rectangle of W × H with radius ρ has area WH − (4 − π)ρ²; the ring is the
    // one grown by h minus the one shrunk by h: 4h(W + H) − 4(4 − π)ρh = w × (2(W + H) − (8 − 2π)ρ),
    // w times the centre line's length, 4 × (160 − 64 + 16π) = 384 + 64π.
    let (w, rho) = (4.0, 8.0)
    let outline = Stroker.outline(
      of: .roundedRect(Rect(x: 8, y: 8, width: 48, height: 32), radius: rho), style: StrokeStyle(width: w))
    #expect(outline.elements.filter { $0 == .close }.count == 2)
    let exact = 384 + 64 * pi
    // The four corner arcs make one circle of radius ρ between them: the same bounds as a stroked circle.
    let gain = w * 2 * pi * rho * bezierExcess
    let loss = w * 2 * pi * (tolerance + rho * bezierExcess) / 3
    let polygon = polygonArea(outline)
    #expect(polygon.area >= exact - loss && polygon.area <= exact + gain, "\(polygon.area) vs \(exact)")
    let covered = try coverage(outline, width: 64, height: 48)
    let allowance = roundingAllowance(covered, outlineLength: polygon.perimeter)
    #expect(
      abs(covered.total - polygon.area) <= allowance, "\(covered.total) vs \(polygon.area) ± \(allowance)")
  }

  // MARK: - Corners against areas worked out by hand

  private func path(_ points: [(Double, Double)]) -> Path { TestPaths.polyline(points) }

  @Test(arguments: [LineJoin.miter, .bevel, .round])
  func aRightAngleCoversItsRectanglesAndItsJoin(join: LineJoin) throws {
    // Right 40 along y = 8, then down 32 along x = 48, w = 4 (h = 2), butt caps: rectangles of 40 × 4
    // and 32 × 4 overlapping in the 2 × 2 square inside the corner, 160 + 128 − 4 = 284. The outer
    // corner adds the 2 × 2 square for a miter, half of it for a bevel, a quarter disc πh²/4 = π for a
    // round join (whose disc, flattened to chords within tol, falls short by about 2/3 × arc × tol).
    let outline = Stroker.outline(
      of: path([(8, 8), (48, 8), (48, 40)]), style: StrokeStyle(width: 4, join: join))
    let (expected, loss): (Double, Double) =
      switch join {
      case .miter: (288, 0)
      case .bevel: (286, 0)
      case .round: (284 + pi, 2.0 / 3 * (pi * 2 / 2) * tolerance)
      }
    let covered = try coverage(outline, width: 64, height: 48)
    // Every vertex lies on the 1/256 px grid but the disc's, so only alphas round.
    let allowance = Double(covered.edgePixels) * 0.5 / 255
    #expect(
      covered.total >= expected - loss - allowance && covered.total <= expected + allowance,
      "\(join): \(covered.total) vs \(expected)")
  }

  @Test(arguments: [LineJoin.miter, .bevel], [LineCap.butt, .square, .round])
  func aSharpTurnCoversWhatTheHandComputationSays(join: LineJoin, cap: LineCap) throws {
    // Up along (0.6, −0.8) for 50, down along (0.6, 0.8) for 50, w = 4 (h = 2). cos(turn) = 0.36 − 0.64 =
    // −0.28, so cos(turn/2) = sqrt(0.36) = 0.6, sin(turn) = 0.96 and tan(turn/2) = 0.96 / 0.72 = 4/3. The
    // rectangles (200 each) overlap in the kite inside the corner, h² tan(turn/2) = 16/3; the miter kite
    // outside has the same area, so the miter gives 400; the bevel triangle is h² sin(turn) / 2 = 1.92,
    // so the bevel gives 400 − 16/3 + 1.92. Square caps add w × h at each end (16 in all); round caps
    // a half disc at each end (πh² = 4π, less the disc's flattening, about 2/3 × 2πh × tol).
    let outline = Stroker.outline(
      of: path([(8, 48), (38, 8), (68, 48)]), style: StrokeStyle(width: 4, cap: cap, join: join))
    var expected = join == .miter ? 400 : 400 - 16.0 / 3 + 1.92
    var loss = 0.0
    switch cap {
    case .butt: break
    case .square: expected += 16
    case .round:
      expected += 4 * pi
      loss = 2.0 / 3 * (2 * pi * 2) * tolerance
    }
    let covered = try coverage(outline, width: 80, height: 56)
    // The slanted corners are off the 1/256 px grid: up to √2/512 px per unit of outline length (under
    // 220 px here).
    let allowance = Double(covered.edgePixels) * 0.5 / 255 + 220 * 1.415 / 512
    #expect(
      covered.total >= expected - loss - allowance && covered.total <= expected + allowance,
      "\(join), \(cap): \(covered.total) vs \(expected) ± \(allowance)")
  }

  // MARK: - Against the stroke's definition

  /// Straight-line paths on a 48 × 48 canvas, with turns from 67° to 159°, so that every corner keeps its
  /// own join piece (a ribbon runs through a vertex only where the join lies within 1/32 px of the miter).
  /// Their miters are 1/cos(turn/2) = 1.2 to 5.6 widths long (the zigzag's 134° turn 2.54): a limit of 10
  /// bevels none, 2.5 some, 1 all.
  private static let definitionPaths: [(String, [(points: [(Double, Double)], closed: Bool)])] = {
    let zigzag = [(4.0, 4.0), (30, 6), (8, 20), (40, 36), (38, 10), (20, 30)]
    let star = [
      (24.0, 4.0), (29, 18), (44, 19), (32, 28), (37, 43), (24, 34), (11, 43), (16, 28), (4, 19), (19, 18),
    ]
    let arrowheads = [(6.0, 8.0), (40, 14), (8, 20)]
    return [
      ("zigzag", [(zigzag, false)]), ("closed zigzag", [(zigzag, true)]), ("star", [(star, true)]),
      ("arrowhead and square", [(arrowheads, false), ([(12.0, 30), (36, 28), (34, 42), (14, 44)], true)]),
    ]
  }()

  @Test(arguments: [
    StrokeStyle(width: 4), StrokeStyle(width: 3, cap: .round, join: .round),
    StrokeStyle(width: 5, cap: .square, join: .bevel), StrokeStyle(width: 6, join: .miter, miterLimit: 1),
    StrokeStyle(width: 3, cap: .square, miterLimit: 2.5), StrokeStyle(width: 2.5, cap: .round),
    StrokeStyle(width: 3, dashes: [7, 3], dashPhase: 2),
    StrokeStyle(width: 2.5, cap: .round, dashes: [11, 4]),
    StrokeStyle(width: 4, cap: .square, join: .bevel, dashes: [9]),
  ])
  func eachPixelCoversWhatTheStrokesDefinitionCovers(style: StrokeStyle) throws {
    // ``StrokeRegion`` bounds each pixel's exact coverage from below and above, with the rounding of
    // vertices and crossings to 1/256 px and the flattening of discs already allowed for; rounding that
    // area to a level is monotone, so the pixel's alpha must lie between the two bounds' levels. A wrong
    // join (a bevel for a miter, a miter past its limit, a missing disc) moves whole pixels far outside.
    for (name, subpaths) in Self.definitionPaths {
      var path = Path()
      for subpath in subpaths { path.append(TestPaths.polyline(subpath.points, closed: subpath.closed)) }
      let values = try alphas(Stroker.outline(of: path, style: style), width: 48, height: 48)
      let region = StrokeRegion(subpaths, style: style)
      var (outside, unsure, checked) = (0, 0.0, 0)
      for y in 0..<48 {
        for x in 0..<48 {
          let bounds = region.coverageBounds(x: x, y: y)
          let (least, greatest) = (roundedLevel(bounds.least), roundedLevel(bounds.greatest))
          unsure += bounds.greatest - bounds.least
          if bounds.greatest > 0 { checked += 1 }
          let alpha = values[y * 48 + x]
          if alpha < least || alpha > greatest {
            outside += 1
            guard outside <= 5 else { continue }
            Issue.record("\(name): (\(x), \(y)) is \(alpha), outside \(least)...\(greatest)")
          }
        }
      }
      #expect(outside == 0, "\(name): \(outside) pixels outside their bounds")
      // The bounds are tight: what cannot be told is a band about 0.06 px wide along the outline and the
      // seams between pieces, a small part of the stroke's area.
      #expect(unsure < 0.2 * Double(checked), "\(name): \(unsure) px² unsure over \(checked) pixels")
    }
  }
}
