import PixelproofVerifier

extension SnapshotAssertion {
  /// Verifies an update from `before` to `after` in each of the request's variants, as snapshot
  /// `test`[`_arguments`][`_name`]`<suffix>`@`scale`x of `suite` (each state against its `_before` /
  /// `_after` reference, see ``SnapshotVerifier/verifyUpdate(from:to:in:as:settings:run:)``); returns
  /// a failure for each variant where either state does not match (or was recorded), one failure when
  /// the assertion cannot run, a warning for each state that passed only within its tolerance, then
  /// each state's accessibility findings as the audit's mode says.
  static func runUpdate(from before: any Component, to after: any Component, _ request: Request) -> [Report] {
    do {
      let (settings, references) = try newerKindOfSnapshot(request)
      // Every variant is verified, so one run records or reports all of them.
      return references.flatMap { reference in
        let result = SnapshotVerifier.verifyUpdate(
          from: before, to: after, in: request.size, as: reference, settings: settings, run: request.run)
        let warnings = result.warnings.map { Report(kind: .warning, message: $0) }
        let accessibility = [result.before, result.after].compactMap { $0 }.flatMap {
          accessibilityReports($0, settings: settings, run: request.run)
        }
        // Each failing state's files, then the changes image, which shows what the update did.
        let files =
          [result.before, result.after].compactMap { $0 }.flatMap {
            $0.reviewFiles(failureFolder: settings.failureFolder)
          } + (result.changesImagePath.map { [$0] } ?? [])
        let failure = Report(kind: .failure, message: result.message, attachments: files)
        return (result.passed ? warnings : [failure] + warnings)
          + earlierAssertionFailures([result.before, result.after]) + accessibility
      }
    } catch {
      return [Report(kind: .failure, message: "Update snapshot assertion could not run: \(error)")]
    }
  }
}
