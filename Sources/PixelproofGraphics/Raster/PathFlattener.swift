/// A point in fixed point (1/256 px).
struct FixedPoint2D: Equatable {
  var x: Int
  var y: Int

  init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  init(_ point: Point) {
    self.init(x: FixedPoint.from(point.x), y: FixedPoint.from(point.y))
  }
}

/// Turns a path in pixel coordinates into closed polygons of fixed-point points.
///
/// Curves are split into a number of straight segments chosen from the control points with Wang's
/// formula, in integers, so that no segment strays more than ``tolerance`` from the curve.
enum PathFlattener {
  /// The largest distance between a curve and its segments: 1/32 px in 1/256 px units. Segments are
  /// chords inside a convex curve, so the filled area falls short by about 2/3 x length x tolerance;
  /// at 1/32 px a circle of radius 40 px loses less than 0.1% of its area.
  static let tolerance = 8
  /// No curve is split into more segments than this, however large.
  static let maxSegments = 256

  static func polygons(of path: Path) -> [[FixedPoint2D]] {
    var polygons: [[FixedPoint2D]] = []
    var current: [FixedPoint2D] = []
    func finish() {
      if current.count > 2 { polygons.append(current) }
      current = []
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        finish()
        current = [FixedPoint2D(p)]
      case .line(let p):
        current.append(FixedPoint2D(p))
      case .quadCurve(let c, let e):
        let start = current.last ?? FixedPoint2D(c)
        if current.isEmpty { current = [start] }
        appendQuad(start, FixedPoint2D(c), FixedPoint2D(e), to: &current)
      case .cubicCurve(let c1, let c2, let e):
        let start = current.last ?? FixedPoint2D(c1)
        if current.isEmpty { current = [start] }
        appendCubic(start, FixedPoint2D(c1), FixedPoint2D(c2), FixedPoint2D(e), to: &current)
      case .close:
        let first = current.first
        finish()
        if let first { current = [first] }
      }
    }
    finish()
    return polygons
  }

  /// Segments for a curve whose second differences of control points reach `deviation` (1/256 px).
  /// Wang's formula: n = sqrt(degree * (degree - 1) / 8 * deviation / tolerance).
  private static func segmentCount(deviation: Int, degreeFactorNumerator: Int) -> Int {
    let squared = (degreeFactorNumerator * deviation + 8 * tolerance - 1) / (8 * tolerance)
    var n = integerSquareRoot(squared)
    if n * n < squared { n += 1 }
    return min(max(n, 1), maxSegments)
  }

  private static func manhattan(_ x: Int, _ y: Int) -> Int { abs(x) + abs(y) }

  private static func appendQuad(
    _ p0: FixedPoint2D, _ p1: FixedPoint2D, _ p2: FixedPoint2D, to points: inout [FixedPoint2D]
  ) {
    let deviation = manhattan(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    let n = segmentCount(deviation: deviation, degreeFactorNumerator: 2)
    let n2 = n * n
    for i in 1...n {
      let u = n - i
      func blend(_ a: Int, _ b: Int, _ c: Int) -> Int {
        roundedDivide(u * u * a + 2 * u * i * b + i * i * c, n2)
      }
      points.append(FixedPoint2D(x: blend(p0.x, p1.x, p2.x), y: blend(p0.y, p1.y, p2.y)))
    }
  }

  private static func appendCubic(
    _ p0: FixedPoint2D, _ p1: FixedPoint2D, _ p2: FixedPoint2D, _ p3: FixedPoint2D,
    to points: inout [FixedPoint2D]
  ) {
    let deviation = max(
      manhattan(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
      manhattan(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
    let n = segmentCount(deviation: deviation, degreeFactorNumerator: 6)
    let n3 = n * n * n
    for i in 1...n {
      let u = n - i
      func blend(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Int {
        roundedDivide(u * u * u * a + 3 * u * u * i * b + 3 * u * i * i * c + i * i * i * d, n3)
      }
      points.append(
        FixedPoint2D(x: blend(p0.x, p1.x, p2.x, p3.x), y: blend(p0.y, p1.y, p2.y, p3.y)))
    }
  }
}
