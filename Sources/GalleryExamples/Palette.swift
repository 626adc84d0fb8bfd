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
}

/// A grey bar where text will go once Pixelproof renders text.
struct TextLine: CompositeComponent {
  var width: RelativeDimension
  var height: Double = 10
  var color: Color = Palette.placeholder

  var body: some Component {
    View(color).cornerRadius(height / 2).size(width: width, height: .points(height))
  }
}
