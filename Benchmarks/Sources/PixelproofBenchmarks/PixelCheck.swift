@_spi(Benchmarks) import PixelproofGraphics
import PixelproofVerifier

/// Questions about the pixels of a rendered bitmap, asked once before a benchmark times its rendering:
/// each answers nil when the pixels are as expected, else a sentence saying what was found instead.
struct PixelCheck {
  typealias Pixel = (UInt8, UInt8, UInt8, UInt8)

  let bitmap: PremultipliedBitmap

  init(_ bitmap: PremultipliedBitmap) {
    self.bitmap = bitmap
  }

  /// The pixel at (`x`, `y`) is `color`, premultiplied as the bitmap stores it, each channel within
  /// `tolerance`.
  func expect(x: Int, y: Int, equals color: Color, tolerance: Int = 0) -> String? {
    let alpha = Int(color.alpha)
    let premultiplied = (
      UInt8(PixelMath.multiply(Int(color.red), alpha)), UInt8(PixelMath.multiply(Int(color.green), alpha)),
      UInt8(PixelMath.multiply(Int(color.blue), alpha)), color.alpha
    )
    return expect(x: x, y: y, equals: premultiplied, tolerance: tolerance)
  }

  /// The pixel at (`x`, `y`) has these premultiplied bytes, each within `tolerance`.
  func expect(x: Int, y: Int, equals expected: Pixel, tolerance: Int = 0) -> String? {
    if let outside = outside(x: x, y: y) { return outside }
    let found = bitmap.premultipliedPixel(x: x, y: y)
    let pairs = [(found.0, expected.0), (found.1, expected.1), (found.2, expected.2), (found.3, expected.3)]
    guard pairs.allSatisfy({ abs(Int($0.0) - Int($0.1)) <= tolerance }) else {
      return "pixel (\(x), \(y)) is \(Self.describe(found)), expected \(Self.describe(expected))"
    }
    return nil
  }

  /// The alpha of the pixel at (`x`, `y`) lies in `range`, as `what` has.
  func expectAlpha(x: Int, y: Int, in range: ClosedRange<Int>, why what: String) -> String? {
    if let outside = outside(x: x, y: y) { return outside }
    let alpha = Int(bitmap.premultipliedPixel(x: x, y: y).3)
    guard range.contains(alpha) else {
      let expected = "\(range.lowerBound)...\(range.upperBound)"
      return "pixel (\(x), \(y)) has alpha \(alpha), expected \(expected) for \(what)"
    }
    return nil
  }

  /// Some pixel on the diagonal from `start` towards the lower right is partly covered: an edge that
  /// crosses it is anti-aliased.
  func expectAntialiasedDiagonal(from start: (Int, Int), length: Int) -> String? {
    let partial = (0..<length).contains { step in
      let (x, y) = (start.0 + step, start.1 + step)
      guard outside(x: x, y: y) == nil else { return false }
      return (1...254).contains(bitmap.premultipliedPixel(x: x, y: y).3)
    }
    guard partial else {
      return "no partly covered pixel on the diagonal from \(start): the edge is not anti-aliased"
    }
    return nil
  }

  /// Some pixel in column `x` is exactly `color` (opaque).
  func expectColumn(_ x: Int, contains color: Color) -> String? {
    let found = (0..<bitmap.height).contains { y in
      let pixel = bitmap.premultipliedPixel(x: x, y: y)
      return pixel == (color.red, color.green, color.blue, color.alpha)
    }
    return found ? nil : "no pixel in column \(x) is \(color)"
  }

  /// The bitmap is `width` x `height` pixels.
  func expectSize(width: Int, height: Int) -> String? {
    guard bitmap.width == width, bitmap.height == height else {
      return "the bitmap is \(bitmap.width) x \(bitmap.height) px, expected \(width) x \(height)"
    }
    return nil
  }

  private func outside(x: Int, y: Int) -> String? {
    guard x >= 0, y >= 0, x < bitmap.width, y < bitmap.height else {
      return "pixel (\(x), \(y)) lies outside the \(bitmap.width) x \(bitmap.height) px bitmap"
    }
    return nil
  }

  private static func describe(_ pixel: Pixel) -> String {
    "(\(pixel.0), \(pixel.1), \(pixel.2), \(pixel.3)) premultiplied"
  }
}
