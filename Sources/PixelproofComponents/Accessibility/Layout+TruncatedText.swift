extension Layout {
  /// The labels of the laid-out tree that do not show all of their text, in reading order.
  ///
  /// A label is reported when its text was cut to its `numberOfLines` (a character that would be seen
  /// is not drawn; an ellipsis usually stands in its place), and, as a finding of its own, when its
  /// laid-out text overflows its frame: a line wider than the frame, or a line whose baseline falls
  /// below the frame's bottom (a label draws its text from the frame's top when the text is taller).
  /// Every label with text counts, hidden from assistive technology or not, since a sighted reader sees
  /// what is drawn; a text that only wraps onto more lines is not truncated.
  ///
  /// - Parameters:
  ///   - direction: the writing direction that orders labels at the same height.
  ///   - origin: where the root's top-left corner is.
  public func truncatedTextFindings(
    direction: LayoutDirection = .leftToRight, origin: Point = .zero
  ) -> [TruncatedTextFinding] {
    var findings: [TruncatedTextFinding] = []
    for label in labelsInReadingOrder(direction: direction, origin: origin) {
      func finding(_ truncation: TextTruncation) -> TruncatedTextFinding {
        TruncatedTextFinding(
          name: label.node.name, frame: label.frame, text: label.fullText, shownText: label.text.shownText,
          truncation: truncation)
      }
      if label.text.isTruncated { findings.append(finding(.lineLimit(lines: label.text.lineCount))) }
      // A line whose baseline is below the frame has lost the bottom of every letter; a line box only
      // a little taller than the frame trims space that a single line rarely inks. The tolerance is the
      // one that decides whether a line fits, so a label is never said to overflow the width its own
      // lines were broken for.
      let tolerance = TextLayout.widthTolerance
      let lastBaseline = label.text.lastBaseline ?? 0
      if label.text.size.width > label.frame.width + tolerance
        || lastBaseline > label.frame.height + tolerance
      {
        findings.append(finding(.overflow(textSize: label.text.size)))
      }
    }
    return findings
  }
}
