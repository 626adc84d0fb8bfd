import Foundation

/// Compares a rendered image with its reference file and records, per the record mode.
///
/// Comparison is on decoded RGBA8 pixels and dimensions, byte by byte. PNG bytes are packaging: a
/// reference whose pixels are unchanged is never rewritten, in any record mode (every write goes
/// through `ReferenceImageWriter`), so re-recording an unchanged tree leaves every file as it was,
/// whatever zlib this machine has and whatever layout record the file holds.
///
/// A reference recorded from a component stores its layout record
/// (``/PixelproofVerifier/LayoutRecord``) in a PNG text entry; on a mismatch the message lists what
/// changed in the layout since.
public enum SnapshotVerifier {
  /// Verifies `actual` against the reference that `reference` names, writing references and failure
  /// artifacts as `settings` say. Never throws: every problem becomes a failed result with a message.
  ///
  /// Every verification is listed in the run's manifest, in the failure folder's `.manifests/`, so that
  /// `pixelproof orphans` can tell which references recent runs used.
  ///
  /// - Parameters:
  ///   - actual: the image the test rendered.
  ///   - reference: which reference file to compare with, or to record.
  ///   - settings: the record mode, the folders and the tolerance.
  ///   - run: the run this verification belongs to; two verifications of the same file in one run both fail.
  ///   - layout: the layout `actual` was painted from, stored with a recording and compared on a mismatch.
  public static func verify(
    _ actual: StraightBitmap, against reference: SnapshotReference, settings: VerificationSettings,
    run: SnapshotRun = .shared, layout: Layout? = nil
  ) -> SnapshotResult {
    verify(RenderedSnapshot(bitmap: actual, layout: layout), against: reference, settings: settings, run: run)
  }

  /// Verifies `rendered` as ``verify(_:against:settings:run:layout:)`` does.
  ///
  /// - Parameter started: when the verification began (before rendering), for the run's durations.
  static func verify(
    _ rendered: RenderedSnapshot, against reference: SnapshotReference, settings: VerificationSettings,
    run: SnapshotRun, started: ContinuousClock.Instant = .now
  ) -> SnapshotResult {
    verify(
      rendered, as: .image(tolerance: settings.tolerance), against: reference, settings: settings, run: run,
      started: started)
  }

  /// How many times the image's pixel count the diff of a reference of another size may cover (the two
  /// laid over each other from the top-left) for the reference to be decoded for the diff and compare
  /// images; past it only the sizes are reported.
  static let largestDiffRatio = 4

  /// Verifies `value`, a snapshot in `format`, against `reference`: the first assertion of `run` to
  /// claim the reference file compares or records it (``Verification``), and the verdict is listed in
  /// the run's manifest, with how long it took since `started` in the run's durations
  /// (``RunDurations``). Never throws: every problem is a failed result with a message.
  static func verify<Value, Difference>(
    _ value: Value, as format: SnapshotFormat<Value, Difference>, against reference: SnapshotReference,
    settings: VerificationSettings, run: SnapshotRun, started: ContinuousClock.Instant = .now
  ) -> SnapshotResult {
    let verification = Verification(value, as: format, against: reference, settings: settings)
    let result = claiming(
      verification.referencePath, settings: settings, run: run, duplicate: verification.duplicate,
      verification.run)
    if let test = settings.test {
      let elapsed = (ContinuousClock.now - started).components
      // Microseconds: most snapshots take a few milliseconds, too few for whole milliseconds to balance.
      let microseconds = Int(elapsed.seconds) * 1_000_000 + Int(elapsed.attoseconds / 1_000_000_000_000)
      RunDurations(run: run, failureFolder: settings.failureFolder).append(
        test: test, microseconds: microseconds)
    }
    return listing(result, of: verification, in: run)
  }

  /// Lists `result` in the run's manifest, the one place a verification is listed there, and returns it,
  /// its message saying when the manifest could not be written.
  private static func listing<Value, Difference>(
    _ result: SnapshotResult, of verification: Verification<Value, Difference>, in run: SnapshotRun
  ) -> SnapshotResult {
    let settings = verification.settings
    let manifest = RunManifest(run: run, failureFolder: settings.failureFolder)
    // A failure that left no summary (a reference two assertions resolve to, one that could not be
    // verified) gives the report its message through the manifest.
    let unsummarized =
      verification.format.leavesSummary && result.outcome == .failed
      && !FileManager.default.fileExists(atPath: verification.artifacts.summaryPath)
    let problem = manifest.append(
      RunManifest.Outcome(result.outcome), result.referencePath, test: settings.test,
      message: unsummarized ? FailureMessage.withoutReportHint(result.message) : nil)
    guard let problem, !result.passed else { return result }
    return result.adding("  (the run manifest could not be written: \(problem))")
  }
}
