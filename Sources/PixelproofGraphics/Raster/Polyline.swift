/// One subpath flattened to straight segments in floating point, the input of ``Dasher`` and ``Stroker``.
///
/// Consecutive points are never at distance 0 (zero-length segments are dropped as the points are
/// collected), so every segment has a direction. A polyline of one point is a dot: a subpath whose
/// segments all had length 0, or a dash of length 0.
struct Polyline: Equatable {
  var points: [Point]
  /// `isSmooth[i]` is true when point i lies inside a flattened curve rather than at a vertex of the path.
  /// The stroker joins such points so the outline follows the curve, whatever the style's join.
  var isSmooth: [Bool]
  /// Whether the last point connects back to the first (the subpath ended with `close`).
  var isClosed: Bool
  /// For a dot cut from a longer line (a dash of length 0), the unit direction of that line there, which
  /// turns a square cap with the line as CoreGraphics does. Nil for a dot from a subpath with no length.
  var dotDirection: Point?

  init(points: [Point] = [], isSmooth: [Bool] = [], isClosed: Bool = false, dotDirection: Point? = nil) {
    self.points = points
    self.isSmooth = isSmooth
    self.isClosed = isClosed
    self.dotDirection = dotDirection
  }

  /// The largest distance between a curve and the segments that replace it, in pixels.
  static let tolerance = 1.0 / 32
  /// No curve is split into more segments than this, however large (as ``PathFlattener/maxSegments``).
  static let maxSegments = 256

  /// Appends `point` unless it is at distance 0 from the last point; a dropped point that was a vertex of
  /// the path makes the point it merges with a vertex too.
  mutating func append(_ point: Point, isSmooth smooth: Bool) {
    if let last = points.last, unitDirection(from: last, to: point) == nil {
      isSmooth[isSmooth.count - 1] = isSmooth[isSmooth.count - 1] && smooth
      return
    }
    points.append(point)
    isSmooth.append(smooth)
  }

  /// The subpaths of `path`, with curves flattened to within ``tolerance``.
  ///
  /// A subpath that is only a `move` is dropped (it has nothing to stroke); one with elements that all have
  /// length 0 becomes a dot. A `close` whose start point equals the last point adds no segment. As in
  /// ``PathFlattener``, an element with no current point starts a subpath at its first point, and the
  /// point after a `close` is the closed subpath's start.
  static func subpaths(of path: Path) -> [Polyline] {
    var result: [Polyline] = []
    var current = Polyline()
    var hasElements = false
    // Whether the current subpath began at the start of one just closed, not at a `move`.
    var followsClose = false
    func finish() {
      if hasElements, !current.points.isEmpty {
        // An explicit line back to the start already closes the subpath.
        if current.isClosed, current.points.count > 1, let first = current.points.first,
          let last = current.points.last, unitDirection(from: last, to: first) == nil
        {
          current.points.removeLast()
          current.isSmooth.removeLast()
        }
        if current.points.count == 1 { current.isClosed = false }
        result.append(current)
      }
      current = Polyline()
      hasElements = false
    }
    func start(at point: Point) {
      if current.points.isEmpty { current.append(point, isSmooth: false) }
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        finish()
        followsClose = false
        current.append(p, isSmooth: false)
      case .line(let p):
        start(at: p)
        hasElements = true
        current.append(p, isSmooth: false)
      case .quadCurve(let c, let e):
        start(at: c)
        hasElements = true
        appendQuad(current.points[current.points.count - 1], c, e, to: &current)
      case .cubicCurve(let c1, let c2, let e):
        start(at: c1)
        hasElements = true
        appendCubic(current.points[current.points.count - 1], c1, c2, e, to: &current)
      case .close:
        // A second `close` has nothing to close; a `move` then `close` is a point (a dot), as in SVG.
        guard let first = current.points.first, hasElements || !followsClose else { continue }
        hasElements = true
        current.isClosed = true
        finish()
        followsClose = true
        current.append(first, isSmooth: false)
      }
    }
    finish()
    return result
  }

  /// Segments for a curve whose control points' second differences reach `deviation` pixels, by Wang's
  /// formula n = sqrt(degree × (degree − 1) / 8 × deviation / tolerance).
  private static func segmentCount(deviation: Double, degreeFactor: Double) -> Int {
    let n = (degreeFactor / 8 * deviation / tolerance).squareRoot().rounded(.up)
    // `min` first: a huge curve's count would not fit an Int; NaN cannot occur for finite input.
    return Int(min(max(n, 1), Double(maxSegments)))
  }

  private static func secondDifference(_ a: Point, _ b: Point, _ c: Point) -> Double {
    let (x, y) = (a.x - 2 * b.x + c.x, a.y - 2 * b.y + c.y)
    return (x * x + y * y).squareRoot()
  }

  private static func appendQuad(_ p0: Point, _ p1: Point, _ p2: Point, to polyline: inout Polyline) {
    let n = segmentCount(deviation: secondDifference(p0, p1, p2), degreeFactor: 2)
    for i in 1..<n {
      let t = Double(i) / Double(n)
      let u = 1 - t
      let (a, b, c) = (u * u, 2 * u * t, t * t)
      polyline.append(
        Point(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y), isSmooth: true)
    }
    polyline.append(p2, isSmooth: false)
  }

  private static func appendCubic(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, to polyline: inout Polyline
  ) {
    let deviation = max(secondDifference(p0, p1, p2), secondDifference(p1, p2, p3))
    let n = segmentCount(deviation: deviation, degreeFactor: 6)
    for i in 1..<n {
      let t = Double(i) / Double(n)
      let u = 1 - t
      let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      polyline.append(
        Point(
          x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y),
        isSmooth: true)
    }
    polyline.append(p3, isSmooth: false)
  }
}

/// The unit vector from `a` towards `b`, or nil when the two are too close for it to be computed (their
/// distance is 0, or so small that its square underflows to 0).
func unitDirection(from a: Point, to b: Point) -> Point? {
  let (dx, dy) = (b.x - a.x, b.y - a.y)
  let length = (dx * dx + dy * dy).squareRoot()
  guard length > 0, length.isFinite else { return nil }
  return Point(x: dx / length, y: dy / length)
}
