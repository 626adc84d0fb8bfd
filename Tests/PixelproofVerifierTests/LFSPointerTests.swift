import Foundation
import PixelproofVerifier
import Testing

/// A reference that is a Git LFS pointer file (a checkout without `git lfs pull`) fails saying so and
/// what to run, in every record mode, and nothing but accepting its failure by name writes over it.
/// `pixelproof orphans` counts it as the reference it stands for.
@Suite struct LFSPointerTests {
  let folders: TemporaryFolders
  init() throws {
    folders = try TemporaryFolders()
    try folders.write(Array("// swift-tools-version:6.0\n".utf8), to: folders.root + "/Package.swift")
  }

  /// A pointer file as Git LFS writes one.
  static let pointer = Array(
    """
    version https://git-lfs.github.com/spec/v1
    oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
    size 12345

    """.utf8)

  private let card: any Component = Stack(.vertical, spacing: 2) {
    Label("Inbox").id("title")
    View(Color(hex: 0x30B0C7)).size(width: 24, height: 6)
  }

  private func pixelproof(_ arguments: [String]) throws -> PixelproofTool.Outcome {
    try PixelproofTool.run(arguments, in: folders.root)
  }

  /// Verifies a bitmap, a component, an accessibility snapshot (image and text) and an update's two
  /// states in one run; returns every result.
  private func verifyEveryKind(_ settings: VerificationSettings) throws -> [SnapshotResult] {
    let run = SnapshotRun()
    func reference(_ test: String) throws -> SnapshotReference {
      try SnapshotReference(suite: "EveryKind", test: test, variant: SnapshotVariant(scale: 1))
    }
    let bitmap = SnapshotVerifier.verify(
      try sampleImage(), against: try reference("bitmap"), settings: settings, run: run)
    let component = SnapshotVerifier.verify(
      card, in: .range(.unconstrained), as: try reference("component"), settings: settings, run: run)
    let accessibility = SnapshotVerifier.verifyAccessibility(
      of: card, in: .range(.unconstrained), as: try reference("accessibility"), settings: settings,
      run: run)
    let update = SnapshotVerifier.verifyUpdate(
      from: card, to: Label("Inbox"), in: .range(.unconstrained), as: try reference("update"),
      settings: settings, run: run)
    return [bitmap, component]
      + [accessibility.image, accessibility.text, update.before, update.after].compactMap { $0 }
  }

