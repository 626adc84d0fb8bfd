import Foundation
import PixelproofVerifier
import Testing

/// The variable scripts/check/report-test.sh names the screenshot in.
private let screenshotVariable = "PIXELPROOF_REPORT_SCREENSHOT"

/// The HTML report as a headless Chromium shows it: scripts/check/report-test.sh takes the screenshot and
/// names it in `PIXELPROOF_REPORT_SCREENSHOT`; this test verifies it like any snapshot.
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment[screenshotVariable] != nil,
    "runs from scripts/check/report-test.sh, which takes the screenshot"))
struct ReportScreenshotTests {
  @Test func theReportOfAFailureAndARecording() throws {
    let path = try #require(ProcessInfo.processInfo.environment[screenshotVariable])
    let screenshot = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
    let settings = try VerificationSettings.resolve(
      SnapshotConfiguration(), packageRoot: try PackageRoot.containing(#filePath))
    let reference = try SnapshotReference(suite: "ReportScreenshotTests", test: "report", scale: 1)
    let result = SnapshotVerifier.verify(screenshot, against: reference, settings: settings)
    #expect(result.passed, Comment(rawValue: result.message))
  }
}
