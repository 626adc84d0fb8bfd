import CPixelKernels
import Testing

@testable import PixelproofGraphics

/// A new bitmap is transparent whatever memory it is given: its bytes are set to zero in C, with huge
/// pages asked for (`pp_pixels_clear_fresh` in pixelkernels.h), rather than by Swift.
@Suite struct FreshBitmapTests {
  /// Makes bitmaps of `width` x `height` px one after another, each filled opaque white before the next
  /// is made, so that the allocator can hand the next one the memory of the last.
  private func freshBitmapsAreTransparent(width: Int, height: Int) throws {
    for _ in 0..<4 {
      var bitmap = try PremultipliedBitmap(width: width, height: height)
      #expect(bitmap.pixels.count == width * height * 4)
      #expect(bitmap.pixels.allSatisfy { $0 == 0 })
      bitmap.pixels.withUnsafeMutableBytes { _ = $0.initializeMemory(as: UInt8.self, repeating: 255) }
    }
  }

  @Test func aSmallBitmapMadeWhereAnotherWasIsTransparent() throws {
    // 64 x 64 px, 16 KiB: memory the allocator reuses at once.
    try freshBitmapsAreTransparent(width: 64, height: 64)
  }

  @Test func aBitmapOfOnePixelIsTransparent() throws {
    try freshBitmapsAreTransparent(width: 1, height: 1)
  }

  /// A large bitmap's memory usually comes fresh from the system, already zero, so the clearing itself
  /// is checked on memory that holds other bytes: every byte is zeroed, in the whole 2 MiB pages the
  /// kernel is advised about and in the unaligned ends around them, and nothing past the pixels is.
  @Test func clearingSetsEveryByteOfALargeBufferToZeroAndNoneBeyond() {
    // 1170 x 1300 px, 6 MB: at least one whole 2 MiB page wherever it starts. It starts 4 bytes past
    // the buffer's start, so that neither end is aligned, and 4 bytes after it are left alone.
    let pixelCount = 1170 * 1300
    var memory = [UInt8](repeating: 255, count: pixelCount * 4 + 8)
    memory.withUnsafeMutableBufferPointer { buffer in
      pp_pixels_clear_fresh(buffer.baseAddress! + 4, UInt64(pixelCount))
    }
    #expect(memory[0..<4].allSatisfy { $0 == 255 })
    #expect(memory[4..<(4 + pixelCount * 4)].allSatisfy { $0 == 0 })
    #expect(memory[(4 + pixelCount * 4)...].allSatisfy { $0 == 255 })
  }
}
