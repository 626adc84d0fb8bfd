/// The rules of UAX #14 for Unicode 15.0, LB2 to LB31, with LB25 as the regular expressions of the
/// standard's Example 7 (which its conformance file uses): where a line may end, between code points.
///
/// Rules LB4 to LB9 read the code points' classes; LB9 then joins a combining mark or zero-width joiner
/// to the element before it (unless that is a line end, a space or ZW), LB10 reads a mark left alone as
/// AL, and the later rules compare elements.
enum LineBreakRules {
  /// One element per code point of `entries`, about the boundary after it. The last is `.mandatory`
  /// after a line end (BK, CR, LF, NL), else `.prohibited`: the end of the text is not an opportunity.
  static func opportunities(_ entries: [UnicodeLineBreak.Entry]) -> [BreakOpportunity] {
    guard let last = entries.last else { return [] }
    let elements = Elements(entries)
    var result: [BreakOpportunity] = []
    result.reserveCapacity(entries.count)
    for index in 1..<max(entries.count, 1) {
      result.append(boundary(before: index, entries, elements))
    }
    result.append(last.lineBreakClass.isLineEnd ? .mandatory : .prohibited)
    return result
  }

  /// The code points after LB9 and LB10: each element a run of a base and the marks joined to it.
  struct Elements {
    var classes: [LineBreakClass] = []
    /// The base's entry, whose East Asian width and pictographic flag the element keeps.
    var bases: [UnicodeLineBreak.Entry] = []
    /// For each code point, its element; joined marks share their base's.
    var elementOf: [Int] = []
    /// For each code point, whether LB9 joined it to the element before.
    var isJoined: [Bool] = []

    init(_ entries: [UnicodeLineBreak.Entry]) {
      for entry in entries {
        let type = entry.lineBreakClass
        let isMark = type == .combiningMark || type == .zeroWidthJoiner
        if isMark, let previous = classes.last, !previous.isLineEnd, previous != .space,
          previous != .zeroWidthSpace
        {
          elementOf.append(classes.count - 1)
          isJoined.append(true)
          continue
        }
        elementOf.append(classes.count)
        isJoined.append(false)
        classes.append(isMark ? .alphabetic : type)
        bases.append(entry)
      }
    }
  }

  /// The rule that decides the boundary between code points `index - 1` and `index`.
  private static func boundary(
    before index: Int, _ entries: [UnicodeLineBreak.Entry], _ elements: Elements
  ) -> BreakOpportunity {
    let before = entries[index - 1].lineBreakClass
    let after = entries[index].lineBreakClass
    // LB4, LB5: after a line end.
    if before == .carriageReturn, after == .lineFeed { return .prohibited }
    if before.isLineEnd { return .mandatory }
    // LB6, LB7: before a line end, a space or ZW.
    if after.isLineEnd || after == .space || after == .zeroWidthSpace { return .prohibited }
    // LB8: ZW SP* ÷.
    var back = index - 1
    while back > 0, entries[back].lineBreakClass == .space { back -= 1 }
    if entries[back].lineBreakClass == .zeroWidthSpace { return .allowed }
    // LB8a, LB9.
    if before == .zeroWidthJoiner || elements.isJoined[index] { return .prohibited }
    return pairRule(elements, after: elements.elementOf[index])
  }

  /// LB11 to LB31, between element `k - 1` and element `k`.
  private static func pairRule(_ elements: Elements, after k: Int) -> BreakOpportunity {
    let classes = elements.classes
    let a = classes[k - 1]
    let b = classes[k]
    var beforeSpaces = k - 1
    while beforeSpaces > 0, classes[beforeSpaces] == .space { beforeSpaces -= 1 }
    let x = classes[beforeSpaces]
    // LB11 to LB13: word joiners, glue, closing punctuation.
    if a == .wordJoiner || b == .wordJoiner || a == .nonBreakingGlue { return .prohibited }
    if b == .nonBreakingGlue, a != .space, a != .breakAfter, a != .hyphen { return .prohibited }
    switch b {
    case .closePunctuation, .closeParenthesis, .exclamation, .infixSeparator, .symbolAllowingBreakAfter:
      return .prohibited
    default: break
    }
    // LB14 to LB17: through spaces.
    if x == .openPunctuation { return .prohibited }
    if b == .openPunctuation, x == .quotation { return .prohibited }
    if b == .nonStarter, x == .closePunctuation || x == .closeParenthesis { return .prohibited }
    if b == .breakBeforeAndAfter, x == .breakBeforeAndAfter { return .prohibited }
    // LB18 to LB22.
    if a == .space { return .allowed }
    if a == .quotation || b == .quotation { return .prohibited }
    if a == .contingentBreak || b == .contingentBreak { return .allowed }
    if b == .breakAfter || b == .hyphen || b == .nonStarter || a == .breakBefore { return .prohibited }
    if k >= 2, classes[k - 2] == .hebrewLetter, a == .hyphen || a == .breakAfter { return .prohibited }
    if a == .symbolAllowingBreakAfter, b == .hebrewLetter { return .prohibited }
    if b == .inseparable { return .prohibited }
    return numberAndLetterRule(elements, after: k)
  }

