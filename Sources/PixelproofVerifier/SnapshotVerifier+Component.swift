extension SnapshotVerifier {
  /// Renders `component` in `reference`'s variant (its scale, colour scheme, writing direction and text
  /// size) and verifies the image against `reference`, with its layout: stored when recording, compared
  /// on a mismatch. The result carries what the settings' accessibility audit finds in the rendering
  /// (``SnapshotResult/accessibilityFindings``); they never change its outcome.
  ///
  /// A component that cannot be rendered (a layout error, a size too large for a bitmap) is a failed result
  /// whose message says why.
  public static func verify(
    _ component: any Component, in proposal: SizeProposal, as reference: SnapshotReference,
    settings: VerificationSettings, run: SnapshotRun = .shared
  ) -> SnapshotResult {
    do {
      let rendering = try ComponentRenderer.render(
        component, in: proposal, scale: reference.scale, traits: reference.variant.traits)
      let rendered = RenderedSnapshot(rendering, variant: reference.variant, audit: settings.accessibility)
      return verify(rendered, against: reference, settings: settings, run: run)
    } catch {
      let path = settings.referencePath(for: reference)
      // The reference is still in use: the manifest lists it, so it never looks orphaned.
      RunManifest(run: run, diffDirectory: settings.diffDirectory).append(.failed, path, test: settings.test)
      return SnapshotResult(
        outcome: .failed,
        message: "Snapshot \(reference) could not be rendered: \(error)\n" + FailureMessage.reportHint,
        referencePath: path, comparison: nil)
    }
  }
}
