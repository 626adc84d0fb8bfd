/// A label with characters that no bundled or given font has a glyph for: each is drawn as its font's
/// missing-glyph box, so a reader sees a box where the character should be.
public struct MissingGlyphFinding: Sendable, Hashable, CustomStringConvertible {
  /// The name of the label's layout node, as descriptions show it (`Label#title`).
  public var name: String
  /// The label's frame, in the coordinates of the layout it was found in.
  public var frame: Rect
  /// The label's whole text.
  public var text: String
  /// The characters without a glyph, each once, in the order they first occur in the text.
  public var characters: [Character]

  /// A finding that the label `name` at `frame`, showing `text`, has no glyph for `characters`.
  ///
  /// - Parameters:
  ///   - name: the label's node name, as `Label#title`.
  ///   - frame: its frame in points.
  ///   - text: its whole text.
  ///   - characters: the characters without a glyph, each once, in text order.
  public init(name: String, frame: Rect, text: String, characters: [Character]) {
    self.name = name
    self.frame = frame
    self.text = text
    self.characters = characters
  }

  /// One line: each character as its code points and itself in quotes, then the text:
  /// `Label#status: no glyph for U+1FAE9 "🫩" in "Tired 🫩"`.
  public var description: String {
    let listed = characters.map { character in
      character.unicodeScalars.map(ContentDescription.codePoint).joined(separator: " ") + " "
        + quotedForFinding(String(character))
    }
    return "\(name): no glyph for \(listed.joined(separator: ", ")) in \(quotedForFinding(text))"
  }
}
