import Foundation
import PixelproofVerifier
import Testing

/// Messages that say what happened, in the user's words, with every name printable.
@Suite struct TruthfulMessageTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private var referencePath: String { folders.references + "/CardTests/testCard_dark@2x.png" }

  private func verify(
    _ image: StraightBitmap, _ mode: RecordMode, reference: SnapshotReference = sampleReference,
    settings: VerificationSettings? = nil
  ) -> SnapshotResult {
    SnapshotVerifier.verify(
      image, against: reference, settings: settings ?? folders.settings(mode),
      run: SnapshotRun(identifier: "r"))
  }

  @Test(arguments: [RecordMode.failed, .all])
  func reRecordingAnUnreadableReferenceSaysItWasReplaced(_ mode: RecordMode) throws {
    // A PNG cut after its header: libpng finds it corrupt.
    try folders.write(Array(try PNGCodec.encode(sampleImage()).prefix(40)), to: referencePath)
    let result = verify(try sampleImage(), mode)
    #expect(result.outcome == .recorded)
    let lines = result.message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines.first?.hasPrefix(
        "Snapshot CardTests/testCard_dark@2x: the reference image at \(referencePath) could not be read "
          + "(corrupt PNG data (libpng: ") == true)
    #expect(lines.first?.hasSuffix(").") == true)
    #expect(
      lines[1]
        == "  It was replaced by the new image (record mode \(mode), set in code); "
        + "review it before committing."
    )
    #expect(lines.last == "  report: run `swift run pixelproof report` for an HTML review of every failure")
    #expect(!result.message.contains("restore the file"))
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == sampleImage())
  }

  @Test func controlCharactersInNamesAreEscapedLikeSwiftLiterals() throws {
    #expect(throws: SnapshotError.invalidName("a\u{0}b\nc", reason: "it contains a control character")) {
      try SnapshotReference(suite: "Cards", test: "a\u{0}b\nc", scale: 1)
    }
    #expect(
      SnapshotError.invalidName("a\u{0}b\nc\u{1B}", reason: "it contains a control character").description
        == #"snapshot name "a\u{0}b\nc\u{1B}" is not usable: it contains a control character"#)
    // A folder with a line break: the message keeps its own four lines and shows the break as \n.
    var settings = folders.settings(.never)
    settings.referenceDirectory = folders.root + "/Ref\nImages"
    let message = verify(try sampleImage(), .never, settings: settings).message
    #expect(message.split(separator: "\n").count == 4)
    #expect(
      message.hasPrefix(
        "Snapshot CardTests/testCard_dark@2x has no reference image at "
          + "\(folders.root)/Ref\\nImages/CardTests/"
          + "testCard_dark@2x.png.\n"))
  }

  @Test func aReferencePathThatIsAFolderIsNamedAsOne() throws {
    try FileManager.default.createDirectory(atPath: referencePath, withIntermediateDirectories: true)
    for mode in RecordMode.allCases {
      let result = verify(try sampleImage(), mode)
      #expect(result.outcome == .failed)
      #expect(
        result.message
          == "Snapshot CardTests/testCard_dark@2x: the reference path \(referencePath) is a folder, "
          + "not a PNG file; "
          + "remove or rename it.\n"
          + "  report: run `swift run pixelproof report` for an HTML review of every failure")
    }
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: referencePath, isDirectory: &isFolder) && isFolder.boolValue)
  }

  @Test func aNameAtTheLimitIsRecordedAndItsFailureFilesWritten() throws {
    // 238 + "@2x" + ".reference.png" = 255 bytes, the longest file name allowed.
    let reference = try SnapshotReference(suite: "S", test: String(repeating: "a", count: 238), scale: 2)
    #expect(verify(try sampleImage(), .missing, reference: reference).outcome == .recorded)
    let result = verify(try sampleImage(changing: (2, 1)), .never, reference: reference)
    #expect(result.outcome == .failed)
    let artifacts = FailureArtifacts(reference: reference, failureFolder: folders.diffs)
    #expect(artifacts.paths.allSatisfy(folders.exists))
    #expect(result.message.contains("  reference: \(artifacts.referenceCopyPath)\n"))
  }

  @Test func aFailureFolderThatIsAFileIsSaidAndNoFailurePathsAreListed() throws {
    #expect(verify(try sampleImage(), .missing).outcome == .recorded)
    try FileManager.default.removeItem(atPath: folders.diffs)
    try folders.write(Array("a file".utf8), to: folders.diffs)
    let result = verify(try sampleImage(changing: (2, 1)), .never)
    #expect(result.outcome == .failed)
    #expect(!result.message.contains("reference: "))
    #expect(!result.message.contains(".failed.png"))
    #expect(
      result.message.contains(
        "\n  No failure files were written: \(folders.diffs) is a file, not a folder.\n"))
    #expect(
      result.message.hasSuffix(
        "\n  (the run manifest could not be written: \(folders.diffs)/.manifests/r.tsv: "
          + "\(folders.diffs) is a "
          + "file, not a folder)"))
  }

  @Test func aNewFailureFolderIgnoresItsOwnFilesInGit() throws {
    #expect(verify(try sampleImage(), .missing).outcome == .recorded)
    #expect(
      try folders.bytes(folders.diffs + "/.gitignore")
        == Array("# Written by Pixelproof: failure images and run manifests are not committed.\n*\n".utf8))
    #expect(verify(try sampleImage(changing: (2, 1)), .never).outcome == .failed)
    // What `git add -A` would take: the reference, not the failure images or the manifest.
    func git(_ arguments: String...) throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-C", folders.root] + arguments
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
    _ = try git("init", "-q")
    _ = try git("add", "-A")
    #expect(try git("diff", "--cached", "--name-only") == "ReferenceImages/CardTests/testCard_dark@2x.png\n")
  }

  @Test func anExistingFailureFolderGetsNoGitignore() throws {
    try FileManager.default.createDirectory(atPath: folders.diffs, withIntermediateDirectories: true)
    #expect(verify(try sampleImage(), .never).outcome == .failed)
    #expect(!folders.exists(folders.diffs + "/.gitignore"))
  }
}
