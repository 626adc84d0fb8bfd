import Testing

@testable import PixelproofGraphics

/// The audit's pixel scans on windows small enough to work out by hand.
@Suite struct TextContrastScanTests {
  /// A premultiplied bitmap one pixel high, from its pixels' bytes.
  func row(_ pixels: [[UInt8]]) -> PremultipliedBitmap {
    PremultipliedBitmap(validatedWidth: pixels.count, height: 1, pixels: pixels.flatMap { $0 })
  }

  let glyph: [UInt8] = [255, 0, 0, 255]
  let uncovered: [UInt8] = [0, 0, 0, 255]

  @Test func theBoxHoldsTheVisibleGlyphPixelsOnly() {
    let coverage = row([uncovered, glyph, uncovered, glyph, uncovered])
    let scan = TextContrastScan(coverage: coverage, coveredLater: nil, ownImages: nil)
    #expect(scan.visibleGlyphBox() == TextContrastScan.Box(minX: 1, minY: 0, maxX: 3, maxY: 0))
    // Content drawn later over the last glyph pixel hides it.
    let later = row([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [9, 9, 9, 255], [0, 0, 0, 0]])
    let hidden = TextContrastScan(coverage: coverage, coveredLater: later, ownImages: nil)
    #expect(hidden.visibleGlyphBox() == TextContrastScan.Box(minX: 1, minY: 0, maxX: 1, maxY: 0))
    #expect(
      TextContrastScan(coverage: row([uncovered]), coveredLater: nil, ownImages: nil).visibleGlyphBox() == nil
    )
  }

  @Test func eachUncoveredPixelPairsTheTextOverItsBackground() throws {
    // Window pixels 1 and 2 are uncovered; with the origin at 1 they show bitmap pixels 2 and 3.
    let coverage = row([glyph, uncovered, uncovered, glyph])
    let scan = TextContrastScan(coverage: coverage, coveredLater: nil, ownImages: nil)
    let box = try #require(scan.visibleGlyphBox())
    // Bitmap pixel 2, (64, 32, 0) at alpha 128, over white: each channel + 127 = (191, 159, 127).
    // Pixel 3 is the same, so its pair is left out.
    let bitmap = row([[0, 0, 0, 0], [1, 2, 3, 255], [64, 32, 0, 128], [64, 32, 0, 128], [5, 5, 5, 255]])
    let red = Color(red: 255, green: 0, blue: 0, alpha: 128)
    // Red at 128/255 over it, each channel (top * 128 + bottom * 127 + 127) / 255:
    // (32640 + 24257 + 127) / 255 = 223, (20193 + 127) / 255 = 79, (16129 + 127) / 255 = 63.
    #expect(
      scan.pairs(in: box, bitmap: bitmap, origin: (1, 0), drawnText: nil, textColor: red) == [
        .init(text: Color(red: 223, green: 79, blue: 63), background: Color(red: 191, green: 159, blue: 127))
      ])
    // With the text as drawn, its pixel over white is the text; a pixel a glyph could cover only in
    // part (coverage alpha below 255) is left out.
    let partial = row([glyph, [0, 0, 0, 200], uncovered, glyph])
    let drawn = row([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 200, 200], [0, 0, 0, 0]])
    let partialScan = TextContrastScan(coverage: partial, coveredLater: nil, ownImages: nil)
    #expect(
      partialScan.pairs(in: box, bitmap: bitmap, origin: (1, 0), drawnText: drawn, textColor: red) == [
        .init(text: Color(red: 55, green: 55, blue: 255), background: Color(red: 191, green: 159, blue: 127))
      ])
    // A pixel of the label's own images is not background.
    let images = row([[0, 0, 0, 0], [0, 0, 0, 0], [1, 1, 1, 1], [0, 0, 0, 0]])
    let withImages = TextContrastScan(coverage: coverage, coveredLater: nil, ownImages: images)
    #expect(
      withImages.pairs(in: box, bitmap: bitmap, origin: (1, 0), drawnText: nil, textColor: red).count == 1)
  }
}
