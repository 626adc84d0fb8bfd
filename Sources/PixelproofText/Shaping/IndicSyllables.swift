/// The classes of the OpenType Indic specifications: what each character is in a syllable. The numbers
/// are those of `scripts/generate/make-shaping-unicode-tables.py` (HarfBuzz's).
enum IndicCategory {
  static let other: UInt8 = 0
  static let consonant: UInt8 = 1
  static let vowel: UInt8 = 2
  static let nukta: UInt8 = 3
  static let halant: UInt8 = 4
  static let zwnj: UInt8 = 5
  static let zwj: UInt8 = 6
  static let matra: UInt8 = 7
  static let syllableModifier: UInt8 = 8
  static let vedicSign: UInt8 = 9
  static let placeholder: UInt8 = 10
  static let dottedCircle: UInt8 = 11
  static let registerShifter: UInt8 = 12
  static let repha: UInt8 = 14
  static let ra: UInt8 = 15
  static let consonantMedial: UInt8 = 16
  static let symbol: UInt8 = 17
  static let consonantWithStacker: UInt8 = 18

  /// The category and position of `scalar` from the committed table (other characters: X at the end).
  static func properties(of scalar: UInt32) -> (category: UInt8, position: UInt8) {
    let table = ShapingUnicodeTables.indicPropertyRanges
    var low = 0, high = table.count / 3
    while low < high {
      let middle = (low + high) / 2
      if table[middle * 3 + 1] < scalar { low = middle + 1 } else { high = middle }
    }
    guard low < table.count / 3, table[low * 3] <= scalar else { return (other, IndicPosition.end) }
    let value = table[low * 3 + 2]
    return (UInt8(value & 0xFF), UInt8(value >> 8))
  }
}

/// Where a character goes when a syllable is sorted, in that order.
enum IndicPosition {
  static let start: UInt8 = 0
  static let raToBecomeReph: UInt8 = 1
  static let preMatra: UInt8 = 2
  static let preConsonant: UInt8 = 3
  static let baseConsonant: UInt8 = 4
  static let afterMain: UInt8 = 5
  static let aboveConsonant: UInt8 = 6
  static let beforeSub: UInt8 = 7
  static let belowConsonant: UInt8 = 8
  static let afterSub: UInt8 = 9
  static let beforePost: UInt8 = 10
  static let postConsonant: UInt8 = 11
  static let afterPost: UInt8 = 12
  static let syllableModifier: UInt8 = 13
  static let end: UInt8 = 14
}

/// The kinds of syllable, in the order the matcher prefers them when two match the same length.
enum IndicSyllableKind {
  static let consonant: UInt8 = 0
  static let vowel: UInt8 = 1
  static let standalone: UInt8 = 2
  static let symbol: UInt8 = 3
  static let broken: UInt8 = 4
  static let nonIndic: UInt8 = 5
}

/// Splits a run into Indic syllables with the grammar of the OpenType Indic specifications (as
/// HarfBuzz's syllable machine states it): each position takes the longest syllable that starts there,
/// the earlier kind on a tie, else one character of its own.
///
/// The grammar is matched as a set of positions reached so far (a small NFA without a table): each
/// pattern maps the positions a match may be at to the positions after it.
struct IndicSyllableMatcher {
  private typealias Pattern = (Set<Int>) -> Set<Int>
  private let categories: [UInt8]

  init(categories: [UInt8]) { self.categories = categories }

  private func one(_ allowed: UInt8...) -> Pattern {
    var bits: UInt32 = 0
    for category in allowed { bits |= 1 << UInt32(category) }
    let categories = self.categories
    return { starts in
      var result = Set<Int>()
      for start in starts where start < categories.count && bits & (1 << UInt32(categories[start])) != 0 {
        result.insert(start + 1)
      }
      return result
    }
  }

  private func sequence(_ patterns: Pattern...) -> Pattern {
    { starts in patterns.reduce(starts) { $1($0) } }
  }

