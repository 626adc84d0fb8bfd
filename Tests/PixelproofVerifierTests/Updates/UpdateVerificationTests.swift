import Foundation
import PixelproofVerifier
import Testing

/// `SnapshotVerifier.verifyUpdate`: both states as references of their own, the changes image on every
/// run, the message, and what is (and is not) written.
@Suite struct UpdateVerificationTests {
  /// A 40 pt wide column of 10 pt tall rows, each a view of its colour carrying its identifier.
  private func rows(_ rows: [(String, Color)]) -> any Component {
    Stack(.vertical) {
      for (identifier, color) in rows {
        View(color).size(width: 40, height: 10).id(identifier)
      }
    }
  }

  private let gray = Color(hex: 0x8E8E93)
  private let orange = Color(hex: 0xFF9F0A)
  private let teal = Color(hex: 0x30B0C7)

  private var before: any Component { rows([("Row#1", gray), ("Row#2", orange), ("Row#3", teal)]) }
  private var after: any Component { rows([("Row#3", teal), ("Row#1", gray), ("Row#4", orange)]) }

  private let reference = try! SnapshotReference(suite: "FeedTests", test: "reorder()", scale: 1)

  /// Every file below the folders except the run manifests, which other tests cover.
  private func files(_ folders: TemporaryFolders) -> [String] {
    folders.files().filter { !$0.hasPrefix("FailureDiffs/.manifests/") }
  }

  @Test func recordsBothStatesAndWritesTheChangesImageOnEveryRun() throws {
    let folders = try TemporaryFolders()
    let first = SnapshotVerifier.verifyUpdate(
      from: before, to: after, in: .width(40), as: reference, settings: folders.settings(.missing),
      run: SnapshotRun())
    #expect(first.before?.outcome == .recorded)
    #expect(first.after?.outcome == .recorded)
    #expect(!first.passed)
    // The two references under the update's name with `_before` / `_after`; the changes image and the
    // report's summaries of the two recordings in the failure folder, with its `.gitignore`.
    #expect(
      files(folders) == [
        "FailureDiffs/.gitignore", "FailureDiffs/FeedTests/reorder@1x.changes.png",
        "FailureDiffs/FeedTests/reorder_after@1x.snapshot.json",
        "FailureDiffs/FeedTests/reorder_before@1x.snapshot.json",
        "ReferenceImages/FeedTests/reorder_after@1x.png", "ReferenceImages/FeedTests/reorder_before@1x.png",
      ])
    #expect(first.changesImagePath == folders.diffs + "/FeedTests/reorder@1x.changes.png")

