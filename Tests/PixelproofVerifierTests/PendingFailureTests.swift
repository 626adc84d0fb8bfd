import Foundation
import PixelproofVerifier
import Testing

/// Reviewing failures from the failure folder: listing, accepting and rejecting them.
@Suite struct PendingFailureTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private var referencePath: String { folders.references + "/CardTests/testCard_dark@2x.png" }

  private func verify(_ image: RGBAImage, _ mode: RecordMode) -> SnapshotResult {
    SnapshotVerifier.verify(image, against: sampleReference, settings: folders.settings(mode), run: SnapshotRun())
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
    try folders.write(Array("not a png".utf8), to: failure.failedPath)
    #expect(throws: FileError.self) { try failure.accept(referenceDirectory: folders.references) }
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == sampleImage())
  }

  @Test func anEmptyOrMissingFolderHasNoFailures() {
    #expect(PendingFailure.all(in: folders.diffs).isEmpty)
    #expect(PendingFailure.all(in: folders.root + "/nowhere").isEmpty)
  }
}
