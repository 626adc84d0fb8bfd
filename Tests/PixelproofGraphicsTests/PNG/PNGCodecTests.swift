import Foundation
import PixelproofGraphics
import Testing

/// The PNG codec: round trips, deterministic bytes, every colour type and bit depth, no gamma on read,
/// and a typed error (never a crash, never a message printed) for damaged data.
///
/// The fixtures are written by `scripts/generate/make-png-fixtures.py`; each expectation below says how its
/// values follow from what that script stores.
struct PNGCodecTests {
  // MARK: - Encoding

  @Test func translucentImageRoundTripsThroughAnRGBAFile() throws {
    // 300 distinct colours (red and green differ for every pixel): too many for a palette.
    let image = try gradientImage(width: 20, height: 15) { x, y in
      // Includes alpha 0 with a non-zero colour, which straight alpha must keep.
      [UInt8(x * 12), UInt8(y * 17), UInt8((x + y) * 5), UInt8((x * 40 + y * 13) % 256)]
    }
    let bytes = try PNGCodec.encode(image)

    #expect(bytes[25] == 6, "IHDR colour type: RGBA")
    #expect(try PNGCodec.decode(bytes) == image)
  }

  @Test func opaqueImageRoundTripsThroughAnRGBFile() throws {
    // 300 distinct colours, as above.
    let image = try gradientImage(width: 20, height: 15) { x, y in
      [UInt8(x * 12), UInt8(255 - y * 17), UInt8(x * y % 256), 255]
    }
    let bytes = try PNGCodec.encode(image)

    #expect(bytes[24] == 8, "IHDR bit depth")
    #expect(bytes[25] == 2, "IHDR colour type: RGB, alpha dropped")
    #expect(try PNGCodec.decode(bytes) == image)
  }

  @Test func encodingTheSameImageTwiceGivesIdenticalBytes() throws {
    let image = try noiseImage(width: 31, height: 17, alpha: true)
    let first = try PNGCodec.encode(image)
    let second = try PNGCodec.encode(image)
    let reencoded = try PNGCodec.encode(PNGCodec.decode(first))

    #expect(first == second)
    #expect(first == reencoded)
  }

  @Test func encodedFileHasOnlyHeaderDataAndEndChunks() throws {
    let bytes = try PNGCodec.encode(try noiseImage(width: 40, height: 30, alpha: true))
    let types = Set(PNGChunk.all(in: bytes).map(\.type))

    #expect(types == ["IHDR", "IDAT", "IEND"], "no tIME, text, gAMA, sRGB or pHYs")
  }

  @Test func incompressibleImagesFitTheEncoderBound() throws {
    for (width, height) in [(1, 1), (3, 200), (257, 3), (128, 128)] {
      for alpha in [true, false] {
        let image = try noiseImage(width: width, height: height, alpha: alpha)
        #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
      }
    }
  }

  // MARK: - Decoding every colour type and bit depth

  /// One fixture and the RGBA8 bytes it must decode to, row by row.
  struct Expectation: Sendable, CustomTestStringConvertible {
    let file: String
    let width: Int
    let height: Int
    let pixels: [[UInt8]]
    var testDescription: String { file }
  }

  private static func grey(_ value: UInt8, alpha: UInt8 = 0xFF) -> [UInt8] { [value, value, value, alpha] }

