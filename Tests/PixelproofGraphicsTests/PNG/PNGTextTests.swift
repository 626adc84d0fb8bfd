import PixelproofGraphics
import Testing

/// Text entries in PNG files: written as zTXt chunks with fixed settings, read back from tEXt, zTXt and
/// iTXt, and skipped (never a crash, never unbounded memory) when damaged.
struct PNGTextTests {
  // MARK: - Writing and reading back

  @Test func nonASCIITextRoundTrips() throws {
    let text = [
      try PNGTextChunk(keyword: "pixelproof-layout", text: "Label \"Grüße\"\n日本語 🙂 – done"),
      try PNGTextChunk(keyword: "Größe", text: "Ünïcödé keyword in Latin-1"),
    ]
    let image = try noiseImage(width: 6, height: 4, alpha: true)

    let decoded = try PNGCodec.decodeWithText(PNGCodec.encode(image, text: text))

    #expect(decoded.text == text)
    #expect(decoded.text[0].text == "Label \"Grüße\"\n日本語 🙂 – done")
    #expect(decoded.text(forKeyword: "Größe")?.text == "Ünïcödé keyword in Latin-1")
    #expect(decoded.bitmap == image)
  }

  @Test func fileWithoutTextDecodesWithNoText() throws {
    let image = try noiseImage(width: 5, height: 3, alpha: false)
    let decoded = try PNGCodec.decodeWithText(PNGCodec.encode(image))

    #expect(decoded.text.isEmpty)
    #expect(decoded.bitmap == image)
  }

  @Test func encodingWithTextTwiceGivesIdenticalBytes() throws {
    let image = try noiseImage(width: 9, height: 7, alpha: true)
    let text = [
      try PNGTextChunk(
        keyword: "pixelproof-layout", text: String(repeating: "0 \"View\" - 0 0 1 1\n", count: 50))
    ]

    #expect(try PNGCodec.encode(image, text: text) == PNGCodec.encode(image, text: text))
  }

  @Test func textChangesNoPixel() throws {
    let image = try noiseImage(width: 8, height: 8, alpha: true)
    let withText = try PNGCodec.encode(image, text: [try PNGTextChunk(keyword: "note", text: "hello")])
    let without = try PNGCodec.encode(image)

    #expect(withText != without)
    #expect(try PNGCodec.decode(withText) == PNGCodec.decode(without))
    #expect(try PNGCodec.decodeWithText(withText).bitmap == image)
  }

  @Test func textIsWrittenAsZTXtChunksBeforeTheImageDataInOrder() throws {
    let text = try ["first", "second", "third"].map { try PNGTextChunk(keyword: $0, text: "value of \($0)") }
    // 400 noise pixels: too many colours for a palette, so no PLTE or tRNS among the chunks.
    let bytes = try PNGCodec.encode(try noiseImage(width: 20, height: 20, alpha: true), text: text)
    let chunks = PNGChunk.all(in: bytes)

    #expect(chunks.map(\.type) == ["IHDR", "zTXt", "zTXt", "zTXt", "IDAT", "IEND"])
    #expect(try PNGCodec.decodeWithText(bytes).text.map(\.keyword) == ["first", "second", "third"])
  }

  @Test func emptyValueRoundTrips() throws {
    let text = [try PNGTextChunk(keyword: "empty", text: "")]
    let bytes = try PNGCodec.encode(try noiseImage(width: 2, height: 2, alpha: true), text: text)

    #expect(try PNGCodec.decodeWithText(bytes).text == text)
  }

  @Test func valueOfTheLargestSizeRoundTrips() throws {
    let value = [UInt8](repeating: UInt8(ascii: "x"), count: PNGTextChunk.maxValueSize)
    let text = [try PNGTextChunk(keyword: "large", value: value)]
    let bytes = try PNGCodec.encode(try noiseImage(width: 2, height: 2, alpha: true), text: text)

    #expect(try PNGCodec.decodeWithText(bytes).text == text)
  }

  @Test func incompressibleTextFitsTheEncoderBound() throws {
    var state: UInt32 = 7
    let value = (0..<20_000).map { _ in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(1 + (state >> 24) % 255)  // no NUL
    }
    let text = [try PNGTextChunk(keyword: "noise", value: value)]
    let bytes = try PNGCodec.encode(try noiseImage(width: 1, height: 1, alpha: true), text: text)

    #expect(try PNGCodec.decodeWithText(bytes).text == text)
  }

  // MARK: - Text written by other tools

