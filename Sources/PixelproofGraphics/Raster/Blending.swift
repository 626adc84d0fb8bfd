internal import CPixelKernels

#if _endian(big)
  #error("Blending reads a pixel's four bytes as one little-endian word, alpha in the top byte.")
#endif

/// Source-over blending on premultiplied RGBA8, with the one rounding rule of ``PixelMath``.
///
/// A pixel is handled as one 32-bit word: red and blue in the even bytes, green and alpha in the odd
/// ones. Multiplying the two pairs by an 8-bit factor keeps each product in its own 16-bit lane (at most
/// 255 × 255), and ``PixelMath/div255(_:)``'s add-and-shift form works lane by lane without carrying
/// into the next, so each channel gets exactly the value the one-channel formula gives, two at a time.
///
/// Every function writes `count` pixels starting at `destination` (4 bytes each, 4-byte aligned).
enum Blending {
  // The loops over a span's pixels are C's (pp_blend_* in pixelkernels.c): Swift at -Onone (a debug
  // build, what plain `swift test` builds) runs them tens of times slower.

  /// `color` at `coverage` (0...255) over every pixel.
  @inline(__always)
  static func blend(
    _ color: PremultipliedColor, coverage: Int, count: Int, into destination: UnsafeMutablePointer<UInt8>
  ) {
    pp_blend_color(color.word, UInt32(coverage), destination, UInt64(count))
  }

  /// `color` over each pixel at that pixel's own coverage.
  @inline(__always)
  static func blend(
    _ color: PremultipliedColor, coverages: UnsafePointer<UInt8>, count: Int,
    into destination: UnsafeMutablePointer<UInt8>
  ) {
    pp_blend_color_coverages(color.word, coverages, destination, UInt64(count))
  }

  /// Premultiplied `source` pixels over the destination, each scaled by `coverage` (0...255), or by its
  /// own entry of `coverages` when given.
  @inline(__always)
  static func blend(
    pixels source: UnsafePointer<UInt8>, coverage: Int, coverages: UnsafePointer<UInt8>?, count: Int,
    into destination: UnsafeMutablePointer<UInt8>
  ) {
    pp_blend_pixels(source, UInt32(coverage), coverages, destination, UInt64(count))
  }
}
