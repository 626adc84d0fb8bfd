/// The integer arithmetic every pixel operation uses, written out once so rounding is the same everywhere.
@_spi(Benchmarks) public enum PixelMath {
  /// `value / 255` rounded to nearest, exact for every `value` in 0...65025 (255 x 255).
  ///
  /// The classic `(v + 128 + ((v + 128) >> 8)) >> 8` form: it equals `round(v / 255)` on that range
  /// without a division.
  @inline(__always)
  package static func div255(_ value: Int) -> Int {
    let biased = value + 128
    return (biased + (biased >> 8)) >> 8
  }

  /// `a * b / 255` rounded to nearest, for two 8-bit quantities.
  @inline(__always)
  @_spi(Benchmarks) public static func multiply(_ a: Int, _ b: Int) -> Int {
    div255(a * b)
  }
}
