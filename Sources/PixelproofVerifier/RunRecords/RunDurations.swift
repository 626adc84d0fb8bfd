/// How long each snapshot of a run took to verify, kept so that `pixelproof shard` can balance shards
/// by time: `<failure folder>/.manifests/durations/<run>.tsv`, one line per snapshot,
/// `<test>\t<microseconds>`, the test as `swift test list` names it.
///
/// The time runs from the verification's start to its verdict: rendering a component, comparing or
/// recording, writing the failure files. Every process of a run appends to the same file as to its
/// manifest (``RunManifest``), and it is removed with the run's manifest. A folder of its own keeps it
/// out of the manifests' way, so manifests read as before; runs of versions that kept no durations
/// simply have none.
package struct RunDurations: Sendable, Equatable {
  /// The folder below the manifests' folder that holds the durations.
  package static let folderName = "durations"

  package let path: String

  package init(path: String) { self.path = path }

  /// The durations of `run` in the failure folder `failureFolder`.
  package init(run: SnapshotRun, failureFolder: String) {
    path = FailureFolder(failureFolder).durationsPath(run: run.identifier)
  }

  /// Appends that one snapshot of `test` took `microseconds`. A failure is returned, not thrown: a
  /// duration that cannot be kept must never change a test's verdict.
  @discardableResult
  package func append(test: String, microseconds: Int) -> FileError? {
    AppendOnlyTable(path: path, failureFolder: FailureFolder.holding(record: path, levels: 3))
      .append([[test, String(microseconds)]])
  }

  /// Microseconds per test: the sum of its snapshots' lines, each line a `<test>\t<microseconds>`.
  /// Lines of another shape are skipped, as durations only balance shards.
  ///
  /// - Throws: ``FileError`` when the file cannot be read.
  package func perTest() throws(FileError) -> [String: Int] {
    var totals: [String: Int] = [:]
    for row in try AppendOnlyTable(path: path, failureFolder: FailureFolder(path)).rows() ?? [] {
      guard row.fields.count == 2, !row.fields[0].isEmpty, let microseconds = Int(row.fields[1]),
        microseconds >= 0
      else { continue }
      totals[row.fields[0], default: 0] += microseconds
    }
    return totals
  }

  /// Microseconds per test as the last kept runs in the failure folders `failureFolders` recorded them:
  /// each test's from the newest run that has a duration for it (the sum of its snapshots), the first
  /// folder's before the next one's. A file that cannot be read counts as none.
  package static func latest(in failureFolders: [String]) -> [String: Int] {
    var latest: [String: Int] = [:]
    for failureFolder in failureFolders {
      let folder = FailureFolder(failureFolder)
      // Newest first: the first run that has a test's duration gives it.
      for manifest in RunManifest.all(in: failureFolder).reversed() {
        let durations = RunDurations(path: folder.durationsPath(run: manifest.run))
        guard let perTest = try? durations.perTest() else { continue }
        latest.merge(perTest) { known, _ in known }
      }
    }
    return latest
  }
}
