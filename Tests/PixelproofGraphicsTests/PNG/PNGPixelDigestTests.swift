import Testing

@testable import PixelproofGraphics

@Suite struct PNGPixelDigestTests {
  /// A 5 x 3 image whose pixels all differ.
  private func image(changingByte index: Int? = nil) throws -> StraightBitmap {
    var image = try StraightBitmap(width: 5, height: 3, filledWith: (0, 0, 0, 255))
    for pixel in 0..<15 { image.pixels[pixel * 4] = UInt8(pixel * 16) }
    if let index { image.pixels[index] ^= 1 }
    return image
  }

  @Test func everySingleChangedByteChangesTheDigest() throws {
    let bytes = (0..<100).map { UInt8($0) }
    let digests = (0..<100).map { index in
      var changed = bytes
      changed[index] ^= 0x80
      return ContentDigest(of: changed)
    }
    #expect(Set(digests + [ContentDigest(of: bytes)]).count == 101)
  }

  /// Digests are stored in reference files, so their value must never change. The expected digests
  /// come from a separate Python transcription of the algorithm as ContentDigest's comments describe it
  /// (seeds, four lanes over 32-byte little-endian blocks, the zero-padded tail, the length, the final
  /// mixing), not from this implementation.
  @Test func theDigestOfKnownBytesNeverChanges() {
    #expect(
      ContentDigest(of: (0..<100).map { UInt8($0) }, domain: 7).description
        == "200211924e101ec72ef4b6e9a058b0fa90739cea8039bb9c71ff99c389bff8d5")
    // 31 whole blocks and an 8-byte tail.
    #expect(
      ContentDigest(of: (0..<1000).map { UInt8(($0 * 37) & 255) }, domain: 0x1234).description
        == "469a00fddfd15785ef629f8f6177674785a5cff87f453d4c229e27621be3fc50")
  }

  @Test func aTrailingZeroByteAndTheDomainChangeTheDigest() {
    let bytes: [UInt8] = [1, 2, 3]
    #expect(ContentDigest(of: bytes) == ContentDigest(of: bytes))
    #expect(ContentDigest(of: bytes) != ContentDigest(of: bytes + [0]))
    #expect(ContentDigest(of: bytes) != ContentDigest(of: bytes, domain: 1))
  }

  @Test func theSizeIsPartOfAPixelDigest() throws {
    let wide = try StraightBitmap(width: 4, height: 1, filledWith: (1, 2, 3, 4))
    let tall = try StraightBitmap(width: 1, height: 4, filledWith: (1, 2, 3, 4))
    #expect(ContentDigest(pixelsOf: wide) != ContentDigest(pixelsOf: tall))
  }

  @Test func theHexTextReadsBackAndNothingElseDoes() {
    let digest = ContentDigest(of: [7, 8, 9])
    #expect(digest.description.count == 64)
    #expect(ContentDigest(hex: digest.description) == digest)
    #expect(ContentDigest(hex: digest.description.uppercased()) == nil)
    #expect(ContentDigest(hex: String(digest.description.dropLast())) == nil)
    #expect(ContentDigest(hex: "+" + digest.description.dropFirst()) == nil)
  }

  @Test func anEntryAddedByTheEncoderIsTrustedAndKeepsThePixels() throws {
    let picture = try image()
    let file = PNGPixelDigest.adding(to: try PNGCodec.encode(picture), pixelsOf: picture)
    #expect(PNGPixelDigest.trustedPixelDigest(in: file) == ContentDigest(pixelsOf: picture))
    // libpng checks the new chunk's CRC and reads it as text.
    let decoded = try PNGCodec.decodeWithText(file)
    #expect(decoded.bitmap == picture)
    #expect(decoded.text(forKeyword: PNGPixelDigest.keyword)?.text.hasPrefix("pixels=") == true)
  }

  @Test func aFileWithoutAnEntryHasNoTrustedDigest() throws {
    #expect(PNGPixelDigest.trustedPixelDigest(in: try PNGCodec.encode(image())) == nil)
  }

  @Test func anyChangedByteMakesItUntrusted() throws {
    let picture = try image()
    let file = PNGPixelDigest.adding(to: try PNGCodec.encode(picture), pixelsOf: picture)
    // Every byte, one at a time: the compressed data, the header, the entry and IEND alike.
    for index in 0..<file.count {
      var changed = file
      changed[index] ^= 0x01
      #expect(PNGPixelDigest.trustedPixelDigest(in: changed) == nil, "byte \(index)")
    }
  }

  @Test func aFileRewrittenWithTheSamePixelsByAnotherEncoderIsUntrusted() throws {
    let picture = try image()
    let file = PNGPixelDigest.adding(to: try PNGCodec.encode(picture), pixelsOf: picture)
    let entrySize = 12 + 17 + 1 + 7 + 64 + 6 + 64
    let entry = Array(file[(file.count - 12 - entrySize)..<(file.count - 12)])
    // Another tool's file: different compressed bytes, the old entry copied before its IEND.
    let other = try PNGCodec.encode(picture, compression: .quick)
    let rewritten = Array(other[..<(other.count - 12)]) + entry + other[(other.count - 12)...]
    #expect(try PNGCodec.decode(rewritten) == picture)
    #expect(PNGPixelDigest.trustedPixelDigest(in: rewritten) == nil)
  }
}
