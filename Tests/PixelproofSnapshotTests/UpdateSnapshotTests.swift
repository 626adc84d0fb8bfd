import Foundation
import Pixelproof
import PixelproofVerifier
import Testing
import XCTest

/// A mailbox row: a coloured badge and a title on white, carrying its identifier, as a list cell does.
private func mailbox(_ identifier: String, _ title: String, _ badge: Color) -> any Component {
  Stack(.horizontal, spacing: 8, align: .center) {
    View(badge).cornerRadius(4).size(width: 16, height: 16)
    Label(title, font: .system(size: 13), color: Color(hex: 0x1C1C1E))
  }
  .inset(horizontal: 10, vertical: 6)
  .background(.white)
  .id(identifier)
}

/// Rows one point apart on a light grey, which shows between them as separators.
private func mailboxes(_ rows: [any Component]) -> any Component {
  Stack(.vertical, spacing: 1, align: .stretch) {
    for row in rows { row }
  }
  .background(Color(hex: 0xE5E5EA))
}

private let blue = Color(hex: 0x0A84FF)
private let gray = Color(hex: 0x8E8E93)
private let red = Color(hex: 0xFF453A)

/// Before: Inbox, Drafts, Sent, Archive, Spam. After: Archive taken to the top, Sent deleted, Spam
/// renamed Junk, Trash added at the end.
let mailboxesBefore = mailboxes([
  mailbox("Row#1", "Inbox", blue), mailbox("Row#2", "Drafts", gray), mailbox("Row#3", "Sent", gray),
  mailbox("Row#42", "Archive", gray), mailbox("Row#9", "Spam", red),
])
let mailboxesAfter = mailboxes([
  mailbox("Row#42", "Archive", gray), mailbox("Row#1", "Inbox", blue), mailbox("Row#2", "Drafts", gray),
  mailbox("Row#9", "Junk", red), mailbox("Row#77", "Trash", gray),
])

/// Update snapshots of a list-like column of identified cells: the two states as references, and the
/// changes image, itself kept as a reference.
@Suite struct UpdateSnapshotTests {
  @Test func mailboxesReordered() {
    assertSnapshot(of: mailboxesBefore, updatedTo: mailboxesAfter, size: .width(160))
  }

  @Test func theChangesImageMarksEveryKindOfChange() throws {
    let changes = try verifyChangesImage(
      from: mailboxesBefore, to: mailboxesAfter, test: "mailboxes", width: 160)
    // Deleted Row#3 (old 2): d = 0 0 0 1 1. Inserted Row#77 (new 4): n = 0 0 0 0 0.
    // Row#42: 3 − 1 + 0 = 2 ≠ 0; Row#1: 0 ≠ 1; Row#2: 1 ≠ 2; Row#9: 4 − 1 + 0 = 3 = 3. Row#9's text.
    #expect(
      changes?.lines == [
        "moved Row#42 from 3 to 0", "moved Row#1 from 0 to 1", "moved Row#2 from 1 to 2",
        "inserted Row#77 at 4", "deleted Row#3 at 2", "updated Row#9 at 4",
      ])
  }

  @Test func aCellThatMovedAndChangedHasAnAmberOutlineInsideItsBlueOne() throws {
    let before = mailboxes([
      mailbox("Row#1", "Inbox", blue), mailbox("Row#2", "Drafts", gray), mailbox("Row#3", "Spam", red),
    ])
    let after = mailboxes([
      mailbox("Row#3", "Spam", gray), mailbox("Row#1", "Inbox", blue), mailbox("Row#2", "Drafts", gray),
    ])
    let changes = try verifyChangesImage(from: before, to: after, test: "movedAndChanged", width: 120)
    // No deletes or inserts: Row#3: 2 ≠ 0; Row#1: 0 ≠ 1; Row#2: 1 ≠ 2. Row#3's badge turned grey.
    #expect(
      changes?.lines == [
        "moved Row#3 from 2 to 0", "moved Row#1 from 0 to 1", "moved Row#2 from 1 to 2", "updated Row#3 at 2",
      ])
  }

  /// Verifies the update in a folder of its own at 2x, then verifies the changes image it wrote against
  /// `ReferenceImages/UpdateSnapshotTests/<test>_changes@2x.png`; returns the changes.
  private func verifyChangesImage(
    from before: any Component, to after: any Component, test: String, width: Double
  ) throws -> UpdateChanges? {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("pixelproof-update-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let settings = VerificationSettings(
      record: .missing, recordSource: .code, referenceDirectory: root + "/refs",
      failureFolder: root + "/diffs")
    let result = SnapshotVerifier.verifyUpdate(
      from: before, to: after, in: .width(width),
      as: try SnapshotReference(suite: "UpdateSnapshotTests", test: test, scale: 2), settings: settings,
      run: SnapshotRun())
    let path = try #require(result.changesImagePath)
    let image = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    let verdicts = try VerificationSettings.resolve(
      SnapshotConfiguration.current, packageRoot: try PackageRoot.containing(#filePath))
    let check = SnapshotVerifier.verify(
      image,
      against: try SnapshotReference(suite: "UpdateSnapshotTests", test: test, name: "changes", scale: 2),
      settings: verdicts)
    #expect(check.passed, "\(check.message)")
    return result.changes
  }
}

/// The XCTest spelling of the same assertion: the class names the folder, the method the references.
final class UpdateSnapshotXCTests: XCTestCase {
  func testMailboxesReordered() {
    assertSnapshot(of: mailboxesBefore, updatedTo: mailboxesAfter, size: .width(160))
  }
}

/// A mismatch of either state lists its layout changes, naming the cells by their identifiers.
@Suite struct UpdateLayoutExplanationTests {
  @Test func layoutChangesNameIdentifiedCellsAndTheNodesInsideThem() throws {
    func record(_ component: any Component) throws -> LayoutRecord {
      let rendering = try ComponentRenderer.render(component, in: .width(160), scale: 2)
      return LayoutRecord(rendering.layout, painting: rendering.painting)
    }
    let lines = LayoutChanges(from: try record(mailboxesBefore), to: try record(mailboxesAfter)).lines(
      limit: 100)
    // Each row is `Background#<id>` (a white view behind an `Inset > Stack` of badge and label) in the
    // column, `Background > Stack` (the grey behind it is the root). Old positions in new order:
    // Row#42 3, Row#1 0, Row#2 1, Row#9 4; the longest run in order is 0 1 4, so Row#42 alone moved.
    #expect(lines.contains(#"Background#"Row#42": moved from index 3 to 0 in Background > Stack"#))
    // Row#9's label, found inside its cell by kind and place below the identified row.
    #expect(lines.contains(#"Background#"Row#9" > Inset > Stack > Label: text "Spam" -> "Junk""#))
    // Row#3 went, Row#77 came, each listed once with the 5 nodes inside it (white view, inset, stack,
    // badge, label).
    #expect(
      lines.contains {
        $0.hasPrefix(#"Background#"Row#3": removed from Background > Stack at "#)
          && $0.hasSuffix(", with 5 nodes inside")
      })
    #expect(
      lines.contains {
        $0.hasPrefix(#"Background#"Row#77": inserted in Background > Stack at "#)
          && $0.hasSuffix(", with 5 nodes inside")
      })
  }
}
