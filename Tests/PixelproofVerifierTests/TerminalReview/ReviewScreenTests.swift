import Foundation
import PixelproofVerifier
import Testing

/// What `pixelproof review` shows of a real failure, in plain text and in colour.
@Suite struct ReviewScreenTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  /// A failure of the sample snapshot, its reference recorded first.
  private func failure() throws -> PendingFailure {
    var settings = folders.settings(.missing)
    _ = SnapshotVerifier.verify(
      try sampleImage(), against: sampleReference, settings: settings, run: SnapshotRun())
    settings.record = .never
    _ = SnapshotVerifier.verify(
      try sampleImage(changing: (2, 1)), against: sampleReference, settings: settings, run: SnapshotRun())
    let failures = ReviewQueue.failures(
      in: folders.diffs, referenceDirectory: folders.references, filter: nil, tolerated: false)
    return try #require(failures.first)
  }

  @Test func plainTextShowsTheHeadingTheMessageAndTheNoteWithoutEscapes() throws {
    let failure = try failure()
    let message = try #require(failure.summary?.message)
    let screen = ReviewScreen(trueColor: false, columns: 80, imageLines: 20)
    let lines = screen.lines(for: failure, position: 1, count: 3, skipReason: "a reason")
    #expect(
      lines
        == ["Snapshot 1 of 3: CardTests/testCard_dark@2x (failed)"]
        + message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        + ["note: --accept alone would skip it: a reason; a accepts it all the same"])
    #expect(!lines.joined().contains("\u{1B}"))
  }

  @Test func colourAddsTheReferenceFailedAndDiffImagesCaptionedWithTheirSizes() throws {
    let failure = try failure()
    let screen = ReviewScreen(trueColor: true, columns: 80, imageLines: 20)
    let lines = screen.lines(for: failure, position: 1, count: 1, skipReason: nil)
    let captions = try #require(lines.firstIndex { $0.hasPrefix("reference 4 x 3 px") })
    // (80 - 4) / 3 = 25 columns a panel; the 4 x 3 images are small enough to keep every pixel.
    #expect(
      lines[captions] == "reference 4 x 3 px" + String(repeating: " ", count: 9) + "failed 4 x 3 px"
        + String(repeating: " ", count: 12) + "diff 4 x 3 px")
    #expect(lines[captions - 1] == "")
    #expect(lines.count == captions + 3)
    let reference = try #require(TerminalPicture(try sampleImage()))
    #expect(lines[captions + 1].hasPrefix(HalfBlocks.lines(of: reference)[0]))
  }

  @Test func aFailureOverAGitLFSPointerShowsOnlyItsFailedImageAndWhyAcceptAloneSkipsIt() throws {
    let path = folders.references + "/CardTests/testCard_dark@2x.png"
    try folders.write(Array("version https://git-lfs.github.com/spec/v1\nsize 1\n".utf8), to: path)
    _ = SnapshotVerifier.verify(
      try sampleImage(), against: sampleReference, settings: folders.settings(.never), run: SnapshotRun())
    let failure = try #require(
      ReviewQueue.failures(
        in: folders.diffs, referenceDirectory: folders.references, filter: nil, tolerated: false
      )
      .first)
    let reason = AcceptanceRule(failureFolder: folders.diffs).skipReason(
      referencePath: failure.referencePath(in: folders.references),
      wasCompared: folders.exists(failure.referenceCopyPath))
    let lines = ReviewScreen(trueColor: true, columns: 80, imageLines: 20)
      .lines(for: failure, position: 1, count: 1, skipReason: reason)
    // The pointer was never compared: no reference copy, no diff, one panel.
    #expect(lines.contains("failed 4 x 3 px"))
    #expect(!lines.contains { $0.contains("reference 4 x 3 px") })
    #expect(
      lines.last
        == "note: --accept alone would skip it: its reference \(path) is a Git LFS pointer: run `git lfs pull` "
        + "and the test again to compare with it, or name it to accept the new one without comparing; a accepts "
        + "it all the same")
  }

  @Test func aTextFailureShowsItsChangedLines() throws {
    let reference = folders.references + "/ScreenTests/screen@2x.txt"
    try folders.write(Array("one\ntwo\n".utf8), to: reference)
    try folders.write(Array("one\n".utf8), to: folders.diffs + "/ScreenTests/screen@2x.reference.txt")
    try folders.write(Array("one\nthree\n".utf8), to: folders.diffs + "/ScreenTests/screen@2x.failed.txt")
    let failures = ReviewQueue.failures(
      in: folders.diffs, referenceDirectory: folders.references, filter: "screen", tolerated: false)
    let text = try #require(failures.first)
    let lines = ReviewScreen(trueColor: false, columns: 80, imageLines: 20)
      .lines(for: text, position: 1, count: 1, skipReason: nil)
    #expect(
      lines == [
        "Snapshot 1 of 1: ScreenTests/screen@2x.txt (text differs)", "  + three",
        "  failed:    \(folders.diffs)/ScreenTests/screen@2x.failed.txt",
      ])
  }
}