  @Test func readsTEXtAndITXtChunksBeforeAndAfterTheImageData() throws {
    let image = try noiseImage(width: 4, height: 2, alpha: true)
    let plain = try PNGCodec.encode(image)
    // tEXt: keyword (Latin-1 "Größe"), NUL, text. iTXt: keyword, NUL, compression flag 0, method 0,
    // language tag "de", NUL, translated keyword "Größe" in UTF-8, NUL, text in UTF-8.
    let tEXt = PNGChunk.make("tEXt", [0x47, 0x72, 0xF6, 0xDF, 0x65, 0] + Array("12 px".utf8))
    let iTXt = PNGChunk.make(
      "iTXt",
      Array("Title".utf8) + [0, 0, 0] + Array("de".utf8) + [0] + Array("Größe".utf8) + [0]
        + Array("Grüße 🙂".utf8))
    let ihdrEnd = 8 + 25
    let iendStart = plain.count - 12
    let bytes =
      Array(plain[..<ihdrEnd]) + tEXt + Array(plain[ihdrEnd..<iendStart]) + iTXt + Array(plain[iendStart...])

    let decoded = try PNGCodec.decodeWithText(bytes)

    #expect(decoded.text.map(\.keyword) == ["Größe", "Title"])
    #expect(decoded.text.map(\.text) == ["12 px", "Grüße 🙂"])
    #expect(decoded.bitmap == image)
  }

  @Test func invalidUTF8IsReadLeniently() throws {
    let plain = try PNGCodec.encode(try noiseImage(width: 2, height: 2, alpha: true))
    let tEXt = PNGChunk.make("tEXt", Array("note".utf8) + [0, 0x41, 0xFF, 0x42])
    let bytes = Array(plain[..<(plain.count - 12)]) + tEXt + Array(plain[(plain.count - 12)...])

    let chunk = try #require(try PNGCodec.decodeWithText(bytes).text.first)

    #expect(chunk.value == [0x41, 0xFF, 0x42])
    #expect(chunk.text == "A\u{FFFD}B")
  }

  // MARK: - Keywords and values the encoder refuses

