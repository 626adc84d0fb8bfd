import PixelproofGraphics
import Testing

/// The encoder stores each image in the smallest colour type that keeps every pixel: a palette of 1, 2
/// or 4 bits for up to 16 colours, 8-bit grey for opaque grey, an 8-bit palette for up to 256 colours,
/// grey with alpha, then RGB or RGBA. Each case decodes back to exactly the pixels encoded, alpha
/// included. The expected colour types and bit depths follow from that rule and the colour counts
/// the images are built with; IHDR's bit depth is byte 24 of the file and its colour type byte 25
/// (PNG specification, 11.2.2: 0 grey, 2 RGB, 3 palette, 4 grey with alpha, 6 RGBA).
@Suite struct PNGColourTypeTests {
  /// `width` x `height` pixels cycling through `count` distinct colours, none of them grey (blue is
  /// 200, red and green never both are). `alpha(index)` gives each colour's alpha.
  private func cycling(
    _ count: Int, width: Int, height: Int, alpha: (Int) -> UInt8 = { _ in 255 }
  ) throws -> StraightBitmap {
    var pixels: [UInt8] = []
    for index in 0..<(width * height) {
      let colour = index % count
      pixels += [UInt8(colour % 256), UInt8(colour / 256 + 1), 200, alpha(colour)]
    }
    return try StraightBitmap(width: width, height: height, pixels: pixels)
  }

  private func chunkTypes(_ bytes: [UInt8]) -> [String] { PNGChunk.all(in: bytes).map(\.type) }

  @Test func anOpaqueImageOf257ColoursStaysRGB() throws {
    let image = try cycling(257, width: 17, height: 17)
    let bytes = try PNGCodec.encode(image)

    #expect(bytes[24] == 8 && bytes[25] == 2)
    #expect(chunkTypes(bytes) == ["IHDR", "IDAT", "IEND"])
    #expect(try PNGCodec.decode(bytes) == image)
  }

  @Test func aTranslucentImageOf257ColoursStaysRGBA() throws {
    // Alpha 0 with a colour included: straight alpha keeps the colour under it.
    let image = try cycling(257, width: 17, height: 17) { UInt8(($0 * 7) % 256) }
    let bytes = try PNGCodec.encode(image)

    #expect(bytes[24] == 8 && bytes[25] == 6)
    #expect(try PNGCodec.decode(bytes) == image)
  }

  @Test func exactly256ColoursMakeAnEightBitPalette() throws {
    let image = try cycling(256, width: 16, height: 16)
    let bytes = try PNGCodec.encode(image)
    let palette = try #require(PNGChunk.all(in: bytes).first { $0.type == "PLTE" })

    #expect(bytes[24] == 8 && bytes[25] == 3)
    #expect(palette.length == 256 * 3)
    #expect(chunkTypes(bytes) == ["IHDR", "PLTE", "IDAT", "IEND"], "opaque: no tRNS")
    #expect(try PNGCodec.decode(bytes) == image)
  }

  /// Colour count and the smallest bit depth whose indices reach it.
  @Test(arguments: [(1, 1), (2, 1), (3, 2), (4, 2), (5, 4), (16, 4), (17, 8)])
  func fewColoursMakeAPaletteOfTheFewestBits(colours: Int, bitDepth: UInt8) throws {
    // 13 px wide: rows end within a byte at every depth below 8, so the padding bits are exercised.
    let image = try cycling(colours, width: 13, height: 5)
    let bytes = try PNGCodec.encode(image)

    #expect(bytes[24] == bitDepth && bytes[25] == 3)
    #expect(try PNGCodec.decode(bytes) == image)
  }

  @Test func translucentPaletteColoursAreListedInTheTransparencyChunk() throws {
    // 20 colours, of which colours 3, 8 and 15 are translucent (alpha 0, 128 and 254).
    let alphas: [Int: UInt8] = [3: 0, 8: 128, 15: 254]
    let image = try cycling(20, width: 9, height: 7) { alphas[$0] ?? 255 }
    let bytes = try PNGCodec.encode(image)
    let transparency = try #require(PNGChunk.all(in: bytes).first { $0.type == "tRNS" })

    #expect(bytes[24] == 8 && bytes[25] == 3)
    // Translucent colours come first in the palette, so tRNS stops after the third entry.
    #expect(transparency.length == 3)
    #expect(Array(bytes[transparency.dataOffset..<transparency.crcOffset]) == [0, 128, 254])
    #expect(try PNGCodec.decode(bytes) == image)
  }

