import PixelproofGraphics

/// Straight-line paths from coordinate pairs, as the stroke tests draw them.
enum TestPaths {
  /// A path through `points`, closed when asked.
  static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
    var path = Path()
    for (index, (x, y)) in points.enumerated() {
      if index == 0 { path.move(to: Point(x: x, y: y)) } else { path.line(to: Point(x: x, y: y)) }
    }
    if closed { path.close() }
    return path
  }
}
