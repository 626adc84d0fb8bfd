extension Layout {
  /// The labels of the laid-out tree that do not show all of their text, in reading order.
  ///
  /// A label is reported when its text was cut to its `numberOfLines` (a character that would be seen
  /// is not drawn; an ellipsis usually stands in its place), and, as a finding of its own, when its
  /// laid-out text is wider or taller than its frame. Every label with text counts, hidden from
  /// assistive technology or not, since a sighted reader sees what is drawn; a text that only wraps
  /// onto more lines is not truncated.
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
      // The same tolerance that decides whether a line fits, so a label is never said to overflow the
      // width its own lines were broken for.
      let tolerance = TextLayout.widthTolerance
      let textSize = label.text.size
      if textSize.width > label.frame.width + tolerance || textSize.height > label.frame.height + tolerance {
        findings.append(finding(.overflow(textSize: textSize)))
      }
    }
    return findings
  }
}
