import Foundation

/// A failed snapshot waiting for review: the files a mismatch left under the failure folder,
/// `<Suite>/<name>.failed.png` with its reference copy, diff and compare image.
package struct PendingFailure: Sendable, Equatable {
  /// The suite folder, e.g. `CardTests`.
  package let suite: String
  /// The file name without extension, e.g. `testCard_dark@2x`.
  package let baseName: String
  package let failedPath: String

  /// `<Suite>/<name>`, as failure messages name the snapshot.
  package var name: String { suite + "/" + baseName }

  /// The copy of the reference the image was compared with, `<name>.reference.png`; a failure whose
  /// reference was missing or unreadable has none.
  package var referenceCopyPath: String { filePath(".reference.png") }

  /// The reference, diff and failed image side by side, `<name>.compare.png`; only a comparison of
  /// two decoded images has one.
  package var comparePath: String { filePath(".compare.png") }

  private func filePath(_ suffix: String) -> String {
    (failedPath as NSString).deletingLastPathComponent + "/" + baseName + suffix
  }

  /// The reference the failure belongs to: the path its test used, as its ``summary`` records it (so a
  /// run with `PIXELPROOF_REFERENCE_DIR` is accepted into that folder), else the file in
  /// `referenceDirectory`. A recorded path whose folder is gone (failures copied from another machine)
  /// gives way to `referenceDirectory` too.
  package func referencePath(in referenceDirectory: String) -> String {
    if let recorded = recordedReferencePath,
      FileManager.default.fileExists(atPath: (recorded as NSString).deletingLastPathComponent)
    {
      return recorded
    }
    return referenceDirectory + "/" + suite + "/" + baseName + ".png"
  }

  /// What the verifier wrote about the failure for the HTML report; nil when the failure folder has no
  /// readable summary for it (failures written by older versions).
  package var summary: SnapshotSummary? {
    let folder = (failedPath as NSString).deletingLastPathComponent
    // An unreadable summary counts as none: the reference folder's own path still names the file.
    return try? SnapshotSummary.read(folder + "/" + baseName + SnapshotSummary.fileSuffix)
  }

  /// For a state of an update snapshot, where the update's changes image is, from its ``summary``; nil
  /// for any other snapshot.
  package var changesPath: String? {
    summary?.changes.map {
      SnapshotSummary.location(of: $0, in: (failedPath as NSString).deletingLastPathComponent)
    }
  }

  /// The reference path the failing test used, from its ``summary``.
  package var recordedReferencePath: String? { summary?.referencePath }

  /// Every failed image in `diffDirectory`, sorted by name.
  package static func all(in diffDirectory: String) -> [PendingFailure] {
    let suites = (try? FileManager.default.contentsOfDirectory(atPath: diffDirectory)) ?? []
    return suites.filter { !$0.hasPrefix(".") }.sorted().flatMap { suite in
      let files = (try? FileManager.default.contentsOfDirectory(atPath: diffDirectory + "/" + suite)) ?? []
      return files.filter { $0.hasSuffix(".failed.png") && !$0.hasPrefix(".") }.sorted().map { file in
        PendingFailure(
          suite: suite, baseName: String(file.dropLast(".failed.png".count)),
          failedPath: diffDirectory + "/" + suite + "/" + file)
      }
    }
  }

  /// The failures in `diffDirectory` still waiting for a decision: those whose reference in
  /// `referenceDirectory` is not already the failed image. Re-running a test that records mismatches
  /// (`PIXELPROOF_RECORD=failed` or `all`) makes the failed image the reference and keeps the failure's
  /// images for review; such a failure is accepted, so it is not listed.
  ///
  /// - Parameters:
  ///   - diffDirectory: the failure folder.
  ///   - referenceDirectory: the reference folder the failures' tests used.
  package static func waiting(in diffDirectory: String, referenceDirectory: String) -> [PendingFailure] {
    all(in: diffDirectory).filter { !$0.isAccepted(referenceDirectory: referenceDirectory) }
  }

  /// Whether the reference already holds the failed image: the same bytes, or the same pixels.
  ///
  /// - Parameters:
  ///   - referenceDirectory: the reference folder the failure's test used.
  package func isAccepted(referenceDirectory: String) -> Bool {
    guard let failed = try? AtomicFile.read(failedPath),
      let reference = try? AtomicFile.read(referencePath(in: referenceDirectory))
    else { return false }
    if failed == reference { return true }
    guard let failedImage = try? PNGCodec.decode(failed), let referenceImage = try? PNGCodec.decode(reference)
    else { return false }
    return failedImage == referenceImage
  }

  /// Makes the failed image the reference at ``referencePath(in:)``: its bytes (pixels and layout
  /// record) replace the reference file atomically, then the failure's files are removed.
  ///
  /// - Returns: the reference file written.
  /// - Throws: ``FileError`` when the failed image cannot be read or is not a PNG Pixelproof decodes
  ///   (the reference is then left as it was), or when the reference cannot be written.
  @discardableResult
  package func accept(referenceDirectory: String) throws(FileError) -> String {
    guard let bytes = try AtomicFile.read(failedPath) else {
      throw FileError(path: failedPath, reason: "the failed image is gone")
    }
    do {
      _ = try PNGCodec.decode(bytes)
    } catch {
      throw FileError(path: failedPath, reason: "not an image to accept: \(error)")
    }
    let reference = referencePath(in: referenceDirectory)
    try AtomicFile.write(bytes, to: reference)
    reject()
    return reference
  }

  /// Removes the failure's files, leaving the reference as it is.
  package func reject() {
    for suffix in [".reference.png", ".failed.png", ".diff.png", ".compare.png", SnapshotSummary.fileSuffix] {
      AtomicFile.remove(filePath(suffix))
    }
  }
}
