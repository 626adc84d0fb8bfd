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
  static func verify(
    _ rendered: RenderedSnapshot, against reference: SnapshotReference, settings: VerificationSettings,
    run: SnapshotRun
  ) -> SnapshotResult {
    let path = settings.referencePath(for: reference)
    let message = FailureMessage(reference: reference, referencePath: path, settings: settings)
    let result = claiming(
      path, settings: settings, run: run,
      duplicate: { sites in
        SnapshotResult(
          outcome: .failed,
          message: message.duplicate(sites: sites) + "\n" + FailureMessage.reportHint, referencePath: path,
          comparison: nil)
      },
      { compareOrRecord(rendered, against: reference, settings: settings) })
    let manifest = RunManifest(run: run, failureFolder: settings.failureFolder)
    // A failure that left no summary (a reference two assertions resolve to, one that could not be
    // verified) gives the report its message through the manifest.
    let summary = settings.files.artifacts(for: reference).summaryPath
    let unsummarized = result.outcome == .failed && !FileManager.default.fileExists(atPath: summary)
    let problem = manifest.append(
      RunManifest.Outcome(result.outcome), result.referencePath, test: settings.test,
      message: unsummarized ? FailureMessage.withoutReportHint(result.message) : nil)
    guard let problem, !result.passed else { return result }
    return result.adding("  (the run manifest could not be written: \(problem))")
  }

  /// How many times the image's pixel count the diff of a reference of another size may cover (the two
  /// laid over each other from the top-left) for the reference to be decoded for the diff and compare
  /// images; past it only the sizes are reported.
  static let largestDiffRatio = 4

  private static func compareOrRecord(
    _ rendered: RenderedSnapshot, against reference: SnapshotReference, settings: VerificationSettings
  ) -> SnapshotResult {
    let actual = rendered.bitmap
    let path = settings.referencePath(for: reference)
    let artifacts = settings.files.artifacts(for: reference)
    let message = FailureMessage(reference: reference, referencePath: path, settings: settings)
    func result(
      _ outcome: SnapshotResult.Outcome, _ text: String, _ comparison: BitmapComparison? = nil,
      review details: SnapshotSummary.Details? = nil
    ) -> SnapshotResult {
      let message =
        outcome == .matched ? text : FailureMessage.addingMissingGlyphs(to: text, from: rendered.record)
      let result = SnapshotResult(
        outcome: outcome, message: message, referencePath: path, comparison: comparison,
        accessibilityFindings: rendered.accessibilityFindings)
      // The report lists a failure without a summary from the run manifest, so its message names it too.
      guard var details else { return outcome == .failed ? result.adding(FailureMessage.reportHint) : result }
      details.accessibilityFindings = rendered.accessibilityFindings.map(\.description)
      return SnapshotSummary.keep(
        result, of: reference, details: details, settings: settings, artifacts: artifacts)
    }
    let actualFile = { SnapshotSummary.ImageFile(path: $0, width: actual.width, height: actual.height) }

    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      return result(.failed, message.referenceIsFolder())
    }
    do {
      guard let file = try AtomicFile.read(path) else {
        guard settings.record.recordsMissing else {
          // Nothing goes to the reference folder, but the rendered image is kept for review.
          let failed: String? = (try? artifacts.write(referenceFile: nil, actualFile: rendered.pngFile())).map
          {
            artifacts.actualPath
          }
          return result(
            .failed, message.missingNotRecorded(keptAt: failed),
            review: .init(actual: failed.map { _ in actualFile(artifacts.actualName) }))
        }
        try ReferenceImageWriter.write(rendered.pngFile(), of: actual, to: path)
        artifacts.removeAll()
        return result(.recorded, message.recordedMissing(), review: .init(actual: actualFile(path)))
      }
      // An unchanged file whose stored digest is the image's holds the same pixels: no decoding.
      if let digest = PNGPixelDigest.trustedPixelDigest(in: file),
        digest == rendered.pixelDigest
      {
        artifacts.removeAll()
        return result(.matched, "", BitmapComparison(identicalTo: actual, tolerance: settings.tolerance))
      }
      // The header tells the size: a reference whose diff with the image would be much larger than the
      // image is not decoded at all, so a file that declares a huge image (or a long thin one across a
      // tall image) costs no more than its bytes.
      if let size = try? PNGCodec.imageSize(of: file),
        max(size.width, actual.width) * max(size.height, actual.height)
          > Self.largestDiffRatio * actual.width * actual.height
      {
        let failedFile = try rendered.pngFile()
        var artifactProblem: (any Error)?
        do {
          try artifacts.write(referenceFile: file, actualFile: failedFile)
        } catch {
          artifactProblem = error
        }
        let recorded = settings.record.recordsMismatches
        if recorded { try ReferenceImageWriter.write(failedFile, of: actual, to: path) }
        let review = SnapshotSummary.Details(actual: actualFile(artifacts.actualName))
        return result(
          recorded ? .recorded : .failed,
          message.oversizedReference(
            width: size.width, height: size.height, actual: actual, artifacts: artifacts,
            recorded: recorded, artifactProblem: artifactProblem),
          review: review)
      }
      let decoded: DecodedPNG
      do {
        decoded = try PNGCodec.decodeWithText(file)
      } catch {
        if settings.record.recordsMismatches {
          try ReferenceImageWriter.write(rendered.pngFile(), of: actual, to: path)
          artifacts.removeAll()
          return result(
            .recorded, message.unreadable(error, recorded: true, keptAt: nil),
            review: .init(actual: actualFile(path)))
        }
        let failed: String? = (try? artifacts.write(referenceFile: nil, actualFile: rendered.pngFile())).map {
          artifacts.actualPath
        }
        return result(
          .failed, message.unreadable(error, recorded: false, keptAt: failed),
          review: .init(actual: failed.map { _ in actualFile(artifacts.actualName) }))
      }
      let stored = decoded.bitmap
      let comparison = BitmapComparison(reference: stored, actual: actual, tolerance: settings.tolerance)
      if comparison.matches {
        // Same pixels: the file stays as it is in every mode, even when its layout record is missing or
        // older than this tree's (a mismatch, or accepting one, stores the current record).
        artifacts.removeAll()
        return result(.matched, "", comparison)
      }
      // A trio that cannot be written is reported, but never hides the mismatch or stops a recording.
      var artifactProblem: (any Error)?
      let failedFile = try rendered.pngFile()
      do {
        try artifacts.write(referenceFile: file, actualFile: failedFile)
        try artifacts.writeDiffImages(reference: stored, actual: actual, comparison: comparison)
      } catch {
        artifactProblem = error
      }
      let layoutChanges = LayoutExplanation.lines(reference: decoded, current: rendered)
      let review = artifacts.review(comparison, layoutChanges: layoutChanges)
      // A tolerance lets the test pass but never hides the difference (its images stay for the report);
      // `all` still records what changed.
      if comparison.passes && settings.record != .all {
        return result(.withinTolerance, message.withinTolerance(comparison), comparison, review: review)
      }
      let recorded = settings.record.recordsMismatches
      if recorded { try ReferenceImageWriter.write(failedFile, of: actual, to: path) }
      return result(
        recorded ? .recorded : .failed,
        message.mismatch(
          comparison, layoutChanges: layoutChanges, artifacts: artifacts, recorded: recorded,
          artifactProblem: artifactProblem),
        comparison, review: review)
    } catch let error as ReferenceNotWritten {
      // The rendered image is kept in the failure folder, so the recording is not lost.
      var kept: String? = artifacts.actualPath
      if !FileManager.default.fileExists(atPath: artifacts.actualPath) {
        kept = (try? artifacts.write(referenceFile: nil, actualFile: rendered.pngFile())).map {
          artifacts.actualPath
        }
      }
      return result(
        .failed, message.notRecorded(error.problem, keptAt: kept),
        review: .init(actual: kept.map { _ in actualFile(artifacts.actualName) }))
    } catch {
      return result(.failed, message.error(error))
    }
  }
}
