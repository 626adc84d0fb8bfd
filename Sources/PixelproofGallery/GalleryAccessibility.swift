import GalleryExamples
import PixelproofVerifier

/// How the gallery audits each example's accessibility: the audit the verifier runs on the pixels, and
/// the checks of the laid-out tree, one list of lines for both.
enum GalleryAccessibility {
  /// The audit every example is verified with: findings are warnings, never failures.
  ///
  /// Its checks are named rather than `.all`, so the findings kept in the run's manifest, and the report
  /// made from it, hold only what the pixels say; ``layoutFindings(of:in:scale:)`` adds the rest to the
  /// gallery's own lines.
  static let audit = AccessibilityAudit.warn(checks: [.contrast, .touchTargets])

  /// The lines of the checks that read the laid-out tree: truncated text, then missing glyphs, then
  /// unlabelled images, each in reading order; one line saying why when the component cannot be laid
  /// out, so an example whose verification failed for that reason is not counted as clean.
  ///
  /// - Parameters:
  ///   - component: the example or state.
  ///   - proposal: the space it is shown in.
  ///   - scale: pixels per point.
  static func layoutFindings(
    of component: any Component, in proposal: SizeProposal, scale: Int
  )
    -> [String]
  {
    do {
      let layout = try ComponentRenderer.layout(component, in: proposal, scale: scale)
      return layout.truncatedTextFindings().map(\.description)
        + layout.missingGlyphFindings().map(\.description)
        + layout.unlabelledImageFindings().map(\.description)
    } catch {
      return ["not audited: the example could not be laid out: \(error)"]
    }
  }

  /// `count` findings, as an example's line says it: `0 accessibility findings`,
  /// `1 accessibility finding`.
  ///
  /// - Parameters:
  ///   - count: how many findings there are.
  static func summary(_ count: Int) -> String {
    "\(count) accessibility finding" + (count == 1 ? "" : "s")
  }
}
