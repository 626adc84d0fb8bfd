import Foundation
@testable import PixelproofVerifier
import Testing

/// A text reference is recorded and verified as an image is, per record mode, and compared exactly; a
/// mismatch shows its changed lines and leaves both texts in the failure folder.
@Suite struct TextReferenceTests {
  let reference = try! SnapshotReference(
    suite: "Screens", test: "settings()", name: "accessibility", scale: 2)
  let old = """
    2 elements, read left to right
    1. "Wi-Fi" [button] at (0, 0, 100, 44) pt
    2. "Done" [button] at (0, 44, 100, 44) pt

    """
  let new = """
    2 elements, read left to right
    1. "Wi-Fi" [button, selected] at (0, 0, 100, 44) pt
    2. "Done" [button] at (0, 44, 100, 44) pt

    """

  func paths(_ folders: TemporaryFolders) -> (reference: String, copy: String, failed: String) {
    let base = "Screens/settings_accessibility@2x"
    return (
      folders.references + "/" + base + ".txt", folders.diffs + "/" + base + ".reference.txt",
      folders.diffs + "/" + base + ".failed.txt"
    )
  }

  func contents(_ folders: TemporaryFolders, _ path: String) throws -> String {
    String(decoding: try folders.bytes(path), as: UTF8.self)
  }

