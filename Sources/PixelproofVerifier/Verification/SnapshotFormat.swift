/// One kind of snapshot as the verifier keeps it: what its reference file holds, how what a test made
/// becomes that file's bytes, how a stored file is compared with it, and what a person reads about each
/// verdict. It is a value made of closures, as swift-snapshot-testing's `Snapshotting` and `Diffing` are:
/// images (``image``) and texts (``text``) are two of them, and `Verification` runs the same steps over
/// either, so a new kind of snapshot is a new value rather than a copy of the steps.
///
/// `Value` is what the test made; `Difference` is what a comparison with a stored reference found.
struct SnapshotFormat<Value, Difference> {
  /// What the reference file holds, which names it and its failure files.
  let kind: ReferenceKind
  /// Whether a verification leaves a summary (`.snapshot.json`) for the HTML report. A failure of such
  /// a format that left none gives the report its message through the run manifest, and its message
  /// ends with the report hint.
  let leavesSummary: Bool
  /// The bytes a reference of the value holds.
  let encode: (Value) throws -> [UInt8]
  /// What the reference file's bytes hold against the value: a match, a difference, or a file that
  /// cannot be compared. Nothing is written.
  let compare: (_ file: [UInt8], _ value: Value) -> SnapshotDecision<Difference>
  /// Writes `bytes`, the value's file, as the reference at `path`.
  let record: (_ bytes: [UInt8], _ value: Value, _ path: String) throws -> Void
  /// Writes the failure files a difference adds to the reference copy and the actual file (an image's
  /// diff and compare images).
  let writeDifference: (Difference, Value, FailureArtifacts) throws -> Void
  /// Whether a difference is within the snapshot's tolerance, so the test passes.
  let isTolerated: (Difference) -> Bool
  /// The result a person reads for `verdict`, in `message`'s words, with the summary it leaves in
  /// `artifacts` for the report.
  let result:
    (
      _ verdict: SnapshotVerdict<Difference>, _ value: Value, _ message: FailureMessage,
      _ artifacts: FailureArtifacts
    )
      -> SnapshotResult
}
