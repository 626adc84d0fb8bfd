extension LayoutRecord {
  /// What starts a record line's missing-glyphs field.
  static let missingGlyphsPrefix = "missing="

  /// The scalar a `ContentDescription.codePoint(_:)` names, or nil for anything else.
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
        + node.missingGlyphs.map(ContentDescription.codePoint).joined(separator: " ")
    }
  }
}