  static let expectations: [Expectation] = [
    // Sub-byte grey expands by bit replication: 1-bit 1 -> 0xFF, 2-bit n -> n * 0x55, 4-bit n -> n * 0x11.
    Expectation(
      file: "gray-1bit.png", width: 8, height: 2,
      pixels: [
        [0, 1, 0, 1, 1, 0, 0, 1].flatMap { grey($0 * 0xFF) },
        [1, 0, 1, 0, 0, 1, 1, 0].flatMap { grey($0 * 0xFF) },
      ]),
    Expectation(
      file: "gray-2bit.png", width: 4, height: 1,
      pixels: [
        [0x00, 0x55, 0xAA, 0xFF].flatMap { grey($0) }
      ]),
    Expectation(
      file: "gray-4bit.png", width: 16, height: 1,
      pixels: [
        (0..<16).flatMap { grey(UInt8($0 * 0x11)) }
      ]),
    Expectation(
      file: "gray-8bit.png", width: 4, height: 1,
      pixels: [
        [0x00, 0x33, 0x80, 0xFF].flatMap { grey($0) }
      ]),
    // 16-bit samples become round(v / 257): 0x8080 -> 0x80, 0x12FF -> 0x13 (truncating would give 0x12).
    Expectation(
      file: "gray-16bit.png", width: 4, height: 1,
      pixels: [
        [0x00, 0x80, 0x13, 0xFF].flatMap { grey($0) }
      ]),
    Expectation(
      file: "gray-alpha-8bit.png", width: 2, height: 1,
      pixels: [
        grey(0x40, alpha: 0x80) + grey(0xC0, alpha: 0xFF)
      ]),
    // (0x8080, 0x0000) and (0x12FF, 0xFFFF).
    Expectation(
      file: "gray-alpha-16bit.png", width: 2, height: 1,
      pixels: [
        grey(0x80, alpha: 0x00) + grey(0x13, alpha: 0xFF)
      ]),
    Expectation(
      file: "rgb-8bit.png", width: 3, height: 1,
      pixels: [
        [0xFF, 0x00, 0x00, 0xFF, 0x12, 0x34, 0x56, 0xFF, 0x00, 0x00, 0x00, 0xFF]
      ]),
    // (0x8080, 0x12FF, 0xFFFF) and (0x0000, 0x4040, 0xABAB).
    Expectation(
      file: "rgb-16bit.png", width: 2, height: 1,
      pixels: [
        [0x80, 0x13, 0xFF, 0xFF, 0x00, 0x40, 0xAB, 0xFF]
      ]),
    // Stored as is; the colour under alpha 0 survives.
    Expectation(
      file: "rgba-8bit.png", width: 2, height: 2,
      pixels: [
        [0xFF, 0x00, 0x00, 0xFF, 0x10, 0x20, 0x30, 0x00],
        [0x00, 0x80, 0xFF, 0x80, 0xFE, 0xDC, 0xBA, 0x98],
      ]),
    // (0x8080, 0x0000, 0xFFFF, 0x12FF) and (0x4040, 0xABAB, 0x0101, 0xFFFF).
    Expectation(
      file: "rgba-16bit.png", width: 2, height: 1,
      pixels: [
        [0x80, 0x00, 0xFF, 0x13, 0x40, 0xAB, 0x01, 0xFF]
      ]),
    // PLTE: 0 red, 1 green, 2 blue, 3 (0x12, 0x34, 0x56). Indices 3, 2, 1, 0; no tRNS, so all opaque.
    Expectation(
      file: "palette-8bit.png", width: 4, height: 1,
      pixels: [
        [0x12, 0x34, 0x56, 0xFF, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0xFF, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0xFF]
      ]),
    // Same PLTE, 2-bit indices 0...3, tRNS (0x00, 0x80): entries 2 and 3 are beyond tRNS, so opaque.
    Expectation(
      file: "palette-2bit-trns.png", width: 4, height: 1,
      pixels: [
        [0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0x00, 0x80, 0x00, 0x00, 0xFF, 0xFF, 0x12, 0x34, 0x56, 0xFF]
      ]),
    // tRNS grey 0x40: only that level becomes transparent.
    Expectation(
      file: "gray-8bit-trns.png", width: 4, height: 1,
      pixels: [
        grey(0x00) + grey(0x40, alpha: 0x00) + grey(0x80) + grey(0xFF)
      ]),
    // tRNS grey 0x4040 is matched at 16 bits: 0x4041 also rounds to 0x40 but stays opaque.
    Expectation(
      file: "gray-16bit-trns.png", width: 3, height: 1,
      pixels: [
        grey(0x40, alpha: 0x00) + grey(0x40) + grey(0xFF)
      ]),
    // tRNS colour (0x12, 0x34, 0x56): the neighbour (0x12, 0x34, 0x57) stays opaque.
    Expectation(
      file: "rgb-8bit-trns.png", width: 2, height: 1,
      pixels: [
        [0x12, 0x34, 0x56, 0x00, 0x12, 0x34, 0x57, 0xFF]
      ]),
    // gAMA 1.0 and 0.45455 with (0x40, 0x80, 0xC0), (0x01, 0x7F, 0xFE): no gamma correction on read.
    Expectation(
      file: "gamma-1.0.png", width: 2, height: 1,
      pixels: [
        [0x40, 0x80, 0xC0, 0xFF, 0x01, 0x7F, 0xFE, 0xFF]
      ]),
    Expectation(
      file: "gamma-0.45455.png", width: 2, height: 1,
      pixels: [
        [0x40, 0x80, 0xC0, 0xFF, 0x01, 0x7F, 0xFE, 0xFF]
      ]),
  ]

