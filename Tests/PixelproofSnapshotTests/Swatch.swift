import Pixelproof

/// Distinct colours for snapshot tests, so each frame can be checked by eye. Kept apart from the
/// gallery's palette, whose colours are named for their roles and may change with its design.
enum Swatch {
  static let panel = Color(hex: 0xE5E5EA)
  static let frame = Color(hex: 0x8E8E93)
  static let red = Color(hex: 0xFF453A)
  static let orange = Color(hex: 0xFF9F0A)
  static let yellow = Color(hex: 0xFFD60A)
  static let green = Color(hex: 0x30D158)
  static let teal = Color(hex: 0x40C8E0)
  static let blue = Color(hex: 0x0A84FF)
  static let purple = Color(hex: 0xBF5AF2)
}
