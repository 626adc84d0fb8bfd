/// Writes coverage into a bitmap: source-over blending of one colour, scaled by coverage, onto
/// premultiplied pixels.
struct Blitter {
  /// The colour premultiplied by its own alpha.
  private let red: Int
  private let green: Int
  private let blue: Int
  private let alpha: Int

  init(color: Color) {
    alpha = Int(color.alpha)
    red = PixelMath.multiply(Int(color.red), alpha)
    green = PixelMath.multiply(Int(color.green), alpha)
    blue = PixelMath.multiply(Int(color.blue), alpha)
  }

  var isInvisible: Bool { alpha == 0 }

  /// Blends the colour at `coverage` (0...255) into `count` pixels starting at byte `offset`.
  @inline(__always)
  func blend(_ pixels: inout UnsafeMutableBufferPointer<UInt8>, offset: Int, count: Int, coverage: Int) {
    if coverage == 255 && alpha == 255 {
      for i in stride(from: offset, to: offset + count * 4, by: 4) {
        pixels[i] = UInt8(truncatingIfNeeded: red)
        pixels[i + 1] = UInt8(truncatingIfNeeded: green)
        pixels[i + 2] = UInt8(truncatingIfNeeded: blue)
        pixels[i + 3] = 255
      }
      return
    }
    let sr = PixelMath.multiply(red, coverage)
    let sg = PixelMath.multiply(green, coverage)
    let sb = PixelMath.multiply(blue, coverage)
    let sa = PixelMath.multiply(alpha, coverage)
    let remaining = 255 - sa
    for i in stride(from: offset, to: offset + count * 4, by: 4) {
      pixels[i] = UInt8(truncatingIfNeeded: sr + PixelMath.multiply(Int(pixels[i]), remaining))
      pixels[i + 1] = UInt8(truncatingIfNeeded: sg + PixelMath.multiply(Int(pixels[i + 1]), remaining))
      pixels[i + 2] = UInt8(truncatingIfNeeded: sb + PixelMath.multiply(Int(pixels[i + 2]), remaining))
      pixels[i + 3] = UInt8(truncatingIfNeeded: sa + PixelMath.multiply(Int(pixels[i + 3]), remaining))
    }
  }
}