  @Test(arguments: expectations)
  func decodesFixtureToStatedRGBA(_ expectation: Expectation) throws {
    let image = try PNGCodec.decode(fixture(expectation.file))

    #expect(image.width == expectation.width)
    #expect(image.height == expectation.height)
    #expect(image.pixels == expectation.pixels.flatMap { $0 })
  }

  /// 13 x 11, so several Adam7 passes are partial.
  @Test func decodesInterlacedRGBA() throws {
    let image = try PNGCodec.decode(fixture("rgba-8bit-adam7.png"))

    #expect(image.width == 13 && image.height == 11)
    for y in 0..<11 {
      for x in 0..<13 {
        let expected = [(x * 20) % 256, (y * 23) % 256, (x * y * 7) % 256, 255 - x * 5 - y].map { UInt8($0) }
        let pixel = image.pixel(x: x, y: y)
        #expect([pixel.0, pixel.1, pixel.2, pixel.3] == expected, "pixel (\(x), \(y))")
      }
    }
  }

  /// 1-bit samples packed separately in every Adam7 pass.
  @Test func decodesInterlacedOneBitGrey() throws {
    let image = try PNGCodec.decode(fixture("gray-1bit-adam7.png"))

    #expect(image.width == 13 && image.height == 11)
    for y in 0..<11 {
      for x in 0..<13 {
        let level: UInt8 = (x * 3 + y) % 5 == 0 ? 0xFF : 0x00
        let pixel = image.pixel(x: x, y: y)
        #expect([pixel.0, pixel.1, pixel.2, pixel.3] == [level, level, level, 0xFF], "pixel (\(x), \(y))")
      }
    }
  }

  // MARK: - Bad input

  @Test func emptyInputIsNotPNG() {
    #expect(throws: PNGError.notPNG) { _ = try PNGCodec.decode([]) }
  }

