/// Where the stroke of one polyline runs as a ribbon, and where it breaks for a join piece.
///
/// A ribbon is one closed polygon along consecutive segments: the left offset points forward, then the
/// right offset points backward, meeting at miter points (where the two offset lines cross) at the vertices
/// it runs through. Under the conditions below it covers exactly what the segments' rectangles and the
/// miter wedges between them cover, with a fraction of the edges and no overlap.
///
/// A vertex joins two segments inside a ribbon when the miter there is what the stroke should draw, to
/// within the flattening tolerance (``Polyline/tolerance``):
/// - inside a flattened curve, when the miter overshoots the exact round turn by no more than that (where
///   the ribbon breaks, the stroker adds that same miter as a piece of its own);
/// - at a vertex of the path, when the style's join (round, the miter within its limit, or a bevel) lies
///   that close to the miter: a tangent-continuous meeting of curves and lines, or a turn too small to
///   show. Any larger turn keeps its own join piece.
/// It also needs every segment to stay long enough for its trapezoid to be convex and to hold the
/// corners of its neighbours' rectangles: on the inner side of a turn, the rectangle before the vertex
/// reaches past the line through the miter points by half × sin(turn) along the next segment (the
/// inner miter point itself lies half × tan(turn/2) along it), and the one after reaches as far back.
/// Where a segment is not longer than those reaches from both its ends added up, both ends break the
/// ribbon. On a flattened curve this asks for half the width below half the local radius of curvature
/// (the turns alone do not ensure it: a tight bend flattened finely has small turns but short segments).
struct RibbonPlan {
  /// The unit direction of segment `i`, from point `i` to point `i + 1` (to point 0 for the closing
  /// segment of a closed polyline).
  let directions: [Point]
  /// Whether a ribbon runs through point `i`. Always false at the ends of an open polyline.
  let joinsInRibbon: [Bool]
  /// The stretches of the polyline each drawn as one ribbon, as the point indices where they start and
  /// end; an end index past the last point wraps around a closed polyline. Empty for a closed polyline
  /// that is one ribbon all the way round (see ``isAnnulus``).
  let runs: [(start: Int, end: Int)]
  /// Whether the polyline is closed and a ribbon runs through every point: its stroke is the ring between
  /// two offset loops, with no ends.
  let isAnnulus: Bool

  /// - Parameters:
  ///   - half: half the stroke's width, greater than 0.
  init(_ polyline: Polyline, half: Double, style: StrokeStyle) {
    let points = polyline.points
    let count = points.count
    let segmentCount = polyline.isClosed ? count : count - 1
    // STEP 1: the direction and length of every segment.
    var directions: [Point] = []
    var lengths: [Double] = []
    directions.reserveCapacity(segmentCount)
    lengths.reserveCapacity(segmentCount)
    for index in 0..<segmentCount {
      let (a, b) = (points[index], points[(index + 1) % count])
      // Polyline never holds a zero-length segment; the fallback only keeps a bad one harmless.
      directions.append(unitDirection(from: a, to: b) ?? .zero)
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      lengths.append((dx * dx + dy * dy).squareRoot())
    }
    // STEP 2: the vertices whose turn the miter draws closely enough, and how far the inner side of the
    // turn reaches along the segments either side.
    var joins = [Bool](repeating: false, count: count)
    var reaches = [Double](repeating: 0, count: count)
    for index in 0..<count where polyline.isClosed || (index > 0 && index < count - 1) {
      let incoming = directions[(index + segmentCount - 1) % segmentCount]
      let outgoing = directions[index % segmentCount]
      guard
        let reach = RibbonPlan.innerReach(
          incoming, outgoing, half: half, isSmooth: polyline.isSmooth[index], style: style)
      else { continue }
      joins[index] = true
      reaches[index] = reach
    }
    // STEP 3: no fold, nothing left out. A break ends the ribbon square across, reaching nowhere, so
    // breaking only shortens reaches and never undoes a segment already checked: one pass suffices.
    for index in 0..<segmentCount {
      let next = (index + 1) % count
      if reaches[index] + reaches[next] >= lengths[index] {
        (joins[index], joins[next]) = (false, false)
        (reaches[index], reaches[next]) = (0, 0)
      }
    }
    // STEP 4: the runs between breaks.
    let breaks = (0..<count).filter { !joins[$0] }
    var runs: [(start: Int, end: Int)] = []
    if polyline.isClosed {
      if let first = breaks.first {
        for (start, end) in zip(breaks, breaks.dropFirst() + [first + count]) { runs.append((start, end)) }
      }
    } else {
      for (start, end) in zip(breaks, breaks.dropFirst()) { runs.append((start, end)) }
    }
    self.directions = directions
    joinsInRibbon = joins
    self.runs = runs
    isAnnulus = polyline.isClosed && breaks.isEmpty
  }

  /// How far the inner side of the turn from `d1` to `d2` reaches along either segment past the line
  /// through the vertex and its miter points: half × max(sin(turn), tan(turn/2)), the farther of the
  /// other segment's rectangle corner and the inner miter point. Nil when a ribbon should not run through
  /// the vertex.
  private static func innerReach(
    _ d1: Point, _ d2: Point, half: Double, isSmooth: Bool, style: StrokeStyle
  ) -> Double? {
    let cosine = d1.x * d2.x + d1.y * d2.y
    let cross = d1.x * d2.y - d1.y * d2.x
    // The miter reaches half / cos(turn/2) from the vertex, beyond the round turn by
    // half × (1/cos(turn/2) − 1): within the tolerance when cos²(turn/2) = (1 + cosine) / 2 exceeds
    // (half / (half + tolerance))². This also keeps 1 + cosine away from 0.
    let halfTurnCosineSquared = (1 + cosine) / 2
    let allowed = half / (half + Polyline.tolerance)
    guard halfTurnCosineSquared > allowed * allowed else { return nil }
    // sin(turn) = |cross| and tan(turn/2) = |cross| / (1 + cosine); the latter is larger past 90°.
    let reach = half * abs(cross) / min(1, 1 + cosine)
    if isSmooth || style.join == .round { return reach }
    // Within the miter limit the miter is the join itself (1/cos(turn/2) = sqrt(2 / (1 + cosine)) widths).
    let limit = style.miterLimit
    if style.join == .miter, 2 <= limit * limit * (1 + cosine) { return reach }
    // A bevel stops short of the miter tip by half × (1/cos − cos) = half × sin² / cos of the half turn:
    // within the tolerance when half² × sin⁴ ≤ tolerance² × cos², squared to avoid sqrt.
    let halfTurnSineSquared = (1 - cosine) / 2
    let shortfall = half * halfTurnSineSquared
    let tolerance = Polyline.tolerance
    return shortfall * shortfall <= tolerance * tolerance * halfTurnCosineSquared ? reach : nil
  }
}
