import CPNGCodec
import Foundation
import PixelproofGraphics
import Testing

/// A large image's data is compressed in segments side by side and joined into one zlib stream: the
/// file still decodes to exactly its pixels, each segment starts afresh, and the bytes are the same
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
      let file = try PNGCodec.encode(image, compression: compression)
      #expect(try PNGCodec.decode(file) == image)
      // Each join is a sync flush's empty stored block: three joins.
      #expect(syncMarkers(in: file) == 3)
    }
  }

  /// 16,384 × 8 px: 512 KiB of filtered rows and a few bytes, so two segments of four rows, each row
  /// longer than deflate's window.
  @Test func aWideShortImageIsTwoSegmentsOfWholeRows() throws {
    let image = try noiseImage(width: 16_384, height: 8, alpha: true)
    let file = try PNGCodec.encode(image)
    #expect(try PNGCodec.decode(file) == image)
    #expect(syncMarkers(in: file) == 1)
  }

  /// Under 512 KiB of filtered rows (a 380 × 400 px image: 608,000 bytes of RGBA pixels, but 3 bytes a
  /// pixel once stored as RGB) the stream is one segment, with no join.
  @Test func aSmallImageIsOneStream() throws {
    let image = try noiseImage(width: 380, height: 400, alpha: false)
    let file = try PNGCodec.encode(image)
    #expect(try PNGCodec.decode(file) == image)
    #expect(syncMarkers(in: file) == 0)
  }

  /// Opaque, so stored as RGB: 1.26 MB of filtered rows, four segments as for noise.
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
    let file = try PNGCodec.encode(image)
    #expect(try PNGCodec.decode(file) == image)
    #expect(syncMarkers(in: file) == 3)
  }

  /// Rows of noise repeating every 4 rows (12 KB, well inside deflate's 32 KiB window): a stream stores
  /// the first 4 rows as they are, then only matches of at most 258 bytes at under 3 bytes each, which
  /// is under 1.25 periods more for 100 periods. Each of the four segments starts afresh (libdeflate
  /// takes no dictionary), so stores its own first 4 rows: at least 4 periods, and under 5 with the
  /// matches.
  @Test func eachSegmentStartsAfresh() throws {
    let period = try noiseImage(width: 1024, height: 4, alpha: false)
    var pixels: [UInt8] = []
    for _ in 0..<100 { pixels += period.pixels }
    let image = try StraightBitmap(width: 1024, height: 400, pixels: pixels)
    let periodBytes = 4 * (1 + 1024 * 3)
    let file = try PNGCodec.encode(image)
    #expect(try PNGCodec.decode(file) == image)
    #expect(file.count > 4 * periodBytes, "noise does not compress")
    #expect(file.count < 5 * periodBytes)
  }

  /// However many threads compress the segments, one to more than there are segments, the bytes are
  /// the same, for both compressions.
  @Test(arguments: [false, true])
  func theBytesAreTheSameForAnyNumberOfThreads(quick: Bool) throws {
    let image = try noiseImage(width: Self.width, height: Self.height, alpha: true)
    let files = try [1, 2, 3, 8].map { try Self.encode(image, quick: quick, threads: $0) }
    #expect(files.allSatisfy { $0 == files[0] })
    #expect(files[0] == (try PNGCodec.encode(image, compression: quick ? .quick : .reference)))
  }

  /// Segments cut into pieces at long fills (PNGFlatPieceTests) write the same bytes too: four segments
  /// of 150 rows, over bands of 60 rows of noise and of fill. A fill of 16 rows (2,101 bytes each) holds
  /// deflate's window, so every segment is three pieces (noise 60, fill 60, noise 30; noise 30, fill 60,
  /// noise 60; fill 60, noise 60, fill 30; fill 30, noise 60, fill 60): 12 streams, 11 joins.
  @Test func piecesAreTheSameForAnyNumberOfThreads() throws {
    let noise = try noiseImage(width: Self.width, height: 60, alpha: false).pixels
    let fill = Array([[UInt8]](repeating: [0xF2, 0xF2, 0xF7, 0xFF], count: Self.width * 60).joined())
    let image = try StraightBitmap(
      width: Self.width, height: Self.height,
      pixels: Array([[UInt8]](repeating: noise + fill, count: 5).joined()))
    let files = try [1, 2, 3, 8].map { try Self.encode(image, quick: false, threads: $0) }
    #expect(files.allSatisfy { $0 == files[0] })
    #expect(try PNGCodec.decode(files[0]) == image)
    #expect(syncMarkers(in: files[0]) == 11)
  }

  /// The file the shim writes with at most `threads` threads.
  private static func encode(_ image: StraightBitmap, quick: Bool, threads: UInt32) throws -> [UInt8] {
    let bound = Int(pp_png_encode_bound(UInt32(image.width), UInt32(image.height)))
    var file = [UInt8](repeating: 0, count: bound)
    var size: UInt64 = 0
    let status = image.pixels.withUnsafeBufferPointer { pixels in
      file.withUnsafeMutableBufferPointer { out in
        pp_png_encode_rgba8_text_threads(
          pixels.baseAddress, UInt32(image.width), UInt32(image.height), 0, nil, 0, quick ? 1 : 0, threads,
          out.baseAddress, UInt64(bound), &size, nil)
      }
    }
    try #require(status == PP_PNG_OK)
    return Array(file[..<Int(size)])
  }
}
