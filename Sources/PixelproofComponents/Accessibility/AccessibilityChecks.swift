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
  /// Labels that do not show all of their text: cut to their number of lines, or larger than their frame.
  public static let truncatedText = AccessibilityChecks(rawValue: 1 << 2)
  /// Labels with characters no font has a glyph for.
  public static let missingGlyphs = AccessibilityChecks(rawValue: 1 << 3)
  /// Images with no accessibility label that are neither hidden nor inside another element.
  public static let unlabelledImages = AccessibilityChecks(rawValue: 1 << 4)
  /// Labels whose text does not grow from one text size to a larger one. It compares two layouts, so it
  /// finds something only where there are two: an assertion whose variants differ in text size.
  public static let textScaling = AccessibilityChecks(rawValue: 1 << 5)

  /// Every check there is; an audit that asks for all of them also runs checks added later.
  public static let all: AccessibilityChecks = [
    .contrast, .touchTargets, .truncatedText, .missingGlyphs, .unlabelledImages, .textScaling,
  ]
}