  private func optional(_ pattern: @escaping Pattern) -> Pattern { { $0.union(pattern($0)) } }

  private func either(_ patterns: Pattern...) -> Pattern {
    { starts in patterns.reduce(into: Set<Int>()) { $0.formUnion($1(starts)) } }
  }

  private func repeated(_ pattern: @escaping Pattern) -> Pattern {
    { starts in
      var all = starts, frontier = starts
      while !frontier.isEmpty {
        let next = pattern(frontier).subtracting(all)
        all.formUnion(next)
        frontier = next
      }
      return all
    }
  }

  /// The syllables' patterns, in the order ties prefer them.
  private var patterns: [(kind: UInt8, pattern: Pattern)] {
    typealias C = IndicCategory
    let consonant = one(C.consonant, C.ra)
    let modifier = sequence(
      optional(sequence(optional(one(C.zwnj)), one(C.registerShifter))),
      optional(sequence(one(C.nukta), optional(one(C.nukta)))))
    let joiner = one(C.zwj, C.zwnj)
    let reph = either(sequence(one(C.ra), one(C.halant)), one(C.repha))
    let consonantWithModifiers = sequence(consonant, optional(one(C.zwj)), optional(modifier))
    let forcedRakar = sequence(one(C.zwj), one(C.halant), one(C.zwj), one(C.ra))
    let symbol = sequence(one(C.symbol), optional(one(C.nukta)))
    let matraGroup = sequence(
      repeated(joiner), one(C.matra), optional(one(C.nukta)), optional(either(one(C.halant), forcedRakar)))
    let syllableTail = sequence(
      optional(
        sequence(
          optional(joiner), one(C.syllableModifier), optional(one(C.syllableModifier)), optional(one(C.zwnj)))
      ),
      repeated(one(C.vedicSign)))
    let halantGroup = sequence(
      optional(joiner), one(C.halant), optional(sequence(one(C.zwj), optional(one(C.nukta)))))
    let finalHalantGroup = either(halantGroup, sequence(one(C.halant), one(C.zwnj)))
    let halantOrMatraGroup = either(finalHalantGroup, repeated(matraGroup))
    let complexTail = sequence(
      repeated(sequence(halantGroup, consonantWithModifiers)), optional(one(C.consonantMedial)),
      halantOrMatraGroup, syllableTail)
    let rephOrStacker = one(C.repha, C.consonantWithStacker)
    return [
      (IndicSyllableKind.consonant, sequence(optional(rephOrStacker), consonantWithModifiers, complexTail)),
      (
        IndicSyllableKind.vowel,
        sequence(optional(reph), one(C.vowel), optional(modifier), either(one(C.zwj), complexTail))
      ),
      (
        IndicSyllableKind.standalone,
        sequence(
          either(
            sequence(optional(rephOrStacker), one(C.placeholder)),
            sequence(optional(reph), one(C.dottedCircle))),
          optional(modifier), complexTail)
      ),
      (IndicSyllableKind.symbol, sequence(symbol, syllableTail)),
      (IndicSyllableKind.broken, sequence(optional(reph), optional(modifier), complexTail)),
    ]
  }

  /// Each position's syllable, numbered as HarfBuzz numbers them: a serial from 1 to 15 (then 1 again)
  /// in the high four bits, the kind below.
  func syllables() -> [UInt8] {
    var result = [UInt8](repeating: 0, count: categories.count)
    let patterns = self.patterns
    var serial: UInt8 = 1
    var start = 0
    while start < categories.count {
      var best = start + 1, kind = IndicSyllableKind.nonIndic
      var bestLength = 0
      for (candidate, pattern) in patterns {
        guard let end = pattern([start]).max(), end > start else { continue }
        if end - start > bestLength {
          bestLength = end - start
          best = end
          kind = candidate
        }
      }
      for i in start..<best { result[i] = serial << 4 | kind }
      serial += 1
      if serial == 16 { serial = 1 }
      start = best
    }
    return result
  }
}
