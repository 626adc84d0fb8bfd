import Foundation

/// The HTML review of a failure folder: every failed, recorded and tolerated snapshot its summaries
/// (``SnapshotSummary``) describe, with their images, messages and the commands that accept or reject
/// them, every text reference that differs with its changed lines, and the accessibility findings the
/// latest run reported as warnings, in one file that works offline.
///
/// The page is made only from what the folder holds, sorted by suite and name, so the same folder gives
/// the same bytes. Images are embedded as data URIs; nothing is fetched from anywhere.
package struct SnapshotReport: Sendable, Equatable {
  /// One snapshot as the report shows it.
  package struct Entry: Sendable, Equatable {
    /// What the verifier wrote about the snapshot.
    package let summary: SnapshotSummary
    /// The reference as it was compared (its copy in the failure folder); nil when the summary names
    /// none. Each image's data is nil when its file is gone.
    package let reference: EmbeddedImage?
    /// What the test rendered (for a recording, the new reference).
    package let actual: EmbeddedImage?
    /// The diff image, when the images were compared.
    package let diff: EmbeddedImage?
    /// For a state of an update snapshot, the update's changes image, when it was written.
    package var changes: EmbeddedImage? = nil
    /// Whether the most recent run's manifest lists the snapshot; false for a summary an earlier run left.
    package let inLatestRun: Bool
  }

  /// An image file read into the page.
  package struct EmbeddedImage: Sendable, Equatable {
    /// The image as the summary names it, with its recorded size.
    package let file: SnapshotSummary.ImageFile
    /// `data:image/png;base64,…`, or nil when the file could not be read.
    package let dataURI: String?
  }

  /// The snapshots, sorted by suite and name.
  package let entries: [Entry]
  /// Failed verifications the latest run lists that have no summary (a component that could not be
  /// rendered, a reference used twice): their reference paths, sorted.
  package let failedWithoutSummary: [String]
  /// The messages the latest run's manifest gives for failures without a summary, by reference path
  /// (the last one for a path listed more than once); looked up, never iterated.
  package var failureMessages: [String: String] = [:]
  /// Text references that differ, sorted by name.
  package var texts: [TextEntry] = []
  /// The accessibility findings the latest run reported as warnings, sorted by kind, then snapshot
  /// (see ``AccessibilityWarnings/entries()``); empty without a manifest.
  package var accessibilityWarnings: [AccessibilityWarnings.Entry] = []
  /// The latest run's name and how many verifications it had of each outcome; nil without a manifest.
  package let latestRun: RunCounts?
  /// Summaries, and the latest run's files, that could not be read.
  package var problems: [FileError]
  /// Options the copied `pixelproof failures` commands need, e.g. `--diff-dir '/tmp/diffs'`; may be empty.
  package let commandOptions: String

  /// How many verifications of each outcome a run's manifest lists.
  package struct RunCounts: Sendable, Equatable {
    /// The run's name, its manifest's file name.
    package let run: String
    /// Verifications that matched or passed within tolerance.
    package let verified: Int
    /// References written.
    package let recorded: Int
    /// Verifications that failed.
    package let failed: Int
  }

  /// Reads the summaries, images and the most recent run manifest in the failure folder `failureFolder`.
  ///
  /// - Parameters:
  ///   - commandOptions: added to every `pixelproof failures` command the page offers to copy.
  package static func load(failureFolder: String, commandOptions: String = "") -> SnapshotReport {
    let (stored, summaryProblems) = SnapshotSummary.all(in: failureFolder)
    var problems = summaryProblems
    var latestEntries: [RunManifest.Entry]?
    var latestRun: RunCounts?
    if let manifest = RunManifest.all(in: failureFolder).last {
      do {
        let manifestEntries = try manifest.entries()
        let count = { (outcome: RunManifest.Outcome) in manifestEntries.count { $0.outcome == outcome } }
        latestRun = RunCounts(
          run: manifest.run, verified: count(.verified), recorded: count(.recorded), failed: count(.failed))
        latestEntries = manifestEntries
      } catch {
        problems.append(error)
      }
    }
    let latestPaths = Set(latestEntries?.map(\.path) ?? [])
    let entries = stored.map { stored in
      let summary = stored.summary
      func embedded(_ file: SnapshotSummary.ImageFile?) -> EmbeddedImage? {
        file.map {
          EmbeddedImage(file: $0, dataURI: dataURI(SnapshotSummary.location(of: $0, in: stored.folder)))
        }
      }
      return Entry(
        summary: summary, reference: embedded(summary.reference), actual: embedded(summary.actual),
        diff: embedded(summary.diff), changes: embedded(summary.changes),
        inLatestRun: latestEntries == nil || latestPaths.contains(summary.referencePath))
    }
    let texts = textEntries(in: failureFolder, latestEntries: latestEntries, problems: &problems)
    let summarized = Set(stored.map(\.summary.referencePath) + texts.compactMap(\.referencePath))
    let unsummarized = (latestEntries ?? []).filter { $0.outcome == .failed && !summarized.contains($0.path) }
    var report = SnapshotReport(
      entries: entries, failedWithoutSummary: Array(Set(unsummarized.map(\.path))).sorted(), texts: texts,
      latestRun: latestRun,
      problems: problems, commandOptions: commandOptions)
    for entry in unsummarized {
      if let message = entry.message { report.failureMessages[entry.path] = message }
    }
    do {
      report.accessibilityWarnings = try AccessibilityWarnings.ofLatestRun(in: failureFolder)?.entries() ?? []
    } catch {
      report.problems.append(error)
    }
    return report
  }

  /// Writes the page to `path` atomically.
  ///
  /// - Throws: ``FileError`` when it cannot be written.
  package func write(to path: String) throws(FileError) {
    try AtomicFile.write(Array(html().utf8), to: path)
  }

  private static func dataURI(_ path: String) -> String? {
    guard let bytes = try? AtomicFile.read(path) else { return nil }
    return "data:image/png;base64," + Data(bytes).base64EncodedString()
  }
}
