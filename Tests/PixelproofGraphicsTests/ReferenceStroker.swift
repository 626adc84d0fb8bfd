@testable import PixelproofGraphics

/// The stroker as it was before ribbons, kept as a reference: one rectangle (with its two centre points as
/// corners) per segment, a miter wedge, bevel triangle or disc at every corner, including the small turns
/// inside flattened curves, and discs for round caps. Its outline covers the same area as the ribbons' by
/// construction (see ``RibbonPlan``), so the two must rasterize alike up to rounding.
enum ReferenceStroker {
  static func outline(of path: Path, style: StrokeStyle) -> Path {
    guard style.invalidReason == nil, style.width > 0, path.isWithin(Stroker.coordinateLimit) else {
      return Path()
    }
    var polylines = Polyline.subpaths(of: path)
    if !style.dashes.isEmpty {
      guard let dashes = Dasher.dashes(of: polylines, pattern: style.dashes, phase: style.dashPhase) else {
        return Path()
      }
      polylines = dashes
    }
    var pieces = ReferencePieces(style: style)
    for polyline in polylines { pieces.add(polyline) }
    return pieces.outline
  }
}

/// The outline being built, one convex piece at a time.
private struct ReferencePieces {
  let style: StrokeStyle
  /// Half the stroke's width: how far the outline lies from the path on either side.
  let half: Double
  var outline = Path()

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
    let segmentCount = polyline.isClosed ? count : count - 1
    var directions: [Point] = []
    directions.reserveCapacity(segmentCount)
    for index in 0..<segmentCount {
      // Polyline never holds a zero-length segment; the fallback only keeps a bad one harmless.
      directions.append(unitDirection(from: points[index], to: points[(index + 1) % count]) ?? .zero)
    }
    let squareEnds = !polyline.isClosed && style.cap == .square
    for index in 0..<segmentCount {
      addSegment(
        from: points[index], to: points[(index + 1) % count], direction: directions[index],
        extendStart: squareEnds && index == 0, extendEnd: squareEnds && index == segmentCount - 1)
    }
    // Corners: every point of a closed polyline, the inner points of an open one.
    let corners = polyline.isClosed ? Array(0..<count) : Array(1..<(count - 1))
    for index in corners {
      let incoming = directions[(index + segmentCount - 1) % segmentCount]
      addJoin(
        at: points[index], incoming: incoming, outgoing: directions[index % segmentCount],
        isSmooth: polyline.isSmooth[index])
    }
    if !polyline.isClosed, style.cap == .round {
      addDisc(at: points[0])
      addDisc(at: points[count - 1])
    }
  }

  // MARK: - Pieces

  /// The right-hand normal on screen (y down) of a unit direction: (1, 0) gives (0, 1).
  private func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }

  private func offset(_ p: Point, _ v: Point, by k: Double) -> Point {
    Point(x: p.x + v.x * k, y: p.y + v.y * k)
  }

  /// The rectangle along a segment, `half` either side; square caps push its ends out by `half`.
  private mutating func addSegment(
    from a: Point, to b: Point, direction d: Point, extendStart: Bool, extendEnd: Bool
  ) {
    let start = extendStart ? offset(a, d, by: -half) : a
    let end = extendEnd ? offset(b, d, by: half) : b
    // Start on the left of the direction of travel: for (1, 0) this is top-left, top-right, bottom-right,
    // bottom-left, clockwise on screen; rotation keeps the winding for every other direction.
    let n = normal(d)
    let (startLeft, endLeft) = (offset(start, n, by: -half), offset(end, n, by: -half))
    // The centre points are corners too: a join's piece shares the edge from the vertex to an outer
    // corner exactly, point for point, so after rounding to 1/256 px no sliver opens between them.
    addContour([startLeft, endLeft, end, offset(end, n, by: half), offset(start, n, by: half), start])
  }

  /// The piece that fills the outer side of the corner at `vertex` between two unit directions.
  private mutating func addJoin(at vertex: Point, incoming d1: Point, outgoing d2: Point, isSmooth: Bool) {
    let cosine = d1.x * d2.x + d1.y * d2.y
    // Positive for a clockwise turn on screen (right, then down).
    let cross = d1.x * d2.y - d1.y * d2.x
    guard cross != 0 || cosine < 0 else { return }  // straight on: the rectangles meet flush
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
    outline.append(Path.circle(center: center, radius: half))
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

  private mutating func addContour(_ points: [Point]) {
    guard let first = points.first else { return }
    outline.move(to: first)
    for point in points.dropFirst() { outline.line(to: point) }
    outline.close()
  }
}
