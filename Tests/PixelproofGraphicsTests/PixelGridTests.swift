import PixelproofGraphics
import Testing

/// Each rule of `PixelGrid`, worked by hand from its formula in the type's documentation.
@Suite struct PixelGridTests {
  @Test func aScaleIsValidWhenFiniteAndAboveZero() {
    #expect(PixelGrid(validScale: 2)?.scale == 2)
    for scale in [0, -1, Double.nan, .infinity] {
      #expect(PixelGrid(validScale: scale) == nil)
    }
  }

  @Test func floorRoundsDownToTheGrid() {
    // 3.5 pt at 3x is 10.5 px: floor 10 px, 10 / 3 pt. At 2x it is 7 px exactly: 3.5 pt.
    #expect(PixelGrid(scale: 3).floor(3.5) == 10.0 / 3)
    #expect(PixelGrid(scale: 2).floor(3.5) == 3.5)
    // -0.25 pt at 2x is -0.5 px: floor is -1 px, -0.5 pt.
    #expect(PixelGrid(scale: 2).floor(-0.25) == -0.5)
  }

  @Test func roundTakesHalvesAwayFromZero() {
    // 25.5 pt at 1x: 26. At 3x, 76.5 px rounds to 77 px. -0.5 px rounds to -1 px, not 0.
    #expect(PixelGrid(scale: 1).round(25.5) == 26)
    #expect(PixelGrid(scale: 3).round(25.5) == 77.0 / 3)
    #expect(PixelGrid(scale: 1).round(-0.5) == -1)
    #expect(PixelGrid(scale: 2).round(-0.25) == -0.5)
  }

  @Test func ceilRoundsUpToTheGrid() {
    // 31.2 pt at 2x is 62.4 px: ceil 63 px, 31.5 pt. The grid takes no tolerance off: 12.0000000001 pt
    // at 1x is past 12 px and takes 13 (a label takes the text's tolerance off first).
    #expect(PixelGrid(scale: 2).ceil(31.2) == 31.5)
    #expect(PixelGrid(scale: 1).ceil(12) == 12)
    #expect(PixelGrid(scale: 1).ceil(12.0000000001) == 13)
  }

  @Test func aBitmapLengthIsWholePixelsLessAThousandthOfNoise() {
    let one = PixelGrid(scale: 1)
    #expect(one.bitmapLength(100.0009) == 100)
    #expect(one.bitmapLength(100.002) == 101)
    #expect(PixelGrid(scale: 3).bitmapLength(10.5) == 32)
    // Beyond the largest bitmap side (16,384 px), or not finite: no length.
    #expect(one.bitmapLength(16_385) == nil)
    #expect(PixelGrid(scale: 2).bitmapLength(8_192.5) == nil)
    #expect(one.bitmapLength(.infinity) == nil)
    #expect(one.bitmapLength(.nan) == nil)
  }

  @Test func onePixelIsTheInverseOfTheScale() {
    #expect(PixelGrid(scale: 2).onePixel == 0.5)
    #expect(PixelGrid(scale: 3).onePixel == 1.0 / 3)
  }

  @Test func aPathIsCheckedInPixels() {
    // The rasterizer's limit is 2^20 = 1,048,576 px. 400,000 pt is 400,000 px at 1x, 1,200,000 px at 3x.
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.line(to: Point(x: 400_000, y: 1))
    #expect(PixelGrid.pixelLimit == 1_048_576)
    #expect(PixelGrid(scale: 1).rasterizes(path))
    #expect(!PixelGrid(scale: 3).rasterizes(path))
    var notANumber = Path()
    notANumber.move(to: Point(x: .nan, y: 0))
    #expect(!PixelGrid(scale: 1).rasterizes(notANumber))
  }

  @Test func aScaleIsNamedAsMessagesNameIt() {
    #expect(PixelGrid(scale: 3).description == "scale 3")
    #expect(PixelGrid(scale: 1.5).description == "scale 1.5")
  }
}
