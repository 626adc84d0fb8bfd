/// The text a person reads when a snapshot does not pass: what happened, the numbers, the files, and what
/// to do next.
struct FailureMessage {
  let reference: SnapshotReference
  let referencePath: String
  let settings: VerificationSettings

  private var title: String { "Snapshot \(reference)" }

  /// The record mode and where it came from, e.g. "record mode missing, the default".
  private var mode: String { "record mode \(settings.record), \(settings.recordSource)" }

  /// How to make the next run record `mode`: where the current mode was set in code, that is where to
  /// change it; otherwise the environment variable.
  private func howToRecord(_ mode: RecordMode) -> String {
    switch settings.recordSource {
    case .code: "change this assertion's record mode (now .\(settings.record), set in code) to .\(mode)"
    default: "run the test again with \(VerificationSettings.Variable.record)=\(mode)"
    }
  }

  private var howToAccept: String {
    "To accept the new image as the reference, \(howToRecord(.failed)), then review and commit it."
  }

  func mismatch(
    _ comparison: ImageComparison, artifacts: FailureArtifacts, recorded: Bool, artifactProblem: (any Error)?
  ) -> String {
    let share = Double(comparison.differingPixels) / Double(max(comparison.comparedPixels, 1)) * 100
    var lines = [
      "\(title) does not match its reference.",
      "  reference size: \(comparison.referenceSize.width) x \(comparison.referenceSize.height) px, "
        + "actual size: \(comparison.actualSize.width) x \(comparison.actualSize.height) px"
        + (comparison.sizesMatch ? "" : " (sizes differ; the diff covers both, pixels only one has count as differing)"),
      "  differing pixels: \(comparison.differingPixels) of \(comparison.comparedPixels) (\(formatPercent(share))%), "
        + "largest channel difference: \(comparison.largestChannelDifference)",
    ]
    if let box = comparison.differenceBounds {
      lines.append("  differences within x \(box.x)..<\(box.x + box.width), y \(box.y)..<\(box.y + box.height) px")
    }
    lines += [
      "  reference: \(artifacts.referencePath)",
      "  failed:    \(artifacts.failedPath)",
      "  diff:      \(artifacts.diffPath)",
    ]
    if let artifactProblem { lines.append("  (the failure files could not all be written: \(artifactProblem))") }
    lines.append(
      recorded
        ? "  The new image was recorded over \(referencePath) (\(mode)); review it before committing."
        : "  " + howToAccept)
    return lines.joined(separator: "\n")
  }

  func missingNotRecorded(failedPath: String?) -> String {
    [
      "\(title) has no reference image at \(referencePath).",
      "  Nothing was recorded (\(mode))."
        + (failedPath.map { " The rendered image is at \($0)." } ?? ""),
      "  To record it, \(howToRecord(.missing)), look at the new image and commit it.",
    ].joined(separator: "\n")
  }

  func recordedMissing() -> String {
    [
      "\(title) had no reference image; recorded one at \(referencePath) "
        + "(\(mode)).",
      "  Look at it, commit it, and run the test again: it fails this once so a recording is never mistaken for a pass.",
    ].joined(separator: "\n")
  }

  func unreadable(_ error: any Error, recorded: Bool, artifacts: FailureArtifacts?) -> String {
    var lines = ["\(title): the reference image at \(referencePath) cannot be read: \(error)"]
    if recorded {
      lines.append("  It was recorded anew (\(mode)); review it.")
    } else {
      if let artifacts { lines.append("  failed:    \(artifacts.failedPath)") }
      lines.append("  " + howToAccept)
    }
    return lines.joined(separator: "\n")
  }

  func error(_ error: any Error) -> String {
    "\(title) could not be verified: \(error)"
  }

  /// A share in percent with two decimals, the same text on every machine; a share too small to show
  /// is "<0.01", never "0.00", so one differing pixel does not read as none.
  private func formatPercent(_ value: Double) -> String {
    if value > 0 && value < 0.005 { return "<0.01" }
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
