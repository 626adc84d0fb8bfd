import PixelproofGraphics
import PixelproofVerifier
import Testing

/// A comparison describes its difference map by its size: a failed expectation on a result prints the
/// comparison the result holds, and a map holds a value per pixel.
@Suite struct ComparisonDescriptionTests {
  @Test func aComparisonDescribesItsMapBySize() throws {
    let reference = try StraightBitmap(width: 100, height: 80, filledWith: (255, 255, 255, 255))
    let actual = try StraightBitmap(width: 100, height: 80, filledWith: (0, 0, 0, 255))
    let described = String(describing: BitmapComparison(reference: reference, actual: actual))
    #expect(described.contains("DifferenceMap(100 x 80 px)"))
    // Listed value by value, the 8,000 differences of 255 alone would take 40,000 characters.
    #expect(described.count < 4_000)
  }
}
