import Foundation
import PixelproofVerifier
import Testing

/// Update snapshots and mismatch messages over a real `List`, whose cells are `ListCell#<id>` nodes in
/// `ListSection#<id>` nodes: messages name the cells by the ids the user gave them, at their indexes
/// within their section.
@Suite struct ListUpdateTests {
  /// One section of text rows, each row carrying its id.
  private func mailboxes(_ style: ListStyle, _ rows: [(id: String, title: String)]) -> any Component {
    List(style: style) {
      Section(id: "mailboxes", header: "Mailboxes") {
        for row in rows {
          Label(row.title).inset(horizontal: 16, vertical: 11).id(row.id)
        }
      }
    }
  }

  private let before: [(id: String, title: String)] = [
    ("Row#1", "Inbox"), ("Row#2", "Drafts"), ("Row#3", "Sent"), ("Row#42", "Archive"), ("Row#9", "Spam"),
    ("Row#5", "Outbox"),
  ]
  /// Archive taken to the top, Sent deleted, Spam renamed Junk, Trash inserted before Outbox.
  private let after: [(id: String, title: String)] = [
    ("Row#42", "Archive"), ("Row#1", "Inbox"), ("Row#2", "Drafts"), ("Row#9", "Junk"), ("Row#77", "Trash"),
    ("Row#5", "Outbox"),
  ]

  private let reference = try! SnapshotReference(suite: "MailTests", test: "reorder()", scale: 1)

  @Test func anUpdateOfAListNamesItsCellsByIdAtTheirIndexesInTheSection() throws {
    let folders = try TemporaryFolders()
    let result = SnapshotVerifier.verifyUpdate(
      from: mailboxes(.insetGrouped, before), to: mailboxes(.insetGrouped, after), in: .width(240),
      as: reference, settings: folders.settings(.missing), run: SnapshotRun())
    // IGListKit's ListDiff over the section's ids, old 1 2 3 42 9 5, new 42 1 2 9 77 5:
    // deleted Row#3 (old 2), so deletes before each old index d = 0 0 0 1 1 1; inserted Row#77 (new 4),
    // so inserts before each new index n = 0 0 0 0 0 1. A cell moved when old − d(old) + n(new) ≠ new:
    // Row#42 3 − 1 + 0 = 2 ≠ 0, Row#1 0 ≠ 1, Row#2 1 ≠ 2, Row#9 4 − 1 + 0 = 3 = 3 (stays),
    // Row#5 5 − 1 + 1 = 5 = 5 (stays). Row#9's text changed: updated at its old index, 4.
    // The section itself (header, background) is unchanged, so the top list has no change.
    #expect(
      result.changes?.lines == [
        "moved Row#42 from 3 to 0 in mailboxes", "moved Row#1 from 0 to 1 in mailboxes",
        "moved Row#2 from 1 to 2 in mailboxes", "inserted Row#77 at 4 in mailboxes",
        "deleted Row#3 at 2 in mailboxes", "updated Row#9 at 4 in mailboxes",
      ])
    // Both states were recorded, so the assertion fails once, listing the changes first.
    let lines = result.message.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(7)) == [
        "Update snapshot MailTests/reorder@1x, before -> after: 3 moved, 1 inserted, 1 deleted, 1 updated",
        "  moved Row#42 from 3 to 0 in mailboxes", "  moved Row#1 from 0 to 1 in mailboxes",
        "  moved Row#2 from 1 to 2 in mailboxes", "  inserted Row#77 at 4 in mailboxes",
        "  deleted Row#3 at 2 in mailboxes", "  updated Row#9 at 4 in mailboxes",
      ])
  }

  @Test func anInsertedCellUpdatesNeitherItsNeighboursNorItsSectionsSeparators() throws {
    // A plain list draws a separator under every cell but the last: one more cell, one more separator,
    // which is the inserted cell's, not a change of the section.
    let rows = Array(before.prefix(3))
    let more = rows + [("Row#77", "Trash")]
    let folders = try TemporaryFolders()
    let result = SnapshotVerifier.verifyUpdate(
      from: mailboxes(.plain, rows), to: mailboxes(.plain, more), in: .width(240), as: reference,
      settings: folders.settings(.missing), run: SnapshotRun())
    // Old 1 2 3, new 1 2 3 77: Row#77 is new at 3; every other cell keeps its index and its content.
    #expect(result.changes?.lines == ["inserted Row#77 at 3 in mailboxes"])
  }

  @Test func aListMismatchNamesTheChangedCellById() throws {
    let folders = try TemporaryFolders()
    let snapshot = try SnapshotReference(suite: "MailTests", test: "mailboxes()", scale: 1)
    let recorded = SnapshotVerifier.verify(
      mailboxes(.insetGrouped, before), in: .width(240), as: snapshot, settings: folders.settings(.missing),
      run: SnapshotRun())
    #expect(recorded.outcome == .recorded)
    var renamed = before
    renamed[1].title = "Outbox"
    let failed = SnapshotVerifier.verify(
      mailboxes(.insetGrouped, renamed), in: .width(240), as: snapshot, settings: folders.settings(.never),
      run: SnapshotRun())
    #expect(failed.outcome == .failed)
    let lines = failed.message.split(separator: "\n").map(String.init)
    // The second cell of the section (index 1), Row#2, shows other text: an update, at index 1. Its
    // label is then listed by the layout changes under the cell's node.
    let cells = try #require(
      lines.firstIndex { $0.contains("cells changed since the reference") }, "\(failed.message)")
    #expect(
      Array(lines[cells...].prefix(3)) == [
        "  cells changed since the reference was recorded: 1 updated",
        "    updated Row#2 at 1 in mailboxes",
        "  layout changes since the reference was recorded:",
      ])
    #expect(lines.contains(#"    ListCell#"Row#2" > Inset > Label: text "Drafts" -> "Outbox""#))
  }

  @Test func aMismatchOfATreeWithoutListCellsListsNoCells() throws {
    // Identified nodes outside a list are named by the layout changes alone, as before lists existed.
    let folders = try TemporaryFolders()
    let snapshot = try SnapshotReference(suite: "MailTests", test: "column()", scale: 1)
    func column(_ title: String) -> any Component {
      Stack { Label(title).id("Row#1") }
    }
    _ = SnapshotVerifier.verify(
      column("Inbox"), in: .width(120), as: snapshot, settings: folders.settings(.missing), run: SnapshotRun()
    )
    let failed = SnapshotVerifier.verify(
      column("Sent"), in: .width(120), as: snapshot, settings: folders.settings(.never), run: SnapshotRun())
    #expect(failed.outcome == .failed)
    #expect(!failed.message.contains("cells changed"))
    #expect(failed.message.contains(#"Label#"Row#1": text "Inbox" -> "Sent""#))
  }
}
