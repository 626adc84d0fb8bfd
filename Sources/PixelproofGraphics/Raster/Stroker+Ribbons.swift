/// Ribbons and rings: the pieces of a ``StrokeOutline`` along runs of segments that meet smoothly (see
/// ``RibbonPlan``).
///
/// Every segment of a run contributes the trapezoid between its two offset lines, cut at each end by the
/// line through the vertex and its two miter points (or square across at the run's ends). The plan keeps
/// each trapezoid convex and clockwise; the ribbon's boundary is their sum, so its winding number is the
/// number of trapezoids over a point, and the non-zero rule fills their union: the segments' rectangles
/// plus the miter wedges between them.
extension StrokeOutline {
  /// One ribbon from point `start` to point `end` of `polyline` (indices past the last point wrap round a
  /// closed polyline), with the ends pushed out by `half` on request (square caps).
  ///
  /// Its points: the left offset forward, the end point, the right offset backward, the start point. The
  /// end points are corners, so the piece at a break shares the edge from the vertex to an outer corner
  /// with the ribbon exactly, point for point (the same `offset` of the same values), and after rounding
  /// to 1/256 px no sliver opens between them. A ribbon of one segment is its rectangle.
  mutating func addRibbon(
    _ polyline: Polyline, _ plan: RibbonPlan, from start: Int, to end: Int, extendStart: Bool, extendEnd: Bool
  ) {
    let points = polyline.points
    let (count, segmentCount) = (points.count, plan.directions.count)
    var left: [Point] = []
    var right: [Point] = []
    // Both sides end up in `left`, with the two centre points.
    left.reserveCapacity(2 * (end - start + 1) + 2)
    right.reserveCapacity(end - start + 1)
    // Start on the left of the direction of travel: for (1, 0) this is top-left, then along the top edge,
    // down the end and back along the bottom edge, clockwise on screen.
    let startDirection = plan.directions[start % segmentCount]
    let first = points[start % count]
    let startPoint = extendStart ? offset(first, startDirection, by: -half) : first
    let startNormal = normal(startDirection)
    left.append(offset(startPoint, startNormal, by: -half))
    right.append(offset(startPoint, startNormal, by: half))
    for index in (start + 1)..<end {
      let (leftPoint, rightPoint) = miterPoints(polyline, plan, at: index % count)
      left.append(leftPoint)
      right.append(rightPoint)
    }
    let endDirection = plan.directions[(end - 1) % segmentCount]
    let last = points[end % count]
    let endPoint = extendEnd ? offset(last, endDirection, by: half) : last
    let endNormal = normal(endDirection)
    left.append(offset(endPoint, endNormal, by: -half))
    right.append(offset(endPoint, endNormal, by: half))
    left.append(endPoint)
    left.append(contentsOf: right.reversed())
    left.append(startPoint)
    addContour(left)
  }

  /// The ring of a closed polyline that a ribbon runs all the way round: the left offset loop forward and
  /// the right one backward, the clockwise one first.
  ///
  /// Their signed areas add up to the trapezoids' (positive). For a path that does not cross itself one
  /// loop is clockwise (the outer one) and the other counter-clockwise; otherwise (a figure eight) the ring
  /// is cut at point 0 into one ribbon and the point's join piece, so that every contour but a ring's
  /// inner loop stays clockwise.
  mutating func addAnnulus(_ polyline: Polyline, _ plan: RibbonPlan) {
    let count = polyline.points.count
    var left: [Point] = []
    var right: [Point] = []
    left.reserveCapacity(count)
    right.reserveCapacity(count)
    for index in 0..<count {
      let (leftPoint, rightPoint) = miterPoints(polyline, plan, at: index)
      left.append(leftPoint)
      right.append(rightPoint)
    }
    // Backward from point 0: 0, count − 1, …, 1.
    right[1...].reverse()
    let (leftArea, rightArea) = (Self.signedArea(left), Self.signedArea(right))
    if leftArea > 0, rightArea < 0 {
      addContour(left)
      addContour(right)
    } else if rightArea > 0, leftArea < 0 {
      addContour(right)
      addContour(left)
    } else {
      addRibbon(polyline, plan, from: 0, to: count, extendStart: false, extendEnd: false)
      let segmentCount = plan.directions.count
      addJoin(
        at: polyline.points[0], incoming: plan.directions[segmentCount - 1], outgoing: plan.directions[0],
        isSmooth: polyline.isSmooth[0])
    }
  }

  /// The left and right miter points at point `index`, where the offset lines of the segments before and
  /// after it cross: vertex ∓ half × (n1 + n2) / (1 + cosine), half / cos(turn/2) from the vertex along
  /// the bisector. The plan only runs ribbons through turns with 1 + cosine well above 0.
  private func miterPoints(_ polyline: Polyline, _ plan: RibbonPlan, at index: Int) -> (Point, Point) {
    let segmentCount = plan.directions.count
    let d1 = plan.directions[(index + segmentCount - 1) % segmentCount]
    let d2 = plan.directions[index % segmentCount]
    let (n1, n2) = (normal(d1), normal(d2))
    let cosine = d1.x * d2.x + d1.y * d2.y
    let sum = Point(x: n1.x + n2.x, y: n1.y + n2.y)
    let scale = half / (1 + cosine)
    let vertex = polyline.points[index]
    return (offset(vertex, sum, by: -scale), offset(vertex, sum, by: scale))
  }

  /// Twice the signed area of a closed polygon (positive clockwise on screen), relative to its first
  /// point, which keeps far-off coordinates from cancelling digits.
  private static func signedArea(_ polygon: [Point]) -> Double {
    guard let origin = polygon.first else { return 0 }
    var sum = 0.0
    var previous = Point.zero
    for point in polygon.dropFirst() {
      let current = Point(x: point.x - origin.x, y: point.y - origin.y)
      sum += previous.x * current.y - current.x * previous.y
      previous = current
    }
    return sum
  }
}
