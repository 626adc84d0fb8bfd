import BenchmarkLibPNG
import Glibc

/// Buffers the size of the scene's pixels, for the floor of touching every byte once: `memset` of one,
/// `memcmp` of two equal ones.
///
/// The memory is written once at creation, so every page is faulted in before anything is timed: these
/// baselines are the speed of memory, not of the kernel handing out pages.
final class BaselineBuffers {
  /// The size of each buffer in bytes.
  let byteCount: Int
  /// What the `memset` baseline writes.
  private let target: UnsafeMutableRawPointer
  /// The two buffers the `memcmp` baseline compares; equal, so it reads both to the end.
  private let left: UnsafeMutableRawPointer
  private let right: UnsafeMutableRawPointer

  /// - Parameter byteCount: the size of each buffer; must be positive.
  init(byteCount: Int) {
    precondition(byteCount > 0, "a baseline buffer needs at least one byte")
    self.byteCount = byteCount
    // 64-byte alignment: a cache line, as malloc gives large blocks anyway.
    target = .allocate(byteCount: byteCount, alignment: 64)
    left = .allocate(byteCount: byteCount, alignment: 64)
    right = .allocate(byteCount: byteCount, alignment: 64)
    memset(target, 0, byteCount)
    memset(left, 0x5A, byteCount)
    memset(right, 0x5A, byteCount)
  }

  deinit {
    target.deallocate()
    left.deallocate()
    right.deallocate()
  }

  /// Fills the whole target buffer with `value`.
  ///
  /// - Returns: the byte in the middle of the buffer, as a digest that keeps the write alive.
  func fill(with value: UInt8) -> UInt64 {
    memset(target, Int32(value), byteCount)
    return UInt64(target.load(fromByteOffset: byteCount / 2, as: UInt8.self))
  }

  /// Compares the two equal buffers to the end.
  ///
  /// - Returns: 1 when they are equal (always), as a digest that keeps the comparison alive.
  func compareEqual() -> UInt64 {
    memcmp(left, right, byteCount) == 0 ? 1 : 0
  }
}

/// libpng failed in the baseline decoder.
struct LibPNGError: Error, CustomStringConvertible {
  /// libpng's own message.
  let message: String

  var description: String { "libpng: \(message)" }
}

/// libpng's simplified read API, called directly: the speed a PNG decoder can reach on this machine.
///
/// Unlike `PNGCodec.decode` it applies `gAMA`; that does not matter for a speed baseline.
enum LibPNGDecoder {
  /// Decodes `bytes` to 8-bit RGBA (`PNG_FORMAT_RGBA`), rows packed without padding.
  ///
  /// - Parameter bytes: a whole PNG file.
  /// - Returns: the image's size and `width * height * 4` bytes of pixels.
  /// - Throws: ``LibPNGError`` with libpng's message when the file cannot be read.
  static func decode(_ bytes: [UInt8]) throws(LibPNGError) -> (width: Int, height: Int, pixels: [UInt8]) {
    var image = png_image()
    image.version = png_uint_32(PNG_IMAGE_VERSION)
    let began = bytes.withUnsafeBytes { data in
      png_image_begin_read_from_memory(&image, data.baseAddress, data.count)
    }
    // libpng frees the png_image itself when a simplified-API call fails or the read finishes.
    guard began != 0 else { throw LibPNGError(message: message(of: image)) }

    // PNG_FORMAT_RGBA, spelled out: Swift does not import that macro, only the flags it combines.
    image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    let width = Int(image.width)
    let height = Int(image.height)
    let rowStride = width * 4
    var finished: Int32 = 0
    // Allocated per call, as PNGCodec.decode does, so both pay for fresh pages.
    let pixels = [UInt8](unsafeUninitializedCapacity: rowStride * height) { buffer, initializedCount in
      finished = png_image_finish_read(&image, nil, buffer.baseAddress, Int32(rowStride), nil)
      initializedCount = finished != 0 ? buffer.count : 0
    }
    guard finished != 0 else { throw LibPNGError(message: message(of: image)) }
    return (width, height, pixels)
  }

  /// The NUL-terminated message libpng leaves in the image on failure.
  private static func message(of image: png_image) -> String {
    withUnsafeBytes(of: image.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
