import Foundation
@testable import Pixelproof
import PixelproofVerifier
import Testing

/// What the accessibility assertion reports, variant by variant, and how a changed text reads.
@Suite struct AccessibilityAssertionTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("pixelproof-accessibility-assertion-\(UUID().uuidString)").path

  /// A 100 x 40 white box with a 60 x 30 button at its top-left.
  let send = Static {
    View(.white).positioned(x: 0, y: 0, size: RelativeSizeRange(width: .points(100), height: .points(40)))
    View().accessibilityLabel("Send").accessibilityTraits(.button).positioned(
      x: 0, y: 0, size: RelativeSizeRange(width: .points(60), height: .points(30)))
  }
  .size(width: .points(100), height: .points(40))

  func request(_ record: RecordMode, variants: SnapshotVariants = .default) -> SnapshotAssertion.Request {
    SnapshotAssertion.Request(
      size: .range(.unconstrained), suite: "Cards", test: "send()", name: nil, scale: 1, variants: variants,
      record: record, tolerance: nil, filePath: #filePath, filter: "Cards/send", run: SnapshotRun())
  }

  func run(_ request: SnapshotAssertion.Request) -> [SnapshotAssertion.Report] {
    withSnapshotConfiguration(
      SnapshotConfiguration(referenceDirectory: root + "/refs", failureFolder: root + "/diffs")
    ) { SnapshotAssertion.runAccessibility(send, request) }
  }

  @Test func eachVariantHasItsOwnImageAndText() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let reports = run(request(.never, variants: .bothLayoutDirections))
    // Nothing is recorded (.never): one failure per variant, left to right then right to left, each
    // naming its missing image and text under `_accessibility` and the variant's suffix.
    #expect(reports.map(\.kind) == [.failure, .failure])
    for (report, suffix) in zip(reports, ["", "_rtl"]) {
      let lines = report.message.split(separator: "\n").map(String.init)
      #expect(
        lines.first
          == "Snapshot Cards/send_accessibility\(suffix)@1x has no reference image at "
          + "\(root)/refs/Cards/send_accessibility\(suffix)@1x.png.")
      #expect(
        lines.contains(
          "Snapshot text Cards/send_accessibility\(suffix)@1x has no reference text at "
            + "\(root)/refs/Cards/send_accessibility\(suffix)@1x.txt."))
    }
    #expect(!FileManager.default.fileExists(atPath: root + "/refs"))
  }

  @Test func aChangedTextAloneFailsWithItsLineDiff() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    // Records both files through the verifier with the record mode given in code, which CI would ignore
    // in an assertion; the assertion then matches them.
    let recording = SnapshotVerifier.verifyAccessibility(
      of: send, in: .range(.unconstrained),
      as: try SnapshotReference(suite: "Cards", test: "send()", scale: 1),
      settings: VerificationSettings(
        record: .missing, recordSource: .code, referenceDirectory: root + "/refs",
        failureFolder: root + "/diffs"),
      run: SnapshotRun())
    #expect(!recording.passed)
    #expect(run(request(.never)).isEmpty)
    let textPath = root + "/refs/Cards/send_accessibility@1x.txt"
    #expect(
      try String(contentsOfFile: textPath, encoding: .utf8)
        == "1 element, read left to right\n1. \"Send\" [button] at (0, 0, 60, 30) pt\n")
    // A reference that says link where the button says button: the image still matches, the text does not.
    try "1 element, read left to right\n1. \"Send\" [link] at (0, 0, 60, 30) pt\n".write(
      toFile: textPath, atomically: true, encoding: .utf8)
    let reports = run(request(.never))
    #expect(reports.map(\.kind) == [.failure])
    // On CI only PIXELPROOF_RECORD decides the record mode, so the advice names it rather than the code's.
    let onCI = ["", "false", "0", nil].contains(ProcessInfo.processInfo.environment["CI"]) == false
    let advice =
      onCI
      ? "To accept the new text as the reference, run `PIXELPROOF_RECORD=failed swift test --filter "
        + "Cards/send`, then review and commit it."
      : "To accept the new text as the reference, change this assertion's record mode (now .never, set in "
        + "code) to .failed, then review and commit it."
    #expect(
      reports.first?.message == """
        Snapshot text Cards/send_accessibility@1x does not match its reference.
          - 1. "Send" [link] at (0, 0, 60, 30) pt
          + 1. "Send" [button] at (0, 0, 60, 30) pt
          reference: \(root)/diffs/Cards/send_accessibility@1x.reference.txt
          failed:    \(root)/diffs/Cards/send_accessibility@1x.failed.txt
          \(advice)
        """)
  }
}
