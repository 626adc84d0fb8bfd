/// A label whose text did not grow when the text size did: a reader who asked for larger text gets the
/// same size or smaller.
public struct TextScalingFinding: Sendable, Hashable, CustomStringConvertible {
  /// The name of the label's layout node, as descriptions show it (`Label#price`).
  public var name: String
  /// The label's frame in the layout at the larger text size.
  public var frame: Rect
  /// The label's whole text, at the larger text size.
  public var text: String
  /// The text size of the first layout.
  public var textSize: TextSize
  /// The size in points the text was drawn at in the first layout.
  public var pointSize: Double
  /// The larger text size of the second layout.
  public var largerTextSize: TextSize
  /// The size in points the same text was drawn at in the second layout: not above ``pointSize``.
  public var largerPointSize: Double

  /// A finding that the label `name` drew `text` at `pointSize` at `textSize` and at `largerPointSize`
  /// at `largerTextSize`.
  ///
  /// - Parameters:
  ///   - name: the label's node name, as `Label#price`.
  ///   - frame: its frame in the layout at the larger text size.
  ///   - text: its whole text.
  ///   - textSize: the first layout's text size.
  ///   - pointSize: the text's size in points there.
  ///   - largerTextSize: the second layout's, larger, text size.
  ///   - largerPointSize: the text's size in points there.
  public init(
    name: String, frame: Rect, text: String, textSize: TextSize, pointSize: Double,
    largerTextSize: TextSize, largerPointSize: Double
  ) {
    self.name = name
    self.frame = frame
    self.text = text
    self.textSize = textSize
    self.pointSize = pointSize
    self.largerTextSize = largerTextSize
    self.largerPointSize = largerPointSize
  }

  /// One line: `Label#price "12.99": text stays 14 pt from text size L to AX1`, or
  /// `Label "Note": text shrinks from 17 pt at text size L to 14 pt at AX1`.
  public var description: String {
    let from = formatCoordinate(pointSize)
    let to = formatCoordinate(largerPointSize)
    let change =
      from == to
      ? "stays \(from) pt from text size \(textSize.abbreviation) to \(largerTextSize.abbreviation)"
      : "shrinks from \(from) pt at text size \(textSize.abbreviation) to \(to) pt at "
        + largerTextSize.abbreviation
    return "\(elementName): text \(change)"
  }

  /// The label as the line names it: its node's name and its quoted text, `Label#price "12.99"`.
  var elementName: String { "\(name) \(quotedForFinding(text))" }
}
