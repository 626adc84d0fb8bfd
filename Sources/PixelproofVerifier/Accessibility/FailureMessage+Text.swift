extension FailureMessage {
  /// How many lines of a text's diff a message shows; the failure folder has both texts whole.
  static let textDiffLinesShown = 20

  /// A text that does not match its reference: the lines that differ, where the failure folder keeps
  /// both texts (or why it does not), and whether the new text was recorded.
  ///
  /// - Parameters:
  ///   - stored: the reference's bytes.
  ///   - actual: the text made now.
  ///   - artifacts: the text's failure files.
  ///   - artifactProblem: why the failure files could not be written; nil when they were.
  func textMismatch(
    stored: [UInt8], actual: [UInt8], artifacts: FailureArtifacts, recorded: Bool,
    artifactProblem: (any Error)?
  ) -> String {
    var lines = ["\(title) does not match its reference."]
    let diff = LineDiff.lines(
      from: String(decoding: stored, as: UTF8.self), to: String(decoding: actual, as: UTF8.self))
    lines += diff.prefix(Self.textDiffLinesShown).map { "  " + $0 }
    if diff.count > Self.textDiffLinesShown {
      lines.append("  and \(diff.count - Self.textDiffLinesShown) more lines")
    }
    if diff.isEmpty { lines.append("  (the lines read the same; their bytes differ)") }
    if let artifactProblem {
      lines.append("  No failure files were written: \(artifactProblem).")
    } else {
      lines += ["  reference: \(artifacts.referenceCopyPath)", "  failed:    \(artifacts.actualPath)"]
    }
    lines.append(closing(recorded: recorded))
    return DisplayText.escapedLines(lines)
  }
}
