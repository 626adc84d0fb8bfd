import Foundation
import PixelproofGraphics
import Testing

/// A large image's data is compressed in segments side by side and joined into one zlib stream: the
/// file still decodes to exactly its pixels, finds matches across the joins, and is the same bytes
/// however many encodings run at once.
@Suite struct PNGSegmentTests {
  /// 700 × 600 px: 1.26 MB of filtered RGB rows, 1.68 MB of RGBA, so four segments (one per 256 KiB,
  /// in powers of two up to eight) whichever colour type the encoder keeps.
  static let width = 700
  static let height = 600

  @Test(arguments: [false, true])
  func aSegmentedFileDecodesToItsPixels(alpha: Bool) throws {
    let image = try noiseImage(width: Self.width, height: Self.height, alpha: alpha)
    for compression in [PNGCompression.reference, .quick] {
      #expect(try PNGCodec.decode(PNGCodec.encode(image, compression: compression)) == image)
    }
  }

  @Test func aSegmentedGradientDecodesToItsPixels() throws {
    // Smooth rows, which the encoder filters and zlib compresses well, unlike noise.
    var pixels: [UInt8] = []
    pixels.reserveCapacity(Self.width * Self.height * 4)
    for y in 0..<Self.height {
      for x in 0..<Self.width {
        pixels += [UInt8(x % 256), UInt8(y % 256), UInt8((x + y) / 8 % 256), 0xFF]
      }
    }
    let image = try StraightBitmap(width: Self.width, height: Self.height, pixels: pixels)
    #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
  }

  /// Rows of noise repeating every 4 rows (12 KB, well inside zlib's 32 KiB window): one stream stores
  /// the first 4 rows as they are, then only matches of at most 258 bytes at under 3 bytes each, which
  /// is under 1.25 periods more for 100 periods. A segment that did not start from the rows before it
  /// would store its own first 4 rows again: four segments, at least 4 periods.
  @Test func aSegmentFindsMatchesInTheRowsBeforeIt() throws {
    let period = try noiseImage(width: 1024, height: 4, alpha: false)
    var pixels: [UInt8] = []
    for _ in 0..<100 { pixels += period.pixels }
    let image = try StraightBitmap(width: 1024, height: 400, pixels: pixels)
    let periodBytes = 4 * (1 + 1024 * 3)
    let file = try PNGCodec.encode(image)
    #expect(try PNGCodec.decode(file) == image)
    #expect(file.count > periodBytes, "noise does not compress")
    #expect(file.count < 3 * periodBytes)
  }

  @Test func encodingsRunningAtOnceGiveTheSameBytesAsOneAlone() async throws {
    let image = try noiseImage(width: Self.width, height: Self.height, alpha: true)
    let alone = try PNGCodec.encode(image)
    let together = try await withThrowingTaskGroup(of: [UInt8].self) { group in
      for _ in 0..<4 { group.addTask { try PNGCodec.encode(image) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(together.count == 4)
    #expect(together.allSatisfy { $0 == alone })
  }
}
