extension Path {
  /// The ellipse that fills `rect`, as four cubic Béziers (no angles or trigonometry).
  ///
  /// The contour starts at the top and runs clockwise on screen, the same way as ``Path/rect(_:reversed:)``,
  /// so the two combine under the non-zero rule; `reversed` winds the other way and cuts a hole. A rect of
  /// negative width or height is standardized first, so the direction never depends on its sign.
  public static func ellipse(in rect: Rect, reversed: Bool = false) -> Path {
    let (x0, x1) = (min(rect.minX, rect.maxX), max(rect.minX, rect.maxX))
    let (y0, y1) = (min(rect.minY, rect.maxY), max(rect.minY, rect.maxY))
    let (cx, cy) = ((x0 + x1) / 2, (y0 + y1) / 2)
    let kx = (x1 - x0) / 2 * quarterCircleKappa
    let ky = (y1 - y0) / 2 * quarterCircleKappa
    let (top, right) = (Point(x: cx, y: y0), Point(x: x1, y: cy))
    let (bottom, left) = (Point(x: cx, y: y1), Point(x: x0, y: cy))
    // Quarter arcs as (start, control1, control2, end), clockwise from the top.
    let quarters: [(Point, Point, Point, Point)] = [
      (top, Point(x: cx + kx, y: y0), Point(x: x1, y: cy - ky), right),
      (right, Point(x: x1, y: cy + ky), Point(x: cx + kx, y: y1), bottom),
      (bottom, Point(x: cx - kx, y: y1), Point(x: x0, y: cy + ky), left),
      (left, Point(x: x0, y: cy - ky), Point(x: cx - kx, y: y0), top),
    ]
    var path = Path()
    path.move(to: top)
    if reversed {
      for (start, c1, c2, _) in quarters.reversed() {
        path.cubicCurve(to: start, control1: c2, control2: c1)
      }
    } else {
      for (_, c1, c2, end) in quarters { path.cubicCurve(to: end, control1: c1, control2: c2) }
    }
    path.close()
    return path
  }

  /// A circle of `radius` (its magnitude, if negative) around `center`; see ``ellipse(in:reversed:)``.
  public static func circle(center: Point, radius: Double, reversed: Bool = false) -> Path {
    ellipse(
      in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
      reversed: reversed)
  }
}
