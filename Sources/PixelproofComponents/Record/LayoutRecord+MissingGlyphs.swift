extension LayoutRecord {
  /// What starts a record line's missing-glyphs field.
  static let missingGlyphsPrefix = "missing="

  /// A code point as Unicode writes it: `U+` and at least four uppercase hexadecimal digits (`U+00E9`,
  /// `U+1FAE9`).
  public static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The scalar a ``codePoint(_:)`` names, or nil for anything else.
  static func scalar(fromCodePoint text: Substring) -> Unicode.Scalar? {
    guard text.hasPrefix("U+") else { return nil }
    let digits = text.dropFirst(2)
    guard (4...6).contains(digits.count), digits.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit),
      digits.uppercased() == digits, let value = UInt32(digits, radix: 16)
    else { return nil }
    return Unicode.Scalar(value)
  }

  /// One line per node with missing glyphs, in node order: its kind, `#identifier` when it has one, and
  /// the code points, e.g. `Label#title: U+1FAE9`. Empty when every glyph was found.
  public var missingGlyphLines: [String] {
    nodes.filter { !$0.missingGlyphs.isEmpty }.map { node in
      node.kind + (node.identifier.map { "#" + $0 } ?? "") + ": "
        + node.missingGlyphs.map(Self.codePoint).joined(separator: " ")
    }
  }
}
