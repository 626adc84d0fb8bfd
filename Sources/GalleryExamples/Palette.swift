import PixelproofComponents

/// The colours the gallery's examples share, named for their role.
///
/// Every colour text is drawn in, or drawn on, meets WCAG AA (4.5:1 for text under 18 pt, 3:1 for
/// large text). The ratios below are worked by hand with WCAG 2.2's formula: each sRGB channel c/255
/// is linearised (c/12.92 up to 0.04045, else ((c + 0.055) / 1.055)^2.4), the relative luminance is
/// L = 0.2126 R + 0.7152 G + 0.0722 B, and the ratio is (L_light + 0.05) / (L_dark + 0.05).
/// White has L = 1; #F2F2F7 (`screen`) 0.8910; #D6E9FF (`accentSoft`) 0.7979; #E5E5EA (`placeholder`)
/// 0.7864; #F7F7F7 (a plain list's title bar) 0.9301.
enum Palette {
  static let screen = Color(hex: 0xF2F2F7)
  static let card = Color.white
  static let hairline = Color(hex: 0xD1D1D6)
  /// iOS's blue, for fills and marks that carry no text: it is 3.65:1 under white text, too little.
  static let accent = Color(hex: 0x0A84FF)
  /// The blue of text and of fills white text sits on: a darker iOS blue. L = 0.1309, so white on it
  /// is 1.05 / 0.1809 = 5.80:1, it is 5.80:1 on white, (0.8910 + 0.05) / 0.1809 = 5.20:1 on `screen`
  /// and (0.7979 + 0.05) / 0.1809 = 4.69:1 on `accentSoft`.
  static let tint = Color(hex: 0x0062CC)
  static let accentSoft = Color(hex: 0xD6E9FF)
  /// L = 0.0117: 1.05 / 0.0617 = 17.0:1 on white.
  static let text = Color(hex: 0x1C1C1E)
  /// Secondary text: a darker grey than iOS's #8E8E93, which is only 3.26:1 on white. L = 0.1508, so
  /// 1.05 / 0.2008 = 5.23:1 on white, 0.9801 / 0.2008 = 4.88:1 on a plain list's title bar and
  /// 0.9410 / 0.2008 = 4.69:1 on `screen`.
  static let secondaryText = Color(hex: 0x6C6C70)
  /// A disabled button's title on `placeholder`: L = 0.1254, so 0.8364 / 0.1754 = 4.77:1.
  static let disabledText = Color(hex: 0x636366)
  /// iOS's grey, for icons and lines that carry no text.
  static let gray = Color(hex: 0x8E8E93)
  static let placeholder = Color(hex: 0xE5E5EA)
  static let photo = Color(hex: 0x5E9ED6)
  /// A darker photo blue, the one white captions sit on: L = 0.1480, so 1.05 / 0.1980 = 5.30:1 (#5E9ED6
  /// is 2.86:1).
  static let photoShade = Color(hex: 0x2F6FA8)
  static let warm = Color(hex: 0xFF9F0A)
  /// Red for icons and fills; 3.41:1 on white, too little for text.
  static let danger = Color(hex: 0xFF453A)
  /// Red for text, as a destructive action's title: iOS's higher-contrast red. L = 0.1450, so 1.05 /
  /// 0.1950 = 5.38:1 on white.
  static let destructive = Color(hex: 0xD70015)
  /// L = 0.1575: white on it is 1.05 / 0.2075 = 5.06:1.
  static let indigo = Color(hex: 0x5E5CE6)
  static let teal = Color(hex: 0x64D2FF)
  /// A teal dark enough for white text: L = 0.1352, so 1.05 / 0.1852 = 5.67:1.
  static let deepTeal = Color(hex: 0x0B6E99)
  static let green = Color(hex: 0x30D158)
  static let sunlight = Color(hex: 0xFFD60A)
  /// Shadows: black at a fifth and at an eighth, as card shadows on iOS are.
  static let shadow = Color(hex: 0x000000, alpha: 51)
  static let softShadow = Color(hex: 0x000000, alpha: 32)
  /// Black at 18% over a coloured header, for a search field: over `indigo`, the header's lightest
  /// colour, it gives #4D4BBD (L = 0.1028).
  static let fieldShade = Color(hex: 0x000000, alpha: 46)
  /// White at 80%, for a field's placeholder on `fieldShade`: over #4D4BBD it shows as #DBDBF2
  /// (L = 0.7213), so 0.7713 / 0.1528 = 5.05:1.
  static let fieldText = Color(hex: 0xFFFFFF, alpha: 204)
  /// White over a coloured header, for marks that carry no text.
  static let dimmedWhite = Color(hex: 0xFFFFFF, alpha: 180)
}
