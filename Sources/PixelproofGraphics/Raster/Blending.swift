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
  private static let lanes: UInt32 = 0x00FF_00FF

  /// `div255` of each 16-bit lane of `value` (each lane at most 255 × 255).
  @inline(__always)
  private static func divideLanes(_ value: UInt32) -> UInt32 {
    let biased = value &+ 0x0080_0080
    return ((biased &+ ((biased >> 8) & lanes)) >> 8) & lanes
  }

  /// Every channel of `pixel` times `factor` / 255, rounded as ``PixelMath/multiply(_:_:)`` does.
  @inline(__always)
  static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
    divideLanes((pixel & lanes) &* factor) | (divideLanes(((pixel >> 8) & lanes) &* factor) << 8)
  }

  /// `source` (premultiplied) over `destination`.
  @inline(__always)
  static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
    source &+ scale(destination, by: 255 &- (source >> 24))
  }

  /// Calls `body` with the pixels as 32-bit words; no byte of them is touched as `UInt8` meanwhile.
  @inline(__always)
  private static func withWords(
    _ bytes: UnsafeMutablePointer<UInt8>, count: Int, _ body: (UnsafeMutablePointer<UInt32>) -> Void
  ) {
    bytes.withMemoryRebound(to: UInt32.self, capacity: count, body)
  }

  /// `color` at `coverage` (0...255) over every pixel.
  @inline(__always)
  static func blend(
    _ color: PremultipliedColor, coverage: Int, count: Int, into destination: UnsafeMutablePointer<UInt8>
  ) {
    if coverage == 255 && color.alpha == 255 {
      // Opaque and fully covered: the pixels become the colour, a 32-bit fill.
      let word = color.word
      withWords(destination, count: count) { $0.update(repeating: word, count: count) }
      return
    }
    let source = scale(color.word, by: UInt32(coverage))
    guard source >> 24 != 0 else { return }
    let remaining = 255 - (source >> 24)
    withWords(destination, count: count) { pixels in
      for i in 0..<count { pixels[i] = source &+ scale(pixels[i], by: remaining) }
    }
  }

  /// `color` over each pixel at that pixel's own coverage.
  @inline(__always)
  static func blend(
    _ color: PremultipliedColor, coverages: UnsafePointer<UInt8>, count: Int,
    into destination: UnsafeMutablePointer<UInt8>
  ) {
    let word = color.word
    let isOpaque = color.alpha == 255
    withWords(destination, count: count) { pixels in
      for i in 0..<count {
        let coverage = UInt32(coverages[i])
        if coverage == 255 && isOpaque {
          pixels[i] = word
        } else if coverage != 0 {
          pixels[i] = over(scale(word, by: coverage), pixels[i])
        }
      }
    }
  }

  /// Premultiplied `source` pixels over the destination, each scaled by `coverage` (0...255), or by its
  /// own entry of `coverages` when given.
  @inline(__always)
  static func blend(
    pixels source: UnsafePointer<UInt8>, coverage: Int, coverages: UnsafePointer<UInt8>?, count: Int,
    into destination: UnsafeMutablePointer<UInt8>
  ) {
    let constant = UInt32(coverage)
    source.withMemoryRebound(to: UInt32.self, capacity: count) { sources in
      withWords(destination, count: count) { pixels in
        for i in 0..<count {
          var factor = constant
          if let coverages { factor = UInt32(PixelMath.multiply(Int(coverages[i]), coverage)) }
          var pixel = sources[i]
          if factor != 255 { pixel = scale(pixel, by: factor) }
          let alpha = pixel >> 24
          if alpha == 255 {
            pixels[i] = pixel
          } else if alpha != 0 {
            pixels[i] = pixel &+ scale(pixels[i], by: 255 &- alpha)
          }
        }
      }
    }
  }
}