  @Test func aFullTranslucentPaletteOnASingleRowFitsTheEncoderBound() throws {
    // 256 colours, all translucent, in 256 x 1 px: PLTE (768 bytes) and tRNS (256) outweigh what the
    // palette saves on so few pixels, so the bound must leave room for both chunks.
    let image = try cycling(256, width: 256, height: 1) { UInt8($0 % 255) }
    let bytes = try PNGCodec.encode(image)

    #expect(bytes[25] == 3)
    #expect(try PNGCodec.decode(bytes) == image)
  }

  @Test func opaqueGreyIsStoredAsGrey() throws {
    // 256 grey levels: too many for a 4-bit palette, and grey needs no PLTE.
    let pixels = (0..<256).flatMap { level -> [UInt8] in
      let grey = UInt8(level)
      return [grey, grey, grey, 255]
    }
    let image = try StraightBitmap(width: 16, height: 16, pixels: pixels)
    let bytes = try PNGCodec.encode(image)

    #expect(bytes[24] == 8 && bytes[25] == 0)
    #expect(chunkTypes(bytes) == ["IHDR", "IDAT", "IEND"])
    #expect(try PNGCodec.decode(bytes) == image)
  }

  @Test func translucentGreyOfMoreThan256ColoursIsGreyWithAlpha() throws {
    // 20 grey levels times 15 alphas: 300 distinct colours, alpha 0 among them.
    var pixels: [UInt8] = []
    for y in 0..<15 {
      for x in 0..<20 {
        let grey = UInt8(x * 12)
        pixels += [grey, grey, grey, UInt8(y * 17)]
      }
    }
    let image = try StraightBitmap(width: 20, height: 15, pixels: pixels)
    let bytes = try PNGCodec.encode(image)

    #expect(bytes[24] == 8 && bytes[25] == 4)
    #expect(try PNGCodec.decode(bytes) == image)
  }

  @Test func translucentGreyOfFewColoursIsAPalette() throws {
    // Grey with alpha in 20 colours: one palette byte per pixel beats two of grey with alpha.
    let pixels = (0..<20).flatMap { level -> [UInt8] in
      let grey = UInt8(level * 10)
      return [grey, grey, grey, 100]
    }
    let image = try StraightBitmap(width: 10, height: 2, pixels: pixels)
    let bytes = try PNGCodec.encode(image)

    #expect(bytes[24] == 8 && bytes[25] == 3)
    #expect(try PNGCodec.decode(bytes) == image)
  }

  @Test func quickFilesKeepRGBOrRGBA() throws {
    let opaque = try cycling(2, width: 8, height: 8)
    let translucent = try cycling(2, width: 8, height: 8) { $0 == 0 ? 0 : 255 }

    let quickOpaque = try PNGCodec.encode(opaque, compression: .quick)
    let quickTranslucent = try PNGCodec.encode(translucent, compression: .quick)
    #expect(quickOpaque[25] == 2 && quickTranslucent[25] == 6)
    #expect(try PNGCodec.decode(quickOpaque) == opaque)
    #expect(try PNGCodec.decode(quickTranslucent) == translucent)
  }

  @Test func everyFilterRoundTripsOnAnImageThatUsesThemAll() throws {
    // Rows of gradients, flat rows and rows of noise: rows that different filters suit.
    let noise = try noiseImage(width: 40, height: 40, alpha: false)
    var pixels = noise.pixels
    for y in 0..<40 where y % 4 != 3 {
      for x in 0..<40 {
        let gradient: [UInt8] = [UInt8(x * 6), UInt8(y * 6), 90, 255]
        let value: [UInt8] = y % 4 == 0 ? gradient : [30, 60, UInt8(x), 255]
        pixels.replaceSubrange((y * 40 + x) * 4..<(y * 40 + x) * 4 + 4, with: value)
      }
    }
    let image = try StraightBitmap(width: 40, height: 40, pixels: pixels)
    #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
  }
}
