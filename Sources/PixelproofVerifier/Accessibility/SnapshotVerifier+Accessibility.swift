extension SnapshotVerifier {
  /// The name part an accessibility snapshot adds to its references: `testCard_accessibility@2x.png` and
  /// `testCard_accessibility@2x.txt`.
  public static let accessibilityName = "accessibility"

  /// Verifies the accessibility snapshot of `component` (``AccessibilitySnapshot``) in `reference`'s
  /// variant: the overlay image against the reference named with `_accessibility` after the snapshot's
  /// name, as any image is, and the transcript against the text reference of the same name, exactly
  /// (``verifyText(_:against:settings:run:)``). Both are verified, so one run records or reports both.
  /// Never throws: every problem is a failed result with a message.
  ///
  /// - Parameters:
  ///   - component: what to render.
  ///   - proposal: the space offered to it.
  ///   - reference: names the snapshot; its files add `_accessibility` to its name.
  ///   - settings: the record mode, the folders and the image's tolerance.
  ///   - run: the run the verifications belong to.
  public static func verifyAccessibility(
    of component: any Component, in proposal: SizeProposal, as reference: SnapshotReference,
    settings: VerificationSettings, run: SnapshotRun = .shared
  ) -> AccessibilitySnapshotResult {
    let files: SnapshotReference
    do {
      files = try reference.naming(accessibilityName)
    } catch {
      return AccessibilitySnapshotResult(
        elements: [], image: nil, text: nil,
        message: DisplayText.escaped("Accessibility snapshot \(reference) could not be verified: \(error)"))
    }
    let snapshot: AccessibilitySnapshot
    do {
      snapshot = try AccessibilitySnapshot(
        of: component, in: proposal, scale: reference.scale, traits: reference.variant.traits)
    } catch {
      let message = DisplayText.escaped("Accessibility snapshot \(files) could not be rendered: \(error)")
      // Both references are still in use: the manifest lists them, so neither looks orphaned, with the
      // message the report shows for the image.
      let manifest = RunManifest(run: run, failureFolder: settings.failureFolder)
      _ = manifest.append(.failed, settings.referencePath(for: files), test: settings.test, message: message)
      _ = manifest.append(.failed, settings.files.referencePath(for: files, kind: .text), test: settings.test)
      return AccessibilitySnapshotResult(
        elements: [], image: nil, text: nil, message: message + "\n" + FailureMessage.reportHint)
    }
    let rendered = RenderedSnapshot(
      bitmap: snapshot.image, layout: snapshot.overlayLayout, painting: snapshot.overlayPainting)
    let image = verify(rendered, against: files, settings: settings, run: run)
    let text = verifyText(snapshot.text, against: files, settings: settings, run: run)
    let messages = [image, text].filter { !$0.passed }.map(\.message)
    return AccessibilitySnapshotResult(
      elements: snapshot.elements, image: image, text: text, message: messages.joined(separator: "\n"))
  }
}
