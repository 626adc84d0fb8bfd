import Foundation
@testable import Pixelproof
import PixelproofVerifier
import Testing

/// What an assertion reports: failures, warnings for differences a tolerance let pass, and the command
/// that runs the test again.
@Suite struct AssertionReportTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("pixelproof-assertion-reports-\(UUID().uuidString)").path

  private func request(record: RecordMode, tolerance: SnapshotTolerance? = nil) -> SnapshotAssertion.Request {
    SnapshotAssertion.Request(
      size: .range(.unconstrained), suite: "Cards", test: "badge()", name: nil, scale: 1, variants: .default,
      record: record, tolerance: tolerance, filePath: #filePath, filter: "Cards/badge", run: SnapshotRun(),
      environment: [:])
  }

  /// `body` with references and failure files in this test's temporary folder.
  private func inFolder<R>(_ body: () throws -> R) rethrows -> R {
    try withSnapshotConfiguration(
      SnapshotConfiguration(referenceDirectory: root + "/refs", failureFolder: root + "/diffs"),
      operation: body)
  }

  /// A 10 x 10 pt square of `red`, one pixel at 1x per point.
  private func square(red: UInt8) -> some Component {
    View(Color(red: red, green: 40, blue: 40)).size(width: 10, height: 10)
  }

  @Test func aDifferenceWithinToleranceIsAWarningNotAFailure() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    // The reference, written directly through the verifier.
    let image = try ComponentRenderer.render(square(red: 200), in: .range(.unconstrained), scale: 1).bitmap
      .straightBitmap()
    let settings = VerificationSettings(
      record: .missing, recordSource: .code, referenceDirectory: root + "/refs",
      failureFolder: root + "/diffs")
    let reference = try SnapshotReference(suite: "Cards", test: "badge", scale: 1)
    #expect(
      SnapshotVerifier.verify(image, against: reference, settings: settings, run: SnapshotRun()).outcome
        == .recorded)
    // Red 200 -> 203 in every pixel: within 2% per pixel (5 levels), a warning naming the difference.
    let reports = inFolder {
      SnapshotAssertion.run(
        square(red: 203), request(record: .never, tolerance: SnapshotTolerance(perPixel: 0.02)))
    }
    #expect(reports.map(\.kind) == [.warning])
    #expect(
      reports.first?.message.contains("differing pixels: 100 of 100 (100.00%), largest channel difference: 3")
        == true)
    // Exact comparison, the default, fails on the same change.
    #expect(
      inFolder { SnapshotAssertion.run(square(red: 203), request(record: .never)) }.map(\.kind) == [.failure])
    // An exact match reports nothing.
    #expect(inFolder { SnapshotAssertion.run(square(red: 200), request(record: .never)) } == [])
  }

  @Test func aFailureAttachesItsFilesAndARecordingItsReference() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let recorded = inFolder { SnapshotAssertion.run(square(red: 200), request(record: .missing)) }
    #expect(recorded.map(\.kind) == [.failure])
    #expect(recorded.first?.attachments == [root + "/refs/Cards/badge@1x.png"])

    let failed = inFolder { SnapshotAssertion.run(square(red: 100), request(record: .never)) }

    let files = ["reference.png", "failed.png", "diff.png", "compare.png", "snapshot.json"].map {
      root + "/diffs/Cards/badge@1x." + $0
    }
    #expect(failed.first?.attachments == files)
    #expect(files.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    // A match attaches nothing, and leaves no failure files to attach.
    #expect(inFolder { SnapshotAssertion.run(square(red: 200), request(record: .never)) } == [])
  }

  @Test func anAccessibilityFailureAttachesItsTextsAndAnUpdateItsChangesImage() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let before = Label("Inbox")
    _ = inFolder { SnapshotAssertion.runAccessibility(before, request(record: .missing)) }
    _ = inFolder { SnapshotAssertion.runUpdate(from: before, to: Label("Sent"), request(record: .missing)) }

    let accessibility = inFolder {
      SnapshotAssertion.runAccessibility(Label("Sent"), request(record: .never))
    }
    let update = inFolder {
      SnapshotAssertion.runUpdate(from: before, to: Label("Outbox"), request(record: .never))
    }

    let texts = ["reference.txt", "failed.txt"].map { root + "/diffs/Cards/badge_accessibility@1x." + $0 }
    #expect(accessibility.first { $0.kind == .failure }?.attachments.suffix(2) == texts[...])
    let changes = try #require(update.first { $0.kind == .failure }?.attachments.last)
    #expect(changes.hasSuffix("/diffs/Cards/badge@1x.changes.png"))
    #expect(FileManager.default.fileExists(atPath: changes))
  }

  @Test func theRerunFilterNamesTheSuiteWhenThereIsOne() {
    #expect(SnapshotAssertion.filter(suite: "CardTests", test: "testCard()") == #"'CardTests/testCard\b'"#)
    #expect(SnapshotAssertion.filter(suite: nil, test: "card(theme:)") == #"'card\b'"#)
  }
}
