extension SnapshotReport {
  /// A text reference that differs, as the report shows it: the files a mismatch left
  /// (``PendingFailure``) and the lines that changed.
  package struct TextEntry: Sendable, Equatable {
    /// `<Suite>/<name>.txt`, as `pixelproof failures` names it.
    package let name: String
    /// The suite folder.
    package let suite: String
    /// The reference file as the latest run's manifest names it; nil when no manifest does.
    package let referencePath: String?
    /// The new text, in the failure folder.
    package let actualPath: String
    /// The copy of the reference, in the failure folder; nil when there was no reference.
    package let referenceCopyPath: String?
    /// The lines that differ, `- ` the reference's and `+ ` the new text's.
    package let changedLines: [String]
    /// Whether the most recent run's manifest lists the text; false for a failure an earlier run left.
    package let inLatestRun: Bool
  }

  /// The text failures in the failure folder `failureFolder`, sorted by name; a failure whose texts
  /// cannot be read is a problem instead.
  ///
  /// - Parameters:
  ///   - latestEntries: the latest run's manifest entries; nil without a manifest.
  ///   - problems: where unreadable texts are added.
  static func textEntries(
    in failureFolder: String, latestEntries: [RunManifest.Entry]?, problems: inout [FileError]
  ) -> [TextEntry] {
    PendingFailure.all(in: failureFolder, kind: .text).compactMap { failure in
      let lines: [String]
      do throws(FileError) {
        lines = try failure.changedLines()
      } catch {
        problems.append(error)
        return nil
      }
      let listed = latestEntries?.first { SnapshotFiles.path($0.path, isReference: failure.name) }
      let copy = failure.referenceCopyPath
      return TextEntry(
        name: failure.name, suite: failure.suite, referencePath: listed?.path,
        actualPath: failure.actualPath,
        referenceCopyPath: (try? AtomicFile.read(copy)) == nil ? nil : copy, changedLines: lines,
        inLatestRun: latestEntries == nil || listed != nil)
    }
  }
}
