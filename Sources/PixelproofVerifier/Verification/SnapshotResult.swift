/// What verifying one snapshot found.
public struct SnapshotResult: Sendable, Equatable {
  /// Whether the snapshot matched, passed within its tolerance, was recorded or failed.
  public enum Outcome: Sendable, Equatable {
    /// The image matches its reference; nothing was written.
    case matched
    /// The image differs from its reference, but within the tolerance set for it: the test passes, and
    /// the message (a warning) says by how much it differs.
    case withinTolerance
    /// A reference was written; the test fails so that a person looks at it.
    case recorded
    /// The image does not match, or there is no usable reference.
    case failed
  }

  /// What happened to the snapshot.
  public let outcome: Outcome
  /// What a person reads in the test log: why it failed or what was recorded, the warning of a pass
  /// within tolerance; empty when the snapshot matched exactly.
  public let message: String
  /// The reference image's path.
  public let referencePath: String
  /// How the images differ, when both could be compared.
  public let comparison: BitmapComparison?
  /// What the accessibility audit found in the rendering, in the order its checks report them; empty
  /// when it found nothing or did not run. Findings never change ``outcome``: what they do to the test
  /// is the assertion's ``AccessibilityAudit/mode``.
  public internal(set) var accessibilityFindings: [AccessibilityFinding] = []
  /// An earlier assertion of the run that resolved to the same reference and whose verdict was already
  /// given: it fails too, and its front end reports this result's message at that assertion's place.
  /// Nil otherwise.
  public internal(set) var alsoFails: AssertionSite?

  /// Whether the test passes: the image matched, or differs only within its tolerance. A recorded
  /// reference fails the test, so that a person looks at it.
  public var passed: Bool { outcome == .matched || outcome == .withinTolerance }

  /// The same result with `line` added to its message.
  func adding(_ line: String) -> SnapshotResult {
    var result = SnapshotResult(
      outcome: outcome, message: message.isEmpty ? line : message + "\n" + line, referencePath: referencePath,
      comparison: comparison, accessibilityFindings: accessibilityFindings)
    result.alsoFails = alsoFails
    return result
  }
}

extension RunManifest.Outcome {
  /// How a manifest lists a verification with `outcome`.
  init(_ outcome: SnapshotResult.Outcome) {
    switch outcome {
    case .matched, .withinTolerance: self = .verified
    case .recorded: self = .recorded
    case .failed: self = .failed
    }
  }
}
