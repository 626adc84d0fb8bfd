/// Where a text reference and its failure files go: `<reference folder>/<Suite>/<base name>.txt`, and on
/// a mismatch `<failure folder>/<Suite>/<base name>.reference.txt` (a copy of the reference) and
/// `.failed.txt` (the text made now, which copied over the reference accepts it).
public struct TextReferenceFiles: Sendable, Equatable {
  /// The reference file.
  public let referencePath: String
  /// The copy of the reference in the failure folder.
  public let referenceCopyPath: String
  /// The text made now, in the failure folder.
  public let failedPath: String
  /// The failure folder.
  let diffDirectory: String

  /// The files of `reference` under the folders of `settings`.
  ///
  /// - Parameters:
  ///   - reference: names the text's files, as it names an image's.
  ///   - settings: the reference and failure folders.
  public init(reference: SnapshotReference, settings: VerificationSettings) {
    referencePath = settings.referenceDirectory + "/" + reference.suite + "/" + reference.baseName + ".txt"
    let failureBase = settings.diffDirectory + "/" + reference.suite + "/" + reference.baseName
    referenceCopyPath = failureBase + ".reference.txt"
    failedPath = failureBase + ".failed.txt"
    diffDirectory = settings.diffDirectory
  }

  /// Removes the failure files of an earlier run, so the folder only shows current failures.
  func removeFailureFiles() {
    AtomicFile.remove(referenceCopyPath)
    AtomicFile.remove(failedPath)
  }

  /// Writes the failed text, and the reference copy when there is a reference, after removing the old
  /// ones.
  ///
  /// - Throws: ``FailureFolder/Problem`` when the failure folder cannot be made, or the ``FileError`` of
  ///   the first file that could not be written.
  func writeFailureFiles(reference: [UInt8]?, failed: [UInt8]) throws {
    removeFailureFiles()
    if let problem = FailureFolder.create(diffDirectory) { throw FailureFolder.Problem(description: problem) }
    if let reference { try AtomicFile.write(reference, to: referenceCopyPath) }
    try AtomicFile.write(failed, to: failedPath)
  }
}
