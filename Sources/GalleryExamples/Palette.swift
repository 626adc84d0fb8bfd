import PixelproofComponents

/// The colours the gallery's examples share, named for their role.
enum Palette {
  static let screen = Color(hex: 0xF2F2F7)
  static let card = Color.white
  static let hairline = Color(hex: 0xD1D1D6)
  static let accent = Color(hex: 0x0A84FF)
  static let accentSoft = Color(hex: 0xD6E9FF)
  static let text = Color(hex: 0x1C1C1E)
  static let secondaryText = Color(hex: 0x8E8E93)
  static let placeholder = Color(hex: 0xE5E5EA)
  static let photo = Color(hex: 0x5E9ED6)
  static let photoShade = Color(hex: 0x2F6FA8)
  static let warm = Color(hex: 0xFF9F0A)
  static let danger = Color(hex: 0xFF453A)
  static let indigo = Color(hex: 0x5E5CE6)
  static let teal = Color(hex: 0x64D2FF)
  static let green = Color(hex: 0x30D158)
  static let sunlight = Color(hex: 0xFFD60A)
  /// Shadows: black at a fifth and at an eighth, as card shadows on iOS are.
  static let shadow = Color(hex: 0x000000, alpha: 51)
  static let softShadow = Color(hex: 0x000000, alpha: 32)
  /// White over a coloured header, for secondary text and fields.
  static let frosted = Color(hex: 0xFFFFFF, alpha: 64)
  static let dimmedWhite = Color(hex: 0xFFFFFF, alpha: 180)
}
