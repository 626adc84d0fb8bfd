// Where a line may end, decided from the characters alone. Word wrap follows UAX #14 whole
// (LineBreakRules); character wrap breaks between any two clusters but where kinsoku forbids, by the
// classes below, which also tell spaces and newlines to the line filler and justification.
//
// The text is a sequence of grapheme clusters (Swift `Character`s), so a combining mark always travels
// with its base; a cluster takes the class of its first scalar.

/// What may happen at the boundary after a cluster.
enum BreakOpportunity: Equatable, Sendable {
  /// The line must not end here.
  case prohibited
  /// The line may end here.
  case allowed
  /// The line must end here: the cluster is a newline or a line or paragraph separator.
  case mandatory
}

/// How a cluster takes part in line breaking.
enum BreakClass: Equatable, Sendable {
  /// `\n`, `\r`, `\r\n`, U+000B, U+000C, U+0085, U+2028, U+2029: ends the line it is on.
  case mandatory
  /// U+0020 and tab: a break may follow, and a run of them hangs past the end of a line.
  case space
  /// `-`, U+2010 hyphen, U+2013 en dash, U+2014 em dash: a break may follow, never precede.
  case hyphen
  /// ASCII digits, kept together with a hyphen before them ("-5").
  case numeric
  /// Latin letters and everything else not listed: no break inside a run of them.
  case alphabetic
  /// Ideographs, kana, hangul, full-width forms, emoji: a break may come before and after.
  case ideographic
  /// `(` `[` `{` `“` `‘`: never ends a line.
  case opening
  /// `)` `]` `}` `,` `.` `:` `;` `?` `!` `”` `’`: never starts a line.
  case closing
  /// CJK opening brackets such as `（` `「` `『` `【`: never ends a line; a break may come before.
  case wideOpening
  /// CJK closing punctuation, small kana, `ー` and iteration marks: never starts a line; a break may
  /// come after.
  case wideClosing

  init(_ character: Character) {
    if character.isNewline {
      self = .mandatory
      return
    }
    guard let scalar = character.unicodeScalars.first else {
      self = .alphabetic
      return
    }
    self = BreakClass(scalar)
  }

  private init(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x20, 0x09: self = .space
    case 0x2D, 0x2010, 0x2013, 0x2014: self = .hyphen
    case 0x30...0x39: self = .numeric
    case 0x28, 0x5B, 0x7B, 0x201C, 0x2018: self = .opening
    case 0x29, 0x5D, 0x7D, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x21, 0x201D, 0x2019: self = .closing
    default:
      if BreakClass.wideOpenings.contains(scalar) {
        self = .wideOpening
      } else if BreakClass.wideClosings.contains(scalar) {
        self = .wideClosing
      } else if BreakClass.isIdeographic(scalar) {
        self = .ideographic
      } else {
        self = .alphabetic
      }
    }
  }

  /// Whether the class belongs to CJK text, where a line may break between any two clusters.
  var isCJK: Bool {
    switch self {
    case .ideographic, .wideOpening, .wideClosing: return true
    default: return false
    }
  }

  /// Kinsoku: closing punctuation never starts a line.
  var neverStartsLine: Bool { self == .closing || self == .wideClosing }

  /// Kinsoku: opening punctuation never ends a line.
  var neverEndsLine: Bool { self == .opening || self == .wideOpening }

  private static let wideOpenings: Set<Unicode.Scalar> = Set("（「『【〔〈《［｛〘〖〚｢〝".unicodeScalars)

  // Closing punctuation in full and half width, then small kana, the prolonged sound mark and iteration
  // marks, which JIS X 4051 also keeps off the start of a line.
  private static let wideClosings: Set<Unicode.Scalar> = Set(
    ("。，、．：；？！）」』】〕〉》］｝〙〗〛｣｡､〞〟・"
      + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿｧｨｩｪｫｬｭｮｯ"
      + "ーｰゝゞヽヾ々〻").unicodeScalars)

  private static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF,  // Hangul jamo
      0x2E80...0x2FFF,  // CJK radicals, Kangxi radicals, ideographic description
      0x3000...0x303F,  // CJK symbols and punctuation (the ideographic space included)
      0x3040...0x30FF,  // hiragana, katakana
      0x3100...0x31FF,  // bopomofo, Hangul compatibility jamo, kanbun, CJK strokes
      0x3200...0x4DBF,  // enclosed CJK, compatibility, extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xA000...0xA4CF,  // Yi
      0xAC00...0xD7AF,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE30...0xFE4F,  // CJK compatibility forms
      0xFF00...0xFFEF,  // half- and full-width forms
      0x20000...0x3FFFD:  // extensions B and later
      return true
    default:
      return scalar.properties.isEmojiPresentation
    }
  }
}

/// Where word wrap may end a line: the rules of UAX #14 (``LineBreakRules``), read at the boundaries
/// between grapheme clusters.
///
/// - Parameters:
///   - characters: the text's clusters.
/// - Returns: one element per cluster, about the boundary after it; the last is `.mandatory` when the
///   text ends with a newline, else `.prohibited`.
func wordBreakOpportunities(_ characters: [Character]) -> [BreakOpportunity] {
  var entries: [UnicodeLineBreak.Entry] = []
  var lastScalars: [Int] = []
  lastScalars.reserveCapacity(characters.count)
  for character in characters {
    for scalar in character.unicodeScalars { entries.append(UnicodeLineBreak.entry(of: scalar.value)) }
    lastScalars.append(entries.count - 1)
  }
  let opportunities = LineBreakRules.opportunities(entries)
  return lastScalars.map { opportunities[$0] }
}

/// Where character wrap may end a line: anywhere except where kinsoku forbids or spaces hang.
///
/// - Parameters:
///   - classes: the class of each cluster of the text.
/// - Returns: one element per cluster, about the boundary after it, as for `wordBreakOpportunities`.
func characterBreakOpportunities(_ classes: [BreakClass]) -> [BreakOpportunity] {
  breakOpportunities(classes, between: characterBreak(between:and:))
}

private func breakOpportunities(
  _ classes: [BreakClass], between rule: (BreakClass, BreakClass) -> BreakOpportunity
) -> [BreakOpportunity] {
  classes.indices.map { index in
    let next = index + 1
    guard next < classes.count else {
      return classes[index] == .mandatory ? .mandatory : .prohibited
    }
    return rule(classes[index], classes[next])
  }
}

func characterBreak(between before: BreakClass, and after: BreakClass) -> BreakOpportunity {
  if before == .mandatory { return .mandatory }
  if after == .mandatory || after == .space { return .prohibited }
  if after.neverStartsLine || before.neverEndsLine { return .prohibited }
  return .allowed
}
