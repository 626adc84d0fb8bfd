/// What verifying an accessibility snapshot found: the elements, and the image's and the text's
/// verifications against their references.
public struct AccessibilitySnapshotResult: Sendable {
  /// The elements in reading order; empty when the component could not be rendered.
  public let elements: [AccessibilityElement]
  /// The overlay image's verification; nil when the component could not be rendered.
  public let image: SnapshotResult?
  /// The transcript's verification; nil when the component could not be rendered.
  public let text: SnapshotResult?
  /// What a person reads when the assertion fails: the image's message, then the text's; empty when
  /// both matched exactly.
  public let message: String

  /// Whether the test passes: the image matched (exactly or within its tolerance) and the text matched.
  public var passed: Bool { image?.passed == true && text?.passed == true }

  /// The image's message when it passed only within its tolerance, for a warning.
  public var warnings: [String] {
    image.map { $0.outcome == .withinTolerance ? [$0.message] : [] } ?? []
  }
}
