/// What verifying one snapshot found.
public struct SnapshotResult: Sendable, Equatable {
  public enum Outcome: Sendable, Equatable {
    /// The image matches its reference; nothing was written.
    case matched
    /// A reference was written; the test fails so that a person looks at it.
    case recorded
    /// The image does not match, or there is no usable reference.
    case failed
  }

  public let outcome: Outcome
  /// What a person reads in the test log; empty when the snapshot matched.
  public let message: String
  /// The reference image's path.
  public let referencePath: String
  /// How the images differ, when both could be compared.
  public let comparison: ImageComparison?

  public var passed: Bool { outcome == .matched }
}
