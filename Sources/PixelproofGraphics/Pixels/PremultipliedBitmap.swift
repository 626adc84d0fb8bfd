internal import CPixelKernels

/// The rasterizer's canvas: RGBA8 with **premultiplied** alpha, rows top to bottom.
///
/// Premultiplied alpha makes source-over blending one multiply-add per channel. Conversion to straight
/// alpha happens once, at the PNG boundary, in ``straightBitmap()``; nothing else in Pixelproof sees
/// premultiplied values.
public struct PremultipliedBitmap: Sendable, Equatable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// `width * height * 4` bytes: premultiplied red, green, blue, then alpha. Only the rasterizer writes
  /// them, so the count always matches the size that its pointer arithmetic relies on.
  public internal(set) var pixels: [UInt8]

  /// A fully transparent bitmap.
  ///
  /// Its memory is set to zero in C, after asking Linux to back it with huge pages where the system
  /// allows them: a large bitmap's fresh memory then costs a page fault per 2 MiB, not per 4 KiB.
  ///
  /// - Throws: ``BitmapSizeError`` when the size is outside ``BitmapLimits`` (zero sizes included),
  ///   before any memory is allocated.
  public init(width: Int, height: Int) throws(BitmapSizeError) {
    guard BitmapLimits.accepts(width: width, height: height) else {
      throw BitmapSizeError(width: width, height: height)
    }
    self.width = width
    self.height = height
    let pixelCount = width * height
    self.pixels = [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { buffer, initialized in
      pp_pixels_clear_fresh(buffer.baseAddress, UInt64(pixelCount))
      initialized = pixelCount * 4
    }
  }

  /// For sizes and pixels that were already checked (or the empty placeholder).
  init(validatedWidth width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The premultiplied bytes of the pixel at (`x`, `y`).
  public func premultipliedPixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// The bitmap with straight alpha, as a PNG stores it.
  ///
  /// Each channel becomes `round(c * 255 / a)`; a fully transparent pixel becomes (0, 0, 0, 0).
  public func straightBitmap() -> StraightBitmap {
    let copy = self
    return copy.straightened()
  }

  /// The bitmap with straight alpha, as ``straightBitmap()`` makes it, converted in the bitmap's own
  /// memory when nothing else shares it.
  ///
  /// A phone screen is 12 MB: converting in place saves copying it and, in a new process, touching that
  /// much fresh memory for the first time (a page fault every 4 KB), the largest cost of a first
  /// verification after rasterizing glyphs. Pass the bitmap's last use (`consume bitmap`).
  public consuming func straightened() -> StraightBitmap {
    // The loop is C's (see pixelkernels.h): in Swift it is many times slower in a debug build.
    let count = UInt64(width * height)
    return straightening { pp_pixels_unpremultiply($0.baseAddress, count) }.bitmap
  }

  /// The bitmap with straight alpha, as ``straightened()`` makes it, with the digest of its pixels
  /// (``ContentDigest/init(pixelsOf:)``), found while converting them: a verification compares that
  /// digest with its reference's, and one pass over a phone screen's 12 MB costs less than two.
  package consuming func straightenedWithDigest() -> (StraightBitmap, ContentDigest) {
    let (width, height) = (width, height)
    return straightening { ContentDigest(straightening: $0, width: width, height: height) }
  }

  /// The pixels, straightened in place by `convert`, as a straight bitmap, with what `convert` found.
  private consuming func straightening<Found>(
    _ convert: (UnsafeMutableBufferPointer<UInt8>) -> Found
  ) -> (bitmap: StraightBitmap, found: Found) {
    var straight: [UInt8] = []
    // Moved out, not copied: a buffer nothing else holds is converted where it lies.
    swap(&straight, &pixels)
    let found = straight.withUnsafeMutableBufferPointer { convert($0) }
    return (StraightBitmap(validatedWidth: width, height: height, pixels: straight), found)
  }
}

extension PremultipliedBitmap {
  /// A bitmap with no pixels, so that a bitmap's storage can be moved out and back without a copy.
  static let empty = PremultipliedBitmap(validatedWidth: 0, height: 0, pixels: [])
}

extension PremultipliedBitmap {
  /// The image with its colours multiplied by alpha, as the rasterizer paints: the way into a bitmap
  /// from a decoded PNG.
  public init(_ image: StraightBitmap) {
    var pixels = image.pixels
    // Each channel becomes PixelMath.multiply(c, alpha), in C (see pixelkernels.h).
    pixels.withUnsafeMutableBufferPointer {
      pp_pixels_premultiply($0.baseAddress, UInt64(image.width * image.height))
    }
    self.init(validatedWidth: image.width, height: image.height, pixels: pixels)
  }
}
