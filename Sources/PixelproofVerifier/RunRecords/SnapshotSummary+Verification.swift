/// How a verification leaves its summary in the failure folder.
extension SnapshotSummary {
  /// Writes the summary of `result` beside its artifacts and returns the result, its message saying
  /// where to review it, or that the summary could not be written. A match leaves nothing (its files
  /// were removed), and a summary that cannot be written never changes the verdict.
  static func keep(
    _ result: SnapshotResult, of snapshot: SnapshotReference, details: Details,
    settings: VerificationSettings,
    artifacts: FailureArtifacts
  ) -> SnapshotResult {
    guard let outcome = Outcome(result.outcome) else { return result }
    let summary = SnapshotSummary(
      snapshot: snapshot, outcome: outcome, referencePath: result.referencePath, message: result.message,
      rerunCommand: settings.rerunCommand, details: details)
    do {
      try artifacts.write(summary)
    } catch {
      return result.adding("  (the summary for the HTML report could not be written: \(error))")
    }
    return result.passed ? result : result.adding(FailureMessage.reportHint)
  }
}

extension FailureArtifacts {
  /// The actual image's file name, as a summary beside it names it.
  var actualName: String { fileName(actualPath) }

  /// The changes image's file name, as the summaries of an update's states name it.
  var changesName: String { fileName(changesPath) }

  /// The review of a comparison whose trio was written: the reference copy, the failed image and the
  /// diff, at the sizes compared (the diff pads the smaller image to the larger of each side).
  func review(_ comparison: BitmapComparison, layoutChanges: [String]) -> SnapshotSummary.Details {
    let (reference, actual) = (comparison.referenceSize, comparison.actualSize)
    return SnapshotSummary.Details(
      reference: .init(path: fileName(referenceCopyPath), width: reference.width, height: reference.height),
      actual: .init(path: actualName, width: actual.width, height: actual.height),
      diff: .init(
        path: fileName(diffPath), width: max(reference.width, actual.width),
        height: max(reference.height, actual.height)),
      layoutChanges: layoutChanges)
  }

  private func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
