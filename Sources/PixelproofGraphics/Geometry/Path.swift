/// A shape outline: contours of lines and Bézier curves, in points or pixels.
///
/// Paths are filled with the non-zero rule. A contour that winds the other way cuts a hole, which is how
/// a border ring is made (see ``Path/roundedRect(_:radius:reversed:)``).
public struct Path: Sendable, Equatable {
  /// One step of a path.
  public enum Element: Sendable, Equatable {
    /// Starts a new contour at a point.
    case move(Point)
    /// A straight line to a point.
    case line(Point)
    /// A quadratic Bézier curve to `end`.
    case quadCurve(control: Point, end: Point)
    /// A cubic Bézier curve to `end`.
    case cubicCurve(control1: Point, control2: Point, end: Point)
    /// A straight line back to the contour's start, closing it.
    case close
  }

  /// The steps, in order.
  public private(set) var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// Starts a new contour at `point`.
  public mutating func move(to point: Point) { elements.append(.move(point)) }
  /// Adds a straight line to `point`.
  public mutating func line(to point: Point) { elements.append(.line(point)) }
  /// Adds a quadratic Bézier curve to `end`, pulled towards `control`.
  public mutating func quadCurve(to end: Point, control: Point) {
    elements.append(.quadCurve(control: control, end: end))
  }
  /// Adds a cubic Bézier curve to `end`, pulled towards `control1` and then `control2`.
  public mutating func cubicCurve(to end: Point, control1: Point, control2: Point) {
    elements.append(.cubicCurve(control1: control1, control2: control2, end: end))
  }
  /// Closes the current contour with a straight line back to its start.
  public mutating func close() { elements.append(.close) }

  /// Appends every contour of `other`.
  public mutating func append(_ other: Path) { elements += other.elements }

  /// Whether every coordinate is a finite number.
  public var isFinite: Bool { isWithin(.greatestFiniteMagnitude) }

  /// Whether every coordinate lies within `limit` of the origin (NaN does not).
  public func isWithin(_ limit: Double) -> Bool {
    func isWithin(_ p: Point) -> Bool { abs(p.x) <= limit && abs(p.y) <= limit }
    return elements.allSatisfy { element in
      switch element {
      case .move(let p), .line(let p): isWithin(p)
      case .quadCurve(let c, let e): isWithin(c) && isWithin(e)
      case .cubicCurve(let c1, let c2, let e): isWithin(c1) && isWithin(c2) && isWithin(e)
      case .close: true
      }
    }
  }

  /// The path with every coordinate multiplied by `factor`, as when points become pixels.
  public func scaled(by factor: Double) -> Path { applying(.scale(factor)) }
}

extension Path {
  /// The path with every point moved by `transform`.
  public func applying(_ transform: Transform) -> Path {
    if transform.isIdentity { return self }
    func t(_ p: Point) -> Point { transform.apply(to: p) }
    var copy = Path()
    copy.elements = elements.map { element in
      switch element {
      case .move(let p): .move(t(p))
      case .line(let p): .line(t(p))
      case .quadCurve(let c, let e): .quadCurve(control: t(c), end: t(e))
      case .cubicCurve(let c1, let c2, let e): .cubicCurve(control1: t(c1), control2: t(c2), end: t(e))
      case .close: .close
      }
    }
    return copy
  }

  /// A rectangle, clockwise on screen (counter-clockwise when `reversed`).
  public static func rect(_ rect: Rect, reversed: Bool = false) -> Path {
    roundedRect(rect, radius: 0, reversed: reversed)
  }

  /// The distance of a cubic Bézier's control points from the corner for a quarter circle:
  /// 4/3 x (sqrt(2) - 1). The curve deviates from the circle by at most 0.027% of the radius.
  static let quarterCircleKappa = 0.552_284_749_830_793_4

  /// A rectangle with circular corners of `radius`, limited to half the shorter side.
  public static func roundedRect(_ rect: Rect, radius: Double, reversed: Bool = false) -> Path {
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    return roundedRect(rect, cornerRadii: CornerRadii(r), reversed: reversed)
  }

  /// A rectangle with a circular arc of its own radius at each corner (radii are used as given: see
  /// ``CornerRadii/fitted(to:)``).
  ///
  /// Corners are cubic Béziers (no angles or trigonometry), clockwise on screen starting at the top edge;
  /// `reversed` winds the other way.
  public static func roundedRect(_ rect: Rect, cornerRadii radii: CornerRadii, reversed: Bool = false) -> Path
  {
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    func k(_ r: Double) -> Double { r * (1 - quarterCircleKappa) }
    let (tr, br, bl, tl) = (radii.topRight, radii.bottomRight, radii.bottomLeft, radii.topLeft)
    // Corner arcs as (radius, start, control1, control2, end), clockwise from the top-right corner.
    let corners: [(Double, Point, Point, Point, Point)] = [
      (
        tr, Point(x: x1 - tr, y: y0), Point(x: x1 - k(tr), y: y0), Point(x: x1, y: y0 + k(tr)),
        Point(x: x1, y: y0 + tr)
      ),
      (
        br, Point(x: x1, y: y1 - br), Point(x: x1, y: y1 - k(br)), Point(x: x1 - k(br), y: y1),
        Point(x: x1 - br, y: y1)
      ),
      (
        bl, Point(x: x0 + bl, y: y1), Point(x: x0 + k(bl), y: y1), Point(x: x0, y: y1 - k(bl)),
        Point(x: x0, y: y1 - bl)
      ),
      (
        tl, Point(x: x0, y: y0 + tl), Point(x: x0, y: y0 + k(tl)), Point(x: x0 + k(tl), y: y0),
        Point(x: x0 + tl, y: y0)
      ),
    ]
    var path = Path()
    path.move(to: corners[3].4)
    if reversed {
      for (r, start, c1, c2, end) in corners.reversed() {
        path.line(to: end)
        if r > 0 { path.cubicCurve(to: start, control1: c2, control2: c1) }
      }
    } else {
      for (r, start, c1, c2, end) in corners {
        path.line(to: start)
        if r > 0 { path.cubicCurve(to: end, control1: c1, control2: c2) }
      }
    }
    path.close()
    return path
  }
}

extension Path {
  /// The smallest rectangle holding every point and control point, which holds the whole shape (a
  /// Bézier curve stays inside its control points' hull); nil for an empty path.
  public var controlPointBounds: Rect? {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    func add(_ p: Point) {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): add(p)
      case .quadCurve(let c, let e):
        add(c)
        add(e)
      case .cubicCurve(let c1, let c2, let e):
        add(c1)
        add(c2)
        add(e)
      case .close: break
      }
    }
    guard minX <= maxX else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
