import PixelproofVerifier
import Testing

/// Tolerances with FBSnapshotTestCase's meanings: a channel differs when difference / 256 exceeds the
/// per-pixel share; the image passes when differing pixels / all pixels is within the overall share.
@Suite struct ToleranceTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private var referencePath: String { folders.references + "/CardTests/testCard_dark@2x.png" }
  private var trio: FailureArtifacts {
    FailureArtifacts(reference: sampleReference, failureFolder: folders.diffs)
  }

  private func verify(
    _ image: StraightBitmap, _ tolerance: SnapshotTolerance, _ mode: RecordMode = .never
  ) -> SnapshotResult {
    var settings = folders.settings(mode)
    settings.tolerance = tolerance
    return SnapshotVerifier.verify(image, against: sampleReference, settings: settings, run: SnapshotRun())
  }

  /// The sample image with the red channel of pixel (x, y) lowered from 255 by `amount`.
  private func darkened(_ image: StraightBitmap, x: Int, y: Int, by amount: UInt8) -> StraightBitmap {
    var copy = image
    copy.pixels[(y * image.width + x) * 4] -= amount
    return copy
  }

  private func recordSample() throws -> StraightBitmap {
    let image = try sampleImage()
    #expect(verify(image, .exact, .missing).outcome == .recorded)
    return image
  }

  @Test func perPixelShareIsOfTwoHundredFiftySixLevels() {
    // 5 / 256 = 0.0195 <= 0.02 < 6 / 256 = 0.0234.
    #expect(SnapshotTolerance(perPixel: 0.02).allowedChannelDifference == 5)
    #expect(SnapshotTolerance(perPixel: 5.0 / 256).allowedChannelDifference == 5)
    #expect(SnapshotTolerance(perPixel: 0).allowedChannelDifference == 0)
    #expect(SnapshotTolerance(perPixel: 1).allowedChannelDifference == 255)
  }

  @Test func aDifferenceWithinThePerPixelTolerancePassesWithAWarning() throws {
    let image = try recordSample()
    let result = verify(darkened(image, x: 0, y: 0, by: 5), SnapshotTolerance(perPixel: 0.02))
    #expect(result.outcome == .withinTolerance && result.passed)
    let expected = """
      Snapshot CardTests/testCard_dark@2x differs from its reference within its tolerance, so it passes.
        reference size: 4 x 3 px, actual size: 4 x 3 px
        differing pixels: 1 of 12 (8.33%), largest channel difference: 5
        tolerance: per-pixel 2.00% (channel differences up to 5 of 255), overall 0.00% of pixels; beyond the per-pixel tolerance: 0 of 12 pixels (0.00%)
        differences within x 0..<1, y 0..<1 px (x 0..<0.5, y 0..<0.5 pt)
      """
    #expect(result.message == expected)
    // A pass keeps its images for the HTML report, its summary saying it passed, and leaves the
    // reference alone.
    #expect(folders.exists(trio.diffPath) && folders.exists(trio.actualPath))
    #expect(try SnapshotSummary.read(trio.summaryPath)?.outcome == .withinTolerance)
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == image)
  }

  @Test func oneLevelBeyondThePerPixelToleranceFails() throws {
    let image = try recordSample()
    let result = verify(darkened(image, x: 0, y: 0, by: 6), SnapshotTolerance(perPixel: 0.02))
    #expect(result.outcome == .failed)
    #expect(result.message.contains("beyond the per-pixel tolerance: 1 of 12 pixels (8.33%)"))
  }

  @Test func theOverallShareCountsPixelsBeyondThePerPixelTolerance() throws {
    let image = try recordSample()
    let changed = darkened(image, x: 2, y: 2, by: 245)
    // One pixel of twelve is 8.33%: within 9%, beyond 8%.
    #expect(verify(changed, SnapshotTolerance(overall: 0.09)).outcome == .withinTolerance)
    #expect(verify(changed, SnapshotTolerance(overall: 0.08)).outcome == .failed)
  }

  @Test func differentSizesNeverPassWhateverTheTolerance() throws {
    _ = try recordSample()
    let result = verify(try sampleImage(width: 5, height: 3), SnapshotTolerance(perPixel: 1, overall: 1))
    #expect(result.outcome == .failed)
  }

  @Test func anUnreadableReferenceFailsUnderAnyTolerance() throws {
    try folders.write(Array("not a png".utf8), to: referencePath)
    let result = verify(try sampleImage(), SnapshotTolerance(perPixel: 1, overall: 1))
    #expect(result.outcome == .failed)
    #expect(result.message.contains("cannot be read"))
  }

  @Test func recordingEverythingStillRecordsADifferenceWithinTolerance() throws {
    let image = try recordSample()
    let changed = darkened(image, x: 1, y: 0, by: 2)
    #expect(verify(changed, SnapshotTolerance(perPixel: 0.02), .all).outcome == .recorded)
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == changed)
  }

  @Test func theDiffShowsDifferencesWithinThePerPixelToleranceInAmber() throws {
    let image = try recordSample()
    let changed = darkened(darkened(image, x: 0, y: 0, by: 3), x: 3, y: 2, by: 200)
    #expect(verify(changed, SnapshotTolerance(perPixel: 0.02)).outcome == .failed)
    let diff = try PNGCodec.decode(folders.bytes(trio.diffPath))
    #expect(diff.pixel(x: 0, y: 0) == (255, 176, 0, 255))
    #expect(diff.pixel(x: 3, y: 2) == (255, 0, 0, 255))
  }

  // The share named with its value as Swift prints it, then the rule, as `SnapshotTolerance.validated` says.
  @Test(arguments: [
    (SnapshotTolerance(perPixel: .nan), "perPixel is nan"),
    (SnapshotTolerance(perPixel: -0.1), "perPixel is -0.1"),
    (SnapshotTolerance(overall: 1.5), "overall is 1.5"),
    (SnapshotTolerance(overall: .infinity), "overall is inf"),
  ])
  func sharesOutsideZeroToOneAreRefused(_ tolerance: SnapshotTolerance, share: String) {
    let reason = share + "; tolerances are shares from 0 to 1 (0.02 is 2%)"
    #expect(throws: SnapshotError.invalidTolerance(reason)) {
      try VerificationSettings.resolve(
        SnapshotConfiguration(tolerance: tolerance), packageRoot: "/tmp", environment: [:])
    }
  }

  @Test func exactComparisonIsTheDefault() throws {
    let settings = try VerificationSettings.resolve(
      SnapshotConfiguration(), packageRoot: "/tmp", environment: [:])
    #expect(settings.tolerance == .exact)
    let scoped = SnapshotConfiguration(tolerance: SnapshotTolerance(perPixel: 0.01))
      .merging(SnapshotConfiguration(record: .never))
    #expect(scoped.tolerance == SnapshotTolerance(perPixel: 0.01))
  }
}
