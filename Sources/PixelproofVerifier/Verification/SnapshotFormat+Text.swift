extension SnapshotFormat where Value == [UInt8], Difference == [UInt8] {
  /// Texts: a UTF-8 reference compared byte for byte, the difference being the stored bytes. A text
  /// has no tolerance and leaves no summary: the HTML report reads its two failure files, and on a
  /// mismatch the message lists the lines that differ.
  static var text: Self {
    Self(
      kind: .text, leavesSummary: false, encode: { $0 },
      compare: { stored, actual in stored == actual ? .equal(stored) : .mismatch(stored) },
      record: { bytes, _, path in try AtomicFile.write(bytes, to: path) },
      writeDifference: { _, _, _ in }, isTolerated: { _ in false },
      result: { verdict, actual, message, artifacts in
        SnapshotResult(
          outcome: verdict.outcome, message: Self.message(verdict, actual, message, artifacts),
          referencePath: message.referencePath, comparison: nil)
      })
  }

  /// What a person reads about `verdict`.
  private static func message(
    _ verdict: SnapshotVerdict<[UInt8]>, _ actual: [UInt8], _ message: FailureMessage,
    _ artifacts: FailureArtifacts
  ) -> String {
    switch verdict {
    case .referenceIsFolder: message.referenceIsFolder()
    case .missing(let keptAt): message.missingNotRecorded(keptAt: keptAt)
    case .recordedMissing: message.recordedMissing()
    case .lfsPointer(let keptAt): message.lfsPointer(keptAt: keptAt)
    case .matched: ""
    // A text has no tolerance; a difference within one would read as any other.
    case .withinTolerance(let stored):
      message.textMismatch(
        stored: stored, actual: actual, artifacts: artifacts, recorded: false, artifactProblem: nil)
    case .mismatch(let stored, let recorded, let problem):
      message.textMismatch(
        stored: stored, actual: actual, artifacts: artifacts, recorded: recorded, artifactProblem: problem)
    // A text's recording throws the file's own error, so it is one it could not verify.
    case .unreadable(let error, _, _), .failed(let error): message.error(error)
    case .notRecorded(let problem, _): message.error(problem)
    }
  }
}