  @Test func aMissingReferenceIsRecordedAndFailsOnce() throws {
    let folders = try TemporaryFolders()
    let path = paths(folders)
    let result = SnapshotVerifier.verifyText(
      old, against: reference, settings: folders.settings(.missing), run: SnapshotRun())
    #expect(result.outcome == .recorded)
    #expect(
      result.message == """
        Snapshot text Screens/settings_accessibility@2x had no reference text; recorded one at \
        \(path.reference) (record mode missing, set in code).
          Look at it, commit it, and run the test again: it fails this once so a recording is never mistaken \
        for a pass.
        """)
    #expect(try contents(folders, path.reference) == old)
    #expect(!folders.exists(path.failed))
  }

  @Test func aMissingReferenceIsNotRecordedUnderNever() throws {
    let folders = try TemporaryFolders()
    let path = paths(folders)
    let result = SnapshotVerifier.verifyText(
      old, against: reference, settings: folders.settings(.never), run: SnapshotRun())
    #expect(result.outcome == .failed)
    #expect(
      result.message == """
        Snapshot text Screens/settings_accessibility@2x has no reference text at \(path.reference).
          Nothing was recorded (record mode never, set in code). The text made now is at \(path.failed).
          To record it, change this assertion's record mode (now .never, set in code) to .missing, look at \
        the new text and commit it.
        """)
    #expect(!folders.exists(path.reference))
    #expect(try contents(folders, path.failed) == old)
  }

  @Test func theSameTextMatchesAndClearsAnEarlierFailure() throws {
    let folders = try TemporaryFolders()
    let path = paths(folders)
    try folders.write(Array(old.utf8), to: path.reference)
    try folders.write(Array(new.utf8), to: path.failed)
    let result = SnapshotVerifier.verifyText(
      old, against: reference, settings: folders.settings(.never), run: SnapshotRun())
    #expect(result.outcome == .matched)
    #expect(result.message == "")
    #expect(!folders.exists(path.failed))
  }

  @Test func aDifferentTextFailsWithItsChangedLinesAndBothFiles() throws {
    let folders = try TemporaryFolders()
    let path = paths(folders)
    try folders.write(Array(old.utf8), to: path.reference)
    let result = SnapshotVerifier.verifyText(
      new, against: reference, settings: folders.settings(.never), run: SnapshotRun())
    #expect(result.outcome == .failed)
    // Only the first element's line changed: the reference's, then the new one.
    #expect(
      result.message == """
        Snapshot text Screens/settings_accessibility@2x does not match its reference.
          - 1. "Wi-Fi" [button] at (0, 0, 100, 44) pt
          + 1. "Wi-Fi" [button, selected] at (0, 0, 100, 44) pt
          reference: \(path.copy)
          failed:    \(path.failed)
          To accept the new text as the reference, change this assertion's record mode (now .never, set in \
        code) to .failed, then review and commit it.
        """)
    #expect(try contents(folders, path.reference) == old)
    #expect(try contents(folders, path.copy) == old)
    #expect(try contents(folders, path.failed) == new)
  }

  @Test func aFailureFolderThatCannotBeWrittenNeverHidesTheMismatch() throws {
    let folders = try TemporaryFolders()
    let path = paths(folders)
    try folders.write(Array(old.utf8), to: path.reference)
    try folders.write([], to: folders.diffs)
    let result = SnapshotVerifier.verifyText(
      new, against: reference, settings: folders.settings(.never), run: SnapshotRun())
    #expect(result.outcome == .failed)
    // The changed lines are still given, the message says no file was written instead of naming files
    // that are not there, and the reference is as it was.
    #expect(
      Array(result.message.split(separator: "\n").prefix(4)) == [
        "Snapshot text Screens/settings_accessibility@2x does not match its reference.",
        #"  - 1. "Wi-Fi" [button] at (0, 0, 100, 44) pt"#,
        #"  + 1. "Wi-Fi" [button, selected] at (0, 0, 100, 44) pt"#,
        "  No failure files were written: \(folders.diffs) is a file, not a folder.",
      ])
    #expect(try contents(folders, path.reference) == old)
  }

  @Test func recordingFailedReplacesADifferentText() throws {
    let folders = try TemporaryFolders()
    let path = paths(folders)
    try folders.write(Array(old.utf8), to: path.reference)
    let result = SnapshotVerifier.verifyText(
      new, against: reference, settings: folders.settings(.failed), run: SnapshotRun())
    #expect(result.outcome == .recorded)
    #expect(
      result.message.hasSuffix(
        "\n  The new text was recorded over \(path.reference) (record mode failed, set in code); review it "
          + "before committing."))
    #expect(try contents(folders, path.reference) == new)
  }

  @Test func recordingAllLeavesAnUnchangedTextUntouched() throws {
    let folders = try TemporaryFolders()
    let path = paths(folders)
    try folders.write(Array(old.utf8), to: path.reference)
    let written = try FileManager.default.attributesOfItem(atPath: path.reference)[.modificationDate] as? Date
    let result = SnapshotVerifier.verifyText(
      old, against: reference, settings: folders.settings(.all), run: SnapshotRun())
    #expect(result.outcome == .matched)
    #expect(
      try FileManager.default.attributesOfItem(atPath: path.reference)[.modificationDate] as? Date == written)
    #expect(
      folders.files().filter { !$0.hasPrefix("FailureDiffs/.") } == [
        "ReferenceImages/Screens/settings_accessibility@2x.txt"
      ])
  }

  @Test func aFolderInPlaceOfTheReferenceIsNeverWrittenOver() throws {
    let folders = try TemporaryFolders()
    let path = paths(folders)
    try FileManager.default.createDirectory(atPath: path.reference, withIntermediateDirectories: true)
    let result = SnapshotVerifier.verifyText(
      old, against: reference, settings: folders.settings(.all), run: SnapshotRun())
    #expect(result.outcome == .failed)
    #expect(
      result.message
        == "Snapshot text Screens/settings_accessibility@2x: the reference path \(path.reference) is a "
        + "folder, not a text file; remove or rename it.")
  }

  @Test func theSameTextReferenceTwiceInOneRunFails() throws {
    let folders = try TemporaryFolders()
    let path = paths(folders)
    let run = SnapshotRun()
    _ = SnapshotVerifier.verifyText(old, against: reference, settings: folders.settings(.missing), run: run)
    let second = SnapshotVerifier.verifyText(
      old, against: reference, settings: folders.settings(.missing), run: run)
    #expect(second.outcome == .failed)
    #expect(
      second.message
        == "Snapshot text Screens/settings_accessibility@2x could not be verified: "
        + "\(SnapshotError.duplicateReference(path: path.reference))\n"
        + "  an assertion whose test and place are not known\n"
        + "  an assertion whose test and place are not known\n"
        + "  Both fail, whichever ran first.")
  }

  @Test func theLineDiffKeepsTheLongestCommonRunOfLines() {
    // a b c d -> a c e d: b went, e came between c and d.
    #expect(LineDiff.lines(from: "a\nb\nc\nd\n", to: "a\nc\ne\nd\n") == ["- b", "+ e"])
    #expect(LineDiff.lines(from: "a\n", to: "a\n") == [])
    // A missing final line break is a line of its own, so it is never an invisible difference.
    #expect(LineDiff.lines(from: "a\n", to: "a") == ["+ (no line break at the end)"])
    #expect(LineDiff.lines(from: "", to: "a\nb\n") == ["+ a", "+ b"])
  }
}
