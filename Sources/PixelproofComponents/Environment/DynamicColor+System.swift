/// UIKit's semantic system colours, with the light and dark values Apple documents for iOS. The
/// components' default colours are these: a ``Label`` draws in ``label``, a ``Button``'s title in
/// ``systemBlue``, a ``List`` in its background, separator and title colours, so a `_dark` variant
/// follows the colour scheme as a `UIView` does without any colour set.
///
/// Alphas are the documented fractions of 255, rounded: 0.6 → 153, 0.3 → 77, 0.29 → 74, 0.18 → 46,
/// 0.16 → 41.
extension DynamicColor {
  /// `label`: primary text. Black, white in the dark.
  public static let label = DynamicColor(light: .black, dark: .white)
  /// `secondaryLabel`: #3C3C43 at 60%, #EBEBF5 at 60% in the dark.
  public static let secondaryLabel = DynamicColor(
    light: Color(hex: 0x3C3C43, alpha: 153), dark: Color(hex: 0xEBEBF5, alpha: 153))
  /// `tertiaryLabel`: #3C3C43 at 30%, #EBEBF5 at 30% in the dark.
  public static let tertiaryLabel = DynamicColor(
    light: Color(hex: 0x3C3C43, alpha: 77), dark: Color(hex: 0xEBEBF5, alpha: 77))
  /// `quaternaryLabel`: #3C3C43 at 18%, #EBEBF5 at 16% in the dark.
  public static let quaternaryLabel = DynamicColor(
    light: Color(hex: 0x3C3C43, alpha: 46), dark: Color(hex: 0xEBEBF5, alpha: 41))
  /// `separator`: #3C3C43 at 29%, #545458 at 60% in the dark.
  public static let separator = DynamicColor(
    light: Color(hex: 0x3C3C43, alpha: 74), dark: Color(hex: 0x545458, alpha: 153))
  /// `opaqueSeparator`: #C6C6C8, #38383A in the dark; a ``List`` draws its separators in it.
  public static let opaqueSeparator = DynamicColor(light: Color(hex: 0xC6C6C8), dark: Color(hex: 0x38383A))
  /// `link`: #007AFF, #0984FF in the dark.
  public static let link = DynamicColor(light: Color(hex: 0x007AFF), dark: Color(hex: 0x0984FF))
  /// `systemBlue`: #007AFF, #0A84FF in the dark; a ``Button``'s title colour when none is set.
  public static let systemBlue = DynamicColor(light: Color(hex: 0x007AFF), dark: Color(hex: 0x0A84FF))
  /// `systemGray`: #8E8E93 in both.
  public static let systemGray = DynamicColor(light: Color(hex: 0x8E8E93), dark: Color(hex: 0x8E8E93))
  /// `systemBackground`: white, black in the dark.
  public static let systemBackground = DynamicColor(light: .white, dark: .black)
  /// `secondarySystemBackground`: #F2F2F7, #1C1C1E in the dark.
  public static let secondarySystemBackground = DynamicColor(
    light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x1C1C1E))
  /// `tertiarySystemBackground`: white, #2C2C2E in the dark.
  public static let tertiarySystemBackground = DynamicColor(light: .white, dark: Color(hex: 0x2C2C2E))
  /// `systemGroupedBackground`: #F2F2F7, black in the dark.
  public static let systemGroupedBackground = DynamicColor(light: Color(hex: 0xF2F2F7), dark: .black)
  /// `secondarySystemGroupedBackground`: white, #1C1C1E in the dark.
  public static let secondarySystemGroupedBackground = DynamicColor(
    light: .white, dark: Color(hex: 0x1C1C1E))
  /// `tertiarySystemGroupedBackground`: #F2F2F7, #2C2C2E in the dark.
  public static let tertiarySystemGroupedBackground = DynamicColor(
    light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x2C2C2E))
}
