extension LayoutRecord {
  /// The first line of every record's text. The number changes when the format does.
  public static let textHeader = "pixelproof-layout 1"

  /// The record as text that is the same on every machine: ``textHeader``, then one line per node, each
  /// ending in a newline:
  ///
  /// ```
  /// pixelproof-layout 1
  /// 0 Stack - 0 0 320 64 #FFFFFFFF -
  /// 1 Label "title" 16 8 200.5 20 #000000FF "Hello"
  /// ```
  ///
  /// The fields, separated by one space: depth; kind; identifier; the frame relative to the parent
  /// (x, y, width, height in points, written by `formatCoordinate(_:)`: at most three decimals);
  /// colours as `#RRGGBBAA`, separated by commas; content. `-` stands for no identifier, no colour or no
  /// content. Identifiers and content are always quoted, kinds when they hold anything but ASCII letters,
  /// digits, `_` and `.`; quoted strings escape `"`, `\` and control characters (`\n`, `\u{1B}`).
  /// A node with missing glyphs has a tenth field, `missing=` and the code points separated by commas
  /// (`missing=U+1FAE9,U+FE0F`); the others have nine, as records written before the field have.
  public var text: String {
    var text = Self.textHeader + "\n"
    for node in nodes {
      let frame = node.frame
      let fields = [
        String(node.depth),
        Self.isPlainWord(node.kind) ? node.kind : RecordQuoting.quoted(node.kind),
        node.identifier.map(RecordQuoting.quoted) ?? "-",
        formatCoordinate(frame.minX), formatCoordinate(frame.minY),
        formatCoordinate(frame.width), formatCoordinate(frame.height),
        node.colors.isEmpty ? "-" : node.colors.map(\.description).joined(separator: ","),
        node.content.map(RecordQuoting.quoted) ?? "-",
      ]
      let missing =
        node.missingGlyphs.isEmpty
        ? []
        : [
          Self.missingGlyphsPrefix
            + node.missingGlyphs.map(ContentDescription.codePoint).joined(separator: ",")
        ]
      text += (fields + missing).joined(separator: " ") + "\n"
    }
    return text
  }

  /// Whether `text` can be written without quotes: ASCII letters, digits, `_` and `.` only.
  static func isPlainWord(_ text: String) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
          || scalar == "_" || scalar == "."
      }
  }
}
