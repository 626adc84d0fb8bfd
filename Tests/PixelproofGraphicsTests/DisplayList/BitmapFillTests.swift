@testable import PixelproofGraphics
import Testing

/// Bitmaps drawn through a display list as a rect's paint: pixels land unchanged at 1:1 and as 2 × 2
/// blocks at scale 2 with nearest sampling.
@Suite struct BitmapFillTests {
  /// 4 × 3 premultiplied pixels (no channel above its alpha): opaque colours, a half-transparent one,
  /// a fully transparent one, and faint ones.
  private let texels: [[(UInt8, UInt8, UInt8, UInt8)]] = [
    [(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (64, 32, 16, 128)],
    [(10, 20, 30, 255), (0, 0, 0, 0), (100, 100, 100, 200), (1, 2, 3, 4)],
    [(200, 150, 100, 255), (50, 60, 70, 80), (255, 255, 255, 255), (0, 0, 0, 255)],
  ]

  private func image() throws -> PremultipliedBitmap {
    var bitmap = try PremultipliedBitmap(width: 4, height: 3)
    bitmap.pixels = texels.flatMap { row in row.flatMap { [$0.0, $0.1, $0.2, $0.3] } }
    return bitmap
  }

  private func render(
    _ width: Int, _ height: Int, scale: Double = 1, background: Color? = nil, _ items: [DisplayList.Item]
  ) throws -> PremultipliedBitmap {
    var list = DisplayList()
    if let background {
      list.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), with: background)
    }
    for item in items { list.append(item) }
    return try DisplayListRasterizer.rasterize(list, width: width, height: height, scale: scale)
  }

  @Test(arguments: [BitmapSampling.nearest, .bilinear])
  func anImageAtItsOwnSizeIsCopiedExactly(sampling: BitmapSampling) throws {
    // Each device pixel's centre falls on a texel's centre: either sampling reads that texel alone, and
    // drawing a premultiplied pixel over nothing leaves it as it is.
    let image = try image()
    let frame = Rect(x: 0, y: 0, width: 4, height: 3)
    let paint = Paint.bitmap(BitmapPaint(bitmap: image, frame: frame, sampling: sampling))
    let bitmap = try render(4, 3, [.fillRect(frame, paint)])
    #expect(firstDifference(bitmap, image) == nil)
    // Placed at (5, 2) on a larger canvas: the same pixels, moved, and nothing around them.
    let placed = Rect(x: 5, y: 2, width: 4, height: 3)
    let moved = try render(
      12, 8, [.fillRect(placed, .bitmap(BitmapPaint(bitmap: image, frame: placed, sampling: sampling)))])
    for y in 0..<8 {
      for x in 0..<12 {
        let inside = (5..<9).contains(x) && (2..<5).contains(y)
        let expected = inside ? texels[y - 2][x - 5] : (0, 0, 0, 0)
        #expect(moved.premultipliedPixel(x: x, y: y) == expected, "(\(x), \(y))")
      }
    }
  }

  @Test func anImageAtScale2WithNearestSamplingIsMadeOf2x2Blocks() throws {
    // Device pixel (x, y) has its centre at ((x + 0.5) / 2, (y + 0.5) / 2) in the image: texel (x/2, y/2).
    let image = try image()
    let frame = Rect(x: 0, y: 0, width: 4, height: 3)
    let bitmap = try render(
      8, 6, scale: 2,
      [.fillRect(frame, .bitmap(BitmapPaint(bitmap: image, frame: frame, sampling: .nearest)))]
    )
    for y in 0..<6 {
      for x in 0..<8 {
        #expect(bitmap.premultipliedPixel(x: x, y: y) == texels[y / 2][x / 2], "(\(x), \(y))")
      }
    }
  }

  @Test func aTranslucentImageBlendsOverWhatIsBelow() throws {
    let image = try image()
    let frame = Rect(x: 0, y: 0, width: 4, height: 3)
    let paint = Paint.bitmap(BitmapPaint(bitmap: image, frame: frame, sampling: .nearest))
    let bitmap = try render(4, 3, background: .blue, [.fillRect(frame, paint)])
    // Source-over on premultiplied pixels: s + d × (255 - sa) / 255.
    // (64, 32, 16, 128) over blue: blue 16 + 255 × 127 / 255 = 143, alpha 128 + 127 = 255.
    #expect(bitmap.premultipliedPixel(x: 3, y: 0) == (64, 32, 143, 255))
    // (1, 2, 3, 4): blue 3 + 251 = 254, alpha 4 + 251 = 255.
    #expect(bitmap.premultipliedPixel(x: 3, y: 1) == (1, 2, 254, 255))
    // A transparent texel leaves the blue; an opaque one replaces it.
    #expect(bitmap.premultipliedPixel(x: 1, y: 1) == (0, 0, 255, 255))
    #expect(bitmap.premultipliedPixel(x: 0, y: 2) == (200, 150, 100, 255))
  }

  @Test func aRectSmallerThanTheImageShowsThePartUnderIt() throws {
    let image = try image()
    let frame = Rect(x: 0, y: 0, width: 4, height: 3)
    let paint = Paint.bitmap(BitmapPaint(bitmap: image, frame: frame))
    let bitmap = try render(4, 3, [.fillRect(Rect(x: 1, y: 1, width: 2, height: 1), paint)])
    for y in 0..<3 {
      for x in 0..<4 {
        let expected = y == 1 && (1...2).contains(x) ? texels[1][x] : (0, 0, 0, 0)
        #expect(bitmap.premultipliedPixel(x: x, y: y) == expected, "(\(x), \(y))")
      }
    }
  }
}
