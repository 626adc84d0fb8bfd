import PixelproofVerifier
import Testing

/// Regions of differences, the boxes drawn around them, and the compare image.
@Suite struct DiffArtifactTests {
  /// A white `size` x `size` image, and a copy with the given pixels made black.
  private func pair(size: Int, changing pixels: [(Int, Int)]) throws -> (StraightBitmap, StraightBitmap) {
    let reference = try StraightBitmap(width: size, height: size, filledWith: (255, 255, 255, 255))
    var actual = reference
    for (x, y) in pixels {
      actual.pixels.replaceSubrange((y * size + x) * 4..<(y * size + x) * 4 + 3, with: [0, 0, 0])
    }
    return (reference, actual)
  }

  @Test func oneChangedPixelIsOneRegionWithARectangleAroundIt() throws {
    let (reference, actual) = try pair(size: 40, changing: [(20, 20)])
    let comparison = BitmapComparison(reference: reference, actual: actual)
    #expect(comparison.regions == [PixelBox(x: 20, y: 20, width: 1, height: 1)])
    let diff = DiffArtifact.make(reference: reference, failed: actual, comparison: comparison)
    // The rectangle keeps a 3 px gap and is 2 px wide: the box grown by 5, (15, 15) to (25, 25), with
    // lines on columns and rows 15, 16 and 24, 25.
    let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 96, 255, 255)
    for (x, y) in [(15, 15), (16, 20), (25, 20), (24, 25), (20, 15), (20, 16), (25, 25)] {
      #expect(diff.pixel(x: x, y: y) == blue, "(\(x), \(y))")
    }
    for (x, y) in [(17, 17), (14, 20), (26, 20), (20, 26), (23, 23)] {
      #expect(diff.pixel(x: x, y: y) == (255, 255, 255, 255), "(\(x), \(y))")
    }
    #expect(diff.pixel(x: 20, y: 20) == (255, 0, 0, 255))
  }

  /// A 3 x 2 reference against a 4 x 2 image that changes the alpha of pixel (1, 0) by 40 and has a
  /// column the reference lacks.
  private func widerPair() throws -> (StraightBitmap, StraightBitmap) {
    let row0: [UInt8] = [200, 100, 50, 255, 0, 0, 0, 0, 255, 255, 255, 128]
    let row1: [UInt8] = [10, 20, 30, 255, 10, 20, 30, 255, 10, 20, 30, 255]
    let reference = try StraightBitmap(width: 3, height: 2, pixels: row0 + row1)
    let changed: [UInt8] = [200, 100, 50, 255, 0, 0, 0, 40, 255, 255, 255, 128, 1, 2, 3, 4]
    let actual = try StraightBitmap(width: 4, height: 2, pixels: changed + row1 + [1, 2, 3, 4])
    return (reference, actual)
  }

  @Test func imagesOfDifferentSizesCountTheMissingColumnAndFadeTheReferenceToGrey() throws {
    let (reference, actual) = try widerPair()
    let comparison = BitmapComparison(reference: reference, actual: actual)
    #expect(comparison.differingPixels == 3)
    #expect(comparison.pixelsBeyondTolerance == 3)
    #expect(comparison.largestChannelDifference == 40)
    #expect(comparison.differenceBounds == PixelBox(x: 1, y: 0, width: 3, height: 2))
    let diff = DiffArtifact.make(reference: reference, failed: actual, comparison: comparison)
    #expect(diff.width == 4 && diff.height == 2)
    // Unchanged pixels are the reference over white as luma, (77 r + 150 g + 29 b + 128) >> 8, lifted
    // to (luma + 510) / 3: (200, 100, 50) gives luma 31,978 >> 8 = 124 and grey 211; (255, 255, 255) at
    // alpha 128 is white over white, 255; (10, 20, 30) gives 4,768 >> 8 = 18 and grey 176.
    #expect(diff.pixel(x: 0, y: 0) == (211, 211, 211, 255))
    #expect(diff.pixel(x: 2, y: 0) == (255, 255, 255, 255))
    for x in 0..<3 { #expect(diff.pixel(x: x, y: 1) == (176, 176, 176, 255), "x \(x)") }
    // The changed pixel and the column only the image has are beyond an exact tolerance: red.
    for (x, y) in [(1, 0), (3, 0), (3, 1)] {
      #expect(diff.pixel(x: x, y: y) == (255, 0, 0, 255), "(\(x), \(y))")
    }
  }

  @Test func aDifferenceWithinThePerPixelToleranceIsAmberAndAMissingColumnStaysRed() throws {
    let (reference, actual) = try widerPair()
    // 64 / 256 = 0.25: a channel difference of up to 64 is within the tolerance.
    let comparison = BitmapComparison(
      reference: reference, actual: actual, tolerance: SnapshotTolerance(perPixel: 0.25))
    #expect(comparison.differingPixels == 3)
    #expect(comparison.pixelsBeyondTolerance == 2)
    let diff = DiffArtifact.make(reference: reference, failed: actual, comparison: comparison)
    #expect(diff.pixel(x: 1, y: 0) == (255, 176, 0, 255))
    #expect(diff.pixel(x: 3, y: 0) == (255, 0, 0, 255))
    #expect(diff.pixel(x: 0, y: 0) == (211, 211, 211, 255))
  }

  @Test func nearbyChangesShareARegionAndDistantOnesDoNot() throws {
    // (5, 5) and (12, 12) lie in diagonally touching 8 px cells; (34, 34) is four cells away.
    let (reference, actual) = try pair(size: 40, changing: [(5, 5), (12, 12), (34, 34)])
    let comparison = BitmapComparison(reference: reference, actual: actual)
    #expect(
      comparison.regions == [
        PixelBox(x: 5, y: 5, width: 8, height: 8), PixelBox(x: 34, y: 34, width: 1, height: 1),
      ])
    #expect(comparison.differenceBounds == PixelBox(x: 5, y: 5, width: 30, height: 30))
  }

  @Test func regionsWhoseRectanglesWouldComeWithinTwoPixelsAreMerged() throws {
    // Rectangles reach 5 px outside their regions, so regions 11 px apart would leave 1 px between
    // rectangles and merge; 12 px apart leaves 2 px, and they stay apart.
    let (reference, merged) = try pair(size: 40, changing: [(5, 20), (17, 20)])
    #expect(
      BitmapComparison(reference: reference, actual: merged).regions == [
        PixelBox(x: 5, y: 20, width: 13, height: 1)
      ])
    let (_, apart) = try pair(size: 40, changing: [(5, 20), (18, 20)])
    #expect(
      BitmapComparison(reference: reference, actual: apart).regions == [
        PixelBox(x: 5, y: 20, width: 1, height: 1), PixelBox(x: 18, y: 20, width: 1, height: 1),
      ])
  }

  @Test func scatteredChangesAreGroupedIntoFewRegions() throws {
    // A pixel every 20 px: 400 lone pixels in 8 px cells, too many regions; in 32 px cells every cell
    // from 0 to 11 on each axis holds one (20k / 32 for k = 0...19 covers 0...11), so all touch.
    let grid = (0..<20).flatMap { y in (0..<20).map { x in (x * 20, y * 20) } }
    let (reference, actual) = try pair(size: 400, changing: grid)
    let comparison = BitmapComparison(reference: reference, actual: actual)
    #expect(comparison.regions == [PixelBox(x: 0, y: 0, width: 381, height: 381)])
  }

  @Test func theMessageListsSeparateRegionsInPixelsAndPoints() throws {
    let folders = try TemporaryFolders()
    let reference = try SnapshotReference(suite: "S", test: "regions", scale: 2)
    let (before, after) = try pair(size: 40, changing: [(5, 5), (34, 34)])
    _ = SnapshotVerifier.verify(
      before, against: reference, settings: folders.settings(.missing), run: SnapshotRun())
    let result = SnapshotVerifier.verify(
      after, against: reference, settings: folders.settings(.never), run: SnapshotRun())
    #expect(
      result.message.contains(
        """
          differences within x 5..<35, y 5..<35 px (x 2.5..<17.5, y 2.5..<17.5 pt)
          2 separate regions, boxed in the diff:
            x 5..<6, y 5..<6 px (x 2.5..<3, y 2.5..<3 pt)
            x 34..<35, y 34..<35 px (x 17..<17.5, y 17..<17.5 pt)
        """))
  }

  @Test func pointsAreShownInThirdsAtThreeX() {
    // 1 / 3 = 0.333, 4 / 3 = 1.333, 2 / 3 = 0.667, 6 / 3 = 2.
    #expect(
      PixelBox(x: 1, y: 2, width: 3, height: 4).pointsDescription(scale: 3)
        == "x 0.333..<1.333, y 0.667..<2 pt")
    #expect(PixelBox(x: 1, y: 2, width: 3, height: 4).pointsDescription(scale: 1) == "x 1..<4, y 2..<6 pt")
  }

  @Test func theCompareImageShowsReferenceDiffAndFailedSideBySide() throws {
    var reference = try StraightBitmap(width: 6, height: 4, filledWith: (30, 120, 200, 255))
    reference.pixels.replaceSubrange(0..<4, with: [250, 10, 10, 255])
    var actual = reference
    actual.pixels.replaceSubrange(20..<24, with: [10, 250, 10, 255])
    let comparison = BitmapComparison(reference: reference, actual: actual)
    let diff = DiffArtifact.make(reference: reference, failed: actual, comparison: comparison)
    let compare = try CompareArtifact.make(
      reference: reference, diff: diff, actual: actual, comparison: comparison)
    let places = [reference, diff, actual].map { locations(of: $0, in: compare) }
    // Each appears exactly once, on one row, left to right.
    #expect(places.map(\.count) == [1, 1, 1])
    guard places.allSatisfy({ $0.count == 1 }) else { return }
    let (r, d, a) = (places[0][0], places[1][0], places[2][0])
    #expect(r.y == d.y && d.y == a.y)
    #expect(r.x < d.x && d.x < a.x)
    // Labels sit above the images: the rows above them are not all background.
    #expect(compare.height > r.y + 4 && r.y > 20)
  }

  /// Every top-left corner at which `needle` appears pixel for pixel in `haystack`.
  private func locations(of needle: StraightBitmap, in haystack: StraightBitmap) -> [(x: Int, y: Int)] {
    var found: [(x: Int, y: Int)] = []
    for y in 0...(haystack.height - needle.height) {
      for x in 0...(haystack.width - needle.width) {
        let matches = (0..<needle.height).allSatisfy { dy in
          (0..<needle.width).allSatisfy { dx in
            haystack.pixel(x: x + dx, y: y + dy) == needle.pixel(x: dx, y: dy)
          }
        }
        if matches { found.append((x, y)) }
      }
    }
    return found
  }
}