  /// LB23 to LB31, between element `k - 1` and element `k`.
  private static func numberAndLetterRule(_ elements: Elements, after k: Int) -> BreakOpportunity {
    let classes = elements.classes
    let a = classes[k - 1]
    let b = classes[k]
    // LB23, LB23a, LB24: letters, numbers, prefixes and postfixes.
    if a.isLetter && b == .numeric || a == .numeric && b.isLetter { return .prohibited }
    let isIdeographic: (LineBreakClass) -> Bool = {
      $0 == .ideographic || $0 == .emojiBase || $0 == .emojiModifier
    }
    if a == .prefixNumeric && isIdeographic(b) || isIdeographic(a) && b == .postfixNumeric {
      return .prohibited
    }
    let isAffix: (LineBreakClass) -> Bool = { $0 == .prefixNumeric || $0 == .postfixNumeric }
    if isAffix(a) && b.isLetter || a.isLetter && isAffix(b) { return .prohibited }
    // LB25, as Example 7's regular expressions.
    if isAffix(a), b == .numeric { return .prohibited }
    if isAffix(a), b == .openPunctuation || b == .hyphen, k + 1 < classes.count, classes[k + 1] == .numeric {
      return .prohibited
    }
    if a == .openPunctuation || a == .hyphen, b == .numeric { return .prohibited }
    switch b {
    case .numeric, .symbolAllowingBreakAfter, .infixSeparator, .closePunctuation, .closeParenthesis:
      if endsNumber(classes, at: k - 1) { return .prohibited }
    case .postfixNumeric, .prefixNumeric:
      let end = a == .closePunctuation || a == .closeParenthesis ? k - 2 : k - 1
      if end >= 0, endsNumber(classes, at: end) { return .prohibited }
    default: break
    }
    // LB26, LB27: Hangul.
    if a == .hangulLJamo,
      b == .hangulLJamo || b == .hangulVJamo || b == .hangulLVSyllable || b == .hangulLVTSyllable
    {
      return .prohibited
    }
    if a == .hangulVJamo || a == .hangulLVSyllable, b == .hangulVJamo || b == .hangulTJamo {
      return .prohibited
    }
    if a == .hangulTJamo || a == .hangulLVTSyllable, b == .hangulTJamo { return .prohibited }
    if a.isHangul && b == .postfixNumeric || a == .prefixNumeric && b.isHangul { return .prohibited }
    // LB28 to LB30: letters, and brackets that are not East Asian.
    if a.isLetter && b.isLetter || a == .infixSeparator && b.isLetter { return .prohibited }
    if a.isLetter || a == .numeric, b == .openPunctuation, !elements.bases[k].isWide { return .prohibited }
    if a == .closeParenthesis, !elements.bases[k - 1].isWide, b.isLetter || b == .numeric {
      return .prohibited
    }
    // LB30a: regional indicators pair.
    if a == .regionalIndicator, b == .regionalIndicator {
      var count = 0
      var j = k - 1
      while j >= 0, classes[j] == .regionalIndicator {
        count += 1
        j -= 1
      }
      if count % 2 == 1 { return .prohibited }
    }
    // LB30b: emoji modifiers.
    if b == .emojiModifier, a == .emojiBase || elements.bases[k - 1].isUnassignedPictographic {
      return .prohibited
    }
    return .allowed
  }

  /// Whether element `end` ends `NU (NU | SY | IS)*`: the run of those classes that ends there holds a
  /// NU.
  private static func endsNumber(_ classes: [LineBreakClass], at end: Int) -> Bool {
    var j = end
    while j >= 0 {
      switch classes[j] {
      case .numeric: return true
      case .symbolAllowingBreakAfter, .infixSeparator: j -= 1
      default: return false
      }
    }
    return false
  }
}
