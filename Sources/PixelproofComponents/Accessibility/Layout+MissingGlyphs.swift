extension Layout {
  /// The labels of the laid-out tree with characters that no font had a glyph for, in reading order.
  ///
  /// Each label's run font, the bundled CJK fallback and the bundled emoji font are tried in turn; a
  /// character none of them has is drawn as the run font's missing-glyph box (.notdef). A character cut
  /// off by truncation is reported too: a wider frame or a larger text size would show it. Every label
  /// with text counts, hidden from assistive technology or not.
  ///
  /// - Parameters:
  ///   - direction: the writing direction that orders labels at the same height.
  ///   - origin: where the root's top-left corner is.
  public func missingGlyphFindings(
    direction: LayoutDirection = .leftToRight, origin: Point = .zero
  ) -> [MissingGlyphFinding] {
    labelsInReadingOrder(direction: direction, origin: origin).compactMap { label in
      // A list rather than a set keeps the text's order of first occurrence.
      var characters: [Character] = []
      for character in label.text.missingCharacters where !characters.contains(character) {
        characters.append(character)
      }
      guard !characters.isEmpty else { return nil }
      return MissingGlyphFinding(
        name: label.node.name, frame: label.frame, text: label.fullText, characters: characters)
    }
  }
}
