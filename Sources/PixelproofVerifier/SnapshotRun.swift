import Synchronization

/// One run of snapshot assertions: the reference files verified in it, so that two assertions resolving
/// to the same file are an error instead of silently overwriting each other's reference, and its run
/// manifest, which lists every reference the run used so that orphaned ones can be found.
///
/// A test process belongs to the run ``shared`` names; a tool or test that verifies the same references
/// more than once makes a run of its own for each pass.
public final class SnapshotRun: Sendable {
  /// The run of this process: every process `swift test` starts for one invocation shares it (named
  /// after their parent process, or by `PIXELPROOF_RUN_ID` when set).
  public static let shared = SnapshotRun(identifier: RunIdentity.current)

  /// Names the run's manifest file; processes with the same identifier write to the same manifest.
  public let identifier: String
  private let claimed = Mutex<Set<String>>([])

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

  /// Records `path` as verified in this run; false when it already was.
  func claim(_ path: String) -> Bool {
    claimed.withLock { $0.insert(path).inserted }
  }
}
