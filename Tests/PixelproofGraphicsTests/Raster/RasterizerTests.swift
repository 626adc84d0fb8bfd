@_spi(Benchmarks) @testable import PixelproofGraphics
import Testing

@Suite struct RasterizerTests {
  private func canvas(_ width: Int = 8, _ height: Int = 8) throws -> PremultipliedBitmap {
    try PremultipliedBitmap(width: width, height: height)
  }

  private func alpha(_ bitmap: PremultipliedBitmap, _ x: Int, _ y: Int) -> Int {
    Int(bitmap.premultipliedPixel(x: x, y: y).3)
  }

  @Test func aRectEdgeCoveringHalfAPixelGivesHalfCoverage() throws {
    var bitmap = try canvas()
    Rasterizer.fill(Rect(x: 1, y: 1, width: 2.5, height: 3), with: .black, into: &bitmap)
    #expect(alpha(bitmap, 2, 2) == 255)
    #expect(alpha(bitmap, 3, 2) == 128)  // 127.5, rounded half up
    #expect(alpha(bitmap, 4, 2) == 0)
    #expect(alpha(bitmap, 0, 2) == 0)
    // A quarter: half a pixel in each direction.
    var corner = try canvas()
    Rasterizer.fill(Rect(x: 0.5, y: 0.5, width: 2, height: 2), with: .black, into: &corner)
    #expect(alpha(corner, 0, 0) == 64)  // 63.75
    #expect(alpha(corner, 1, 0) == 128)
  }

  @Test func theSameHalfCoverageThroughTheGeneralPathRasterizer() throws {
    var bitmap = try canvas()
    Rasterizer.fill(Path.rect(Rect(x: 1, y: 1, width: 2.5, height: 3)), with: .black, into: &bitmap)
    #expect(alpha(bitmap, 2, 2) == 255)
    #expect(alpha(bitmap, 3, 2) == 128)
    // A diagonal edge through pixel centres: the triangle (0,0) (4,0) (0,4) covers half of each pixel
    // it crosses.
    var triangle = try canvas()
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.line(to: Point(x: 4, y: 0))
    path.line(to: Point(x: 0, y: 4))
    path.close()
    Rasterizer.fill(path, with: .black, into: &triangle)
    #expect(alpha(triangle, 1, 2) == 128)
    #expect(alpha(triangle, 0, 0) == 255)
    #expect(alpha(triangle, 3, 3) == 0)
  }

  @Test func rectFastPathAndPathGiveIdenticalPixels() throws {
    let rects = [
      Rect(x: 0.3, y: 0.7, width: 5.2, height: 3.9), Rect(x: -2.25, y: 1.125, width: 4, height: 9),
      Rect(x: 6.9, y: 6.9, width: 3, height: 3), Rect(x: 2.01, y: 3.99, width: 0.4, height: 0.02),
    ]
    for rect in rects {
      var fast = try canvas()
      var general = try canvas()
      let color = Color(red: 200, green: 100, blue: 50, alpha: 180)
      Rasterizer.fill(rect, with: color, into: &fast)
      Rasterizer.fill(Path.rect(rect), with: color, into: &general)
      #expect(fast == general, "\(rect)")
    }
  }

