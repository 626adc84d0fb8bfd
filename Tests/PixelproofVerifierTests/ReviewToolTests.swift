import Foundation
import PixelproofVerifier
import Testing

/// What the review commands rely on: the package root from any subfolder, and failures already accepted.
@Suite struct ReviewToolTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private func verify(_ image: StraightBitmap, _ mode: RecordMode) -> SnapshotResult {
    SnapshotVerifier.verify(
      image, against: sampleReference, settings: folders.settings(mode), run: SnapshotRun())
  }

  @Test func theTestRunThatRecordsAFailedSnapshotAcceptsIt() throws {
    #expect(verify(try sampleImage(), .missing).outcome == .recorded)
    #expect(verify(try sampleImage(changing: (2, 1)), .never).outcome == .failed)
    let waiting = PendingFailure.waiting(in: folders.diffs, referenceDirectory: folders.references)
    #expect(waiting.map(\.name) == ["CardTests/testCard_dark@2x"])
    // PIXELPROOF_RECORD=failed: the same mismatch, recorded. Its images stay for review, but nothing waits.
    #expect(verify(try sampleImage(changing: (2, 1)), .failed).outcome == .recorded)
    #expect(PendingFailure.all(in: folders.diffs).map(\.name) == ["CardTests/testCard_dark@2x"])
    #expect(PendingFailure.waiting(in: folders.diffs, referenceDirectory: folders.references).isEmpty)
    // A different failure of the same snapshot waits again.
    #expect(verify(try sampleImage(changing: (3, 2)), .never).outcome == .failed)
    #expect(PendingFailure.waiting(in: folders.diffs, referenceDirectory: folders.references).count == 1)
  }

  @Test func thePackageRootIsTheNearestFolderWithAPackageManifest() throws {
    try folders.write(Array("// swift-tools-version:6.0\n".utf8), to: folders.root + "/Package.swift")
    let deep = folders.root + "/Sources/App/Views"
    try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
    #expect(try PackageRoot.enclosing(folder: deep) == folders.root)
    #expect(try PackageRoot.enclosing(folder: folders.root) == folders.root)
    #expect(try PackageRoot.enclosing(folder: deep + "/../..") == folders.root)
    // The assertions' way, from a source file, finds the same folder.
    #expect(try PackageRoot.containing(deep + "/Card.swift") == folders.root)
    #expect(throws: SnapshotError.packageRootNotFound(filePath: "/")) {
      try PackageRoot.enclosing(folder: "/")
    }
  }
}
