/// Which bundled face draws a script the run's own font lacks: the fallback order iOS gives its system
/// font (the system font, then the script's face, then CJK, then emoji), as a sorted table of code point
/// ranges.
///
/// A cluster is looked up by its first scalar, its base character (a grapheme cluster starts with its
/// base; a cluster of marks alone is looked up by its first mark, whose block is its script's). The
/// table is searched only for clusters the run's font cannot draw, and a face is read only when a
/// cluster needs it, so Latin text never loads another face.
enum FontCascade {
  /// A bundled face the cascade can name.
  enum Face: Sendable, Equatable {
    /// Noto Sans (Latin, Greek, Cyrillic, Vietnamese, punctuation), for runs in a registered family
    /// that lacks a character.
    case system
    /// Noto Sans Hebrew.
    case hebrew
    /// Noto Sans Arabic.
    case arabic
    /// Noto Sans Devanagari.
    case devanagari
    /// Noto Sans Bengali.
    case bengali
    /// Noto Sans Thai.
    case thai
    /// Hangul Gothic Subset (from NanumGothic): Hangul syllables and jamo.
    case hangul
    /// Droid Sans Fallback: CJK ideographs, kana, CJK punctuation and full-width forms.
    case cjk
  }

  /// Ranges of code points, sorted and disjoint, and the face that draws each (the table in
  /// `Resources/Fonts/README.md`). Code points in no range go straight to CJK and then emoji.
  static let ranges: [(first: UInt32, last: UInt32, face: Face)] = [
    // Latin, IPA, spacing modifiers, combining diacritical marks, Greek, Cyrillic and its Supplement.
    (0x0000, 0x052F, .system),
    (0x0590, 0x05FF, .hebrew),
    (0x0600, 0x06FF, .arabic),
    (0x0750, 0x077F, .arabic),  // Arabic Supplement
    (0x0870, 0x08FF, .arabic),  // Arabic Extended-B and -A
    (0x0900, 0x097F, .devanagari),
    (0x0980, 0x09FF, .bengali),
    (0x0E00, 0x0E7F, .thai),
    (0x1100, 0x11FF, .hangul),  // Hangul Jamo
    (0x1CD0, 0x1CFF, .devanagari),  // Vedic Extensions
    (0x1E00, 0x1FFF, .system),  // Latin Extended Additional (Vietnamese), Greek Extended
    (0x2000, 0x206F, .system),  // General Punctuation
    (0x20A0, 0x20CF, .system),  // Currency Symbols
    (0x3000, 0x30FF, .cjk),  // CJK Symbols and Punctuation, Hiragana, Katakana
    (0x3130, 0x318F, .hangul),  // Hangul Compatibility Jamo
    (0x31F0, 0x31FF, .cjk),  // Katakana Phonetic Extensions
    (0x4E00, 0x9FFF, .cjk),  // CJK Unified Ideographs
    (0xA8E0, 0xA8FF, .devanagari),  // Devanagari Extended
    (0xAC00, 0xD7AF, .hangul),  // Hangul Syllables
    (0xFB1D, 0xFB4F, .hebrew),  // Hebrew presentation forms
    (0xFB50, 0xFDFF, .arabic),  // Arabic Presentation Forms-A
    (0xFE70, 0xFEFF, .arabic),  // Arabic Presentation Forms-B
    (0xFF00, 0xFFEF, .cjk),  // Halfwidth and Fullwidth Forms
  ]

  /// The face the table names for a cluster beginning with `scalar`, or nil (found by binary search).
  static func face(for scalar: Unicode.Scalar) -> Face? {
    let value = scalar.value
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].last < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < ranges.count, ranges[low].first <= value else { return nil }
    return ranges[low].face
  }
}
