// Rule P1: text is split into paragraphs at paragraph separators (Bidi_Class B), each keeping its
// separator, and the algorithm runs on each paragraph on its own.

extension BidiParagraph {
  /// P1: the ranges of the paragraphs of `scalars`; each ends just after its paragraph separator, and the
  /// last may have none.
  ///
  /// CR followed by LF is one separator (both are B): the LF stays in the CR's paragraph rather than
  /// making an empty paragraph of its own. Empty text has no paragraphs.
  static func paragraphRanges(in scalars: [UInt32]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    var index = 0
    while index < scalars.count {
      if UnicodeBidi.bidiClass(of: scalars[index]) == .paragraphSeparator {
        if scalars[index] == 0x0D && index + 1 < scalars.count && scalars[index + 1] == 0x0A {
          index += 1
        }
        ranges.append(start..<index + 1)
        start = index + 1
      }
      index += 1
    }
    if start < scalars.count {
      ranges.append(start..<scalars.count)
    }
    return ranges
  }

  /// P1 then P2–I2: each paragraph of `scalars` with its range, resolved with the same `direction`
  /// (so with `.fromText`, each paragraph finds its own).
  static func paragraphs(
    scalars: [UInt32], direction: ParagraphDirection
  ) -> [(range: Range<Int>, paragraph: BidiParagraph)] {
    paragraphRanges(in: scalars).map { range in
      (range, BidiParagraph(scalars: Array(scalars[range]), direction: direction))
    }
  }
}
