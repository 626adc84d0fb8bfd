import Foundation
import Pixelproof
import Synchronization
import Testing

/// How the Swift Testing front end reports variants: every failing variant is an issue of its own.
/// References go to a temporary folder, so nothing here touches `ReferenceImages/`.
@Suite struct VariantReportingTests {
  /// The comments of every issue `body` records, in order; the issues are expected, so the test passes.
  private func issues(_ body: () -> Void) -> [String] {
    let comments = Mutex<[String]>([])
    withKnownIssue {
      body()
    } matching: { issue in
      comments.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    return comments.withLock { $0 }
  }

  /// `body` with references and failure files in an empty temporary folder, recording nothing.
  private func inEmptyFolder(_ body: () -> Void) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("pixelproof-variant-reporting-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let configuration = SnapshotConfiguration(
      record: .never, referenceDirectory: root + "/refs", failureFolder: root + "/diffs")
    withSnapshotConfiguration(configuration, operation: body)
  }

  @Test func everyFailingVariantIsAnIssueOfItsOwn() throws {
    let variants = try SnapshotVariants(
      colorSchemes: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft])
    let found = issues {
      inEmptyFolder { assertSnapshot(of: View(.red).size(width: 2, height: 2), variants: variants) }
    }
    // No variant has a reference, so each fails (or, where the environment forces recording, is
    // recorded and fails saying so), in the order of the product.
    let names = ["@2x", "_rtl@2x", "_dark@2x", "_dark_rtl@2x"].map {
      "VariantReportingTests/everyFailingVariantIsAnIssueOfItsOwn" + $0 + " "
    }
    #expect(found.count == 4, "\(found)")
    for (message, name) in zip(found, names) {
      #expect(message.contains(name), "\(message)")
    }
  }

  @Test func aScaleGivenTwiceIsOneIssueSayingSo() {
    let square = View(.red).size(width: 2, height: 2)
    let found = issues {
      inEmptyFolder { assertSnapshot(of: square, scale: 2, variants: .allScales) }
    }
    #expect(
      found == [
        "Snapshot assertion could not run: the assertion gives scale 2 and its variants give scales "
          + "[1, 2, 3]; give the scales in one place: leave out scale:, or the variants' scales"
      ])
  }
}
