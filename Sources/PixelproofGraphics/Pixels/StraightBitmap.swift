internal import CPixelKernels

/// An image as a PNG file stores it: RGBA8 with straight (not premultiplied) alpha, rows top to bottom.
///
/// This is the form in which images are encoded, decoded and compared. The rasterizer paints into a
/// ``PremultipliedBitmap`` (premultiplied) and converts with ``PremultipliedBitmap/straightBitmap()``.
public struct StraightBitmap: Sendable, Equatable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// `width * height * 4` bytes: red, green, blue, alpha for each pixel.
  public var pixels: [UInt8]

  /// - Throws: ``BitmapSizeError`` when the size is outside ``BitmapLimits``, or when `pixels` does not
  ///   hold exactly `width * height * 4` bytes.
  public init(width: Int, height: Int, pixels: [UInt8]) throws(BitmapSizeError) {
    guard BitmapLimits.accepts(width: width, height: height), pixels.count == width * height * 4 else {
      throw BitmapSizeError(width: width, height: height)
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// For callers whose size and byte count come from images that were already checked; a violation
  /// is a programming error and stops the process.
  public init(validatedWidth width: Int, height: Int, pixels: [UInt8]) {
    precondition(BitmapLimits.accepts(width: width, height: height) && pixels.count == width * height * 4)
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// An image filled with one straight-alpha colour.
  public init(width: Int, height: Int, filledWith rgba: (UInt8, UInt8, UInt8, UInt8)) throws(BitmapSizeError)
  {
    guard BitmapLimits.accepts(width: width, height: height) else {
      throw BitmapSizeError(width: width, height: height)
    }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: pixels.count, by: 4) {
      pixels[i] = rgba.0
      pixels[i + 1] = rgba.1
      pixels[i + 2] = rgba.2
      pixels[i + 3] = rgba.3
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The four bytes of the pixel at (`x`, `y`).
  public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// Whether every pixel is fully opaque.
  public var isOpaque: Bool {
    pixels.withUnsafeBufferPointer { pp_pixels_all_opaque($0.baseAddress, UInt64(width * height)) != 0 }
  }
}
