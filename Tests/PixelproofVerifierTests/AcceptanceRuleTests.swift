import Foundation
import PixelproofVerifier
import Testing

/// `pixelproof failures --accept` accepts only the latest run's failures whose reference is still there;
/// the others are skipped with their reason, never written back, and accepted only when named. The
/// listing names only files that exist.
@Suite struct AcceptanceRuleTests {
  let folders: TemporaryFolders
  init() throws {
    folders = try TemporaryFolders()
    try folders.write(Array("// swift-tools-version:6.0\n".utf8), to: folders.root + "/Package.swift")
  }

  private func pixelproof(_ arguments: [String]) throws -> PixelproofTool.Outcome {
    try PixelproofTool.run(arguments, in: folders.root)
  }

  /// Verifies `image` as `reference` in a run named `run`, as test `test`.
  private func verify(
    _ image: StraightBitmap, _ reference: SnapshotReference, _ record: RecordMode, run: String,
    test: String? = nil
  ) -> SnapshotResult {
    var settings = folders.settings(record)
    settings.test = test
    return SnapshotVerifier.verify(
      image, against: reference, settings: settings, run: SnapshotRun(identifier: run))
  }

  @Test func aFailureAnEarlierRunLeftIsSkippedAndAcceptedOnlyByName() throws {
    let reference = folders.references + "/CardTests/testCard_dark@2x.png"
    _ = verify(try sampleImage(), sampleReference, .missing, run: "run-1")
    _ = verify(try sampleImage(changing: (2, 1)), sampleReference, .never, run: "run-2")
    // The test was renamed: the latest run verified the new name only.
    let renamed = try SnapshotReference(suite: "CardTests", test: "renamedCard", scale: 2)
    _ = verify(try sampleImage(), renamed, .missing, run: "run-3")
    let reason =
      "the latest run (run-3) did not verify it: an earlier run left it, and its test may be gone"

    let listed = try pixelproof(["failures"])
    #expect(
      listed.output == """
        failed    CardTests/testCard_dark@2x  \(folders.diffs)/CardTests/testCard_dark@2x.compare.png
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
    #expect(try PNGCodec.decode(folders.bytes(reference)) == sampleImage())

    let named = try pixelproof(["failures", "--accept", "CardTests/testCard_dark@2x"])
    #expect(
      named.output == "accepted  CardTests/testCard_dark@2x -> \(reference)\n1 failed snapshot accepted\n")
    #expect(try PNGCodec.decode(folders.bytes(reference)) == sampleImage(changing: (2, 1)))
  }

  @Test func aTextFailureAnEarlierRunLeftIsSkippedToo() throws {
    let reference = try SnapshotReference(
      suite: "SettingsTests", test: "screen", name: "accessibility", scale: 2)
    let path = folders.references + "/SettingsTests/screen_accessibility@2x.txt"
    var settings = folders.settings(.missing)
    _ = SnapshotVerifier.verifyText(
      "A\n", against: reference, settings: settings, run: SnapshotRun(identifier: "run-1"))
    settings.record = .never
    _ = SnapshotVerifier.verifyText(
      "B\n", against: reference, settings: settings, run: SnapshotRun(identifier: "run-2"))
    _ = verify(try sampleImage(), sampleReference, .missing, run: "run-3")

    let accepted = try pixelproof(["failures", "--accept"])
    #expect(
      accepted.output == """
        skipped   SettingsTests/screen_accessibility@2x.txt  (the latest run (run-3) did not verify it: an \
        earlier run left it, and its test may be gone)
        0 failed snapshots accepted
        (1 skipped; to accept it, name it: pixelproof failures --accept \
        SettingsTests/screen_accessibility@2x.txt)

        """)
    #expect(try folders.bytes(path) == Array("A\n".utf8))
  }

  @Test func aReferenceThatOrphansDeletedIsNotWrittenBackByAccept() throws {
    let old = try SnapshotReference(suite: "CardTests", test: "renamedOld", scale: 2)
    let test = "Cards.CardTests/renamedOld()"
    _ = verify(try sampleImage(), old, .missing, run: "run-1", test: test)
    _ = verify(try sampleImage(changing: (2, 1)), old, .never, run: "run-2", test: test)
    // The test is renamed to renamedNew (OrphanReportTests' listing): its reference is an orphan.
    try folders.write(Array(OrphanReportTests.listing.utf8), to: folders.root + "/tests.txt")
    let orphans = try pixelproof(["orphans", "--tests-from", folders.root + "/tests.txt", "--delete"])
    let reference = folders.references + "/CardTests/renamedOld@2x.png"
    #expect(orphans.output.contains("deleted  \(reference)  (test gone: \(test))"))
    #expect(!folders.exists(reference))

    let accepted = try pixelproof(["failures", "--accept"])
    #expect(
      accepted.output == """
        skipped   CardTests/renamedOld@2x  (its reference \(reference) was deleted after the run that left \
        it, as `pixelproof orphans --delete` deletes the references of tests that are gone)
        0 failed snapshots accepted
        (1 skipped; to accept it, name it: pixelproof failures --accept CardTests/renamedOld@2x)

        """)
    #expect(!folders.exists(reference))
  }

  @Test func aFailureWithoutACompareImageIsListedWithItsFailedImage() throws {
    try folders.write(Array("not a PNG".utf8), to: folders.references + "/CardTests/testCard_dark@2x.png")
    let result = verify(try sampleImage(), sampleReference, .never, run: "run-1")
    #expect(result.outcome == .failed)
    #expect(!folders.exists(folders.diffs + "/CardTests/testCard_dark@2x.compare.png"))

    let listed = try pixelproof(["failures"])
    #expect(
      listed.output
        == "failed    CardTests/testCard_dark@2x  \(folders.diffs)/CardTests/testCard_dark@2x.failed.png\n"
        + "1 failed snapshot\n")
  }

  @Test func aNameThatIsNoFailureIsAUsageErrorWithASentence() throws {
    let outcome = try pixelproof(["failures", "--accept", "CardTests/nothing@2x"])
    #expect(outcome.status == 64)
    #expect(
      outcome.errors.hasPrefix(
        "Error: no failed snapshot is named CardTests/nothing@2x; `pixelproof failures` lists their names\n"))
  }
}
