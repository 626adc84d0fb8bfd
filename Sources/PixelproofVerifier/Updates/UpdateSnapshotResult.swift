/// What verifying an update snapshot found: the two states' results, the changes between them and
/// where the changes image went.
public struct UpdateSnapshotResult: Sendable {
  /// The state before's verification against its `_before` reference; nil when the assertion stopped
  /// before verifying (a state that cannot be rendered, or repeated identifiers).
  public let before: SnapshotResult?
  /// The state after's verification against its `_after` reference; nil as for ``before``.
  public let after: SnapshotResult?
  /// What the update changed; nil when it could not be told.
  public let changes: UpdateChanges?
  /// The `.changes.png` image's path when it was written.
  public let changesImagePath: String?
  /// What a person reads when the assertion fails: the changes, the changes image, then each state's
  /// own message; empty when it passes.
  public let message: String

  /// Whether the test passes: both states matched their references (exactly or within tolerance) and
  /// the changes image was written.
  public let passed: Bool

  /// Each state's message when it passed only within its tolerance, for a warning each.
  public var warnings: [String] {
    [before, after].compactMap { $0 }.filter { $0.outcome == .withinTolerance }.map(\.message)
  }
}
