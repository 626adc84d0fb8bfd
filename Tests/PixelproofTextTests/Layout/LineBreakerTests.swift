import Testing

@testable import PixelproofText

// Advances (FakeMeasure.swift): Latin 10, space 5, CJK 20, ellipsis 10.
@Suite struct LineBreakerTests {
  // MARK: Word wrap

  @Test func wordWrapFillsEachLineWithWholeWords() {
    // The 30, quick 50, brown 50, fox 30, spaces 5.
    // 100: "The quick" = 85, + " brown" = 140 > 100; "brown fox" = 85.
    #expect(breakLines("The quick brown fox", width: 100) == (["The quick", "brown fox"], [85, 85]))
    // 85: the same lines fit exactly.
    #expect(breakLines("The quick brown fox", width: 85) == (["The quick", "brown fox"], [85, 85]))
    // 84: "The quick" = 85 > 84, "quick brown" = 105, "brown fox" = 85: one word a line.
    #expect(
      breakLines("The quick brown fox", width: 84)
        == (["The", "quick", "brown", "fox"], [30, 50, 50, 30]))
    // 1000: 30 + 5 + 50 + 5 + 50 + 5 + 30 = 175 on one line.
    #expect(breakLines("The quick brown fox", width: 1000) == (["The quick brown fox"], [175]))
  }

  @Test func hyphenatedWordsBreakAfterTheHyphen() {
    // "well-" = 50, "known" = 50, "fact" = 40.
    // 100: "well-known" = 100 fits, + " fact" = 145 does not.
    #expect(breakLines("well-known fact", width: 100) == (["well-known", "fact"], [100, 40]))
    // 80: "well-known" = 100 > 80 breaks after the hyphen; "known fact" = 95 > 80.
    #expect(breakLines("well-known fact", width: 80) == (["well-", "known", "fact"], [50, 50, 40]))
  }

  @Test func aWordLongerThanTheLineIsBrokenByCharacters() {
    // 35 holds three letters (30).
    #expect(breakLines("abcdefghij", width: 35) == (["abc", "def", "ghi", "j"], [30, 30, 30, 10]))
    // "go abc" = 55 > 50, so "go" ends at its space; then "abcde" = 50, "fgh" = 30.
    #expect(breakLines("go abcdefgh", width: 50) == (["go", "abcde", "fgh"], [20, 50, 30]))
  }

  @Test func aLineThatCannotBreakOverflowsRatherThanBreakKinsoku() {
    // 「 never ends a line, so four of them (80) stay together in 30.
    #expect(breakLines("「「「「", width: 30) == (["「「「「"], [80]))
    // A cluster wider than the line sits alone on it.
    #expect(breakLines("科技", width: 15) == (["科", "技"], [20, 20]))
  }

  // MARK: Character wrap

  @Test func characterWrapBreaksBetweenAnyClusters() {
    // "The qu" = 30 + 5 + 20 = 55, + "i" = 65 > 60; "ick br" = 30 + 5 + 20 = 55; "own" = 30.
    #expect(
      breakLines("The quick brown", width: 60, mode: .characterWrap)
        == (["The qu", "ick br", "own"], [55, 55, 30]))
  }

  @Test func characterWrapKeepsCombiningMarksWithTheirBase() {
    // "cafe\u{301}" is four clusters; "caf" = 30, and the accented e moves down whole.
    let (lines, widths) = breakLines("cafe\u{301}", width: 30, mode: .characterWrap)
    #expect(lines == ["caf", "e\u{301}"])
    #expect(widths == [30, 10])
  }

  // MARK: Spaces and newlines

  @Test func spacesHangAtTheEndOfALineAndDoNotCountTowardItsWidth() {
    // "ab" = 20, three spaces = 35, "c" = 45 > 40: the line ends after the spaces, 20 wide.
    let clusters = fakeMeasure("ab   cd")
    let lines = LineBreaker(mode: .wordWrap, maximumWidth: 40).lines(for: clusters)
    #expect(lines.map(\.range) == [0..<5, 5..<7])
    #expect(lines.map(\.leading) == [0..<2, 5..<7])
    #expect(lines.map(\.width) == [20, 20])
    // Ten spaces (50) after "ab" never push the line past 30.
    #expect(breakLines("ab          ", width: 30) == (["ab"], [20]))
  }

  @Test func newlinesEndLinesAndLeaveEmptyOnes() {
    // ab | (empty) | cd | (empty, after the final newline)
    let clusters = fakeMeasure("ab\n\ncd\n")
    let lines = LineBreaker(mode: .wordWrap, maximumWidth: 100).lines(for: clusters)
    #expect(drawnLines(lines, of: clusters) == ["ab", "", "cd", ""])
    #expect(lines.map(\.range) == [0..<3, 3..<4, 4..<7, 7..<7])
    #expect(lines.map(\.width) == [20, 0, 20, 0])
    #expect(lines.map(\.endsParagraph) == [true, true, true, true])
    #expect(breakLines("\n", width: 100).lines == ["", ""])
    #expect(breakLines("a\u{2028}b", width: 100).lines == ["a", "b"])
    #expect(breakLines("", width: 100).lines == [])
  }

  @Test func onlyLinesEndingInANewlineOrTheTextEndParagraphs() {
    // "ab cd" = 55 > 30 wraps after "ab "; "cd" ends at the newline; "ef" at the end.
    let clusters = fakeMeasure("ab cd\nef")
    let lines = LineBreaker(mode: .wordWrap, maximumWidth: 30).lines(for: clusters)
    #expect(drawnLines(lines, of: clusters) == ["ab", "cd", "ef"])
    #expect(lines.map(\.endsParagraph) == [false, true, true])
  }

  // MARK: CJK

  @Test func chineseBreaksBetweenIdeographsAndPunctuationNeverStartsALine() {
    // 80 holds four 20 pt clusters.
    // 科技新闻 = 80, ： would start line 2, so 闻 moves down with it: 科技新 | 闻：今 (60).
    // 天 then ， = 100 > 80, and ， cannot start a line, so 天 moves down: 天，我们 (80).
    // 发布了新 (80); 产品。 (60).
    #expect(
      breakLines("科技新闻：今天，我们发布了新产品。", width: 80)
        == (["科技新", "闻：今", "天，我们", "发布了新", "产品。"], [60, 60, 80, 80, 60]))
    // 100 holds five: 科技新闻： | 今天，我们 | 发布了新产 | 品。
    #expect(
      breakLines("科技新闻：今天，我们发布了新产品。", width: 100)
        == (["科技新闻：", "今天，我们", "发布了新产", "品。"], [100, 100, 100, 40]))
  }

  @Test func anOpeningBracketNeverEndsALine() {
    // 他说「 = 60 fits but 「 cannot end the line: 他说 | 「你 (」 cannot start one) | 好」
    #expect(breakLines("他说「你好」", width: 60) == (["他说", "「你", "好」"], [40, 40, 40]))
  }

  @Test func latinAndCJKBreakAgainstEachOther() {
    // 用 = 20, + "Swift" = 70 > 60; "Swift" = 50, + 写 = 70; 写代码 = 60.
    #expect(breakLines("用Swift写代码", width: 60) == (["用", "Swift", "写代码"], [20, 50, 60]))
  }

  // MARK: Number of lines

  @Test func numberOfLinesDropsLaterLinesAndTailTruncatesTheLastOne() {
    let text = "The quick brown fox jumps"
    // Unlimited: The quick (85) | brown fox (85; + " j" = 100 fits, "ju" = 110 not) | jumps (50).
    #expect(breakLines(text, width: 100).lines == ["The quick", "brown fox", "jumps"])
    #expect(breakLines(text, width: 100, numberOfLines: 3).lines == ["The quick", "brown fox", "jumps"])
    // Two lines: the rest "brown fox jumps" in 100 - 10 for "…": "brown fox " = 90, space dropped.
    #expect(
      breakLines(text, width: 100, numberOfLines: 2) == (["The quick", "brown fox…"], [85, 95]))
    // One line: "The quick " = 90, space dropped.
    #expect(breakLines(text, width: 100, numberOfLines: 1) == (["The quick…"], [95]))
    // Character wrap too: "abc" | "def" in 35; one line keeps "ab" (20) + "…".
    #expect(breakLines("abcdef", width: 35, mode: .characterWrap, numberOfLines: 1) == (["ab…"], [30]))
  }

  @Test func headAndMiddleTruncationApplyToTheLastLine() {
    let text = "The quick brown fox jumps"
    // The end of the rest in 90: "jumps" 50, " fox" 85, " " 90, "n" 100; leading space dropped.
    #expect(
      breakLines(text, width: 100, mode: .truncateHead, numberOfLines: 2)
        == (["The quick", "…fox jumps"], [85, 95]))
    // b, s, r, p, o, m, w, u, n = 90; j would make 100.
    #expect(
      breakLines(text, width: 100, mode: .truncateMiddle, numberOfLines: 2)
        == (["The quick", "brown…umps"], [85, 100]))
  }

  @Test func truncationModesWrapWhenLinesAreUnlimited() {
    #expect(
      breakLines("The quick brown fox", width: 100, mode: .truncateTail).lines
        == ["The quick", "brown fox"])
  }

  @Test func aFinalNewlineDoesNotCallForAnEllipsis() {
    #expect(breakLines("ab\n", width: 100, numberOfLines: 1) == (["ab"], [20]))
    // But a newline with text after it does.
    #expect(breakLines("ab\ncd", width: 100, numberOfLines: 1) == (["ab…"], [30]))
    #expect(breakLines("ab\ncd", width: 100, mode: .truncateHead, numberOfLines: 1).lines == ["…cd"])
    #expect(
      breakLines("ab\ncd", width: 100, mode: .truncateMiddle, numberOfLines: 1).lines == ["ab…cd"])
  }

  @Test func anOverflowingLastLineIsTruncatedToo() {
    // 科 (20) alone overflows 15; 科 + "…" = 30 does not fit, "…" = 10 does.
    #expect(breakLines("科", width: 15, mode: .truncateTail, numberOfLines: 1) == (["…"], [10]))
  }
}
