import Synchronization

/// The reference files this process has verified, so two assertions that resolve to the same file are
/// caught instead of silently overwriting each other.
final class ReferenceClaims: Sendable {
  static let shared = ReferenceClaims()

  private let claimed = Mutex<Set<String>>([])

  /// Records `path` as used; false when it already was.
  func claim(_ path: String) -> Bool {
    claimed.withLock { $0.insert(path).inserted }
  }
}
