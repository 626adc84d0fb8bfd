import Foundation

/// A text reference that failed and waits for review: the files a mismatch left under the failure
/// folder (``TextReferenceFiles``), `<Suite>/<name>.failed.txt` with `.reference.txt` beside it when
/// there was a reference to copy.
package struct PendingTextFailure: Sendable, Equatable {
  /// The suite folder, e.g. `SettingsTests`.
  package let suite: String
  /// The file name without extension, e.g. `screen_accessibility@2x`.
  package let baseName: String
  /// The text made now.
  package let failedPath: String

  /// `<Suite>/<name>.txt`, the reference's path inside the reference folder.
  package var name: String { suite + "/" + baseName + ".txt" }

  /// The copy of the reference the failure was compared with; absent when there was none.
  package var referenceCopyPath: String {
    (failedPath as NSString).deletingLastPathComponent + "/" + baseName + ".reference.txt"
  }

  /// The reference the failure belongs to: the path its test used, as the newest run manifest that
  /// lists the text has it (so a run with `PIXELPROOF_REFERENCE_DIR` is accepted into that folder),
  /// else the file in `referenceDirectory`. A recorded path whose folder is gone (failures copied from
  /// another machine) gives way to `referenceDirectory` too.
  package func referencePath(in referenceDirectory: String) -> String {
    if let recorded = recordedReferencePath,
      FileManager.default.fileExists(atPath: (recorded as NSString).deletingLastPathComponent)
    {
      return recorded
    }
    return referenceDirectory + "/" + suite + "/" + baseName + ".txt"
  }

  /// The reference path the failing test used, from the newest run manifest that lists this text; a
  /// text reference has no summary to record it.
  package var recordedReferencePath: String? {
    let suiteFolder = (failedPath as NSString).deletingLastPathComponent
    let diffDirectory = (suiteFolder as NSString).deletingLastPathComponent
    let tail = "/" + name
    for manifest in RunManifest.all(in: diffDirectory).reversed() {
      guard let entries = try? manifest.entries() else { continue }
      if let entry = entries.last(where: { $0.path.hasSuffix(tail) }) { return entry.path }
    }
    return nil
  }

  /// The lines that differ, `- ` the reference's and `+ ` the new text's, as the failure message showed
  /// them; every line of the new text when no reference was recorded.
  ///
  /// - Throws: ``FileError`` when the failed text is gone or either text cannot be read.
  package func changedLines() throws(FileError) -> [String] {
    guard let failed = try AtomicFile.read(failedPath) else {
      throw FileError(path: failedPath, reason: "the failed text is gone")
    }
    let reference = try AtomicFile.read(referenceCopyPath) ?? []
    return LineDiff.lines(
      from: String(decoding: reference, as: UTF8.self), to: String(decoding: failed, as: UTF8.self))
  }

  /// Every failed text in `diffDirectory`, sorted by name.
  package static func all(in diffDirectory: String) -> [PendingTextFailure] {
    let suites = (try? FileManager.default.contentsOfDirectory(atPath: diffDirectory)) ?? []
    return suites.filter { !$0.hasPrefix(".") }.sorted().flatMap { suite in
      let files = (try? FileManager.default.contentsOfDirectory(atPath: diffDirectory + "/" + suite)) ?? []
      return files.filter { $0.hasSuffix(".failed.txt") && !$0.hasPrefix(".") }.sorted().map { file in
        PendingTextFailure(
          suite: suite, baseName: String(file.dropLast(".failed.txt".count)),
          failedPath: diffDirectory + "/" + suite + "/" + file)
      }
    }
  }

  /// The failed texts in `diffDirectory` still waiting for a decision: those whose reference in
  /// `referenceDirectory` does not already hold the failed text, as a run that records mismatches
  /// (`PIXELPROOF_RECORD=failed` or `all`) leaves it.
  ///
  /// - Parameters:
  ///   - diffDirectory: the failure folder.
  ///   - referenceDirectory: the reference folder the failures' tests used.
  package static func waiting(in diffDirectory: String, referenceDirectory: String) -> [PendingTextFailure] {
    all(in: diffDirectory).filter { failure in
      guard let failed = try? AtomicFile.read(failure.failedPath),
        let reference = try? AtomicFile.read(failure.referencePath(in: referenceDirectory))
      else { return true }
      return failed != reference
    }
  }

  /// Makes the failed text the reference in `referenceDirectory`, atomically, then removes the
  /// failure's files.
  ///
  /// - Returns: the reference file written.
  /// - Throws: ``FileError`` when the failed text cannot be read (the reference is then left as it was)
  ///   or the reference cannot be written.
  @discardableResult
  package func accept(referenceDirectory: String) throws(FileError) -> String {
    guard let bytes = try AtomicFile.read(failedPath) else {
      throw FileError(path: failedPath, reason: "the failed text is gone")
    }
    let reference = referencePath(in: referenceDirectory)
    try AtomicFile.write(bytes, to: reference)
    reject()
    return reference
  }

  /// Removes the failure's files, leaving the reference as it is.
  package func reject() {
    AtomicFile.remove(referenceCopyPath)
    AtomicFile.remove(failedPath)
  }
}
