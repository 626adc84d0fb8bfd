import Foundation
import PixelproofVerifier
import Testing

/// Reviewing failures from the failure folder: listing, accepting and rejecting them.
@Suite struct PendingFailureTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private var referencePath: String { folders.references + "/CardTests/testCard_dark@2x.png" }

  private func verify(_ image: StraightBitmap, _ mode: RecordMode) -> SnapshotResult {
    SnapshotVerifier.verify(
      image, against: sampleReference, settings: folders.settings(mode), run: SnapshotRun())
  }

  /// A recorded reference and a mismatch against it.
  private func fail() throws -> PendingFailure {
    _ = verify(try sampleImage(), .missing)
    #expect(verify(try sampleImage(changing: (2, 1)), .never).outcome == .failed)
    let failures = PendingFailure.all(in: folders.diffs)
    #expect(failures.map(\.name) == ["CardTests/testCard_dark@2x"])
    return try #require(failures.first)
  }

  @Test func acceptingMakesTheFailedImageTheReferenceAndClearsTheFiles() throws {
    let failure = try fail()
    #expect(failure.referencePath(in: folders.references) == referencePath)
    try failure.accept(referenceDirectory: folders.references)
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == sampleImage(changing: (2, 1)))
    #expect(folders.files().filter { $0.hasPrefix("FailureDiffs/CardTests/") }.isEmpty)
    #expect(verify(try sampleImage(changing: (2, 1)), .never).outcome == .matched)
  }

  @Test func rejectingClearsTheFilesAndKeepsTheReference() throws {
    let failure = try fail()
    failure.reject()
    #expect(folders.files().filter { $0.hasPrefix("FailureDiffs/CardTests/") }.isEmpty)
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == sampleImage())
  }

  @Test func aDamagedFailedImageIsNotAccepted() throws {
    let failure = try fail()
    try folders.write(Array("not a png".utf8), to: failure.actualPath)
    #expect {
      try failure.accept(referenceDirectory: folders.references)
    } throws: { error in
      let error = error as? FileError
      return error?.path == failure.actualPath && error?.reason.hasPrefix("not an image to accept: ") == true
    }
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == sampleImage())
  }

  @Test func aFailureIsAcceptedIntoTheReferenceFolderItsTestUsed() throws {
    // As after a run with PIXELPROOF_REFERENCE_DIR: the command itself resolves the default folder.
    var settings = folders.settings(.missing)
    settings.referenceDirectory = folders.root + "/OtherReferences"
    let run = SnapshotRun()
    _ = SnapshotVerifier.verify(try sampleImage(), against: sampleReference, settings: settings, run: run)
    settings.record = .never
    _ = SnapshotVerifier.verify(
      try sampleImage(changing: (2, 1)), against: sampleReference, settings: settings, run: SnapshotRun())
    let failure = try #require(PendingFailure.all(in: folders.diffs).first)
    let used = folders.root + "/OtherReferences/CardTests/testCard_dark@2x.png"
    #expect(try failure.accept(referenceDirectory: folders.references) == used)
    #expect(try PNGCodec.decode(folders.bytes(used)) == sampleImage(changing: (2, 1)))
    #expect(!folders.exists(referencePath))
  }

  @Test func aRecordedReferenceFolderThatIsGoneGivesWayToTheReferenceFolder() throws {
    var settings = folders.settings(.missing)
    settings.referenceDirectory = folders.root + "/Elsewhere"
    _ = SnapshotVerifier.verify(
      try sampleImage(), against: sampleReference, settings: settings, run: SnapshotRun())
    settings.record = .never
    _ = SnapshotVerifier.verify(
      try sampleImage(changing: (2, 1)), against: sampleReference, settings: settings, run: SnapshotRun())
    // As for failures copied from another machine, whose reference folder is not here.
    try FileManager.default.removeItem(atPath: folders.root + "/Elsewhere")
    let failure = try #require(PendingFailure.all(in: folders.diffs).first)
    #expect(try failure.accept(referenceDirectory: folders.references) == referencePath)
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == sampleImage(changing: (2, 1)))
  }

  @Test func anEmptyOrMissingFolderHasNoFailures() {
    #expect(PendingFailure.all(in: folders.diffs).isEmpty)
    #expect(PendingFailure.all(in: folders.root + "/nowhere").isEmpty)
  }
}