  @Test(arguments: [
    Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8),
    [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01],  // JPEG
    Array("hello, world".utf8),
    [0x89, 0x50, 0x4E, 0x47, 0x0A, 0x1A, 0x0A, 0x00],  // CR LF turned into LF by a text-mode transfer
    [0x89, 0x50, 0x4E, 0x47],  // the first half of the signature
  ])
  func nonPNGBytesAreNotPNG(_ bytes: [UInt8]) {
    #expect(throws: PNGError.notPNG) { _ = try PNGCodec.decode(bytes) }
  }

  @Test func signatureFollowedByGarbageIsCorrupt() {
    let bytes = PNGChunk.signature + Array("this is not a chunk stream".utf8)
    expectCorrupt { try PNGCodec.decode(bytes) }
  }

  @Test func everyTruncationThrows() throws {
    for file in ["rgba-8bit-adam7.png", "palette-2bit-trns.png", "gray-16bit.png"] {
      let bytes = try fixture(file)
      for length in 0..<bytes.count {
        let prefix = Array(bytes[..<length])
        if length < PNGChunk.signature.count {
          #expect(throws: PNGError.notPNG, "\(file) cut to \(length) bytes") {
            _ = try PNGCodec.decode(prefix)
          }
        } else {
          expectCorrupt("\(file) cut to \(length) bytes") { try PNGCodec.decode(prefix) }
        }
      }
    }
  }

  @Test(arguments: ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
  func badCRCThrows(in chunkType: String) throws {
    var bytes = try fixture("palette-2bit-trns.png")
    let chunk = try #require(PNGChunk.all(in: bytes).first { $0.type == chunkType })
    bytes[chunk.crcOffset + 3] ^= 0x01

    let error = try #require(throws: PNGError.self) { _ = try PNGCodec.decode(bytes) }
    guard case .corrupt(let message) = error else {
      Issue.record("expected .corrupt, got \(error)")
      return
    }
    #expect(message.contains("CRC"), "libpng's message: \(message)")
  }

  @Test func flippedBitInCompressedDataThrows() throws {
    var bytes = try fixture("rgba-8bit-adam7.png")
    let idat = try #require(PNGChunk.all(in: bytes).first { $0.type == "IDAT" })
    bytes[idat.dataOffset + idat.length / 2] ^= 0x10
    PNGChunk.fixCRC(of: idat, in: &bytes)

    expectCorrupt { try PNGCodec.decode(bytes) }
  }

  /// Every single-bit change anywhere in the zlib stream (header, deflate data, checksum), with the chunk
  /// CRC made valid again, is an error: the zlib checksum is checked, not only the chunk CRC. The last
  /// deflate byte is left out: its unused high bits may be padding that no decoder reads.
  @Test func anyFlippedBitInTheZlibStreamThrows() throws {
    let original = try fixture("rgba-8bit-adam7.png")
    let idat = try #require(PNGChunk.all(in: original).first { $0.type == "IDAT" })
    let lastDeflateByte = idat.dataOffset + idat.length - 5  // before the 4-byte Adler-32
    let positions = Array(idat.dataOffset..<lastDeflateByte) + Array(lastDeflateByte + 1..<idat.crcOffset)

    for position in positions {
      for bit in 0..<8 {
        var bytes = original
        bytes[position] ^= UInt8(1 << bit)
        PNGChunk.fixCRC(of: idat, in: &bytes)
        expectCorrupt("bit \(bit) of byte \(position)") { try PNGCodec.decode(bytes) }
      }
    }
  }

  @Test func hugeDeclaredSizeIsTooLarge() {
    let bytes = PNGChunk.headerOnly(width: 100_000, height: 100_000)
    #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000)) { _ = try PNGCodec.decode(bytes) }
  }

  @Test(arguments: [(16_385, 1), (1, 16_385), (16_384, 16_384), (8_193, 8_192), (0xFFFF_FFFF, 0xFFFF_FFFF)])
  func sizeOutsideBitmapLimitsIsTooLarge(width: Int, height: Int) {
    // Followed by a valid IDAT and IEND, to show the size is refused before any pixel is read.
    let idat = PNGChunk.make("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
    let bytes = PNGChunk.signatureAndHeader(width: width, height: height) + idat + PNGChunk.make("IEND", [])
    #expect(throws: PNGError.tooLarge(width: width, height: height)) { _ = try PNGCodec.decode(bytes) }
  }

  @Test func zeroWidthIsCorrupt() {
    expectCorrupt { try PNGCodec.decode(PNGChunk.headerOnly(width: 0, height: 10)) }
  }

  @Test func badInputPrintsNothing() throws {
    let fixtureBytes = try fixture("rgba-8bit-adam7.png")
    let idat = try #require(PNGChunk.all(in: fixtureBytes).first { $0.type == "IDAT" })
    var damaged = fixtureBytes
    damaged[idat.dataOffset + 20] ^= 0xFF
    PNGChunk.fixCRC(of: idat, in: &damaged)
    var badCRC = fixtureBytes
    badCRC[idat.crcOffset] ^= 0xFF
    let inputs: [[UInt8]] = [
      [], Array(fixtureBytes.prefix(40)), damaged, badCRC,
      PNGChunk.headerOnly(width: 100_000, height: 100_000), PNGChunk.headerOnly(width: 0, height: 1),
    ]

    let printed = captureStandardError {
      for input in inputs {
        _ = try? PNGCodec.decode(input)
      }
    }

    #expect(!printed.contains("libpng"), "printed: \(printed)")
  }

  // MARK: - Files

  @Test func decodesFileAtPath() throws {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/rgb-8bit", withExtension: "png"))
    let image = try PNGCodec.decode(contentsOf: url.path)

    #expect(image.pixels == [0xFF, 0x00, 0x00, 0xFF, 0x12, 0x34, 0x56, 0xFF, 0x00, 0x00, 0x00, 0xFF])
  }

  @Test func missingFileIsUnreadable() throws {
    let path = "/nonexistent-pixelproof-folder/reference.png"
    // The system's explanation for ENOENT.
    #expect(throws: PNGError.unreadable(path: path, reason: "No such file or directory")) {
      _ = try PNGCodec.decode(contentsOf: path)
    }
  }

  @Test func directoryIsUnreadable() throws {
    // A folder opens for reading, but reading it fails with EISDIR.
    #expect(throws: PNGError.unreadable(path: "/", reason: "Is a directory")) {
      _ = try PNGCodec.decode(contentsOf: "/")
    }
  }

  @Test func errorDescriptionsSayWhatHappened() {
    #expect(PNGError.notPNG.description.contains("signature"))
    #expect(PNGError.corrupt(message: "IDAT: CRC error").description.contains("IDAT: CRC error"))
    #expect(PNGError.tooLarge(width: 100_000, height: 5).description.contains("100000 x 5"))
    #expect(
      PNGError.unreadable(path: "/a.png", reason: "Permission denied").description
        .contains("/a.png: Permission denied"))
  }
}

