import Foundation
import GalleryExamples
import Pixelproof
import PixelproofVerifier
import Testing

/// Recording everything again rewrites no reference whose pixels are unchanged: the gallery's
/// references, written by the encoder of their day, keep every byte, and so does a reference the
/// current encoder has just written.
@Suite struct RerecordBytesTests {
  /// The repository's `ReferenceImages/Gallery`, found from this file's path.
  static let galleryReferences = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ReferenceImages/Gallery").path

  /// A fresh reference folder and failure folder under the temporary directory.
  private func settings(_ record: RecordMode) throws -> (VerificationSettings, root: String) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("pixelproof-rerecord-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let settings = VerificationSettings(
      record: record, recordSource: .code, referenceDirectory: root + "/ReferenceImages",
      failureFolder: root + "/FailureDiffs")
    return (settings, root)
  }

  private func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test(arguments: ["buttonRow", "newsFeedCard", "showcaseScreen"])
  func aCommittedGalleryReferenceKeepsItsBytesWhenEverythingIsRecorded(name: String) throws {
    let example = try #require(Gallery.examples.first { $0.name == name })
    let reference = try SnapshotReference(suite: "Gallery", test: name, scale: example.scale)
    let (settings, root) = try settings(.all)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let committed = try bytes(Self.galleryReferences + "/\(name)@\(example.scale)x.png")
    let path = settings.referencePath(for: reference)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(committed).write(to: URL(fileURLWithPath: path))

    let result = SnapshotVerifier.verify(
      example.component, in: example.size, as: reference, settings: settings, run: SnapshotRun())

    #expect(result.outcome == .matched)
    #expect(try bytes(path) == committed)
  }

  @Test func aReferenceJustRecordedKeepsItsBytesWhenEverythingIsRecordedAgain() throws {
    let example = try #require(Gallery.examples.first { $0.name == "tagCloud" })
    let reference = try SnapshotReference(suite: "Gallery", test: example.name, scale: example.scale)
    let (missing, root) = try settings(.missing)
    defer { try? FileManager.default.removeItem(atPath: root) }
    var all = missing
    all.record = .all

    let first = SnapshotVerifier.verify(
      example.component, in: example.size, as: reference, settings: missing, run: SnapshotRun())
    let recorded = try bytes(missing.referencePath(for: reference))
    let second = SnapshotVerifier.verify(
      example.component, in: example.size, as: reference, settings: all, run: SnapshotRun())

    #expect(first.outcome == .recorded && second.outcome == .matched)
    #expect(try bytes(all.referencePath(for: reference)) == recorded)
  }
}
