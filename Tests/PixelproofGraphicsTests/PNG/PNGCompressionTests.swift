import PixelproofGraphics
import Testing

/// The quick encoding for review images: other settings, the same pixels.
@Suite struct PNGCompressionTests {
  @Test(arguments: [false, true])
  func quickFilesDecodeToTheSamePixels(alpha: Bool) throws {
    let image = try noiseImage(width: 61, height: 47, alpha: alpha)
    let quick = try PNGCodec.encode(image, compression: .quick)
    #expect(try PNGCodec.decode(quick) == image)
    // Fixed settings: the same bytes every time, and not the reference settings' bytes.
    #expect(try PNGCodec.encode(image, compression: .quick) == quick)
    #expect(try PNGCodec.encode(image) != quick)
  }

  @Test func quickFilesCarryText() throws {
    let image = try noiseImage(width: 8, height: 8, alpha: true)
    let entry = try PNGTextChunk(keyword: "note", text: "für alle")
    let decoded = try PNGCodec.decodeWithText(PNGCodec.encode(image, text: [entry], compression: .quick))
    #expect(decoded.bitmap == image && decoded.text == [entry])
  }
}
