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

  @Test func aBitmapOfSeveralHugePagesIsTransparent() throws {
    // 1170 x 1300 px at 4 bytes: 6 MB, at least one whole 2 MiB page wherever it starts.
    try freshBitmapsAreTransparent(width: 1170, height: 1300)
  }

  @Test func aBitmapOfOnePixelIsTransparent() throws {
    try freshBitmapsAreTransparent(width: 1, height: 1)
  }
}
