import Foundation
import PixelproofGraphics
import Testing

/// At the reference compression, a run of flat rows (a fill) at least as long as deflate's window, 32 KiB
/// of filtered rows, is compressed as a stream of its own at the trial level, between streams of the
/// rows around it at the final level, all joined into one zlib stream; shorter runs stay where they are.
@Suite struct PNGFlatPieceTests {
  /// 256 px wide and opaque, so stored as RGB: 769 bytes a filtered row, and a run of 43 rows (33,067
  /// bytes) is the shortest that holds the window. Every image here is under 512 KiB: one segment.
  static let width = 256

  /// `rows` rows of one colour.
  static func fill(rows: Int) -> [UInt8] {
    Array([[UInt8]](repeating: [0x34, 0x78, 0xF6, 0xFF], count: Self.width * rows).joined())
  }

  /// 100 rows of noise, `rows` rows of fill, the same 100 rows of noise again.
  static func fillBetweenNoise(rows: Int) throws -> StraightBitmap {
    let noise = try noiseImage(width: Self.width, height: 100, alpha: false).pixels
    return try StraightBitmap(width: Self.width, height: 200 + rows, pixels: noise + fill(rows: rows) + noise)
  }

  /// Noise, 60 rows of fill, noise: three pieces, so two joins, and exactly the pixels back.
  @Test func aLongFillBetweenNoiseIsAPieceOfItsOwn() throws {
    let image = try Self.fillBetweenNoise(rows: 60)
    let file = try PNGCodec.encode(image)
    #expect(try PNGCodec.decode(file) == image)
    #expect(syncMarkers(in: file) == 2)
  }

  /// A fill of 40 rows (30,760 bytes) is shorter than the window: one stream. (The first row of a fill
  /// after noise is flat only if filtered None or Sub, so a run is the fill's length or one row less.)
  @Test func aFillShorterThanTheWindowStaysInTheStream() throws {
    let image = try Self.fillBetweenNoise(rows: 40)
    let file = try PNGCodec.encode(image)
    #expect(try PNGCodec.decode(file) == image)
    #expect(syncMarkers(in: file) == 0)
  }

  /// A fill from the first row, then noise: two pieces.
  @Test func aFillAtTheTopIsTheFirstPiece() throws {
    let noise = try noiseImage(width: Self.width, height: 100, alpha: false).pixels
    let image = try StraightBitmap(width: Self.width, height: 160, pixels: Self.fill(rows: 60) + noise)
    let file = try PNGCodec.encode(image)
    #expect(try PNGCodec.decode(file) == image)
    #expect(syncMarkers(in: file) == 1)
  }

  /// The quick compression (diff images) writes one level throughout: one stream.
  @Test func theQuickCompressionKeepsOneStream() throws {
    let image = try Self.fillBetweenNoise(rows: 60)
    let file = try PNGCodec.encode(image, compression: .quick)
    #expect(try PNGCodec.decode(file) == image)
    #expect(syncMarkers(in: file) == 0)
  }
}