  // The reasons follow the PNG specification's keyword rules: 1 to 79 printable Latin-1 characters, no
  // leading, trailing or consecutive spaces; the first character outside the range is named.
  @Test(arguments: [
    ("", "a keyword has 1 to 79 characters"),
    (String(repeating: "k", count: 80), "a keyword has 1 to 79 characters"),
    (" leading", "a keyword has no leading, trailing or consecutive spaces"),
    ("trailing ", "a keyword has no leading, trailing or consecutive spaces"),
    ("two  spaces", "a keyword has no leading, trailing or consecutive spaces"),
    ("tab\there", "a keyword has only printable Latin-1 characters, not U+9"),
    ("emoji🙂", "a keyword has only printable Latin-1 characters, not U+1F642"),
    ("nbsp\u{A0}", "a keyword has only printable Latin-1 characters, not U+A0"),
    ("del\u{7F}", "a keyword has only printable Latin-1 characters, not U+7F"),
  ])
  func invalidKeywordIsRefused(_ keyword: String, reason: String) {
    #expect(throws: PNGError.invalidText(keyword: keyword, reason: reason)) {
      _ = try PNGTextChunk(keyword: keyword, text: "value")
    }
  }

  @Test func validKeywordsAreAccepted() throws {
    for keyword in [
      "a", String(repeating: "k", count: 79), "Software", "pixelproof-layout", "two words", "ÿ¡",
    ] {
      #expect(try PNGTextChunk(keyword: keyword, text: "v").keyword == keyword)
    }
  }

  @Test func valueWithNULOrOverTheLimitIsRefused() {
    #expect(throws: PNGError.invalidText(keyword: "k", reason: "the value contains a NUL byte")) {
      _ = try PNGTextChunk(keyword: "k", value: [0x41, 0, 0x42])
    }
    let limit = PNGTextChunk.maxValueSize
    let tooLong = "the value has \(limit + 1) bytes, more than \(limit)"
    #expect(throws: PNGError.invalidText(keyword: "k", reason: tooLong)) {
      _ = try PNGTextChunk(
        keyword: "k", value: [UInt8](repeating: 0x41, count: PNGTextChunk.maxValueSize + 1))
    }
  }

  // MARK: - Damaged and hostile text

  @Test func garbageCompressedStreamIsSkipped() throws {
    let image = try noiseImage(width: 4, height: 4, alpha: true)
    var bytes = try PNGCodec.encode(
      image,
      text: [
        try PNGTextChunk(keyword: "broken", text: "some text"), try PNGTextChunk(keyword: "kept", text: "ok"),
      ])
    let zTXt = try #require(PNGChunk.all(in: bytes).first { $0.type == "zTXt" })
    // After "broken", its NUL and the method byte: overwrite the whole zlib stream.
    for offset in zTXt.dataOffset + 8..<zTXt.crcOffset { bytes[offset] = 0xA5 }
    PNGChunk.fixCRC(of: zTXt, in: &bytes)

    let decoded = try PNGCodec.decodeWithText(bytes)

    #expect(decoded.text == [try PNGTextChunk(keyword: "kept", text: "ok")])
    #expect(decoded.bitmap == image)
    #expect(try PNGCodec.decode(bytes) == image)
  }

  @Test func anyChangedByteInAZTXtChunkLeavesThePixelsReadable() throws {
    let image = try noiseImage(width: 3, height: 3, alpha: true)
    let original = try PNGCodec.encode(
      image, text: [try PNGTextChunk(keyword: "layout", text: "0 \"View\" - 0 0 3 3")])
    let zTXt = try #require(PNGChunk.all(in: original).first { $0.type == "zTXt" })

    for offset in zTXt.dataOffset..<zTXt.crcOffset {
      for change: UInt8 in [0x01, 0x80, 0xFF] {
        var bytes = original
        bytes[offset] ^= change
        PNGChunk.fixCRC(of: zTXt, in: &bytes)
        let decoded = try PNGCodec.decodeWithText(bytes)
        #expect(decoded.bitmap == image, "byte \(offset) ^ \(change)")
        #expect(decoded.text.count <= 1)
      }
    }
  }

  @Test func truncatedZTXtChunkIsSkipped() throws {
    let image = try noiseImage(width: 3, height: 2, alpha: true)
    let original = try PNGCodec.encode(
      image, text: [try PNGTextChunk(keyword: "cut", text: "a value long enough to compress")])
    let zTXt = try #require(PNGChunk.all(in: original).first { $0.type == "zTXt" })
    let start = zTXt.dataOffset - 8
    let end = zTXt.crcOffset + 4

    for keep in [0, 2, 3, 4, 5, zTXt.length / 2, zTXt.length - 1] {
      let data = Array(original[zTXt.dataOffset..<zTXt.dataOffset + keep])
      let bytes = Array(original[..<start]) + PNGChunk.make("zTXt", data) + Array(original[end...])
      let decoded = try PNGCodec.decodeWithText(bytes)
      #expect(decoded.text.isEmpty, "zTXt cut to \(keep) bytes")
      #expect(decoded.bitmap == image)
    }
  }

  @Test func badCRCInATextChunkIsCorrupt() throws {
    var bytes = try PNGCodec.encode(
      try noiseImage(width: 2, height: 2, alpha: true), text: [try PNGTextChunk(keyword: "k", text: "v")])
    let zTXt = try #require(PNGChunk.all(in: bytes).first { $0.type == "zTXt" })
    bytes[zTXt.crcOffset] ^= 0x01

    let error = try #require(throws: PNGError.self) { _ = try PNGCodec.decodeWithText(bytes) }
    guard case .corrupt = error else {
      Issue.record("expected .corrupt, got \(error)")
      return
    }
  }

  /// A zTXt chunk of about 50 KB whose otherwise valid stream expands to more than 8,000,000 bytes: skipped
  /// once the limit is reached, not decompressed in full. The same stream made short is read, which shows
  /// the chunk is well formed.
  @Test func textDecompressingBeyondTheLimitIsSkipped() throws {
    let image = try noiseImage(width: 2, height: 2, alpha: true)
    let plain = try PNGCodec.encode(image)
    func withZTXt(expandingTo count: Int) -> [UInt8] {
      let chunk = PNGChunk.make(
        "zTXt", Array("bomb".utf8) + [0, 0] + RepeatedByteStream.zlib(of: 0x61, count: count))
      return Array(plain[..<33]) + chunk + Array(plain[33...])
    }

    let small = try PNGCodec.decodeWithText(withZTXt(expandingTo: 1 + 258 * 40))
    let huge = try PNGCodec.decodeWithText(withZTXt(expandingTo: 1 + 258 * 31_100))

    #expect(
      small.text == [try PNGTextChunk(keyword: "bomb", value: [UInt8](repeating: 0x61, count: 1 + 258 * 40))])
    #expect(huge.text.isEmpty)
    #expect(huge.bitmap == image)
  }

  /// Reading text makes libpng's benign errors warnings; every other warning must still fail the decode.
  /// Same damage as PNGCodecTests's: every bit of the image's zlib stream (checksum included), and every
  /// truncation.
  @Test func pixelsAreCheckedAsStrictlyAsWithoutText() throws {
    let original = try fixture("rgba-8bit-adam7.png")
    let idat = try #require(PNGChunk.all(in: original).first { $0.type == "IDAT" })
    let lastDeflateByte = idat.dataOffset + idat.length - 5
    var damaged: [[UInt8]] = (0..<original.count).map { Array(original[..<$0]) }
    for position in Array(idat.dataOffset..<lastDeflateByte) + Array(lastDeflateByte + 1..<idat.crcOffset) {
      for bit in 0..<8 {
        var bytes = original
        bytes[position] ^= UInt8(1 << bit)
        PNGChunk.fixCRC(of: idat, in: &bytes)
        damaged.append(bytes)
      }
    }

    // Cut inside the signature, the data is not a PNG; past it, libpng finds it damaged, in its own words.
    for bytes in damaged {
      let error = #expect(throws: PNGError.self) { _ = try PNGCodec.decodeWithText(bytes) }
      let insideSignature = bytes.count < PNGChunk.signature.count
      switch error {
      case .notPNG?: #expect(insideSignature, "\(bytes.count) bytes")
      case .corrupt?: #expect(!insideSignature, "\(bytes.count) bytes")
      default: Issue.record("not notPNG or corrupt: \(String(describing: error)), \(bytes.count) bytes")
      }
    }
  }

  @Test func atMostEightTextChunksAreRead() throws {
    let text = try (0..<11).map { try PNGTextChunk(keyword: "entry \($0)", text: "value \($0)") }
    let bytes = try PNGCodec.encode(try noiseImage(width: 2, height: 2, alpha: true), text: text)

    #expect(try PNGCodec.decodeWithText(bytes).text == Array(text.prefix(8)))
  }
}