  /// The reference folder's files, by path relative to the root.
  private func references() throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for file in folders.files() where file.hasPrefix("ReferenceImages/") {
      files[file] = try folders.bytes(folders.root + "/" + file)
    }
    return files
  }

  @Test(arguments: RecordMode.allCases)
  func noRecordModeWritesOverAPointerOfAnyKind(_ mode: RecordMode) throws {
    _ = try verifyEveryKind(folders.settings(.missing))
    let recorded = try references()
    // 5 images (bitmap, component, accessibility overlay, 2 update states) and 1 text.
    #expect(recorded.count == 6 && recorded.keys.count { $0.hasSuffix(".txt") } == 1)
    for file in recorded.keys { try folders.write(Self.pointer, to: folders.root + "/" + file) }

    let results = try verifyEveryKind(folders.settings(mode))

    #expect(results.count == 6)
    for result in results {
      #expect(result.outcome == .failed, "\(result.referencePath)")
      #expect(result.message.contains(" is a Git LFS pointer, not a "), "\(result.message)")
    }
    for (file, bytes) in try references() {
      #expect(bytes == Self.pointer, "\(file) was written over")
    }
  }

  @Test func anImagePointerFailsSayingToPullAndKeepsTheRenderedImage() throws {
    let path = folders.references + "/CardTests/testCard_dark@2x.png"
    try folders.write(Self.pointer, to: path)
    let failed = folders.diffs + "/CardTests/testCard_dark@2x.failed.png"

    let result = SnapshotVerifier.verify(
      try sampleImage(), against: sampleReference, settings: folders.settings(.all), run: SnapshotRun())

    #expect(result.outcome == .failed)
    #expect(
      result.message == """
        Snapshot CardTests/testCard_dark@2x: the reference image at \(path) is a Git LFS pointer, not a \
        PNG file.
          Run `git lfs pull` to fetch the references, then run the test again.
          failed:    \(failed)
          Nothing was recorded over the pointer (record mode all, set in code); to make the new image the \
        reference without comparing, run `swift run pixelproof failures --accept CardTests/testCard_dark@2x`.
          report: run `swift run pixelproof report` for an HTML review of every failure
        """)
    #expect(try folders.bytes(path) == Self.pointer)
    #expect(try PNGCodec.decode(folders.bytes(failed)) == sampleImage())
    // Nothing was compared, so there is no reference copy, diff or compare image; the report has a summary.
    #expect(
      folders.files().filter { $0.hasPrefix("FailureDiffs/CardTests/") } == [
        "FailureDiffs/CardTests/testCard_dark@2x.failed.png",
        "FailureDiffs/CardTests/testCard_dark@2x.snapshot.json",
      ])
  }

  @Test func aTextPointerFailsSayingToPullAndKeepsTheText() throws {
    let reference = try SnapshotReference(suite: "SettingsTests", test: "screen", scale: 2)
    let path = folders.references + "/SettingsTests/screen_accessibility@2x.txt"
    try folders.write(Self.pointer, to: path)

    let result = SnapshotVerifier.verifyAccessibility(
      of: card, in: .range(.unconstrained), as: reference, settings: folders.settings(.failed),
      run: SnapshotRun())

    let failed = folders.diffs + "/SettingsTests/screen_accessibility@2x.failed.txt"
    #expect(result.text?.outcome == .failed)
    #expect(
      result.text?.message == """
        Snapshot text SettingsTests/screen_accessibility@2x: the reference text at \(path) is a Git LFS \
        pointer, not a text file.
          Run `git lfs pull` to fetch the references, then run the test again.
          failed:    \(failed)
          Nothing was recorded over the pointer (record mode failed, set in code); to make the new text the \
        reference without comparing, run \
        `swift run pixelproof failures --accept SettingsTests/screen_accessibility@2x.txt`.
        """)
    #expect(try folders.bytes(path) == Self.pointer)
    #expect(folders.exists(failed))
  }

  @Test func aPointerWhoseRenderedImageCannotBeKeptSaysSo() throws {
    let path = folders.references + "/CardTests/testCard_dark@2x.png"
    try folders.write(Self.pointer, to: path)
    // The failure folder is a file, so nothing can be kept in it.
    try folders.write(Array("a file".utf8), to: folders.diffs)

    let result = SnapshotVerifier.verify(
      try sampleImage(), against: sampleReference, settings: folders.settings(.never), run: SnapshotRun())

    // Then the lines that say the summary and the run manifest could not be written either.
    #expect(
      result.message.hasPrefix(
        """
        Snapshot CardTests/testCard_dark@2x: the reference image at \(path) is a Git LFS pointer, not a \
        PNG file.
          Run `git lfs pull` to fetch the references, then run the test again.
          Nothing was recorded over the pointer (record mode never, set in code). The rendered image could \
        not be kept in the failure folder.

        """), "\(result.message)")
    #expect(try folders.bytes(path) == Self.pointer)
  }

  @Test func plainAcceptSkipsAPointerAndAcceptingItByNameReplacesIt() throws {
    let path = folders.references + "/CardTests/testCard_dark@2x.png"
    try folders.write(Self.pointer, to: path)
    _ = SnapshotVerifier.verify(
      try sampleImage(), against: sampleReference, settings: folders.settings(.never),
      run: SnapshotRun(identifier: "run-1"))
    let reason =
      "its reference \(path) is a Git LFS pointer: run `git lfs pull` and the test again to compare with "
      + "it, or name it to accept the new one without comparing"

    let listed = try pixelproof(["failures"])
    #expect(
      listed.output == """
        failed    CardTests/testCard_dark@2x  \(folders.diffs)/CardTests/testCard_dark@2x.failed.png
                  --accept skips it: \(reason)
        1 failed snapshot

        """)
    let accepted = try pixelproof(["failures", "--accept"])
    #expect(
      accepted.output == """
        skipped   CardTests/testCard_dark@2x  (\(reason))
        0 failed snapshots accepted
        (1 skipped; to accept it, name it: pixelproof failures --accept CardTests/testCard_dark@2x)

        """)
    #expect(try folders.bytes(path) == Self.pointer)

    let named = try pixelproof(["failures", "--accept", "CardTests/testCard_dark@2x"])
    #expect(named.output == "accepted  CardTests/testCard_dark@2x -> \(path)\n1 failed snapshot accepted\n")
    #expect(try PNGCodec.decode(folders.bytes(path)) == sampleImage())
  }

  @Test func orphansCountsAPointerAsTheReferenceItStandsFor() throws {
    let live = try SnapshotReference(suite: "CardTests", test: "renamedNew", scale: 2)
    let gone = try SnapshotReference(suite: "CardTests", test: "renamedOld", scale: 2)
    for reference in [live, gone] {
      _ = SnapshotVerifier.verify(
        try sampleImage(), against: reference, settings: folders.settings(.missing),
        run: SnapshotRun(identifier: "run-1"))
      try folders.write(Self.pointer, to: folders.references + "/" + reference.relativePath)
    }
    try folders.write(Array(OrphanReportTests.listing.utf8), to: folders.root + "/tests.txt")

    let orphans = try pixelproof(["orphans", "--tests-from", folders.root + "/tests.txt"])

    let old = folders.references + "/CardTests/renamedOld@2x.png"
    #expect(orphans.output.contains("orphan   \(old)  (test gone: "))
    #expect(orphans.output.hasSuffix("1 orphaned reference image, 0 unknown, 1 in use\n"))
  }
}
