import Foundation
import PixelproofGraphics
import Testing

/// The PNG half of the regression corpus (Fuzz/Regressions/png/, written by scripts/generate/make-fuzz-pngs.py):
/// each file found by fuzzing or by reading the code, with the exact verdict both entry points must give.
@Suite struct PNGRegressionTests {
  private static let folder =
    "/" + #filePath.split(separator: "/").dropLast(4).joined(separator: "/") + "/Fuzz/Regressions/png"

  private func bytes(_ name: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/\(name).png")))
  }

  /// Both entry points decode the file to `pixels`, RGBA rows top to bottom.
  private func expectBothDecode(_ name: String, width: Int, height: Int, pixels: [UInt8]) throws {
    let expected = try StraightBitmap(width: width, height: height, pixels: pixels)
    let file = try bytes(name)
    #expect(try PNGCodec.decode(file) == expected)
    #expect(try PNGCodec.decodeWithText(file) == DecodedPNG(bitmap: expected, text: []))
  }

  /// Both entry points refuse the file with `error`.
  private func expectBothRefuse(_ name: String, with error: PNGError) throws {
    let file = try bytes(name)
    #expect(throws: error) { try PNGCodec.decode(file) }
    #expect(throws: error) { try PNGCodec.decodeWithText(file) }
  }

  @Test func everyFileInTheCorpusHasATest() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).sorted()
    #expect(
      names == [
        "text-chunk-over-limit.png", "trns-grey-1bit-out-of-range.png", "trns-rgb-8bit-out-of-range.png",
      ])
  }

  /// PNG's third edition, tRNS: "decoders must mask the other bits to 0 before the value is used". Grey 2
  /// at 1 bit is 0: the black pixel is transparent (black with alpha 0), the white one opaque.
  /// `decodeWithText` used to refuse this file, as libpng warns about the value, while `decode` read it.
  @Test func aGreyTransparencySampleAboveTheBitDepthCountsByItsLowBits() throws {
    try expectBothDecode(
      "trns-grey-1bit-out-of-range", width: 2, height: 1, pixels: [0, 0, 0, 0, 255, 255, 255, 255])
  }

  /// The same rule for RGB: (0x0101, 0x0102, 0x0103) at 8 bits is (1, 2, 3), the first pixel's colour.
  @Test func anRGBTransparencySampleAboveTheBitDepthCountsByItsLowBits() throws {
    try expectBothDecode(
      "trns-rgb-8bit-out-of-range", width: 2, height: 1, pixels: [1, 2, 3, 0, 4, 5, 6, 255])
  }

  /// A text chunk declaring more than 8,000,000 bytes (libpng's PNG_USER_CHUNK_MALLOC_MAX, which the
  /// shim pins as PP_PNG_MAX_CHUNK_SIZE) is refused when its header is read, before the file is found
  /// to end inside it: png_check_chunk_length's "chunk data is too large", prefixed with the chunk's
  /// name as png_chunk_error does. The same for both entry points.
  @Test func aTextChunkOverTheLengthLimitIsRefusedByBoth() throws {
    try expectBothRefuse("text-chunk-over-limit", with: .corrupt(message: "tEXt: chunk data is too large"))
  }
}
