@testable import PixelproofGraphics
import Testing

/// A canvas made on a helper thread before the bitmap's size is confirmed: transparent, of its size,
/// given out once and only for that size, and rasterized onto exactly as a canvas made when needed.
@Suite struct CanvasAheadTests {
  @Test func aCanvasMadeAheadIsTransparentOfItsSizeAndGivenOutOnce() throws {
    // 1024 x 256 px of 4 bytes: 1 MiB, the smallest canvas made ahead.
    let ahead = try #require(CanvasAhead(width: 1024, height: 256))
    let canvas = try #require(ahead.take(width: 1024, height: 256))
    #expect(canvas.width == 1024 && canvas.height == 256)
    #expect(canvas.pixels.count == 1024 * 256 * 4)
    #expect(canvas.pixels.allSatisfy { $0 == 0 })
    #expect(ahead.take(width: 1024, height: 256) == nil)
  }

  @Test func aCanvasOfAnotherSizeIsNotGivenOut() throws {
    let ahead = try #require(CanvasAhead(width: 1024, height: 256))
    #expect(ahead.take(width: 1024, height: 257) == nil)
    // Asked again with its own size, it has been freed already.
    #expect(ahead.take(width: 1024, height: 256) == nil)
  }

  @Test func smallCanvasesAndSizesOutsideTheLimitsAreNotMadeAhead() {
    // 1024 x 255 x 4 bytes is 4 KiB short of 1 MiB.
    #expect(CanvasAhead(width: 1024, height: 255) == nil)
    #expect(CanvasAhead(width: 0, height: 1 << 20) == nil)
    #expect(CanvasAhead(width: BitmapLimits.maxDimension + 1, height: 1024) == nil)
  }

  @Test func aListRasterizedOntoACanvasMadeAheadIsTheListRasterizedOntoItsOwn() throws {
    // A shape, translucent and opaque fills and text-like glyphs over a 1024 x 300 px canvas at 2x.
    var list = DisplayList()
    list.fill(
      Rect(x: 10, y: 10, width: 300, height: 100), with: Color(red: 200, green: 40, blue: 40, alpha: 255))
    list.fill(
      Rect(x: 150, y: 50, width: 200, height: 80), with: Color(red: 0, green: 90, blue: 200, alpha: 128))
    list.append(RenderingAheadTests.run((0..<40).map { (Double($0) * 12 + 5.25, 120.5) }))
    let grid = PixelGrid(scale: 2)
    let own = try DisplayListRasterizer.rasterize(list, width: 1024, height: 300, grid: grid)
    let ahead = try DisplayListRasterizer.rasterize(
      list, width: 1024, height: 300, grid: grid, canvasAhead: CanvasAhead(width: 1024, height: 300))
    // A canvas made ahead for another size is left alone, and the list gets its own.
    let mismatched = try DisplayListRasterizer.rasterize(
      list, width: 1024, height: 300, grid: grid, canvasAhead: CanvasAhead(width: 1024, height: 301))
    #expect(own.pixels.contains { $0 != 0 })
    #expect(ahead == own)
    #expect(mismatched == own)
  }
}
