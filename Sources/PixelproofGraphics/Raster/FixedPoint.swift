/// Geometry enters the rasterizer once, as integers in 1/256 of a pixel; everything after that point is
/// integer arithmetic, so the same path gives the same coverage on every machine.
enum FixedPoint {
  /// Sub-pixel steps per pixel.
  static let one = 256
  static let shift = 8

  /// Coordinates are limited to this many pixels either side of the origin before conversion, which keeps
  /// every product in the flattener and the coverage accumulator well inside 64 bits. Clamping keeps an
  /// axis-aligned rectangle exact, but would bend a slanted edge or a curve that reaches past it, so
  /// ``DisplayListRasterizer`` refuses paths beyond it (a bitmap is at most 16,384 px wide).
  static let limit = Double(1 << 20)

  /// `value` pixels in 1/256 px, rounded to nearest (ties away from zero).
  static func from(_ value: Double) -> Int {
    Int((min(max(value, -limit), limit) * Double(one)).rounded())
  }
}

/// Integer division rounding towards negative infinity (Swift's `/` truncates towards zero).
@inline(__always)
func floorDivide(_ a: Int, _ b: Int) -> Int {
  let q = a / b
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}

/// Integer division rounding to nearest, ties towards positive infinity; `b` must be positive.
@inline(__always)
func roundedDivide(_ a: Int, _ b: Int) -> Int {
  floorDivide(2 * a + b, 2 * b)
}

/// The largest integer whose square is at most `n` (n >= 0).
func integerSquareRoot(_ n: Int) -> Int {
  guard n > 1 else { return max(n, 0) }
  var x = n
  var y = (x + 1) / 2
  while y < x {
    x = y
    y = (x + n / x) / 2
  }
  return x
}
