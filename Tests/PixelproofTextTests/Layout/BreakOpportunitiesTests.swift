import Testing

@testable import PixelproofText

@Suite struct BreakOpportunitiesTests {
  /// "a" for allowed, "m" for mandatory, "-" for prohibited, one per cluster (the boundary after it).
  func wordBreaks(_ text: String) -> String {
    String(wordBreakOpportunities(Array(text)).map(symbol))
  }

  func characterBreaks(_ text: String) -> String {
    String(characterBreakOpportunities(text.map(BreakClass.init)).map(symbol))
  }

  func symbol(_ opportunity: BreakOpportunity) -> Character {
    switch opportunity {
    case .prohibited: return "-"
    case .allowed: return "a"
    case .mandatory: return "m"
    }
  }

  @Test func latinBreaksOnlyAfterTheLastSpaceOfARun() {
    // "ab  cd": never before a space, so only after the second space.
    #expect(wordBreaks("ab  cd") == "---a--")
  }

  @Test func wordWrapFollowsUAX14InEveryScript() {
    // LB13 and LB31: no break before "/", one after it.
    #expect(wordBreaks("and/or") == "---a--")
    // LB25 (Example 7): a price and a number with separators stay whole.
    #expect(wordBreaks("$1,234.56 off") == "---------a---")
    // LB1: Thai (SA) is read as AL, so it breaks only at spaces; Arabic and Hebrew as other letters.
    #expect(wordBreaks("สวัสดีครับ ไทย") == "-------a---")  // 11 clusters: a vowel joins its consonant
    #expect(wordBreaks("مرحبا بالعالم") == "-----a-------")
    // LB21a: after a Hebrew letter and a hyphen, no break.
    #expect(wordBreaks("ו-العربية") == "---------")
  }

  @Test func hyphensAndEnDashesBreakAfterNeverBefore() {
    #expect(wordBreaks("well-known") == "----a-----")
    #expect(wordBreaks("A–Z") == "-a-")  // en dash
    #expect(wordBreaks("-5") == "--")  // a minus sign stays with its number
  }

  @Test func combiningMarksStayWithTheirBase() {
    let text = "cafe\u{301}s"  // e + combining acute: one cluster
    #expect(Array(text).count == 5)
    #expect(characterBreaks(text) == "aaaa-")
  }

  @Test func ideographsBreakAnywhereAndAgainstLatin() {
    // 用|S w i f t|写|代|码
    #expect(wordBreaks("用Swift写代码") == "a----aaa-")
    #expect(wordBreaks("한국어") == "aa-")
    #expect(wordBreaks("ひらがなカタカナ") == "aaaaaaa-")
  }

  @Test func closingPunctuationAndSmallKanaNeverStartALine() {
    // 新|闻 - ：|今  — nothing before ： ，。
    #expect(wordBreaks("新闻：今天，") == "a-aa--")
    #expect(wordBreaks("ちょっとコーヒー") == "--aa-a--")  // ょ っ ー never start a line
    #expect(wordBreaks("end.) Next") == "-----a----")
  }

  @Test func openingPunctuationNeverEndsALine() {
    // 说|「 - 你|好 - 」
    #expect(wordBreaks("说「你好」") == "a-a--")
    #expect(wordBreaks("see (it)") == "---a----")
    #expect(characterBreaks("ab(cd)") == "aa-a--")
  }

  @Test func newlinesAndLineSeparatorsAreMandatory() {
    #expect(wordBreaks("a\nb\u{2028}c") == "-m-m-")
    #expect(wordBreaks("a\r\nb") == "-m-")  // CR LF is one cluster
    #expect(wordBreaks("a\n") == "-m")
  }

  @Test func characterWrapBreaksBetweenAnyClustersButBeforeSpaces() {
    #expect(characterBreaks("ab cd") == "a-aa-")
    #expect(characterBreaks("科技新闻：今") == "aaa-a-")
  }
}
