import Foundation

/// Which failures `pixelproof failures --accept` accepts without being told their names.
///
/// A failure is accepted by plain `--accept` only when both hold:
/// 1. the latest run (the newest manifest in `<failure folder>/.manifests/`) verified its reference, so
///    its test still ran; a failure an earlier run left (its test since renamed, deleted or fixed, or
///    not run by a filtered run) is not, and neither is one no manifest accounts for;
/// 2. the reference it was compared with is still there: a reference deleted since the run (by
///    `pixelproof orphans --delete`, for one) is not written back;
/// 3. the reference is not a Git LFS pointer (``LFSPointer``): the file it stands for was never fetched,
///    so never compared, and accepting would replace it unseen.
///
/// Any other failure is skipped with its reason, and accepted only when named.
package struct AcceptanceRule: Sendable {
  /// The latest run's name, its manifest's file name without `.tsv`; nil when there is no manifest.
  let latestRun: String?
  /// The reference files the latest run verified, symbolic links resolved.
  private let latestPaths: Set<String>
  /// Why the latest manifest cannot be read; nil when it was read (or there is none).
  private let manifestProblem: String?

  /// Whether a reference is known by its `<Suite>/<file>` alone, not its whole path.
  private let byName: Bool

  /// The rule for the failures in the failure folder `failureFolder`, from its newest run manifest.
  ///
  /// - Parameters:
  ///   - byName: whether the latest run's references are matched by `<Suite>/<file>` alone, for a
  ///     failure folder made on another machine (a CI shard's, read with `--merge`), whose paths are
  ///     that machine's.
  package init(failureFolder: String, byName: Bool = false) {
    self.byName = byName
    guard let manifest = RunManifest.all(in: failureFolder).last else {
      (latestRun, latestPaths, manifestProblem) = (nil, [], nil)
      return
    }
    latestRun = manifest.run
    do {
      let paths = try manifest.entries().map(\.path)
      latestPaths = Set(byName ? paths.map(Self.name) : paths.map(OrphanReport.resolved))
      manifestProblem = nil
    } catch {
      latestPaths = []
      manifestProblem = error.description
    }
  }

  /// `<Suite>/<file>`: the last two parts of `path`.
  private static func name(_ path: String) -> String {
    path.split(separator: "/").suffix(2).joined(separator: "/")
  }

  /// Why plain `--accept` skips the failure of `referencePath`, in the user's words; nil when it
  /// accepts it.
  ///
  /// - Parameters:
  ///   - referencePath: the reference the failure would be accepted into.
  ///   - wasCompared: whether the failure holds a copy of the reference it was compared with (a
  ///     reference that was missing or unreadable leaves none).
  package func skipReason(referencePath: String, wasCompared: Bool) -> String? {
    if wasCompared && !FileManager.default.fileExists(atPath: referencePath) {
      return "its reference \(referencePath) was deleted after the run that left it, as `pixelproof "
        + "orphans --delete` deletes the references of tests that are gone"
    }
    if LFSPointer.isPointer(atPath: referencePath) {
      return "its reference \(referencePath) is a Git LFS pointer: run `git lfs pull` and the test again "
        + "to compare with it, or name it to accept the new one without comparing"
    }
    guard let latestRun else { return "no run manifest says which run left it" }
    if let manifestProblem { return "the latest run's manifest cannot be read: \(manifestProblem)" }
    let key = byName ? Self.name(referencePath) : OrphanReport.resolved(referencePath)
    guard latestPaths.contains(key) else {
      return "the latest run (\(latestRun)) did not verify it: an earlier run left it, and its test may "
        + "be gone"
    }
    return nil
  }
}
