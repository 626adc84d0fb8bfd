import Foundation
import PixelproofVerifier
import Testing

/// The states of an update snapshot in the report: each summary names the update's changes image, and
/// the report shows it.
@Suite struct UpdateReportTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private func rows(_ titles: [(String, String)]) -> any Component {
    List(style: .plain) {
      Section(id: "mail") {
        for (id, title) in titles { Label(title).inset(8).id(id) }
      }
    }
  }

  private let reference = try! SnapshotReference(suite: "MailTests", test: "rename()", scale: 1)

  /// Records both states, then verifies a different state after against them: the before matches, the
  /// after fails.
  private func failAfterState() throws -> UpdateSnapshotResult {
    let before = rows([("Row#1", "Inbox"), ("Row#9", "Spam")])
    _ = SnapshotVerifier.verifyUpdate(
      from: before, to: rows([("Row#1", "Inbox"), ("Row#9", "Junk")]), in: .width(120), as: reference,
      settings: folders.settings(.missing), run: SnapshotRun())
    return SnapshotVerifier.verifyUpdate(
      from: before, to: rows([("Row#1", "Inbox"), ("Row#9", "Bulk")]), in: .width(120), as: reference,
      settings: folders.settings(.never), run: SnapshotRun())
  }

  @Test func theFailedStatesSummaryNamesTheChangesImageAtItsSize() throws {
    let result = try failAfterState()
    #expect(result.before?.outcome == .matched)
    #expect(result.after?.outcome == .failed)
    let changesPath = folders.diffs + "/MailTests/rename@1x.changes.png"
    #expect(result.changesImagePath == changesPath)
    // The size is the file's own, as decoded here.
    let image = try PNGCodec.decode(folders.bytes(changesPath))
    let summary = try SnapshotSummary.read(folders.diffs + "/MailTests/rename_after@1x.snapshot.json")
    #expect(
      summary?.changes
        == SnapshotSummary.ImageFile(path: "rename@1x.changes.png", width: image.width, height: image.height))
    // The state before matched: it leaves no summary to name anything.
    #expect(!folders.exists(folders.diffs + "/MailTests/rename_before@1x.snapshot.json"))
  }

  @Test func theReportShowsTheChangesImageInTheFailedStatesSection() throws {
    _ = try failAfterState()
    let html = SnapshotReport.load(failureFolder: folders.diffs).html()
    let image = try PNGCodec.decode(folders.bytes(folders.diffs + "/MailTests/rename@1x.changes.png"))
    #expect(html.components(separatedBy: "<h3>Update changes</h3>").count == 2)
    #expect(html.contains("<p class=\"path\">changes image <code>rename@1x.changes.png</code></p>"))
    #expect(
      html.contains(
        "<img id=\"snapshot-0-changes\" alt=\"changes of MailTests/rename_after@1x\""
          + " data-name=\"MailTests/rename_after@1x changes\" data-width=\"\(image.width)\""
          + " data-height=\"\(image.height)\" width=\"\(image.width)\" height=\"\(image.height)\""
          + " src=\"data:image/png;base64,"))
    #expect(
      html.contains(
        "<figcaption>before and after the update \(image.width) x \(image.height) px</figcaption>"))
  }

  @Test func aSnapshotThatIsNoUpdateHasNoChangesImageInItsSummaryFile() throws {
    let snapshot = try SnapshotReference(suite: "MailTests", test: "single()", scale: 1)
    _ = SnapshotVerifier.verify(
      rows([("Row#1", "Inbox")]), in: .width(120), as: snapshot, settings: folders.settings(.missing),
      run: SnapshotRun())
    let path = folders.diffs + "/MailTests/single@1x.snapshot.json"
    #expect(try SnapshotSummary.read(path)?.changes == nil)
    // Summaries of ordinary snapshots keep the bytes they had: no `changes` key at all.
    #expect(!String(decoding: try folders.bytes(path), as: UTF8.self).contains("\"changes\""))
    #expect(!SnapshotReport.load(failureFolder: folders.diffs).html().contains("Update changes"))
  }
}
