// Unicode's Bidi_Class property values (UAX #9, table 4). The raw values are the bytes of the generated
// table in UnicodeBidiTables.swift: make-unicode-tables.py lists the classes in the same order.

/// A character's Bidi_Class: how the bidirectional algorithm treats it.
enum BidiClass: UInt8, Sendable, CaseIterable {
  /// L: a strong left-to-right character, such as a Latin letter.
  case leftToRight
  /// R: a strong right-to-left character, such as a Hebrew letter.
  case rightToLeft
  /// AL: a strong right-to-left Arabic, Syriac or Thaana letter.
  case arabicLetter
  /// EN: a European digit.
  case europeanNumber
  /// ES: a plus or minus sign.
  case europeanSeparator
  /// ET: a degree sign, currency symbol or other character that may follow or precede a number.
  case europeanTerminator
  /// AN: an Arabic-Indic digit, or an Arabic number separator.
  case arabicNumber
  /// CS: a comma, colon, full stop or no-break space between digits.
  case commonSeparator
  /// NSM: a combining mark, which takes the class of the character before it (W1).
  case nonspacingMark
  /// BN: a default-ignorable or control character, removed by X9.
  case boundaryNeutral
  /// B: a paragraph separator.
  case paragraphSeparator
  /// S: a tab or other segment separator.
  case segmentSeparator
  /// WS: a space or other whitespace.
  case whiteSpace
  /// ON: any other neutral, such as punctuation and symbols.
  case otherNeutral
  /// LRE: U+202A LEFT-TO-RIGHT EMBEDDING.
  case leftToRightEmbedding
  /// LRO: U+202D LEFT-TO-RIGHT OVERRIDE.
  case leftToRightOverride
  /// RLE: U+202B RIGHT-TO-LEFT EMBEDDING.
  case rightToLeftEmbedding
  /// RLO: U+202E RIGHT-TO-LEFT OVERRIDE.
  case rightToLeftOverride
  /// PDF: U+202C POP DIRECTIONAL FORMATTING.
  case popDirectionalFormat
  /// LRI: U+2066 LEFT-TO-RIGHT ISOLATE.
  case leftToRightIsolate
  /// RLI: U+2067 RIGHT-TO-LEFT ISOLATE.
  case rightToLeftIsolate
  /// FSI: U+2068 FIRST STRONG ISOLATE.
  case firstStrongIsolate
  /// PDI: U+2069 POP DIRECTIONAL ISOLATE.
  case popDirectionalIsolate

  /// The class named by its short alias from the Unicode Character Database, such as "AL".
  init?(shortName: Substring) {
    guard let found = BidiClass.allCases.first(where: { $0.shortName == shortName }) else {
      return nil
    }
    self = found
  }

  /// The short alias from the Unicode Character Database, such as "AL" for `arabicLetter`.
  var shortName: String {
    switch self {
    case .leftToRight: return "L"
    case .rightToLeft: return "R"
    case .arabicLetter: return "AL"
    case .europeanNumber: return "EN"
    case .europeanSeparator: return "ES"
    case .europeanTerminator: return "ET"
    case .arabicNumber: return "AN"
    case .commonSeparator: return "CS"
    case .nonspacingMark: return "NSM"
    case .boundaryNeutral: return "BN"
    case .paragraphSeparator: return "B"
    case .segmentSeparator: return "S"
    case .whiteSpace: return "WS"
    case .otherNeutral: return "ON"
    case .leftToRightEmbedding: return "LRE"
    case .leftToRightOverride: return "LRO"
    case .rightToLeftEmbedding: return "RLE"
    case .rightToLeftOverride: return "RLO"
    case .popDirectionalFormat: return "PDF"
    case .leftToRightIsolate: return "LRI"
    case .rightToLeftIsolate: return "RLI"
    case .firstStrongIsolate: return "FSI"
    case .popDirectionalIsolate: return "PDI"
    }
  }

  /// Whether rule X9 removes the character: embedding and override controls, PDF and BN.
  var isRemovedByX9: Bool {
    switch self {
    case .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride, .rightToLeftOverride,
      .popDirectionalFormat, .boundaryNeutral:
      return true
    default:
      return false
    }
  }

  /// Whether the character is an isolate initiator (BD8): LRI, RLI or FSI.
  var isIsolateInitiator: Bool {
    switch self {
    case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate: return true
    default: return false
    }
  }

  /// Whether the character is an isolate initiator or PDI, which W1 and N1 treat as neutrals.
  var isIsolateControl: Bool {
    isIsolateInitiator || self == .popDirectionalIsolate
  }

  /// Whether N1 and N2 treat the character as a neutral or isolate formatting character (NI).
  var isNeutralOrIsolate: Bool {
    switch self {
    case .paragraphSeparator, .segmentSeparator, .whiteSpace, .otherNeutral, .leftToRightIsolate,
      .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate:
      return true
    default:
      return false
    }
  }

  /// Whether L1 resets the character to the paragraph level when it trails a line or precedes a
  /// separator: whitespace, isolate formatting characters, and (as section 5.2 says for
  /// implementations that keep them) the characters X9 removes.
  var isTrailingWhitespaceForL1: Bool {
    self == .whiteSpace || isIsolateControl || isRemovedByX9
  }
}
