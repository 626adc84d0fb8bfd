import PixelproofVerifier

/// How the gallery audits each example's accessibility: every check of the audit, as findings that
/// never fail an example.
enum GalleryAccessibility {
  /// The audit every example is verified with: each check, its findings warnings, never failures.
  static let audit = AccessibilityAudit.warn

  /// `count` findings, as an example's line says it: `0 accessibility findings`,
  /// `1 accessibility finding`.
  ///
  /// - Parameters:
  ///   - count: how many findings there are.
  static func summary(_ count: Int) -> String {
    "\(count) accessibility finding" + (count == 1 ? "" : "s")
  }
}
