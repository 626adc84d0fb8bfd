/// What a reference file holds against what the test made, decided before anything is written. A
/// reference image that declares a size far larger than the image's is a mismatch found without
/// decoding it (see ``ImageDifference``).
enum SnapshotDecision<Difference> {
  /// The reference path is a folder; nothing is ever recorded over it.
  case referenceIsFolder
  /// There is no reference file.
  case missing
  /// The reference file is a Git LFS pointer (``LFSPointer``): its content was never fetched.
  case lfsPointer
  /// The file's stored digest is the value's: it holds the same content, known without decoding it.
  case digestMatch
  /// The file cannot be read as a reference of its kind.
  case unreadable(any Error)
  /// The file holds the same content.
  case equal(Difference)
  /// The file holds different content (within the tolerance, perhaps).
  case mismatch(Difference)
}

/// A decision with the record mode applied: what was written, and what the test's outcome is. The
/// format's messages are made from it.
enum SnapshotVerdict<Difference> {
  /// The reference path is a folder: nothing was written.
  case referenceIsFolder
  /// There was no reference, and the record mode records none; what the test made was kept in the
  /// failure folder at `keptAt`, nil when it could not be.
  case missing(keptAt: String?)
  /// There was no reference; one was recorded.
  case recordedMissing
  /// The reference is a Git LFS pointer: nothing was written over it, in any record mode; what the test
  /// made was kept in the failure folder at `keptAt`, nil when it could not be.
  case lfsPointer(keptAt: String?)
  /// The reference holds the same content; the comparison is nil when the stored digest told it.
  case matched(Difference?)
  /// The reference cannot be read; it was replaced when `recorded`, else what the test made was kept at
  /// `keptAt` when it could be.
  case unreadable(any Error, recorded: Bool, keptAt: String?)
  /// The reference differs within the tolerance: the test passes, its failure files stay for review.
  case withinTolerance(Difference)
  /// The reference differs; it was replaced when `recorded`. `artifactProblem` says why the failure
  /// files could not all be written.
  case mismatch(Difference, recorded: Bool, artifactProblem: (any Error)?)
  /// A recording could not be written; what the test made was kept at `keptAt` when it could be.
  case notRecorded(FileError, keptAt: String?)
  /// Verifying stopped at `error`.
  case failed(any Error)

  /// The test's outcome.
  var outcome: SnapshotResult.Outcome {
    switch self {
    case .matched: .matched
    case .withinTolerance: .withinTolerance
    case .recordedMissing: .recorded
    case .unreadable(_, let recorded, _), .mismatch(_, let recorded, _):
      recorded ? .recorded : .failed
    case .referenceIsFolder, .missing, .lfsPointer, .notRecorded, .failed: .failed
    }
  }
}
