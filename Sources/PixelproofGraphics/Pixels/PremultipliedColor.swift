/// A colour with its channels already multiplied by its alpha, as the bitmap stores pixels.
struct PremultipliedColor: Equatable {
  var red: Int
  var green: Int
  var blue: Int
  var alpha: Int

  init(_ color: Color) {
    alpha = Int(color.alpha)
    red = PixelMath.multiply(Int(color.red), alpha)
    green = PixelMath.multiply(Int(color.green), alpha)
    blue = PixelMath.multiply(Int(color.blue), alpha)
  }

  /// The four bytes in memory order (red first) as one little-endian 32-bit word (see ``Blending``).
  var word: UInt32 {
    UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
  }
}
