import Synchronization

/// One run of snapshot assertions: the reference files verified in it, so that two assertions resolving
/// to the same file are an error instead of silently overwriting each other's reference, and its run
/// manifest, which lists every reference the run used so that orphaned ones can be found.
///
/// Two assertions that resolve to one file both fail, whichever runs first: the later one fails at once,
/// and the first fails at its own verdict when that comes later, or through the later one's result
/// (``SnapshotResult/alsoFails``) when it had already been given. Which test claimed the file first
/// then decides nothing: both messages name both assertions, in the same order.
///
/// A test process belongs to the run ``shared`` names; a tool or test that verifies the same references
/// more than once makes a run of its own for each pass.
public final class SnapshotRun: Sendable {
  /// The run of this process: every process `swift test` starts for one invocation shares it (named
  /// after their parent process, or by `PIXELPROOF_RUN_ID` when set).
  public static let shared = SnapshotRun(identifier: RunIdentity.current)

  /// Names the run's manifest file; processes with the same identifier write to the same manifest.
  public let identifier: String
  /// Each claimed reference path's claims; looked up by path, never iterated.
  private let claims = Mutex<[String: Claims]>([:])

  /// A run of its own, named `identifier`.
  ///
  /// - Parameter identifier: the run's name, one path component (letters, digits, `-`, `_`, `.`; other
  ///   characters are replaced).
  public init(identifier: String) {
    self.identifier = RunIdentity.sanitized(identifier)
  }

  /// A run of its own, with a name no other run has.
  public convenience init() {
    self.init(identifier: RunIdentity.unique())
  }

  /// The assertions that claimed one reference path.
  private struct Claims {
    /// The first claimant.
    let first: AssertionSite?
    /// Whether the first claimant's verdict has been given.
    var settled = false
    /// Later claimants that arrived before it was.
    var waiting: [AssertionSite?] = []
  }

  /// What claiming a reference path found.
  enum Claim: Equatable {
    /// No assertion claimed it before: verify it, then ``settle(_:)``.
    case first
    /// `first` claimed it before; `firstSettled` tells whether its verdict was already given, so it
    /// must be failed through this claim's result.
    case duplicate(of: AssertionSite?, firstSettled: Bool)
  }

  /// Records `path` as verified by `site` in this run.
  func claim(_ path: String, by site: AssertionSite?) -> Claim {
    claims.withLock { claims in
      guard var existing = claims[path] else {
        claims[path] = Claims(first: site)
        return .first
      }
      if !existing.settled { existing.waiting.append(site) }
      claims[path] = existing
      return .duplicate(of: existing.first, firstSettled: existing.settled)
    }
  }

  /// Marks the verdict of `path`'s first claimant given; returns the claimants that arrived before it
  /// was, whose claim did not fail the first one.
  func settle(_ path: String) -> [AssertionSite?] {
    claims.withLock { claims in
      guard var existing = claims[path] else { return [] }
      existing.settled = true
      let waiting = existing.waiting
      existing.waiting = []
      claims[path] = existing
      return waiting
    }
  }
}