  @Test func coverageOfALargeCircleSumsToItsArea() throws {
    // A rounded rect whose radius is half its side is a circle of radius 40 (cubic Béziers deviate from
    // the circle by 0.027% of the radius).
    var bitmap = try canvas(100, 100)
    Rasterizer.fill(
      Path.roundedRect(Rect(x: 10.3, y: 9.6, width: 80, height: 80), radius: 40), with: .black, into: &bitmap)
    let covered = stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0) { $0 + Int(bitmap.pixels[$1]) }
    let area = Double(covered) / 255
    let expected = Double.pi * 40 * 40  // 5026.55
    #expect(abs(area - expected) < expected * 0.001, "\(area)")
  }

  @Test func roundedRectangleAreaIsTheRectangleLessTheCorners() throws {
    var bitmap = try canvas(64, 48)
    Rasterizer.fill(
      Path.roundedRect(Rect(x: 2, y: 2, width: 60, height: 40), radius: 10), with: .black, into: &bitmap)
    let covered = stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0) { $0 + Int(bitmap.pixels[$1]) }
    let expected = 60.0 * 40 - (4 - Double.pi) * 100  // 2314.16
    #expect(abs(Double(covered) / 255 - expected) < 2, "\(Double(covered) / 255)")
  }

  @Test func sourceOverBlendingOfKnownColours() throws {
    var bitmap = try canvas(1, 1)
    Rasterizer.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .blue, into: &bitmap)
    Rasterizer.fill(
      Rect(x: 0, y: 0, width: 1, height: 1), with: Color(red: 255, green: 0, blue: 0, alpha: 128),
      into: &bitmap)
    // red: 255 x 128 / 255 = 128; blue: 255 x (255 - 128) / 255 = 127.
    #expect(bitmap.premultipliedPixel(x: 0, y: 0) == (128, 0, 127, 255))
    // Half-transparent white on nothing: premultiplied 128, straight 255 at alpha 128.
    var empty = try canvas(1, 1)
    Rasterizer.fill(
      Rect(x: 0, y: 0, width: 1, height: 1), with: Color(red: 255, green: 255, blue: 255, alpha: 128),
      into: &empty)
    #expect(empty.premultipliedPixel(x: 0, y: 0) == (128, 128, 128, 128))
    #expect(empty.straightBitmap().pixel(x: 0, y: 0) == (255, 255, 255, 128))
  }

  @Test func aReversedInnerContourCutsAHole() throws {
    var ring = Path.rect(Rect(x: 0, y: 0, width: 8, height: 8))
    ring.append(Path.rect(Rect(x: 2, y: 2, width: 4, height: 4), reversed: true))
    var bitmap = try canvas()
    Rasterizer.fill(ring, with: .black, into: &bitmap)
    #expect(alpha(bitmap, 1, 1) == 255)
    #expect(alpha(bitmap, 3, 3) == 0)
  }

  @Test func shapesOutsideTheBitmapAreClipped() throws {
    var bitmap = try canvas(4, 4)
    Rasterizer.fill(Path.rect(Rect(x: -100, y: -50, width: 102, height: 1000)), with: .black, into: &bitmap)
    #expect(alpha(bitmap, 0, 0) == 255 && alpha(bitmap, 1, 3) == 255 && alpha(bitmap, 2, 0) == 0)
    Rasterizer.fill(Path.rect(Rect(x: 1e12, y: 0, width: 1e12, height: 4)), with: .red, into: &bitmap)
    #expect(alpha(bitmap, 3, 0) == 0)
  }

  @Test func slantedEdgesCutByTheCanvasGiveTheSamePixelsAsOnALargerCanvas() throws {
    func triangle(offset: Double) -> Path {
      var path = Path()
      path.move(to: Point(x: -20.3 + offset, y: 3.1 + offset))
      path.line(to: Point(x: 10.7 + offset, y: -15.2 + offset))
      path.quadCurve(
        to: Point(x: 7.9 + offset, y: 12.6 + offset), control: Point(x: 14 + offset, y: 2 + offset))
      path.close()
      return path
    }
    var small = try canvas(8, 8)
    var large = try canvas(64, 64)
    Rasterizer.fill(triangle(offset: 0), with: .black, into: &small)
    Rasterizer.fill(triangle(offset: 30), with: .black, into: &large)
    for y in 0..<8 {
      for x in 0..<8 {
        #expect(alpha(small, x, y) == alpha(large, x + 30, y + 30), "pixel (\(x), \(y))")
      }
    }
    #expect(alpha(small, 3, 3) == 255)
  }

  @Test func pathsBeyondTheCoordinateLimitAreRefusedNotBent() {
    var list = DisplayList()
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.line(to: Point(x: 4e6, y: 1e6))
    path.line(to: Point(x: 0, y: 8))
    path.close()
    list.fill(path, with: .red)
    #expect(throws: DisplayListRasterizer.Failure.geometryOutOfRange(item: 0)) {
      try DisplayListRasterizer.rasterize(list, width: 4, height: 4, scale: 1)
    }
  }

  @Test func groupOpacityAppliesToTheGroupAsOneLayer() throws {
    var list = DisplayList()
    list.group(opacity: 0.5) { list in
      list.fill(Rect(x: 0, y: 0, width: 2, height: 1), with: .red)
      list.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: .red)
    }
    let bitmap = try DisplayListRasterizer.rasterize(list, width: 3, height: 1, scale: 1)
    // Where the two rects overlap the group is as opaque as elsewhere: 255 x 128 / 255 = 128.
    #expect(bitmap.premultipliedPixel(x: 0, y: 0) == (128, 0, 0, 128))
    #expect(bitmap.premultipliedPixel(x: 1, y: 0) == (128, 0, 0, 128))
  }

  @Test func invalidDisplayListsAreErrors() throws {
    var list = DisplayList()
    list.fill(Rect(x: .nan, y: 0, width: 1, height: 1), with: .red)
    #expect(throws: DisplayListRasterizer.Failure.nonFiniteGeometry(item: 0)) {
      try DisplayListRasterizer.rasterize(list, width: 2, height: 2, scale: 1)
    }
    var unbalanced = DisplayList()
    unbalanced.append(.endGroup)
    #expect(throws: DisplayListRasterizer.Failure.unbalanced(item: 0)) {
      try DisplayListRasterizer.rasterize(unbalanced, width: 2, height: 2, scale: 1)
    }
  }

  @Test func absurdBitmapSizesAreRefusedBeforeAllocating() {
    #expect(throws: BitmapSizeError(width: 0, height: 10)) { try PremultipliedBitmap(width: 0, height: 10) }
    #expect(throws: BitmapSizeError(width: 100_000, height: 100_000)) {
      try PremultipliedBitmap(width: 100_000, height: 100_000)
    }
    #expect(throws: BitmapSizeError(width: -1, height: 5)) { try PremultipliedBitmap(width: -1, height: 5) }
  }

  @Test func premultipliedToStraightRoundsToNearest() throws {
    var bitmap = try canvas(1, 1)
    bitmap.pixels = [10, 20, 30, 60]
    // 10 x 255 / 60 = 42.5 -> 43; 20 x 255 / 60 = 85; 30 x 255 / 60 = 127.5 -> 128.
    #expect(bitmap.straightBitmap().pixel(x: 0, y: 0) == (43, 85, 128, 60))
  }

  @Test func div255IsExactRoundingOverTheWholeRange() {
    for value in 0...(255 * 255) {
      let exact = (Double(value) / 255).rounded()
      if PixelMath.div255(value) != Int(exact) {
        Issue.record("div255(\(value)) = \(PixelMath.div255(value)), expected \(exact)")
        return
      }
    }
  }
}
