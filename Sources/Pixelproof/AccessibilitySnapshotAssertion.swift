import PixelproofVerifier

extension SnapshotAssertion {
  /// Verifies the accessibility snapshot of `component` in each of the request's variants, as snapshot
  /// `test`[`_arguments`][`_name`]`_accessibility<suffix>`@`scale`x of `suite` (the overlay image and
  /// the text, see ``SnapshotVerifier/verifyAccessibility(of:in:as:settings:run:)``); returns a failure
  /// for each variant where either does not match (or was recorded), one failure when the assertion
  /// cannot run, and a warning for each image that passed only within its tolerance.
  static func runAccessibility(_ component: any Component, _ request: Request) -> [Report] {
    do {
      let (settings, references) = try newerKindOfSnapshot(request)
      // Every variant is verified, so one run records or reports all of them.
      return references.flatMap { reference in
        let result = SnapshotVerifier.verifyAccessibility(
          of: component, in: request.size, as: reference, settings: settings, run: request.run)
        let warnings = result.warnings.map { Report(kind: .warning, message: $0) }
        let earlier = earlierAssertionFailures([result.image, result.text])
        // The overlay image's files, then the text's.
        let files = [result.image, result.text].compactMap { $0 }.flatMap {
          $0.reviewFiles(failureFolder: settings.failureFolder)
        }
        let failure = Report(kind: .failure, message: result.message, attachments: files)
        return (result.passed ? warnings : [failure] + warnings)
          + earlier
      }
    } catch {
      return [Report(kind: .failure, message: "Accessibility snapshot assertion could not run: \(error)")]
    }
  }
}
