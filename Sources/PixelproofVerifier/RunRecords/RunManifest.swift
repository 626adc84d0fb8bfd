import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The list of reference files a run verified or recorded: `<failure folder>/.manifests/<run>.tsv`, one
/// line per snapshot, `<outcome>\t<test>\t<reference path>`, the test as `swift test list` names it
/// (empty when not known; manifests of older versions have two fields, `<outcome>\t<reference path>`).
/// A failure that leaves no summary in the failure folder (a component that could not be rendered, a
/// reference two assertions resolve to) adds its message as a fourth field, so the report can show it.
/// `pixelproof orphans` reads them with the package's current tests (see ``OrphanReport``).
///
/// Every process of a run appends to the same file. Each line goes out in one `write` to a file opened
/// for appending, under an exclusive `flock`, so lines from parallel threads and processes never
/// interleave or tear (see ``AppendOnlyTable``). A manifest is written only by appending, never
/// rewritten. The accessibility findings the run reported as warnings are kept beside it, in
/// ``AccessibilityWarnings``, and removed with it.
package struct RunManifest: Sendable, Equatable {
  /// What happened to one reference in a run.
  package enum Outcome: String, Sendable, CaseIterable {
    /// Compared, and it matched (or differed within tolerance).
    case verified
    /// Written (it was missing, or re-recorded).
    case recorded
    /// Compared or looked for, and the test failed.
    case failed
  }

  /// One line: what happened to which reference, in which test.
  package struct Entry: Sendable, Equatable {
    package let outcome: Outcome
    /// The reference file's path, as the run resolved it.
    package let path: String
    /// The test that verified it, as `swift test list` names it, or a tool's name; nil when not known.
    package let test: String?
    /// The failure's message, for a failure that left no summary; nil otherwise.
    package let message: String?

    /// - Parameters:
    ///   - test: the test that verified the reference; nil when not known.
    ///   - message: the message of a failure that left no summary.
    package init(outcome: Outcome, path: String, test: String? = nil, message: String? = nil) {
      self.outcome = outcome
      self.path = path
      self.test = test
      self.message = message
    }
  }

  /// The folder below the failure folder that holds the manifests.
  package static let folderName = ".manifests"
  /// How many manifests are kept; starting a run removes the oldest beyond this.
  package static let keptRuns = 20

  package let path: String

  package init(path: String) { self.path = path }

  /// The manifest of `run` in the failure folder `failureFolder`.
  package init(run: SnapshotRun, failureFolder: String) {
    path = FailureFolder(failureFolder).manifestPath(run: run.identifier)
  }

  /// Appends one line. A failure is returned, not thrown: a manifest that cannot be written must never
  /// change a test's verdict. A failure folder this creates gets a `.gitignore` that ignores it whole.
  ///
  /// - Parameters:
  ///   - test: the test that verified the reference, as `swift test list` names it; nil when not known.
  ///   - message: the message of a failure that leaves no summary for the report; nil otherwise.
  @discardableResult
  package func append(
    _ outcome: Outcome, _ referencePath: String, test: String? = nil, message: String? = nil
  ) -> FileError? {
    let isNew = !FileManager.default.fileExists(atPath: path)
    let fields = [outcome.rawValue, test ?? "", referencePath] + (message.map { [$0] } ?? [])
    if let problem = table.append([fields]) { return problem }
    if isNew { Self.removeOldManifests(in: failureFolder, keeping: Self.keptRuns) }
    return nil
  }

  /// The file, in the failure folder two levels up.
  private var table: AppendOnlyTable {
    AppendOnlyTable(path: path, failureFolder: failureFolder)
  }

  /// The failure folder the manifest is in.
  var failureFolder: FailureFolder { FailureFolder.holding(record: path, levels: 2) }

  /// The run's name: the manifest's file name without `.tsv`.
  package var run: String {
    ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  /// The manifest's entries, in the order they were written.
  ///
  /// - Throws: ``FileError`` when the file cannot be read or a line is not `<outcome>\t<test>\t<path>`,
  ///   `<outcome>\t<test>\t<path>\t<message>` or `<outcome>\t<path>`.
  package func entries() throws(FileError) -> [Entry] {
    guard let rows = try table.rows() else { throw FileError(path: path, reason: "no such manifest") }
    return try rows.enumerated().map { (number, row) throws(FileError) in
      let fields = row.fields
      guard (2...4).contains(fields.count), let outcome = Outcome(rawValue: fields[0]) else {
        throw FileError(
          path: path, reason: "line \(number + 1) is not <outcome>\\t<test>\\t<path>: \(row.line)")
      }
      let test = fields.count >= 3 ? fields[1] : ""
      return Entry(
        outcome: outcome, path: fields[fields.count == 2 ? 1 : 2], test: test.isEmpty ? nil : test,
        message: fields.count == 4 ? fields[3] : nil)
    }
  }

  /// Every manifest in the failure folder `failureFolder`, oldest first (by modification time, then name).
  package static func all(in failureFolder: String) -> [RunManifest] {
    paths(in: FailureFolder(failureFolder)).map(RunManifest.init(path:))
  }

  /// The manifest files in `failureFolder`, oldest first.
  private static func paths(in failureFolder: FailureFolder) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: failureFolder.manifestFolder)) ?? []
    // stat, not FileManager's attributes, which look up the owner's user and group names in the
    // system's account files for every file: most of a new run's first verification.
    let dated = names.filter { $0.hasSuffix(".tsv") }.map { name -> (Int, Int, String) in
      let path = failureFolder.manifestPath(run: String(name.dropLast(".tsv".count)))
      var status = stat()
      guard stat(path, &status) == 0 else { return (Int.min, 0, path) }
      return (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec), path)
    }
    return dated.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map(\.2)
  }

  /// Removes the oldest manifests beyond `count`, and the accessibility warnings and durations of their
  /// runs.
  private static func removeOldManifests(in failureFolder: FailureFolder, keeping count: Int) {
    for old in paths(in: failureFolder).dropLast(count) {
      AtomicFile.remove(old)
      AtomicFile.remove(failureFolder.findingsPath(run: RunManifest(path: old).run))
      AtomicFile.remove(failureFolder.durationsPath(run: RunManifest(path: old).run))
    }
  }
}
