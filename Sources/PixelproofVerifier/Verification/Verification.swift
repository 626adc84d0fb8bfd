import Foundation

/// One snapshot being verified: what the test made, in its format, against its reference file. Every
/// format goes through the same steps (see ``run()``), so the record mode is applied in one place.
struct Verification<Value, Difference> {
  /// What the test made.
  let value: Value
  /// How it is kept and compared.
  let format: SnapshotFormat<Value, Difference>
  /// The record mode, the folders and the tolerance.
  let settings: VerificationSettings
  /// The reference file.
  let referencePath: String
  /// The files a failure leaves for review.
  let artifacts: FailureArtifacts
  /// The words of every message.
  let message: FailureMessage

  /// The verification of `value` in `format` against `reference`, with the files `settings` place.
  init(
    _ value: Value, as format: SnapshotFormat<Value, Difference>, against reference: SnapshotReference,
    settings: VerificationSettings
  ) {
    self.value = value
    self.format = format
    self.settings = settings
    referencePath = settings.files.referencePath(for: reference, kind: format.kind)
    artifacts = settings.files.artifacts(for: reference, kind: format.kind)
    message = FailureMessage(
      reference: reference, referencePath: referencePath, settings: settings, kind: format.kind)
  }

  /// Compares the value with its reference or records it. Never throws: every problem is a failed result
  /// with a message.
  func run() -> SnapshotResult {
    // The value's file is made once, and only when something is written: a match never needs it.
    var encoded: [UInt8]?
    func bytes() throws -> [UInt8] {
      if let encoded { return encoded }
      let made = try format.encode(value)
      encoded = made
      return made
    }
    let verdict: SnapshotVerdict<Difference>
    do {
      // STEP 1: what the reference file holds against the value; nothing is written yet.
      let (decision, file) = try decide()
      // STEP 2: the record mode applied: what is recorded, kept for review, or removed.
      verdict = try apply(decision, file: file, bytes: bytes)
    } catch let error as ReferenceNotWritten {
      // What the test made is kept in the failure folder, so the recording is not lost.
      let kept =
        FileManager.default.fileExists(atPath: artifacts.actualPath) ? artifacts.actualPath : keep(bytes)
      verdict = .notRecorded(error.problem, keptAt: kept)
    } catch {
      verdict = .failed(error)
    }
    // STEP 3: the verdict in the format's words, with what it leaves for the report.
    return format.result(verdict, value, message, artifacts)
  }

  /// STEP 1: what the reference file holds against the value, and the file's bytes when there is one.
  private func decide() throws -> (SnapshotDecision<Difference>, file: [UInt8]?) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: referencePath, isDirectory: &isFolder), isFolder.boolValue {
      return (.referenceIsFolder, nil)
    }
    guard let file = try AtomicFile.read(referencePath) else { return (.missing, nil) }
    // A pointer is decided here, not by the format, so images and texts are kept from it alike.
    if LFSPointer.isPointer(file) { return (.lfsPointer, file) }
    return (format.compare(file, value), file)
  }

  /// STEP 2: `decision` under the record mode. A match removes the failure files of an earlier run; a
  /// difference writes new ones (a problem writing them is reported, but never hides the difference or
  /// stops a recording); a recording writes the value's file over the reference.
  private func apply(
    _ decision: SnapshotDecision<Difference>, file: [UInt8]?, bytes: () throws -> [UInt8]
  ) throws -> SnapshotVerdict<Difference> {
    let mode = settings.record
    switch decision {
    case .referenceIsFolder:
      return .referenceIsFolder
    case .missing:
      // Nothing goes to the reference folder, but what the test made is kept for review.
      guard mode.recordsMissing else { return .missing(keptAt: keep(bytes)) }
      try format.record(try bytes(), value, referencePath)
      artifacts.removeAll()
      return .recordedMissing
    case .lfsPointer:
      // No record mode writes over a pointer: the reference it stands for was never compared. What the
      // test made is kept for review, so accepting it by name is the one way to replace the pointer.
      return .lfsPointer(keptAt: keep(bytes))
    case .digestMatch:
      artifacts.removeAll()
      return .matched(nil)
    case .equal(let difference):
      // The file stays as it is in every mode, even when what it stores besides (an image's layout
      // record) is older: only a difference, or accepting one, writes it.
      artifacts.removeAll()
      return .matched(difference)
    case .unreadable(let error):
      guard mode.recordsMismatches else { return .unreadable(error, recorded: false, keptAt: keep(bytes)) }
      try format.record(try bytes(), value, referencePath)
      artifacts.removeAll()
      return .unreadable(error, recorded: true, keptAt: nil)
    case .mismatch(let difference):
      let actual = try bytes()
      let problem = keep(difference, referenceFile: file, actualFile: actual)
      // A tolerance lets the test pass but never hides the difference (its files stay for the report);
      // `all` still records what changed.
      if format.isTolerated(difference) && mode != .all { return .withinTolerance(difference) }
      if mode.recordsMismatches { try format.record(actual, value, referencePath) }
      return .mismatch(difference, recorded: mode.recordsMismatches, artifactProblem: problem)
    }
  }

  /// Keeps only what the test made in the failure folder; returns where, or nil when it could not.
  private func keep(_ bytes: () throws -> [UInt8]) -> String? {
    (try? artifacts.write(referenceFile: nil, actualFile: bytes())).map { artifacts.actualPath }
  }

  /// Writes a difference's failure files; returns why they could not all be written, or nil.
  private func keep(_ difference: Difference, referenceFile: [UInt8]?, actualFile: [UInt8]) -> (any Error)? {
    do {
      try artifacts.write(referenceFile: referenceFile, actualFile: actualFile)
      try format.writeDifference(difference, value, artifacts)
      return nil
    } catch {
      return error
    }
  }

  /// The failure when two or more assertions of the run, at `sites`, resolve to this reference.
  func duplicate(_ sites: [AssertionSite?]) -> SnapshotResult {
    SnapshotResult(
      outcome: .failed,
      message: message.duplicate(sites: sites)
        + (format.leavesSummary ? "\n" + FailureMessage.reportHint : ""),
      referencePath: referencePath, comparison: nil)
  }
}
