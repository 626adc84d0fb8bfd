/// What a component shows that its kind, frame and colours do not say: the text it shows and the
/// characters it drew without a glyph.
///
/// Layout descriptions name the missing characters; a reference's layout record keeps both, so a failed
/// snapshot can say that the text changed or that a character has no glyph.
public struct ContentDescription: Sendable, Equatable {
  /// The text the component shows, in full.
  public var text: String
  /// The characters drawn as a missing-glyph box, each as its code points, in text order; empty for none.
  public var missingGlyphs: [Unicode.Scalar]

  /// A description of a component showing `text`, with `missingGlyphs` drawn without a glyph.
  public init(text: String, missingGlyphs: [Unicode.Scalar] = []) {
    self.text = text
    self.missingGlyphs = missingGlyphs
  }

  /// A code point as Unicode writes it: `U+` and at least four uppercase hexadecimal digits (`U+00E9`,
  /// `U+1FAE9`).
  public static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The missing glyphs as a layout description shows them, e.g. `missing glyphs: U+1F600 U+FE0F`; nil
  /// when there are none.
  public var missingGlyphNote: String? {
    guard !missingGlyphs.isEmpty else { return nil }
    return "missing glyphs: " + missingGlyphs.map(Self.codePoint).joined(separator: " ")
  }
}
