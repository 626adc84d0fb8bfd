import Synchronization

/// The reference files verified in one run, so that two assertions resolving to the same file are an
/// error instead of silently overwriting each other's reference.
///
/// A test process is one run (``shared``); a tool or test that verifies the same references more than
/// once makes a run of its own for each pass.
public final class SnapshotRun: Sendable {
  /// The run of this process.
  public static let shared = SnapshotRun()

  private let claimed = Mutex<Set<String>>([])

  public init() {}

  /// Records `path` as verified in this run; false when it already was.
  func claim(_ path: String) -> Bool {
    claimed.withLock { $0.insert(path).inserted }
  }
}
