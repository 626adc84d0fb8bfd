import Foundation

/// A failed snapshot waiting for review: the files a mismatch left under the failure folder
/// (``FailureArtifacts``). For an image, `<Suite>/<name>.failed.png` with its reference copy, diff and
/// compare image; for a text, `<Suite>/<name>.failed.txt` with `.reference.txt` beside it when there was
/// a reference to copy.
package struct PendingFailure: Sendable, Equatable {
  /// The suite folder, e.g. `CardTests`.
  package let suite: String
  /// The file name without extension, e.g. `testCard_dark@2x`.
  package let baseName: String
  /// The files the failure left.
  package let artifacts: FailureArtifacts

  /// Whether the failure is an image's or a text's.
  package var kind: ReferenceKind { artifacts.kind }

  /// What the test made: the actual image, or the text.
  package var actualPath: String { artifacts.actualPath }

  /// `<Suite>/<name>` for an image, as failure messages name the snapshot; `<Suite>/<name>.txt`, the
  /// reference's path inside the reference folder, for a text.
  package var name: String {
    switch kind {
    case .image: SnapshotFiles.snapshotName(suite: suite, baseName: baseName)
    case .text: SnapshotFiles.relativePath(suite: suite, baseName: baseName, kind: .text)
    }
  }

  /// The copy of the reference the failure was compared with, `<name>.reference.png` (`.txt`); a
  /// failure whose reference was missing or unreadable has none.
  package var referenceCopyPath: String { artifacts.referenceCopyPath }

  /// The reference, diff and actual image side by side, `<name>.compare.png`; only a comparison of
  /// two decoded images has one.
  package var comparePath: String { artifacts.comparePath }

  /// The reference the failure belongs to: the path its test used (``recordedReferencePath``, so a
  /// run with `PIXELPROOF_REFERENCE_DIR` is accepted into that folder), else the file in
  /// `referenceDirectory`. A recorded path whose folder is gone (failures copied from another machine)
  /// gives way to `referenceDirectory` too.
  package func referencePath(in referenceDirectory: String) -> String {
    if let recorded = recordedReferencePath,
      FileManager.default.fileExists(atPath: (recorded as NSString).deletingLastPathComponent)
    {
      return recorded
    }
    let files = SnapshotFiles(referenceDirectory: referenceDirectory, failureFolder: artifacts.failureFolder)
    return files.referencePath(suite: suite, baseName: baseName, kind: kind)
  }

  /// What the verifier wrote about an image's failure for the HTML report; nil when the failure folder
  /// has no readable summary for it (failures written by older versions), and for a text, which has none.
  package var summary: SnapshotSummary? {
    guard kind == .image else { return nil }
    // An unreadable summary counts as none: the reference folder's own path still names the file.
    return try? SnapshotSummary.read(artifacts.summaryPath)
  }

  /// For a state of an update snapshot, where the update's changes image is, from its ``summary``; nil
  /// for any other snapshot.
  package var changesPath: String? {
    summary?.changes.map {
      SnapshotSummary.location(of: $0, in: artifacts.folder.suiteFolder(suite))
    }
  }

  /// The reference path the failing test used: an image's ``summary`` records it; a text has no summary,
  /// so it is the path of the newest run manifest that lists the text.
  package var recordedReferencePath: String? {
    switch kind {
    case .image: return summary?.referencePath
    case .text:
      for manifest in RunManifest.all(in: artifacts.failureFolder).reversed() {
        guard let entries = try? manifest.entries() else { continue }
        if let entry = entries.last(where: { SnapshotFiles.path($0.path, isReference: name) }) {
          return entry.path
        }
      }
      return nil
    }
  }

  /// Every failed image, or text, in the failure folder `failureFolder`, sorted by name.
  package static func all(in failureFolder: String, kind: ReferenceKind = .image) -> [PendingFailure] {
    let folder = FailureFolder(failureFolder)
    return folder.files(endingIn: FailureArtifacts.actualEnding(kind)).map { file in
      PendingFailure(
        suite: file.suite, baseName: file.baseName,
        artifacts: folder.artifacts(suite: file.suite, baseName: file.baseName, kind: kind))
    }
  }

  /// The failures in the failure folder `failureFolder` still waiting for a decision: those whose
  /// reference in `referenceDirectory` is not already what the test made. Re-running a test that
  /// records mismatches (`PIXELPROOF_RECORD=failed` or `all`) makes the actual image or text the
  /// reference and keeps the failure's files for review; such a failure is accepted, so it is not listed.
  ///
  /// - Parameters:
  ///   - failureFolder: the failure folder.
  ///   - referenceDirectory: the reference folder the failures' tests used.
  ///   - kind: images or texts.
  package static func waiting(
    in failureFolder: String, referenceDirectory: String, kind: ReferenceKind = .image
  ) -> [PendingFailure] {
    all(in: failureFolder, kind: kind).filter { !$0.isAccepted(referenceDirectory: referenceDirectory) }
  }

  /// Whether the reference already holds what the test made: the same bytes, or for an image the same
  /// pixels.
  ///
  /// - Parameters:
  ///   - referenceDirectory: the reference folder the failure's test used.
  package func isAccepted(referenceDirectory: String) -> Bool {
    guard let actual = try? AtomicFile.read(actualPath),
      let reference = try? AtomicFile.read(referencePath(in: referenceDirectory))
    else { return false }
    if actual == reference { return true }
    guard kind == .image, let actualImage = try? PNGCodec.decode(actual),
      let referenceImage = try? PNGCodec.decode(reference)
    else { return false }
    return actualImage == referenceImage
  }

  /// Makes what the test made the reference at ``referencePath(in:)``: its bytes (for an image, pixels
  /// and layout record) replace the reference file atomically, then the failure's files are removed.
  ///
  /// - Returns: the reference file written.
  /// - Throws: ``FileError`` when the actual file cannot be read or, for an image, is not a PNG
  ///   Pixelproof decodes (the reference is then left as it was), or when the reference cannot be written.
  @discardableResult
  package func accept(referenceDirectory: String) throws(FileError) -> String {
    try accept(into: referencePath(in: referenceDirectory))
  }

  /// Makes what the test made the reference at `reference`, as ``accept(referenceDirectory:)`` does.
  ///
  /// - Returns: `reference`.
  /// - Throws: ``FileError`` as ``accept(referenceDirectory:)`` does.
  @discardableResult
  package func accept(into reference: String) throws(FileError) -> String {
    guard let bytes = try AtomicFile.read(actualPath) else {
      throw FileError(path: actualPath, reason: "the failed \(kind == .image ? "image" : "text") is gone")
    }
    if kind == .image {
      do {
        _ = try PNGCodec.decode(bytes)
      } catch {
        throw FileError(path: actualPath, reason: "not an image to accept: \(error)")
      }
    }
    try AtomicFile.write(bytes, to: reference)
    reject()
    return reference
  }

  /// Removes the failure's files, leaving the reference as it is.
  package func reject() {
    artifacts.removeAll()
  }

  /// The lines of a text that differ, `- ` the reference's and `+ ` the new text's, as the failure
  /// message showed them; every line of the new text when no reference was recorded.
  ///
  /// - Throws: ``FileError`` when the new text is gone or either text cannot be read.
  package func changedLines() throws(FileError) -> [String] {
    guard let actual = try AtomicFile.read(actualPath) else {
      throw FileError(path: actualPath, reason: "the failed text is gone")
    }
    let reference = try AtomicFile.read(referenceCopyPath) ?? []
    return LineDiff.lines(
      from: String(decoding: reference, as: UTF8.self), to: String(decoding: actual, as: UTF8.self))
  }
}
