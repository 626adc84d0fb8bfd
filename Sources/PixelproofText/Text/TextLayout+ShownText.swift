// What of the text a reader actually sees: the lines as drawn, and whether any character was cut.

extension TextLayout {
  /// The text as it is drawn: each line's drawn characters, with "…" where an ellipsis stands for what
  /// was cut, and the lines joined by newlines ("Terms and…" for "Terms and conditions" cut to one
  /// line; "Hello\nworld" for "Hello world" wrapped in two). Spaces hanging at the end of a wrapped line
  /// and the newlines that end paragraphs are not drawn, so they are not shown either.
  public var shownText: String {
    var shown: [String] = []
    for line in lines {
      var text = String(line.text.leading.map { shaped.clusters[$0].character })
      if line.text.hasEllipsis, let ellipsis = shaped.ellipsis { text.append(ellipsis.character) }
      text += String(line.text.trailing.map { shaped.clusters[$0].character })
      shown.append(text)
    }
    return shown.joined(separator: "\n")
  }

  /// Whether a character that would be seen is not drawn: the text was cut to its number of lines and
  /// an ellipsis (or, without room for one, nothing) took the place of the rest. Spaces and newlines
  /// left out are not counted, since they show nothing.
  public var isTruncated: Bool {
    var drawn = Array(repeating: false, count: shaped.clusters.count)
    for line in lines {
      for index in line.text.leading { drawn[index] = true }
      for index in line.text.trailing { drawn[index] = true }
    }
    return shaped.clusters.indices.contains { !drawn[$0] && !shaped.clusters[$0].character.isWhitespace }
  }
}
