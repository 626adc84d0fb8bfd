import Foundation
@testable import Pixelproof
import PixelproofVerifier
import Testing

/// What the update assertion reports, variant by variant.
@Suite struct UpdateAssertionTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("pixelproof-update-assertion-\(UUID().uuidString)").path

  @Test func eachVariantHasItsOwnStatesAndChangesImage() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let request = SnapshotAssertion.Request(
      size: .width(20), suite: "Cards", test: "badge()", name: nil, scale: 1, variants: .lightAndDark,
      record: .never, tolerance: nil, filePath: #filePath, filter: "Cards/badge", run: SnapshotRun())
    let before = Stack(.vertical) { View(.white).size(height: 10).id("a") }
    let after = Stack(.vertical) {
      View(.white).size(height: 10).id("a")
      View(.black).size(height: 10).id("b")
    }
    let reports = withSnapshotConfiguration(
      SnapshotConfiguration(referenceDirectory: root + "/refs", failureFolder: root + "/diffs")
    ) { SnapshotAssertion.runUpdate(from: before, to: after, request) }
    // Nothing is recorded (.never): one failure per variant, light then dark, each naming its missing
    // `_before` and `_after` references (the variant's suffix after the state's name).
    #expect(reports.map(\.kind) == [.failure, .failure])
    for (report, suffix) in zip(reports, ["", "_dark"]) {
      let lines = report.message.split(separator: "\n").map(String.init)
      // Only b is new: a stays at 0, b is inserted at 1.
      #expect(
        Array(lines.prefix(3)) == [
          "Update snapshot Cards/badge\(suffix)@1x, before -> after: 1 inserted", "  inserted b at 1",
          "  changes:   \(root)/diffs/Cards/badge\(suffix)@1x.changes.png",
        ])
      #expect(
        lines.contains(
          "Snapshot Cards/badge_before\(suffix)@1x has no reference image at "
            + "\(root)/refs/Cards/badge_before\(suffix)@1x.png."))
      #expect(
        lines.contains(
          "Snapshot Cards/badge_after\(suffix)@1x has no reference image at "
            + "\(root)/refs/Cards/badge_after\(suffix)@1x.png."))
      #expect(FileManager.default.fileExists(atPath: "\(root)/diffs/Cards/badge\(suffix)@1x.changes.png"))
    }
  }
}
