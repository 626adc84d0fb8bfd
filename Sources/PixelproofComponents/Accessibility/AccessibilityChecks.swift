/// Which checks an accessibility audit runs.
public struct AccessibilityChecks: OptionSet, Sendable, Hashable {
  /// One bit per check.
  public let rawValue: Int

  /// The checks whose bits are set in `rawValue`.
  ///
  /// - Parameters:
  ///   - rawValue: one bit per check, as the static members give them.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Text contrast measured on the rendered pixels, against a WCAG level.
  public static let contrast = AccessibilityChecks(rawValue: 1 << 0)
  /// Buttons and links smaller than a touch-target guideline.
  public static let touchTargets = AccessibilityChecks(rawValue: 1 << 1)

  /// Every check there is; an audit that asks for all of them also runs checks added later.
  public static let all: AccessibilityChecks = [.contrast, .touchTargets]
}
