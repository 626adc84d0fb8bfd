/// Source-over blending on premultiplied RGBA8, with the one rounding rule of ``PixelMath``.
///
/// Every function writes `count` pixels starting at `destination` (4 bytes each).
enum Blending {
  /// `color` at `coverage` (0...255) over every pixel.
  @inline(__always)
  static func blend(
    _ color: PremultipliedColor, coverage: Int, count: Int, into destination: UnsafeMutablePointer<UInt8>
  ) {
    if coverage == 255 && color.alpha == 255 {
      // Opaque and fully covered: the pixels become the colour, a 32-bit fill.
      UnsafeMutableRawPointer(destination).bindMemory(to: UInt32.self, capacity: count)
        .update(repeating: color.word, count: count)
      return
    }
    let source = color.scaled(by: coverage)
    guard source.alpha != 0 else { return }
    let remaining = 255 - source.alpha
    var p = destination
    for _ in 0..<count {
      p[0] = UInt8(truncatingIfNeeded: source.red + PixelMath.multiply(Int(p[0]), remaining))
      p[1] = UInt8(truncatingIfNeeded: source.green + PixelMath.multiply(Int(p[1]), remaining))
      p[2] = UInt8(truncatingIfNeeded: source.blue + PixelMath.multiply(Int(p[2]), remaining))
      p[3] = UInt8(truncatingIfNeeded: source.alpha + PixelMath.multiply(Int(p[3]), remaining))
      p += 4
    }
  }

  /// `color` over each pixel at that pixel's own coverage.
  @inline(__always)
  static func blend(
    _ color: PremultipliedColor, coverages: UnsafePointer<UInt8>, count: Int,
    into destination: UnsafeMutablePointer<UInt8>
  ) {
    var p = destination
    for i in 0..<count {
      let coverage = Int(coverages[i])
      if coverage != 0 {
        let sa = PixelMath.multiply(color.alpha, coverage)
        let remaining = 255 - sa
        p[0] = UInt8(truncatingIfNeeded: PixelMath.multiply(color.red, coverage) + PixelMath.multiply(Int(p[0]), remaining))
        p[1] = UInt8(truncatingIfNeeded: PixelMath.multiply(color.green, coverage) + PixelMath.multiply(Int(p[1]), remaining))
        p[2] = UInt8(truncatingIfNeeded: PixelMath.multiply(color.blue, coverage) + PixelMath.multiply(Int(p[2]), remaining))
        p[3] = UInt8(truncatingIfNeeded: sa + PixelMath.multiply(Int(p[3]), remaining))
      }
      p += 4
    }
  }

  /// Premultiplied `source` pixels over the destination, each scaled by `coverage` (0...255), or by its
  /// own entry of `coverages` when given.
  @inline(__always)
  static func blend(
    pixels source: UnsafePointer<UInt8>, coverage: Int, coverages: UnsafePointer<UInt8>?, count: Int,
    into destination: UnsafeMutablePointer<UInt8>
  ) {
    var s = source
    var p = destination
    for i in 0..<count {
      let factor = coverages.map { PixelMath.multiply(Int($0[i]), coverage) } ?? coverage
      let sa = PixelMath.multiply(Int(s[3]), factor)
      if sa == 255 {
        p[0] = s[0]
        p[1] = s[1]
        p[2] = s[2]
        p[3] = 255
      } else if sa != 0 {
        let remaining = 255 - sa
        p[0] = UInt8(truncatingIfNeeded: PixelMath.multiply(Int(s[0]), factor) + PixelMath.multiply(Int(p[0]), remaining))
        p[1] = UInt8(truncatingIfNeeded: PixelMath.multiply(Int(s[1]), factor) + PixelMath.multiply(Int(p[1]), remaining))
        p[2] = UInt8(truncatingIfNeeded: PixelMath.multiply(Int(s[2]), factor) + PixelMath.multiply(Int(p[2]), remaining))
        p[3] = UInt8(truncatingIfNeeded: sa + PixelMath.multiply(Int(p[3]), remaining))
      }
      s += 4
      p += 4
    }
  }
}
