import Testing

extension Trait where Self == SnapshotTrait {
  /// Audits the accessibility of every snapshot in the test or suite as `audit` says, unless an
  /// assertion's own `accessibility:` says otherwise: `@Suite(.accessibilityAudit(.fail))`.
  ///
  /// - Parameters:
  ///   - audit: off, warnings or failures, and the thresholds the checks use.
  public static func accessibilityAudit(_ audit: AccessibilityAudit) -> SnapshotTrait {
    SnapshotTrait(configuration: SnapshotConfiguration(accessibility: audit))
  }
}

/// Runs `operation` with `audit` as the accessibility audit of every snapshot assertion inside it that
/// gives no `accessibility:` of its own (in tasks it starts too): for XCTest, around a test's body, or
/// around `super.invokeTest()` in an override of `invokeTest()` for every test of a class.
///
/// - Parameters:
///   - audit: off, warnings or failures, and the thresholds the checks use.
///   - operation: the code whose assertions it applies to.
/// - Throws: whatever `operation` throws.
public func withAccessibilityAudit<R>(
  _ audit: AccessibilityAudit, operation: () throws -> R
) rethrows -> R {
  try withSnapshotConfiguration(SnapshotConfiguration(accessibility: audit), operation: operation)
}

/// Runs `operation` with `audit` as the accessibility audit of every snapshot assertion inside it that
/// gives no `accessibility:` of its own (async version).
///
/// - Parameters:
///   - audit: off, warnings or failures, and the thresholds the checks use.
///   - operation: the code whose assertions it applies to.
/// - Throws: whatever `operation` throws.
public func withAccessibilityAudit<R>(
  _ audit: AccessibilityAudit, operation: () async throws -> R
) async rethrows -> R {
  try await withSnapshotConfiguration(SnapshotConfiguration(accessibility: audit), operation: operation)
}
