/// How a reference image differs from the rendered one, or matches it.
enum ImageDifference {
  /// Both were decoded and compared pixel by pixel; the reference keeps its layout record.
  case compared(reference: DecodedPNG, comparison: BitmapComparison)
  /// The reference's header declares a size so much larger than the image's that it was not decoded:
  /// only the sizes are known, and they differ.
  case oversized(width: Int, height: Int)

  /// The pixel comparison, when the reference was decoded.
  var comparison: BitmapComparison? {
    guard case .compared(_, let comparison) = self else { return nil }
    return comparison
  }
}

extension SnapshotFormat where Value == RenderedSnapshot, Difference == ImageDifference {
  /// Images: a PNG reference with the layout record of the tree it was rendered from, compared on
  /// decoded pixels under `tolerance`. PNG bytes are packaging: a reference whose pixels are unchanged
  /// is never rewritten (every write goes through `ReferenceImageWriter`). A failure leaves a summary
  /// for the HTML report; on a mismatch the message lists what changed in the layout since.
  static func image(tolerance: SnapshotTolerance) -> Self {
    Self(
      kind: .image, leavesSummary: true, encode: { try $0.pngFile() },
      compare: { file, rendered in compare(file, rendered, tolerance: tolerance) },
      record: { bytes, rendered, path in
        try ReferenceImageWriter.write(bytes, of: rendered.bitmap, to: path)
      },
      writeDifference: { difference, rendered, artifacts in
        guard case .compared(let reference, let comparison) = difference else { return }
        try artifacts.writeDiffImages(
          reference: reference.bitmap, actual: rendered.bitmap, comparison: comparison)
      },
      isTolerated: { $0.comparison?.passes ?? false },
      result: result)
  }

  /// What the reference file holds against `rendered`, decoded only when nothing cheaper tells.
  private static func compare(
    _ file: [UInt8], _ rendered: RenderedSnapshot, tolerance: SnapshotTolerance
  ) -> SnapshotDecision<ImageDifference> {
    // An unchanged file whose stored digest is the image's holds the same pixels: no decoding, and
    // the accessibility findings it stores for the same audit of the same layout stand.
    if let digest = PNGPixelDigest.trustedPixelDigest(in: file), digest == rendered.pixelDigest {
      rendered.adoptStoredFindings(from: file)
      return .digestMatch
    }
    let actual = rendered.bitmap
    // The header tells the size: a reference whose diff with the image would be much larger than the
    // image is not decoded at all, so a file that declares a huge image (or a long thin one across a
    // tall image) costs no more than its bytes.
    if let size = try? PNGCodec.imageSize(of: file),
      max(size.width, actual.width) * max(size.height, actual.height)
        > SnapshotVerifier.largestDiffRatio * actual.width * actual.height
    {
      return .mismatch(.oversized(width: size.width, height: size.height))
    }
    let decoded: DecodedPNG
    do {
      decoded = try PNGCodec.decodeWithText(file)
    } catch {
      return .unreadable(error)
    }
    let comparison = BitmapComparison(reference: decoded.bitmap, actual: actual, tolerance: tolerance)
    let difference = ImageDifference.compared(reference: decoded, comparison: comparison)
    return comparison.matches ? .equal(difference) : .mismatch(difference)
  }

  /// The result of `verdict`: its message, and the summary the report shows with the images kept.
  private static func result(
    _ verdict: SnapshotVerdict<ImageDifference>, _ rendered: RenderedSnapshot, _ message: FailureMessage,
    _ artifacts: FailureArtifacts
  ) -> SnapshotResult {
    let (width, height) = rendered.size
    let image = { SnapshotSummary.ImageFile(path: $0, width: width, height: height) }
    let kept = { (path: String?) in
      SnapshotSummary.Details(actual: path.map { _ in image(artifacts.actualName) })
    }
    let report = ImageReport(
      rendered: rendered, message: message, artifacts: artifacts, outcome: verdict.outcome)
    switch verdict {
    case .referenceIsFolder: return report.result(message.referenceIsFolder())
    case .missing(let keptAt):
      return report.result(message.missingNotRecorded(keptAt: keptAt), review: kept(keptAt))
    case .recordedMissing:
      return report.result(message.recordedMissing(), review: .init(actual: image(message.referencePath)))
    case .lfsPointer(let keptAt):
      return report.result(message.lfsPointer(keptAt: keptAt), review: kept(keptAt))
    case .matched(let difference):
      let identical = { BitmapComparison(identicalTo: rendered.size, tolerance: message.settings.tolerance) }
      return report.result("", difference?.comparison ?? identical())
    case .unreadable(let error, let recorded, let keptAt):
      return report.result(
        message.unreadable(error, recorded: recorded, keptAt: keptAt),
        review: recorded ? .init(actual: image(message.referencePath)) : kept(keptAt))
    case .withinTolerance(let difference):
      return report.difference(difference, recorded: false, artifactProblem: nil, tolerated: true)
    case .mismatch(let difference, let recorded, let problem):
      return report.difference(difference, recorded: recorded, artifactProblem: problem, tolerated: false)
    case .notRecorded(let problem, let keptAt):
      return report.result(message.notRecorded(problem, keptAt: keptAt), review: kept(keptAt))
    case .failed(let error): return report.result(message.error(error))
    }
  }
}

/// An image verification's result: the message, with the lines for missing glyphs, the accessibility
/// findings, and the summary for the HTML report.
private struct ImageReport {
  let rendered: RenderedSnapshot
  let message: FailureMessage
  let artifacts: FailureArtifacts
  let outcome: SnapshotResult.Outcome

  /// The result with `text` as its message; `review`, the images kept for review, leaves a summary.
  func result(
    _ text: String, _ comparison: BitmapComparison? = nil, review details: SnapshotSummary.Details? = nil
  ) -> SnapshotResult {
    let text =
      outcome == .matched ? text : FailureMessage.addingMissingGlyphs(to: text, from: rendered.record)
    let result = SnapshotResult(
      outcome: outcome, message: text, referencePath: message.referencePath, comparison: comparison,
      accessibilityFindings: rendered.accessibilityFindings)
    // The report lists a failure without a summary from the run manifest, so its message names it too.
    guard var details else { return outcome == .failed ? result.adding(FailureMessage.reportHint) : result }
    details.accessibilityFindings = rendered.accessibilityFindings.map(\.description)
    return SnapshotSummary.keep(
      result, of: message.reference, details: details, settings: message.settings, artifacts: artifacts)
  }

  /// The result of a difference: passed within the tolerance, recorded, or failed.
  func difference(
    _ difference: ImageDifference, recorded: Bool, artifactProblem: (any Error)?, tolerated: Bool
  ) -> SnapshotResult {
    let actual = rendered.bitmap
    switch difference {
    case .oversized(let width, let height):
      return result(
        message.oversizedReference(
          width: width, height: height, actual: actual, artifacts: artifacts, recorded: recorded,
          artifactProblem: artifactProblem),
        review: .init(actual: .init(path: artifacts.actualName, width: actual.width, height: actual.height)))
    case .compared(let reference, let comparison):
      let layoutChanges = LayoutExplanation.lines(reference: reference, current: rendered)
      let review = artifacts.review(comparison, layoutChanges: layoutChanges)
      guard !tolerated else { return result(message.withinTolerance(comparison), comparison, review: review) }
      return result(
        message.mismatch(
          comparison, layoutChanges: layoutChanges, artifacts: artifacts, recorded: recorded,
          artifactProblem: artifactProblem),
        comparison, review: review)
    }
  }
}
