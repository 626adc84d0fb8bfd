/// A colour with its channels already multiplied by its alpha, as the bitmap stores pixels.
struct PremultipliedColor: Equatable {
  var red: Int
  var green: Int
  var blue: Int
  var alpha: Int

  init(red: Int, green: Int, blue: Int, alpha: Int) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  init(_ color: Color) {
    alpha = Int(color.alpha)
    red = PixelMath.multiply(Int(color.red), alpha)
    green = PixelMath.multiply(Int(color.green), alpha)
    blue = PixelMath.multiply(Int(color.blue), alpha)
  }

  /// The colour scaled by `factor` (0...255), as coverage or opacity scales it.
  @inline(__always)
  func scaled(by factor: Int) -> PremultipliedColor {
    PremultipliedColor(
      red: PixelMath.multiply(red, factor), green: PixelMath.multiply(green, factor),
      blue: PixelMath.multiply(blue, factor), alpha: PixelMath.multiply(alpha, factor))
  }

  /// The four bytes in memory order (red first) as one little-endian 32-bit word (see ``Blending``).
  var word: UInt32 {
    UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
  }
}
