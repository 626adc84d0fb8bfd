/// Turns a path and a ``StrokeStyle`` into the outline of its stroke: a path to fill with the non-zero
/// rule, in the same coordinates (the rasterizer strokes paths already in device pixels, so tolerances here
/// are in pixels).
///
/// The outline is a union of simple pieces, each its own closed contour wound clockwise on screen (as
/// ``Path/rect(_:reversed:)``): a ribbon along every run of segments that meet smoothly (see
/// ``RibbonPlan``), a wedge, triangle or disc at every other corner, a disc or an extension at open ends.
/// A closed subpath that is smooth all the way round is one ring instead: its outer offset loop clockwise
/// and its inner loop counter-clockwise. Pieces may overlap, at corners and where a path crosses itself;
/// since they all wind the same way, the non-zero rule fills exactly their union, and no piece ever cuts
/// a hole in another. Tracing only the union's boundary would need intersections of offset curves, which
/// is where strokers go wrong (inner corners, loops, cusps); ribbons and rings keep the edge count low
/// where the scan converter would otherwise cut rows at thousands of overlaps.
///
/// Curves are flattened first (see ``Polyline``) in floating point with + − × ÷ and sqrt only, to within
/// 1/32 px, so the same path gives the same outline on every machine.
enum Stroker {
  /// Paths with a coordinate beyond this many pixels from the origin are not stroked. It is far past
  /// anything the rasterizer accepts (``FixedPoint/limit``), and keeps every squared length finite.
  static let coordinateLimit = 1e12

  /// A dash pattern so fine that it would cut the path into more than ``Dasher/maxDashes`` pieces.
  struct TooManyDashes: Error {}

  /// The outline of `path` stroked with `style`, or an empty path when nothing would be drawn, as
  /// ``checkedOutline(of:style:)`` says, or when the dashes would be too many.
  static func outline(of path: Path, style: StrokeStyle) -> Path {
    (try? checkedOutline(of: path, style: style)) ?? Path()
  }

  /// The outline of `path` stroked with `style`, or an empty path when nothing would be drawn: a width of
  /// 0, an invalid style (see ``StrokeStyle/invalidReason``), a path with a coordinate that is not finite or
  /// is beyond ``coordinateLimit``, or a path of `move`s only.
  ///
  /// - Throws: ``TooManyDashes`` when a dash pattern would cut the path into more than
  ///   ``Dasher/maxDashes`` pieces, rather than draw nothing without a word.
  static func checkedOutline(of path: Path, style: StrokeStyle) throws(TooManyDashes) -> Path {
    // STEP 1: refuse what cannot be stroked.
    guard style.invalidReason == nil, style.width > 0, path.isWithin(coordinateLimit) else { return Path() }
    // STEP 2: flatten every subpath into straight segments, dropping those of length 0.
    var polylines = Polyline.subpaths(of: path)
    // STEP 3: cut the subpaths into dashes, each an open polyline.
    if !style.dashes.isEmpty {
      guard let dashes = Dasher.dashes(of: polylines, pattern: style.dashes, phase: style.dashPhase) else {
        throw TooManyDashes()
      }
      polylines = dashes
    }
    // STEP 4: ribbons along smooth runs, a piece at every other corner and end.
    var outline = StrokeOutline(style: style)
    for polyline in polylines { outline.add(polyline) }
    return outline.path
  }
}

/// The outline being built, one piece at a time.
struct StrokeOutline {
  let style: StrokeStyle
  /// Half the stroke's width: how far the outline lies from the path on either side.
  let half: Double
  var path = Path()

  init(style: StrokeStyle) {
    self.style = style
    half = style.width / 2
  }

  mutating func add(_ polyline: Polyline) {
    let points = polyline.points
    guard points.count > 1 else {
      if let center = points.first { addDot(at: center, direction: polyline.dotDirection) }
      return
    }
    let count = points.count
    let plan = RibbonPlan(polyline, half: half, style: style)
    // STEP 1: the ribbons, or the ring of a closed subpath that is smooth all the way round.
    if plan.isAnnulus {
      addAnnulus(polyline, plan)
    } else {
      let squareEnds = !polyline.isClosed && style.cap == .square
      for run in plan.runs {
        addRibbon(
          polyline, plan, from: run.start, to: run.end,
          extendStart: squareEnds && run.start == 0, extendEnd: squareEnds && run.end == count - 1)
      }
    }
    // STEP 2: a piece at every corner where the ribbons break: every point of a closed polyline, the
    // inner points of an open one.
    let segmentCount = plan.directions.count
    for index in 0..<count where !plan.joinsInRibbon[index] {
      guard polyline.isClosed || (index > 0 && index < count - 1) else { continue }
      addJoin(
        at: points[index], incoming: plan.directions[(index + segmentCount - 1) % segmentCount],
        outgoing: plan.directions[index % segmentCount], isSmooth: polyline.isSmooth[index])
    }
    // STEP 3: round caps.
    if !polyline.isClosed, style.cap == .round {
      addDisc(at: points[0])
      addDisc(at: points[count - 1])
    }
  }

  // MARK: - Pieces

