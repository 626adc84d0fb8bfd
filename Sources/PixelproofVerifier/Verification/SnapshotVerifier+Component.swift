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
    verify(component, in: proposal, as: reference, settings: settings, run: run, comparison: nil).result
  }

  /// Verifies as the public `verify(_:in:as:settings:run:)` does, the audit comparing the rendering
  /// with `comparison` for text that does not grow; returns the rendering's layout too, nil when it
  /// could not be rendered.
  static func verify(
    _ component: any Component, in proposal: SizeProposal, as reference: SnapshotReference,
    settings: VerificationSettings, run: SnapshotRun, comparison: TextSizeComparison?
  ) -> (result: SnapshotResult, layout: Layout?) {
    let started = ContinuousClock.now
    do {
      // The rendering goes straight into the snapshot, which holds its only copy, so its pixels are
      // straightened where they lie; the layout comes back from the snapshot.
      let rendered = RenderedSnapshot(
        try ComponentRenderer.render(
          component, in: proposal, scale: reference.scale, traits: reference.variant.traits),
        variant: reference.variant, audit: settings.accessibility, comparison: comparison)
      return (
        verify(rendered, against: reference, settings: settings, run: run, started: started), rendered.layout
      )
    } catch {
      let path = settings.referencePath(for: reference)
      let message = "Snapshot \(reference) could not be rendered: \(error)"
      // The reference is still in use: the manifest lists it, so it never looks orphaned; and with
      // its message, which the report shows, since no image is left to review.
      RunManifest(run: run, failureFolder: settings.failureFolder).append(
        .failed, path, test: settings.test, message: message)
      let result = SnapshotResult(
        outcome: .failed, message: message + "\n" + FailureMessage.reportHint, referencePath: path,
        comparison: nil)
      return (result, nil)
    }
  }
}
