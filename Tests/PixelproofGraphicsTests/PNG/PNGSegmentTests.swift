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
      #expect(Self.syncMarkers(in: file) == 3)
    }
  }

  /// 16,384 × 8 px: 512 KiB of filtered rows and a few bytes, so two segments of four rows, each row
  /// longer than deflate's window.
  @Test func aWideShortImageIsTwoSegmentsOfWholeRows() throws {
    let image = try noiseImage(width: 16_384, height: 8, alpha: true)
    let file = try PNGCodec.encode(image)
    #expect(try PNGCodec.decode(file) == image)
    #expect(Self.syncMarkers(in: file) == 1)
  }

  /// Under 512 KiB of filtered rows (a 380 × 400 px image: 608,000 bytes of RGBA pixels, but 3 bytes a
  /// pixel once stored as RGB) the stream is one segment, with no join.
  @Test func aSmallImageIsOneStream() throws {
    let image = try noiseImage(width: 380, height: 400, alpha: false)
    let file = try PNGCodec.encode(image)
    #expect(try PNGCodec.decode(file) == image)
    #expect(Self.syncMarkers(in: file) == 0)
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
    #expect(Self.syncMarkers(in: file) == 3)
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

  /// How many times the image data holds 00 00 FF FF, the length fields of an empty stored block, which
  /// each join writes, followed by anything but 00 00. libdeflate stores incompressible rows (noise) in
  /// blocks of 65,535 bytes, whose header byte (0) and length fields (FF FF 00 00) after a data byte of
  /// 0 read 00 00 FF FF 00 00, about once in 256 blocks; a join is followed by the next segment's first
  /// block instead. Deflate's Huffman-coded output holds the pattern by chance about once in 4 GB.
  private static func syncMarkers(in file: [UInt8]) -> Int {
    let data = PNGChunk.all(in: file).filter { $0.type == "IDAT" }
      .flatMap { file[$0.dataOffset..<$0.dataOffset + $0.length] }
    return data.indices.dropLast(3).count {
      data[$0] == 0 && data[$0 + 1] == 0 && data[$0 + 2] == 0xFF && data[$0 + 3] == 0xFF
        && !($0 + 5 < data.count && data[$0 + 4] == 0 && data[$0 + 5] == 0)
    }
  }
}