  /// The right-hand normal on screen (y down) of a unit direction: (1, 0) gives (0, 1).
  func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }

  func offset(_ p: Point, _ v: Point, by k: Double) -> Point {
    Point(x: p.x + v.x * k, y: p.y + v.y * k)
  }

  /// The rectangle along a segment, `half` either side, its ends pushed out by `half` on request: the
  /// square of a dot with square caps.
  private mutating func addSegment(
    from a: Point, to b: Point, direction d: Point, extendStart: Bool, extendEnd: Bool
  ) {
    let start = extendStart ? offset(a, d, by: -half) : a
    let end = extendEnd ? offset(b, d, by: half) : b
    // Start on the left of the direction of travel: for (1, 0) this is top-left, top-right, bottom-right,
    // bottom-left, clockwise on screen; rotation keeps the winding for every other direction.
    let n = normal(d)
    let (startLeft, endLeft) = (offset(start, n, by: -half), offset(end, n, by: -half))
    // The centre points are corners too, as at a ribbon's ends (see `addRibbon`).
    addContour([startLeft, endLeft, end, offset(end, n, by: half), offset(start, n, by: half), start])
  }

  /// The piece that fills the outer side of the corner at `vertex` between two unit directions.
  mutating func addJoin(at vertex: Point, incoming d1: Point, outgoing d2: Point, isSmooth: Bool) {
    let cosine = d1.x * d2.x + d1.y * d2.y
    // Positive for a clockwise turn on screen (right, then down).
    let cross = d1.x * d2.y - d1.y * d2.x
    guard cross != 0 || cosine < 0 else { return }  // straight on: the ribbons meet flush
    if isSmooth {
      // Inside a flattened curve the turn stands for a bend of the curve. A miter follows the offset curve
      // but overshoots the exact round join by half × (1/cos(turn/2) − 1); use it while that is within
      // the flattening tolerance, which holds unless the stroke is wider than the curve's diameter of
      // curvature, and the disc otherwise (cusps, tight wide bends).
      let halfTurnCosineSquared = (1 + cosine) / 2
      let allowed = half / (half + Polyline.tolerance)
      if halfTurnCosineSquared > allowed * allowed {
        addMiter(at: vertex, d1, d2, cosine: cosine, cross: cross)
      } else {
        addDisc(at: vertex)
      }
      return
    }
    switch style.join {
    case .round:
      addDisc(at: vertex)
    case .bevel:
      addBevel(at: vertex, d1, d2, cross: cross)
    case .miter:
      // The miter is 1/cos(turn/2) = sqrt(2 / (1 + cosine)) widths long; compare squares to avoid sqrt.
      let limit = style.miterLimit
      if 1 + cosine > 0, 2 <= limit * limit * (1 + cosine) {
        addMiter(at: vertex, d1, d2, cosine: cosine, cross: cross)
      } else {
        addBevel(at: vertex, d1, d2, cross: cross)
      }
    }
  }

  /// The outer side of a turn: -1 (the left, -normal) for a clockwise turn, +1 for the other way.
  private func outerSide(_ cross: Double) -> Double { cross > 0 ? -1 : 1 }

  /// The triangle between the vertex and the two outer corners. A reversal (cross 0) has none.
  private mutating func addBevel(at vertex: Point, _ d1: Point, _ d2: Point, cross: Double) {
    guard cross != 0 else { return }
    let side = outerSide(cross) * half
    let p1 = offset(vertex, normal(d1), by: side)
    let p2 = offset(vertex, normal(d2), by: side)
    // For a clockwise turn, vertex → end of the incoming edge → start of the outgoing one is clockwise.
    addContour(cross > 0 ? [vertex, p1, p2] : [vertex, p2, p1])
  }

  /// The bevel triangle plus the tip where the two outer edges meet, at
  /// vertex + side × (n1 + n2) / (1 + cosine): along the bisector, half / cos(turn/2) from the vertex.
  private mutating func addMiter(at vertex: Point, _ d1: Point, _ d2: Point, cosine: Double, cross: Double) {
    guard cross != 0 else { return }
    let side = outerSide(cross) * half
    let (n1, n2) = (normal(d1), normal(d2))
    let p1 = offset(vertex, n1, by: side)
    let p2 = offset(vertex, n2, by: side)
    let tip = offset(vertex, Point(x: n1.x + n2.x, y: n1.y + n2.y), by: side / (1 + cosine))
    addContour(cross > 0 ? [vertex, p1, tip, p2] : [vertex, p2, tip, p1])
  }

  /// A disc of the stroke's width: a round join, a round cap, or a round dot.
  private mutating func addDisc(at center: Point) {
    path.append(Path.circle(center: center, radius: half))
  }

  /// A subpath with no length: a disc for round caps, a square of the stroke's width for square caps
  /// (turned with the line when the dot was cut from one, else axis-aligned), nothing for butt caps.
  private mutating func addDot(at center: Point, direction: Point?) {
    switch style.cap {
    case .butt:
      break
    case .round:
      addDisc(at: center)
    case .square:
      let d = direction ?? Point(x: 1, y: 0)
      addSegment(from: center, to: center, direction: d, extendStart: true, extendEnd: true)
    }
  }

  mutating func addContour(_ points: [Point]) {
    guard let first = points.first else { return }
    path.move(to: first)
    for point in points.dropFirst() { path.line(to: point) }
    path.close()
  }
}
