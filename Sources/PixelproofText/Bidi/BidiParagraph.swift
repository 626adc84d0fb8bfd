// One paragraph through the Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0): P2–P3 here, the
// explicit levels (X1–X8) in BidiParagraph+Explicit.swift, level runs and isolating run sequences (X9–X10)
// in IsolatingRunSequence.swift, each sequence's weak types (W1–W7), neutrals (N0–N2) and implicit levels
// (I1–I2) in the IsolatingRunSequence extensions, and a line's levels and order (L1–L2) in
// BidiParagraph+Reorder.swift.
//
// Every pass is a linear scan, or linear times a constant bound (125 embedding levels, 63 nested bracket
// pairs), and nothing recurses, so hostile text (thousands of nested controls, 100,000 characters) costs
// time and memory in proportion to its length.

/// A paragraph's resolved embedding levels (UAX #9 through rule I2), and its lines' levels and visual
/// order (L1–L2).
///
/// The text is one paragraph: a paragraph separator (class B) belongs only at its end; split text with
/// `paragraphRanges(in:)` first. A separator inside is still given the paragraph level and ends every
/// embedding and isolate before it (X8), but P2–P3 read only the text before the first one.
struct BidiParagraph: Sendable {
  /// The paragraph embedding level: 0 for left to right, 1 for right to left.
  let baseLevel: UInt8

  /// Each character's embedding level after rule I2, before the line rules (L1).
  ///
  /// Characters that X9 removes (embedding and override controls, PDF, BN) have no level of their own in
  /// the algorithm. As in the reference implementations, each gets the level of the character before it,
  /// or `baseLevel` when it comes first, so it never starts or splits a run; `classes[i].isRemovedByX9`
  /// tells which they are (BidiTest.txt shows them as "x").
  let levels: [UInt8]

  /// Each character's Bidi_Class as looked up, before overrides change any.
  let classes: [BidiClass]

  /// The deepest embedding level that explicit formatting characters may reach (BD2).
  static let maximumDepth: UInt8 = 125

  /// The paragraph's direction, that of `baseLevel`.
  var baseDirection: BidiDirection { BidiDirection(level: baseLevel) }

  /// Runs rules P2 through I2 on a paragraph of Unicode scalar values.
  init(scalars: [UInt32], direction: ParagraphDirection) {
    let classes = scalars.map(UnicodeBidi.bidiClass(of:))
    let brackets = IsolatingRunSequence.bracketKeys(scalars: scalars, classes: classes)
    self.init(classes: classes, brackets: brackets, direction: direction)
  }

  /// Runs rules P2 through I2 on a paragraph given as Bidi_Class values, with no paired brackets (so N0
  /// has nothing to do), as BidiTest.txt describes its cases.
  init(classes: [BidiClass], direction: ParagraphDirection) {
    self.init(classes: classes, brackets: [], direction: direction)
  }

  /// `brackets` is empty, or holds `IsolatingRunSequence.bracketKeys` for each character.
  private init(classes: [BidiClass], brackets: [UInt32], direction: ParagraphDirection) {
    self.classes = classes
    let matchingPDI = Self.matchingPDIs(classes)
    switch direction {
    case .leftToRight:
      baseLevel = 0
    case .rightToLeft:
      baseLevel = 1
    case .fromText(let fallback):
      // P2–P3.
      let found = Self.firstStrongDirection(classes, matchingPDI: matchingPDI, in: 0..<classes.count)
      baseLevel = (found ?? fallback).level
    }

    var types = classes
    var levels = [UInt8](repeating: baseLevel, count: classes.count)
    Self.resolveExplicitLevels(
      classes: classes, matchingPDI: matchingPDI, baseLevel: baseLevel, types: &types, levels: &levels)
    let sequences = IsolatingRunSequence.sequences(
      classes: classes, types: types, levels: levels, matchingPDI: matchingPDI, baseLevel: baseLevel)
    for var sequence in sequences {
      sequence.resolveWeakTypes()
      sequence.resolvePairedBrackets(brackets: brackets, typesBeforeW1: types)
      sequence.resolveNeutralTypes()
      sequence.resolveImplicitLevels(into: &levels)
    }
    // X9's removed characters: the level before them, so that they sit inside the run they interrupt.
    var previous = baseLevel
    for index in levels.indices {
      if classes[index].isRemovedByX9 {
        levels[index] = previous
      } else {
        previous = levels[index]
      }
    }
    self.levels = levels
  }

  /// BD9: the index of each isolate initiator's matching PDI, or `classes.count` when it has none; other
  /// characters' entries are -1.
  ///
  /// A stack of open initiators makes this linear; a paragraph separator closes all of them, as the end
  /// of a paragraph would.
  static func matchingPDIs(_ classes: [BidiClass]) -> [Int] {
    var matching = [Int](repeating: -1, count: classes.count)
    var open: [Int] = []
    for (index, bidiClass) in classes.enumerated() {
      switch bidiClass {
      case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
        matching[index] = classes.count
        open.append(index)
      case .popDirectionalIsolate:
        if let initiator = open.popLast() {
          matching[initiator] = index
        }
      case .paragraphSeparator:
        open.removeAll(keepingCapacity: true)
      default:
        break
      }
    }
    return matching
  }

  /// P2–P3: the direction of the first L, R or AL character in `range`, skipping isolate initiators'
  /// contents up to their matching PDI (or to the end of the paragraph, when there is none), or `nil`.
  ///
  /// It jumps over each nested isolate, so all the FSIs of a paragraph together scan each character at
  /// most once (in its innermost isolate): linear, however deep the nesting.
  static func firstStrongDirection(
    _ classes: [BidiClass], matchingPDI: [Int], in range: Range<Int>
  ) -> BidiDirection? {
    var index = range.lowerBound
    while index < range.upperBound {
      switch classes[index] {
      case .leftToRight:
        return .leftToRight
      case .rightToLeft, .arabicLetter:
        return .rightToLeft
      case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
        // The matching PDI is not strong, so the scan goes on after it.
        index = matchingPDI[index]
      case .paragraphSeparator:
        return nil
      default:
        break
      }
      index += 1
    }
    return nil
  }
}