/// A zlib stream of one byte repeated: the byte as a literal, then copies of 258 bytes at distance 1, in
/// one block of deflate's fixed Huffman codes (RFC 1951, section 3.2.6), and the Adler-32 checksum.
private enum RepeatedByteStream {
  /// - Parameter count: 1 plus a multiple of 258.
  static func zlib(of byte: UInt8, count: Int) -> [UInt8] {
    precondition(count >= 1 && (count - 1) % 258 == 0)
    var bits = BitWriter()
    bits.write(1, count: 1)  // BFINAL
    bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
    bits.writeCode(0x30 + UInt32(byte), length: 8)  // literals 0...143: 00110000 + value
    for _ in 0..<(count - 1) / 258 {
      bits.writeCode(0b1100_0101, length: 8)  // length code 285: 258 bytes, no extra bits
      bits.writeCode(0, length: 5)  // distance code 0: distance 1
    }
    bits.writeCode(0, length: 7)  // end of block (256)
    return [0x78, 0x01] + bits.bytes + adler32(of: byte, count: count)
  }

  /// Adler-32 of `count` copies of `byte`, in closed form: a = 1 + n·b, s = n + b·n(n+1)/2 (mod 65521).
  private static func adler32(of byte: UInt8, count: Int) -> [UInt8] {
    let modulus = 65_521
    let n = count
    let a = (1 + n * Int(byte)) % modulus
    let s = (n + Int(byte) * (n * (n + 1) / 2 % modulus)) % modulus
    return [UInt8(s >> 8), UInt8(s & 0xFF), UInt8(a >> 8), UInt8(a & 0xFF)]
  }

  /// Packs bits least significant first, as deflate does.
  private struct BitWriter {
    var bytes: [UInt8] = []
    private var used = 8

    /// A value's bits, least significant first (header fields, extra bits).
    mutating func write(_ value: UInt32, count: Int) {
      for i in 0..<count { append(bit: (value >> UInt32(i)) & 1) }
    }

    /// A Huffman code, most significant bit first.
    mutating func writeCode(_ code: UInt32, length: Int) {
      for i in (0..<length).reversed() { append(bit: (code >> UInt32(i)) & 1) }
    }

    private mutating func append(bit: UInt32) {
      if used == 8 {
        bytes.append(0)
        used = 0
      }
      bytes[bytes.count - 1] |= UInt8(bit) << UInt8(used)
      used += 1
    }
  }
}
