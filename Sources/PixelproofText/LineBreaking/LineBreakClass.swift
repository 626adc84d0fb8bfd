/// A Line_Break class of UAX #14 as the rules see it, after LB1: AI, SG and XX are read as AL, SA as CM
/// or AL, and CJ as NS, by the table's generator. The raw values are the order
/// `scripts/generate/make-line-break-tables.py` lists them in.
enum LineBreakClass: UInt8, Sendable {
  case mandatoryBreak  // BK
  case carriageReturn  // CR
  case lineFeed  // LF
  case combiningMark  // CM
  case nextLine  // NL
  case wordJoiner  // WJ
  case zeroWidthSpace  // ZW
  case nonBreakingGlue  // GL
  case space  // SP
  case zeroWidthJoiner  // ZWJ
  case breakBeforeAndAfter  // B2
  case breakAfter  // BA
  case breakBefore  // BB
  case hyphen  // HY
  case contingentBreak  // CB
  case closePunctuation  // CL
  case closeParenthesis  // CP
  case exclamation  // EX
  case inseparable  // IN
  case nonStarter  // NS
  case openPunctuation  // OP
  case quotation  // QU
  case infixSeparator  // IS
  case numeric  // NU
  case postfixNumeric  // PO
  case prefixNumeric  // PR
  case symbolAllowingBreakAfter  // SY
  case alphabetic  // AL
  case emojiBase  // EB
  case emojiModifier  // EM
  case hangulLVSyllable  // H2
  case hangulLVTSyllable  // H3
  case hebrewLetter  // HL
  case ideographic  // ID
  case hangulLJamo  // JL
  case hangulVJamo  // JV
  case hangulTJamo  // JT
  case regionalIndicator  // RI

  /// Whether the class ends a line: BK, CR, LF and NL.
  var isLineEnd: Bool {
    switch self {
    case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine: true
    default: false
    }
  }

  /// AL or HL: letters of alphabets.
  var isLetter: Bool { self == .alphabetic || self == .hebrewLetter }

  /// A Hangul syllable or jamo: JL, JV, JT, H2, H3.
  var isHangul: Bool {
    switch self {
    case .hangulLJamo, .hangulVJamo, .hangulTJamo, .hangulLVSyllable, .hangulLVTSyllable: true
    default: false
    }
  }
}
