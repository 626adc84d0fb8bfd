/// The largest bitmaps Pixelproof creates, encodes or decodes.
///
/// Checked before any pixel memory is allocated, so an absurd size from user code or from a
/// corrupt PNG header is an error instead of an out-of-memory crash.
public enum BitmapLimits {
  /// The longest side, in pixels. A phone screen at 3x is 1170 x 2532.
  public static let maxDimension = 16_384
  /// The most pixels in one bitmap (64 Mi pixels, 256 MiB of RGBA8).
  public static let maxPixelCount = 1 << 26

  /// Whether `width` x `height` is a size Pixelproof accepts: both sides positive and within the limits.
  public static func accepts(width: Int, height: Int) -> Bool {
    width > 0 && height > 0 && width <= maxDimension && height <= maxDimension
      && width * height <= maxPixelCount
  }
}

/// A width or height outside ``BitmapLimits``.
public struct BitmapSizeError: Error, Equatable, CustomStringConvertible {
  /// The width that was asked for, in pixels.
  public let width: Int
  /// The height that was asked for, in pixels.
  public let height: Int

  /// An error about a `width` x `height` bitmap.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size and the limits it breaks.
  public var description: String {
    "bitmap size \(width) x \(height) px is outside the supported range: each side 1...\(BitmapLimits.maxDimension) px"
      + " and at most \(BitmapLimits.maxPixelCount) pixels"
  }
}
