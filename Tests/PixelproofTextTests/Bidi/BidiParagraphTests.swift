import Testing

@testable import PixelproofText

/// Hand-worked cases of UAX #9's rules: the expected values come from applying the rules by hand, as the
/// comments show, or from the examples in UAX #9's text.
@Suite struct BidiParagraphTests {
  func scalars(_ text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value)
  }

  @Test func mixedLineInALeftToRightParagraph() {
    // "abc שלום 123 def": L L L WS R R R R WS EN EN EN WS L L L, paragraph level 0, one sequence with
    // sos = eos = L. W2: the last strong type before the digits is R, so they stay EN; W7 leaves them.
    // N1: the space between "abc" and the Hebrew is between L and R, so N2 gives it the embedding level
    // (L); the space between the Hebrew and the digits is between R and EN (as R), so it is R; the
    // space before "def" is between EN (R) and L: N2, L. I1: R goes to 1, EN to 2.
    let paragraph = BidiParagraph(scalars: scalars("abc שלום 123 def"), direction: .automatic)
    #expect(paragraph.baseLevel == 0)
    #expect(paragraph.levels == [0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 0, 0, 0, 0])
    // L2: reverse the level-2 run "123" (9...11), then the run at level 1 or more (4...11): "123" is
    // back in reading order, on the left of the reversed Hebrew word: "abc 123 םולש def".
    #expect(
      paragraph.visualOrder(0..<16) == [0, 1, 2, 3, 9, 10, 11, 8, 7, 6, 5, 4, 12, 13, 14, 15])
  }

  @Test func numbersAndLatinInARightToLeftParagraph() {
    // "אב 12 cd": R R WS EN EN WS L L, paragraph level 1 (P2 finds the Hebrew first), sos = eos = R.
    // N1: the first space is between R and EN (as R): R. The second is between EN (R) and L: N2, R.
    // I2 at level 1: L and EN go to 2.
    let paragraph = BidiParagraph(scalars: scalars("אב 12 cd"), direction: .automatic)
    #expect(paragraph.baseLevel == 1)
    #expect(paragraph.levels == [1, 1, 1, 2, 2, 1, 2, 2])
    // L2: "12" and "cd" reversed at level 2, then the whole line at level 1: "cd 12 בא".
    #expect(paragraph.visualOrder(0..<8) == [6, 7, 5, 3, 4, 2, 1, 0])
  }

  @Test func bracketPairsFromTheExampleInN0() {
    // UAX #9, N0's first example: "AB(CD[&ef]!)gh" with AB and CD right to left, in an RTL paragraph.
    // The brackets enclose R, the embedding direction, so both pairs resolve to R; "ef" and "gh" stay
    // L at level 2.
    let text = scalars("אב(גד[&ef]!)gh")
    let paragraph = BidiParagraph(scalars: text, direction: .rightToLeft)
    #expect(paragraph.levels == [1, 1, 1, 1, 1, 1, 1, 2, 2, 1, 1, 1, 2, 2])
    #expect(paragraph.visualOrder(0..<14) == [12, 13, 11, 10, 9, 7, 8, 6, 5, 4, 3, 2, 1, 0])
    // In an LTR paragraph, both pairs enclose "ef", L like the embedding direction, so all four
    // brackets are L (N0 b), and so are "&" and "!" between them (N1).
    let leftToRight = BidiParagraph(scalars: text, direction: .leftToRight)
    #expect(leftToRight.levels == [1, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0])
  }

  @Test func removedCharactersTakeThePrecedingLevel() {
    // "a RLE b PDF c": b is at embedding level 1 and, being L, goes to 2 (I2). X9 removes RLE and PDF;
    // they get the level of the character before them.
    let paragraph = BidiParagraph(scalars: [0x61, 0x202B, 0x62, 0x202C, 0x63], direction: .automatic)
    #expect(paragraph.levels == [0, 0, 2, 2, 0])
    // L2: no odd level, so the reversals at levels 2 and 1 cancel out and nothing moves.
    #expect(paragraph.visualOrder(0..<5, omittingRemoved: true) == [0, 2, 4])
    #expect(paragraph.visualOrder(0..<5) == [0, 1, 2, 3, 4])
  }

  @Test func paragraphDirectionSkipsIsolatesAndFallsBack() {
    // P2 skips "a" inside RLI…PDI and finds the Hebrew letter.
    let isolated = BidiParagraph(scalars: [0x2067, 0x61, 0x2069, 0x05D0], direction: .automatic)
    #expect(isolated.baseLevel == 1)
    // No strong character: P3's fallback.
    #expect(
      BidiParagraph(scalars: scalars("123"), direction: .fromText(default: .rightToLeft)).baseLevel == 1)
    #expect(BidiParagraph(scalars: scalars("123"), direction: .automatic).baseLevel == 0)
    // Forced directions ignore the text.
    #expect(BidiParagraph(scalars: scalars("abc"), direction: .rightToLeft).baseLevel == 1)
    #expect(BidiParagraph(scalars: [], direction: .automatic).levels.isEmpty)
  }

  @Test func firstStrongIsolateTakesItsContentsDirection() {
    // "a FSI ב c PDI": the FSI's contents start with R, so it acts as RLI: the isolate is at level 1,
    // where ב stays 1 and c goes to 2; the FSI and PDI themselves are at level 0.
    let paragraph = BidiParagraph(scalars: [0x61, 0x2068, 0x05D1, 0x63, 0x2069], direction: .automatic)
    #expect(paragraph.levels == [0, 0, 1, 2, 0])
  }

  @Test func lineLevelsResetTrailingWhitespaceAndSeparators() {
    // "אב\tגד  " in an LTR paragraph: N1 makes the tab (S) R, between two Hebrew words, and N2 makes
    // the trailing spaces L; L1 puts the tab back at the paragraph level.
    let paragraph = BidiParagraph(scalars: scalars("אב\tגד  "), direction: .leftToRight)
    #expect(paragraph.lineLevels(0..<7) == [1, 1, 0, 1, 1, 0, 0])
    // Broken into two lines after the tab, the first line's tab trails it.
    #expect(paragraph.lineLevels(0..<3) == [1, 1, 0])
    #expect(paragraph.visualOrder(0..<3) == [1, 0, 2])
  }

  @Test func paragraphsSplitAfterEachSeparator() {
    // CR LF is one separator; U+2029 another; the last paragraph has none.
    let text = scalars("a\r\nb\u{2029}c")
    #expect(BidiParagraph.paragraphRanges(in: text) == [0..<3, 3..<5, 5..<6])
    #expect(BidiParagraph.paragraphRanges(in: scalars("a\n\nb\n")) == [0..<2, 2..<3, 3..<5])
    #expect(BidiParagraph.paragraphRanges(in: []).isEmpty)
    let paragraphs = BidiParagraph.paragraphs(scalars: scalars("abc\nאבג"), direction: .automatic)
    #expect(paragraphs.map(\.paragraph.baseLevel) == [0, 1])
    // Unsplit, a separator inside ends the embedding before it (X8), so "a" is back at level 1 (2 by
    // I2); N1 makes the separator L (2) between sos L and "a", and L1 puts it at the paragraph level.
    // P2 reads only the text before it.
    let unsplit = BidiParagraph(scalars: [0x05D0, 0x202A, 0x62, 0x2029, 0x61], direction: .automatic)
    #expect(unsplit.baseLevel == 1)
    #expect(unsplit.levels == [1, 1, 2, 2, 2])
    #expect(unsplit.lineLevels(0..<5) == [1, 1, 2, 1, 2])
  }

  @Test func visualOrderOfLevelsAlone() {
    // L2's own example shape: levels 0 1 1 2 2 1 0 reverse "2 2" then "1 1 2 2 1".
    #expect(BidiParagraph.visualOrder(levels: [0, 1, 1, 2, 2, 1, 0]) == [0, 5, 3, 4, 2, 1, 6])
    // Only even levels: nothing moves.
    #expect(BidiParagraph.visualOrder(levels: [0, 2, 2, 0]) == [0, 1, 2, 3])
    #expect(BidiParagraph.visualOrder(levels: []) == [])
  }
}
