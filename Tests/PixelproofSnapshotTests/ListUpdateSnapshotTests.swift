import Foundation
import Pixelproof
import PixelproofVerifier
import Testing

/// Update snapshots of a real `List`: its states as references, and the changes image, kept as a
/// reference of its own, with the outlines on the list's cells.
@Suite struct ListUpdateSnapshotTests {
  /// A plain list of one section of text rows, each carrying its id.
  private func folders(_ rows: [(id: String, title: String)]) -> List {
    List(style: .plain) {
      Section(id: "folders", header: "Folders") {
        for row in rows {
          Label(row.title, font: .system(size: 13)).inset(horizontal: 12, vertical: 8).id(row.id)
        }
      }
    }
  }

  /// Work, Home, Travel, Bills; then Bills to the top, Home deleted, Travel renamed Trips, Taxes added.
  private var before: List {
    folders([("F#1", "Work"), ("F#2", "Home"), ("F#3", "Travel"), ("F#4", "Bills")])
  }
  private var after: List {
    folders([("F#4", "Bills"), ("F#1", "Work"), ("F#3", "Trips"), ("F#5", "Taxes")])
  }

  @Test func foldersReordered() {
    assertSnapshot(of: before, updatedTo: after, size: .width(160), scale: 2)
  }

  @Test func theChangesImageOutlinesTheListsCells() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("pixelproof-list-update-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let settings = VerificationSettings(
      record: .missing, recordSource: .code, referenceDirectory: root + "/refs",
      failureFolder: root + "/diffs")
    let result = SnapshotVerifier.verifyUpdate(
      from: before, to: after, in: .width(160),
      as: try SnapshotReference(suite: "ListUpdateSnapshotTests", test: "folders", scale: 2),
      settings: settings, run: SnapshotRun())
    // Old F#1 F#2 F#3 F#4, new F#4 F#1 F#3 F#5. F#2 is deleted at its old index 1, so deletes before
    // each old index d = 0 0 1 1; F#5 is inserted at 3, so inserts before each new index n = 0 0 0 0.
    // A cell moved when old − d(old) + n(new) ≠ new: F#4 3 − 1 + 0 = 2 ≠ 0; F#1 0 − 0 + 0 = 0 ≠ 1;
    // F#3 2 − 1 + 0 = 1 ≠ 2, so IGListKit reports it moved from 2 to 2: its index is the same, but
    // F#4 passed it going up, which the delete before it would otherwise have shifted it for. F#3's
    // text changed: updated at its old index, 2.
    #expect(
      result.changes?.lines == [
        "moved F#4 from 3 to 0 in folders", "moved F#1 from 0 to 1 in folders",
        "moved F#3 (2 → 2: others moved around it) in folders", "inserted F#5 at 3 in folders",
        "deleted F#2 at 1 in folders", "updated F#3 at 2 in folders",
      ])
    let path = try #require(result.changesImagePath)
    let image = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    let verdicts = try VerificationSettings.resolve(
      SnapshotConfiguration.current, packageRoot: try PackageRoot.containing(#filePath))
    let check = SnapshotVerifier.verify(
      image,
      against: try SnapshotReference(
        suite: "ListUpdateSnapshotTests", test: "folders", name: "changes", scale: 2),
      settings: verdicts)
    #expect(check.passed, "\(check.message)")
  }
}
