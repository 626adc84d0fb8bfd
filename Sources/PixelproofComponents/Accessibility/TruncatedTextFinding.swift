/// A label that does not show all of its text.
public struct TruncatedTextFinding: Sendable, Hashable, CustomStringConvertible {
  /// The name of the label's layout node, as descriptions show it (`Label#title`).
  public var name: String
  /// The label's frame, in the coordinates of the layout it was found in.
  public var frame: Rect
  /// The label's whole text.
  public var text: String
  /// The text as drawn: its lines joined by newlines, with "…" where the ellipsis stands.
  public var shownText: String
  /// Why not all of the text shows.
  public var truncation: TextTruncation

  /// A finding that the label `name` at `frame` shows `shownText` of `text`, for `truncation`.
  ///
  /// - Parameters:
  ///   - name: the label's node name, as `Label#title`.
  ///   - frame: its frame in points.
  ///   - text: its whole text.
  ///   - shownText: the text as drawn.
  ///   - truncation: why not all of it shows.
  public init(name: String, frame: Rect, text: String, shownText: String, truncation: TextTruncation) {
    self.name = name
    self.frame = frame
    self.text = text
    self.shownText = shownText
    self.truncation = truncation
  }

  /// One line, the texts quoted with line breaks written `\n`:
  /// `Label#title: text cut to 1 line, shows "Terms and…" of "Terms and conditions"`, or
  /// `Label#bio: text 90 × 46.4 pt overflows its 90 × 20 pt frame, shows "…" of "…"`.
  public var description: String {
    let cause: String
    switch truncation {
    case .lineLimit(let lines):
      cause = "text cut to \(lines) line\(lines == 1 ? "" : "s")"
    case .overflow(let size):
      cause =
        "text \(formatCoordinate(size.width)) × \(formatCoordinate(size.height)) pt overflows its "
        + "\(formatCoordinate(frame.width)) × \(formatCoordinate(frame.height)) pt frame"
    }
    return "\(name): \(cause), shows \(quotedForFinding(shownText)) of \(quotedForFinding(text))"
  }
}
