/// One report made of several failure folders' (``MergedFailureFolders``), as `pixelproof report --merge`
/// writes it for the shards of one CI run.
extension SnapshotReport {
  /// `reports`, one per failure folder, as one: every snapshot once, sorted by suite and name as one
  /// folder's are. A snapshot two folders hold (two shards ran its test) is shown from the first that
  /// holds it. The latest runs are counted together, named in the order given.
  ///
  /// - Parameters:
  ///   - commandOptions: added to every `pixelproof failures` command the page offers to copy.
  package static func merged(_ reports: [SnapshotReport], commandOptions: String) -> SnapshotReport {
    var seen = Set<String>()
    let entries = reports.flatMap(\.entries).filter { seen.insert($0.summary.name).inserted }
      .sorted { ($0.summary.suite, $0.summary.baseName) < ($1.summary.suite, $1.summary.baseName) }
    seen = []
    let texts = reports.flatMap(\.texts).filter { seen.insert($0.name).inserted }.sorted { $0.name < $1.name }
    let runs = reports.compactMap(\.latestRun)
    let latestRun =
      runs.isEmpty
      ? nil
      : RunCounts(
        run: runs.map(\.run).joined(separator: ", "), verified: runs.reduce(0) { $0 + $1.verified },
        recorded: runs.reduce(0) { $0 + $1.recorded }, failed: runs.reduce(0) { $0 + $1.failed })
    var report = SnapshotReport(
      entries: entries, failedWithoutSummary: Array(Set(reports.flatMap(\.failedWithoutSummary))).sorted(),
      texts: texts, latestRun: latestRun, problems: reports.flatMap(\.problems),
      commandOptions: commandOptions)
    for other in reports {
      report.failureMessages.merge(other.failureMessages) { first, _ in first }
    }
    let rank = Dictionary(
      uniqueKeysWithValues: AccessibilityFinding.Kind.allCases.enumerated().map { ($1, $0) })
    report.accessibilityWarnings = reports.flatMap(\.accessibilityWarnings).enumerated().sorted {
      let (left, right) = ($0.element, $1.element)
      return (rank[left.kind] ?? 0, left.snapshot, left.referencePath, $0.offset)
        < (rank[right.kind] ?? 0, right.snapshot, right.referencePath, $1.offset)
    }.map(\.element)
    return report
  }
}
