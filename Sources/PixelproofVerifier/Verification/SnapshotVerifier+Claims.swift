extension SnapshotVerifier {
  /// Verifies the reference at `path` through `verification` when `settings`' assertion is the first in
  /// `run` to claim it; otherwise fails without touching it. Either way, when two assertions resolve to
  /// the file both fail (see ``SnapshotRun``): the later at once, with `duplicate`'s message naming both;
  /// the first at its verdict when the later one came before it, else through the later one's
  /// ``SnapshotResult/alsoFails``.
  ///
  /// - Parameters:
  ///   - duplicate: the failure for `path` claimed by all of the given sites, in the order given.
  ///   - verification: compares or records the reference.
  static func claiming(
    _ path: String, settings: VerificationSettings, run: SnapshotRun,
    duplicate: ([AssertionSite?]) -> SnapshotResult, _ verification: () -> SnapshotResult
  ) -> SnapshotResult {
    switch run.claim(path, by: settings.site) {
    case .duplicate(let first, let firstSettled):
      var result = duplicate(sorted([first, settings.site]))
      if firstSettled {
        result.alsoFails = first
        // The first assertion's verdict is failed now: the manifest says so, under its test.
        RunManifest(run: run, failureFolder: settings.failureFolder).append(
          .failed, path, test: first?.test, message: FailureMessage.withoutReportHint(result.message))
      }
      return result
    case .first:
      let result = verification()
      let later = run.settle(path)
      guard !later.isEmpty else { return result }
      var failed = duplicate(sorted([settings.site] + later))
      failed.accessibilityFindings = result.accessibilityFindings
      return failed
    }
  }

  /// Sites in the order messages list them, whichever ran first; unknown ones last.
  private static func sorted(_ sites: [AssertionSite?]) -> [AssertionSite?] {
    sites.compactMap { $0 }.sorted() + sites.filter { $0 == nil }
  }
}

extension FailureMessage {
  /// The lines that say two assertions resolve to one reference: `headline`, then each assertion's
  /// site, in the order given.
  static func duplicateLines(_ headline: String, sites: [AssertionSite?]) -> [String] {
    [headline]
      + sites.map { "  " + ($0?.description ?? "an assertion whose test and place are not known") }
      + ["  Both fail, whichever ran first."]
  }
}
