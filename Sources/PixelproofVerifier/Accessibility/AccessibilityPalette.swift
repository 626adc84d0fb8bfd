/// The colours that tell accessibility elements apart in an overlay and its legend.
enum AccessibilityPalette {
  /// Dark enough for white numbers on them (each at least 4.5:1 against white) and far apart in hue;
  /// the tenth element takes the first colour again, and its number tells it apart.
  static let colors: [Color] = [
    Color(hex: 0xD70015),  // red
    Color(hex: 0x0040DD),  // blue
    Color(hex: 0x1E7B34),  // green
    Color(hex: 0x8944AB),  // purple
    Color(hex: 0xC93400),  // orange
    Color(hex: 0x0071A4),  // teal
    Color(hex: 0xD30F45),  // pink
    Color(hex: 0x7F6545),  // brown
    Color(hex: 0x3634A3),  // indigo
  ]

  /// The colour of the element numbered `number` (from 1).
  static func color(_ number: Int) -> Color {
    colors[(number - 1) % colors.count]
  }

  /// `color` at about a sixth of its opacity, to tint an element's frame without hiding it.
  static func tint(_ color: Color) -> Color {
    Color(red: color.red, green: color.green, blue: color.blue, alpha: 40)
  }
}
