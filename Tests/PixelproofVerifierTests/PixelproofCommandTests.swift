import Foundation
import PixelproofVerifier
import Testing

/// The `pixelproof` executable as a user runs it, built beside these tests by `swift build --build-tests`.
@Suite struct PixelproofCommandTests {
  let folders: TemporaryFolders
  init() throws {
    folders = try TemporaryFolders()
    try folders.write(Array("// swift-tools-version:6.0\n".utf8), to: folders.root + "/Package.swift")
  }

  private func pixelproof(_ arguments: [String], in folder: String) throws -> PixelproofTool.Outcome {
    try PixelproofTool.run(arguments, in: folder)
  }

  /// A subfolder of the package, as a user might be in.
  private func subfolder() throws -> String {
    let folder = folders.root + "/Sources/App"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aSnapshotThatPassedWithinToleranceIsAcceptedOnlyWhenAskedFor() throws {
    var settings = folders.settings(.missing)
    _ = SnapshotVerifier.verify(
      try sampleImage(), against: sampleReference, settings: settings, run: SnapshotRun())
    settings.record = .never
    settings.tolerance = SnapshotTolerance(perPixel: 0, overall: 1)
    let result = SnapshotVerifier.verify(
      try sampleImage(changing: (2, 1)), against: sampleReference, settings: settings, run: SnapshotRun())
    #expect(result.outcome == .withinTolerance)
    let reference = folders.references + "/CardTests/testCard_dark@2x.png"
    let accepted = try pixelproof(["failures", "--accept"], in: folders.root)
    #expect(
      accepted.output
        == "0 failed snapshots accepted\n(1 within tolerance not included; --tolerated includes it)\n")
    #expect(try PNGCodec.decode(folders.bytes(reference)) == sampleImage())
    let asked = try pixelproof(["failures", "--accept", "--tolerated"], in: folders.root)
    #expect(
      asked.output
        == "accepted  CardTests/testCard_dark@2x -> \(reference)\n1 failed snapshot accepted\n")
    #expect(try PNGCodec.decode(folders.bytes(reference)) == sampleImage(changing: (2, 1)))
  }

  @Test func failuresRunFromASubfolderFindsThePackageAndAcceptsIntoItsReferenceFolder() throws {
    let settings = folders.settings(.never)
    var recording = settings
    recording.record = .missing
    _ = SnapshotVerifier.verify(
      try sampleImage(), against: sampleReference, settings: recording, run: SnapshotRun())
    _ = SnapshotVerifier.verify(
      try sampleImage(changing: (2, 1)), against: sampleReference, settings: settings, run: SnapshotRun())
    let here = try subfolder()
    let listed = try pixelproof(["failures"], in: here)
    let base = folders.diffs + "/CardTests/testCard_dark@2x"
    #expect(listed.status == 0)
    #expect(listed.output == "failed    CardTests/testCard_dark@2x  \(base).compare.png\n1 failed snapshot\n")
    let accepted = try pixelproof(["failures", "--accept", "--filter", "CardTests/testCard_dark@"], in: here)
    #expect(
      accepted.output
        == "accepted  CardTests/testCard_dark@2x -> \(folders.references)/CardTests/testCard_dark@2x.png\n"
        + "1 failed snapshot accepted\n")
    #expect(
      try PNGCodec.decode(folders.bytes(folders.references + "/CardTests/testCard_dark@2x.png"))
        == sampleImage(changing: (2, 1)))
    #expect(try pixelproof(["failures"], in: here).output == "0 failed snapshots\n")
  }

  @Test func failuresListsTheChangesImageUnderAFailedStateOfAnUpdate() throws {
    func column(_ color: Color) -> any Component {
      Stack { View(color).size(width: 20, height: 10).id("Row#1") }
    }
    let update = try SnapshotReference(suite: "MailTests", test: "recolour()", scale: 1)
    _ = SnapshotVerifier.verifyUpdate(
      from: column(.white), to: column(.black), in: .width(20), as: update,
      settings: folders.settings(.missing), run: SnapshotRun())
    _ = SnapshotVerifier.verifyUpdate(
      from: column(.white), to: column(Color(hex: 0x0A84FF)), in: .width(20), as: update,
      settings: folders.settings(.never), run: SnapshotRun())
    let listed = try pixelproof(["failures"], in: folders.root)
    let base = folders.diffs + "/MailTests/recolour"
    // Only the state after failed; under it, the update's changes image.
    #expect(
      listed.output
        == "failed    MailTests/recolour_after@1x  \(base)_after@1x.compare.png\n"
        + "          changes:  \(base)@1x.changes.png\n1 failed snapshot\n")
  }

  @Test func failuresListsATextThatDiffersWithItsChangedLinesAndAcceptsIt() throws {
    let reference = try SnapshotReference(
      suite: "SettingsTests", test: "screen", name: "accessibility", scale: 2)
    let recorded = "2 elements\n1. \"Settings\"\n2. \"On\"\n"
    _ = SnapshotVerifier.verifyText(
      recorded, against: reference, settings: folders.settings(.missing), run: SnapshotRun())
    let made = "2 elements\n1. \"Settings\"\n2. \"Off\"\n"
    _ = SnapshotVerifier.verifyText(
      made, against: reference, settings: folders.settings(.never), run: SnapshotRun())
    let base = folders.diffs + "/SettingsTests/screen_accessibility@2x"
    let listed = try pixelproof(["failures"], in: folders.root)
    // The second line is the only one changed: the reference's, then the new text's.
    #expect(
      listed.output
        == "failed    SettingsTests/screen_accessibility@2x.txt  \(base).failed.txt\n"
        + "          - 2. \"On\"\n          + 2. \"Off\"\n1 failed snapshot\n")
    let path = folders.references + "/SettingsTests/screen_accessibility@2x.txt"
    let accepted = try pixelproof(
      ["failures", "--accept", "--filter", "screen_accessibility"], in: folders.root)
    #expect(
      accepted.output
        == "accepted  SettingsTests/screen_accessibility@2x.txt -> \(path)\n1 failed snapshot accepted\n")
    #expect(try folders.bytes(path) == Array(made.utf8))
    #expect(!folders.exists(base + ".failed.txt") && !folders.exists(base + ".reference.txt"))
    #expect(try pixelproof(["failures"], in: folders.root).output == "0 failed snapshots\n")
  }

  @Test func aTextVerifiedInAnotherReferenceFolderIsAcceptedThereAndCountedByTheReport() throws {
    let reference = try SnapshotReference(
      suite: "SettingsTests", test: "screen", name: "accessibility", scale: 2)
    var settings = folders.settings(.missing)
    settings.referenceDirectory = folders.root + "/Elsewhere"
    _ = SnapshotVerifier.verifyText("A\n", against: reference, settings: settings, run: SnapshotRun())
    settings.record = .never
    _ = SnapshotVerifier.verifyText("B\n", against: reference, settings: settings, run: SnapshotRun())
    let report = try pixelproof(["report"], in: folders.root)
    #expect(report.output == "1 snapshot in \(folders.diffs)/report.html\n")
    // The run manifest names the folder the test used; the package's ReferenceImages is left alone.
    let path = folders.root + "/Elsewhere/SettingsTests/screen_accessibility@2x.txt"
    let accepted = try pixelproof(["failures", "--accept"], in: folders.root)
    #expect(
      accepted.output
        == "accepted  SettingsTests/screen_accessibility@2x.txt -> \(path)\n1 failed snapshot accepted\n")
    #expect(try folders.bytes(path) == Array("B\n".utf8))
    #expect(!folders.exists(folders.references + "/SettingsTests/screen_accessibility@2x.txt"))
  }

  @Test func aRejectedTextKeepsItsReferenceAndATextRecordedOverItIsNotListed() throws {
    let reference = try SnapshotReference(
      suite: "SettingsTests", test: "screen", name: "accessibility", scale: 2)
    let path = folders.references + "/SettingsTests/screen_accessibility@2x.txt"
    _ = SnapshotVerifier.verifyText(
      "A\n", against: reference, settings: folders.settings(.missing), run: SnapshotRun())
    _ = SnapshotVerifier.verifyText(
      "B\n", against: reference, settings: folders.settings(.never), run: SnapshotRun())
    let rejected = try pixelproof(["failures", "--reject"], in: folders.root)
    #expect(
      rejected.output == "rejected  SettingsTests/screen_accessibility@2x.txt\n1 failed snapshot rejected\n")
    #expect(try folders.bytes(path) == Array("A\n".utf8))
    #expect(!folders.exists(folders.diffs + "/SettingsTests/screen_accessibility@2x.failed.txt"))
    // Recording mismatches writes the new text over the reference and keeps the failure files: settled.
    _ = SnapshotVerifier.verifyText(
      "C\n", against: reference, settings: folders.settings(.failed), run: SnapshotRun())
    #expect(folders.exists(folders.diffs + "/SettingsTests/screen_accessibility@2x.failed.txt"))
    #expect(try pixelproof(["failures"], in: folders.root).output == "0 failed snapshots\n")
  }

  @Test func acceptAndRejectTogetherIsAUsageErrorWithASentence() throws {
    let outcome = try pixelproof(["failures", "--accept", "--reject"], in: folders.root)
    #expect(outcome.status == 64)
    #expect(
      outcome.errors.hasPrefix(
        "Error: --accept and --reject cannot be used together: --accept makes each failed image the "
          + "reference, "
          + "--reject removes the failure files and keeps the reference; choose one.\n"))
  }

  @Test func outsideAPackageTheCommandsSaySo() throws {
    let outcome = try pixelproof(["failures"], in: "/")
    #expect(outcome.status == 64)
    #expect(
      outcome.errors.hasPrefix(
        "Error: no Package.swift in / or any folder above it; run pixelproof inside a package, or pass "
          + "--package-root <folder>\n"))
  }

  @Test func orphansListsGoneTestsAndDeletesOnlyThemListingEach() throws {
    let root = URL(fileURLWithPath: folders.references).resolvingSymlinksInPath().path
    for relative in ["CardTests/live@2x.png", "CardTests/renamedOld@2x.png", "Mystery/thing@2x.png"] {
      try folders.write(PNGCodec.encode(sampleImage()), to: folders.references + "/" + relative)
    }
    try folders.write(Array(OrphanReportTests.listing.utf8), to: folders.root + "/tests.txt")
    let listed = try pixelproof(
      ["orphans", "--tests-from", folders.root + "/tests.txt"], in: try subfolder())
    #expect(listed.status == 0)
    #expect(
      listed.output == """
        tests: 5 from \(folders.root)/tests.txt; run manifests: 0
        orphan   \(root)/CardTests/renamedOld@2x.png  (test gone: its suite has no test of that name)
        unknown  \(root)/Mystery/thing@2x.png
        1 orphaned reference image, 1 unknown, 1 in use

        """)
    let deleted = try pixelproof(
      ["orphans", "--tests-from", folders.root + "/tests.txt", "--delete"], in: folders.root)
    #expect(
      deleted.output == """
        tests: 5 from \(folders.root)/tests.txt; run manifests: 0
        deleted  \(root)/CardTests/renamedOld@2x.png  (test gone: its suite has no test of that name)
        unknown  \(root)/Mystery/thing@2x.png
        1 orphaned reference image deleted, 1 unknown, 1 in use

        """)
    #expect(!folders.exists(root + "/CardTests/renamedOld@2x.png"))
    #expect(folders.exists(root + "/CardTests/live@2x.png") && folders.exists(root + "/Mystery/thing@2x.png"))
  }

  @Test func orphansCountsOrphanedTextReferencesApartAndDeletesThem() throws {
    let root = URL(fileURLWithPath: folders.references).resolvingSymlinksInPath().path
    try folders.write(PNGCodec.encode(sampleImage()), to: folders.references + "/CardTests/live@2x.png")
    for relative in ["CardTests/live_accessibility@2x.txt", "CardTests/renamedOld_accessibility@2x.txt"] {
      try folders.write(Array("1 element\n".utf8), to: folders.references + "/" + relative)
    }
    try folders.write(Array(OrphanReportTests.listing.utf8), to: folders.root + "/tests.txt")
    let deleted = try pixelproof(
      ["orphans", "--tests-from", folders.root + "/tests.txt", "--delete"], in: folders.root)
    #expect(
      deleted.output
        == "tests: 5 from \(folders.root)/tests.txt; run manifests: 0\n"
        + "deleted  \(root)/CardTests/renamedOld_accessibility@2x.txt  "
        + "(test gone: its suite has no test of that name)\n"
        + "0 orphaned reference images, 1 orphaned reference text deleted, 0 unknown, 2 in use\n")
    #expect(!folders.exists(root + "/CardTests/renamedOld_accessibility@2x.txt"))
    #expect(folders.exists(root + "/CardTests/live_accessibility@2x.txt"))
  }
}