// MARK: - Helpers

private func gradientImage(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) throws -> StraightBitmap {
  let pixels = (0..<height).flatMap { y in (0..<width).flatMap { x in pixel(x, y) } }
  return try StraightBitmap(width: width, height: height, pixels: pixels)
}

/// Expects `decode` to throw ``PNGError/corrupt(message:)``.
private func expectCorrupt(
  _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation,
  _ decode: () throws -> StraightBitmap
) {
  do {
    _ = try decode()
    Issue.record("expected PNGError.corrupt, decoding succeeded \(context)", sourceLocation: sourceLocation)
  } catch let error as PNGError {
    guard case .corrupt = error else {
      Issue.record("expected PNGError.corrupt, got \(error) \(context)", sourceLocation: sourceLocation)
      return
    }
  } catch {
    Issue.record("expected PNGError.corrupt, got \(error) \(context)", sourceLocation: sourceLocation)
  }
}

/// Runs `body` with the process's standard error sent to a temporary file, then writes what was captured
/// back to standard error (other tests may print meanwhile) and returns it.
private func captureStandardError(_ body: () -> Void) -> String {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("pixelproof-stderr-\(UUID().uuidString)").path
  let capture = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
  let saved = dup(STDERR_FILENO)
  guard capture >= 0, saved >= 0 else {
    Issue.record("could not redirect standard error")
    return ""
  }
  unlink(path)
  dup2(capture, STDERR_FILENO)
  body()
  dup2(saved, STDERR_FILENO)
  close(saved)

  var captured: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 4096)
  lseek(capture, 0, SEEK_SET)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(capture, $0.baseAddress, $0.count) }
    guard count > 0 else { break }
    captured += chunk[..<count]
  }
  close(capture)
  FileHandle.standardError.write(Data(captured))
  return String(decoding: captured, as: UTF8.self)
}
