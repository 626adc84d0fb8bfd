// Rule N0: paired brackets (BD14–BD16) take the direction of what they enclose, or of the context
// before them, within one isolating run sequence.

extension IsolatingRunSequence {
  /// The flag of `bracketKeys` entries for opening brackets.
  private static let openingFlag: UInt32 = 1 << 31
  /// The flag of `bracketKeys` entries for closing brackets.
  private static let closingFlag: UInt32 = 1 << 30
  /// BD16's stack holds at most this many opening brackets.
  private static let maximumOpenBrackets = 63

  /// Each character's paired-bracket key for N0: 0 for a character that is not a bracket (or not ON,
  /// which the stability policy says every bracket is), else the canonical closing bracket of its pair,
  /// with `openingFlag` or `closingFlag`.
  ///
  /// An opening and a closing bracket pair up when their keys match but for the flag. Closing brackets
  /// are compared by canonical equivalence (BD16): U+232A and U+3009 are one character, as are U+2329 and
  /// U+3008, so mapping each to U+3009 (or U+3008) makes U+2329 pair with U+3009 and U+3008 with U+232A.
  static func bracketKeys(scalars: [UInt32], classes: [BidiClass]) -> [UInt32] {
    var keys = [UInt32](repeating: 0, count: scalars.count)
    for index in scalars.indices where classes[index] == .otherNeutral {
      guard let bracket = UnicodeBidi.pairedBracket(of: scalars[index]) else { continue }
      keys[index] =
        bracket.isOpening
        ? canonicalBracket(bracket.pair) | openingFlag
        : canonicalBracket(scalars[index]) | closingFlag
    }
    return keys
  }

  /// The canonical decomposition of the two brackets that have one: the CJK angle brackets.
  private static func canonicalBracket(_ codePoint: UInt32) -> UInt32 {
    switch codePoint {
    case 0x2329: return 0x3008
    case 0x232A: return 0x3009
    default: return codePoint
    }
  }

  /// N0: resolves paired brackets in the order of their opening brackets, and the nonspacing marks after
  /// them. `brackets` is empty (no brackets at all) or holds `bracketKeys` by paragraph index;
  /// `typesBeforeW1` holds the paragraph's types after X1–X8.
  mutating func resolvePairedBrackets(brackets: [UInt32], typesBeforeW1: [BidiClass]) {
    guard !brackets.isEmpty else { return }
    let pairs = bracketPairs(brackets: brackets)
    let embedding = embeddingDirection
    for pair in pairs {
      // N0 b–c: a strong type inside that matches the embedding direction wins; otherwise one opposite
      // to it. EN and AN count as R. Pairs nest at most 63 deep (BD16's stack), so these scans add up
      // to at most 63 times the sequence's length.
      var foundOpposite = false
      var resolved: BidiClass?
      for position in pair.opening + 1..<pair.closing {
        guard let strong = Self.strongTypeForN0(types[position]) else { continue }
        if strong == embedding {
          resolved = embedding
          break
        }
        foundOpposite = true
      }
      if resolved == nil && foundOpposite {
        // N0 c: the opposite direction only when the context before the opening bracket (the first
        // strong type before it, or sos) has it too; otherwise the embedding direction. The scan stops
        // at the nearest strong type, which an earlier pair's resolved bracket often is.
        var context = sos
        var position = pair.opening - 1
        while position >= 0 {
          if let strong = Self.strongTypeForN0(types[position]) {
            context = strong
            break
          }
          position -= 1
        }
        resolved = context == embedding ? embedding : context
      }
      // N0 d: no strong type inside leaves the brackets to N1–N2.
      guard let direction = resolved else { continue }
      types[pair.opening] = direction
      types[pair.closing] = direction
      // Nonspacing marks (as they were before W1) right after either bracket follow it; W1 had made them
      // ON like the bracket.
      for bracket in [pair.opening, pair.closing] {
        var position = bracket + 1
        while position < types.count && typesBeforeW1[indices[position]] == .nonspacingMark {
          types[position] = direction
          position += 1
        }
      }
    }
  }

  /// BD16: the sequence's bracket pairs as positions in it, sorted by opening bracket.
  ///
  /// Only characters whose current type is ON are brackets (an override may have made one L or R). A
  /// closing bracket pairs with the nearest open bracket that it matches, discarding those above it on
  /// the stack; once the stack would exceed 63 openings, the rest of the sequence has no pairs.
  private func bracketPairs(brackets: [UInt32]) -> [(opening: Int, closing: Int)] {
    var pairs: [(opening: Int, closing: Int)] = []
    var open: [(key: UInt32, position: Int)] = []
    open.reserveCapacity(Self.maximumOpenBrackets)
    for position in types.indices where types[position] == .otherNeutral {
      let key = brackets[indices[position]]
      if key & Self.openingFlag != 0 {
        guard open.count < Self.maximumOpenBrackets else { break }
        open.append((key & ~Self.openingFlag, position))
      } else if key & Self.closingFlag != 0 {
        let closing = key & ~Self.closingFlag
        if let match = open.lastIndex(where: { $0.key == closing }) {
          pairs.append((open[match].position, position))
          open.removeSubrange(match...)
        }
      }
    }
    // Pairs are found in the order of their closing brackets; openings are distinct.
    pairs.sort { $0.opening < $1.opening }
    return pairs
  }

  /// The strong direction that N0 sees in a type: L, or R for R, AL, EN and AN; `nil` for others.
  private static func strongTypeForN0(_ type: BidiClass) -> BidiClass? {
    switch type {
    case .leftToRight: return .leftToRight
    case .rightToLeft, .arabicLetter, .europeanNumber, .arabicNumber: return .rightToLeft
    default: return nil
    }
  }
}
