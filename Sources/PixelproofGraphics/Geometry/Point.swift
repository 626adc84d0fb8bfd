/// A position in points (layout) or pixels (rasterizer), x to the right and y downwards.
public struct Point: Sendable, Hashable, CustomStringConvertible {
  /// The horizontal coordinate; it grows to the right.
  public var x: Double
  /// The vertical coordinate; it grows downwards.
  public var y: Double

  /// The point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The sum of two points, coordinate by coordinate.
  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }

  /// The point as layout descriptions print it, e.g. `(16, 8.5)`.
  public var description: String { "(\(formatCoordinate(x)), \(formatCoordinate(y)))" }
}

/// A coordinate as text that is the same on every machine: integers without a fraction, others with
/// up to three decimals (Swift's shortest round-trip form would show float noise such as 0.30000000000000004).
public func formatCoordinate(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  let thousandths = (value * 1000).rounded()
  if thousandths.magnitude >= 1e15 { return String(value) }
  let whole = Int(thousandths)
  let sign = whole < 0 ? "-" : ""
  let integerPart = whole.magnitude / 1000
  var fraction = whole.magnitude % 1000
  guard fraction != 0 else { return "\(sign)\(integerPart)" }
  var digits = 3
  while fraction % 10 == 0 {
    fraction /= 10
    digits -= 1
  }
  let padded = String(repeating: "0", count: digits - String(fraction).count) + String(fraction)
  return "\(sign)\(integerPart).\(padded)"
}