    // The same states again: both match, the assertion passes silently, and the changes image is
    // written again (removed here to see it come back).
    try FileManager.default.removeItem(atPath: folders.diffs + "/FeedTests/reorder@1x.changes.png")
    let second = SnapshotVerifier.verifyUpdate(
      from: before, to: after, in: .width(40), as: reference, settings: folders.settings(.missing),
      run: SnapshotRun())
    #expect(second.passed)
    #expect(second.message == "")
    #expect(second.before?.outcome == .matched && second.after?.outcome == .matched)
    #expect(folders.exists(folders.diffs + "/FeedTests/reorder@1x.changes.png"))
    // Written atomically: no temporary file is left anywhere.
    #expect(!folders.files().contains { $0.contains(".tmp") })
  }

  @Test func theMessageListsTheChangesThenEachStatesOwnMessage() throws {
    let folders = try TemporaryFolders()
    _ = SnapshotVerifier.verifyUpdate(
      from: before, to: after, in: .width(40), as: reference, settings: folders.settings(.missing),
      run: SnapshotRun())
    // The state after with Row#4 teal instead of orange: its reference no longer matches.
    let changedAfter = rows([("Row#3", teal), ("Row#1", gray), ("Row#4", teal)])
    let result = SnapshotVerifier.verifyUpdate(
      from: before, to: changedAfter, in: .width(40), as: reference, settings: folders.settings(.never),
      run: SnapshotRun())
    #expect(result.before?.outcome == .matched)
    #expect(result.after?.outcome == .failed)
    // Row#1 Row#2 Row#3 -> Row#3 Row#1 Row#4. Deleted Row#2 (old 1): d = 0 0 1. Inserted Row#4 (new 2):
    // n = 0 0 0. Row#3: 2 − 1 + 0 = 1 ≠ 0, moved 2 → 0. Row#1: 0 − 0 + 0 = 0 ≠ 1, moved 0 → 1.
    let header = """
      Update snapshot FeedTests/reorder@1x, before -> after: 2 moved, 1 inserted, 1 deleted
        moved Row#3 from 2 to 0
        moved Row#1 from 0 to 1
        inserted Row#4 at 2
        deleted Row#2 at 1
        changes:   \(folders.diffs)/FeedTests/reorder@1x.changes.png
      """
    #expect(result.message == header + "\n" + (result.after?.message ?? ""))
    // The state's own message explains its layout change, naming the cell by its identifier.
    #expect(
      result.after?.message.contains("\n" + #"    View#"Row#4": colours #FF9F0AFF -> #30B0C7FF"#) == true)
  }

  @Test func repeatedIdentifiersStopTheAssertionBeforeAnythingIsWritten() throws {
    let folders = try TemporaryFolders()
    let run = SnapshotRun()
    let result = SnapshotVerifier.verifyUpdate(
      from: rows([("Row#1", gray), ("Row#1", orange), ("Row#2", teal)]),
      to: rows([("Row#2", teal), ("Row#3", gray), ("Row#2", gray), ("Row#3", teal)]), in: .width(40),
      as: reference, settings: folders.settings(.missing), run: run)
    #expect(!result.passed)
    #expect(result.before == nil && result.after == nil && result.changesImagePath == nil)
    #expect(
      result.message == """
        Update snapshot FeedTests/reorder@1x cannot tell its changes.
        duplicate ids in the state before: Row#1 at 0 and 1
        duplicate ids in the state after: Row#2 at 0 and 2; Row#3 at 1 and 3
        Give every identified node an id no sibling shares (ids need only be unique within their section).
          report: run `swift run pixelproof report` for an HTML review of every failure
        """)
    // Only the failure folder's `.gitignore` (and the run manifest, which lists both references as
    // failed so they never look orphaned): no reference, no image.
    #expect(files(folders) == ["FailureDiffs/.gitignore"])
    let listed = try RunManifest(run: run, failureFolder: folders.diffs).entries()
    #expect(listed.map(\.outcome) == [.failed, .failed])
    #expect(
      listed.map(\.path) == [
        folders.references + "/FeedTests/reorder_before@1x.png",
        folders.references + "/FeedTests/reorder_after@1x.png",
      ])
  }

  @Test func aChangesImageThatCannotBeWrittenFailsTheAssertionSayingWhy() throws {
    let folders = try TemporaryFolders()
    _ = SnapshotVerifier.verifyUpdate(
      from: before, to: after, in: .width(40), as: reference, settings: folders.settings(.missing),
      run: SnapshotRun())
    // The failure folder is now a file: both states still match, but the image has nowhere to go.
    try FileManager.default.removeItem(atPath: folders.diffs)
    try folders.write(Array("not a folder".utf8), to: folders.diffs)
    let result = SnapshotVerifier.verifyUpdate(
      from: before, to: after, in: .width(40), as: reference, settings: folders.settings(.missing),
      run: SnapshotRun())
    #expect(result.before?.outcome == .matched && result.after?.outcome == .matched)
    #expect(!result.passed)
    #expect(result.changesImagePath == nil)
    #expect(
      result.message == """
        Update snapshot FeedTests/reorder@1x, before -> after: 2 moved, 1 inserted, 1 deleted
          moved Row#3 from 2 to 0
          moved Row#1 from 0 to 1
          inserted Row#4 at 2
          deleted Row#2 at 1
          changes image could not be written: \(folders.diffs) is a file, not a folder
        """)
  }
}
