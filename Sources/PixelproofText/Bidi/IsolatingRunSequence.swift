// X9–X10: the characters that X9 removes are skipped; the rest form level runs (BD7), which chain into
// isolating run sequences (BD13) across each isolate initiator and its matching PDI. Rules W1–I2 resolve
// each sequence on its own, in the extensions beside this file.

/// One isolating run sequence (BD13): characters at one embedding level whose types rules W1–N2 resolve
/// together, skipping the isolates between them.
struct IsolatingRunSequence {
  /// The paragraph indices of the sequence's characters, in order.
  let indices: [Int]
  /// The characters' types, as the rules so far have resolved them.
  var types: [BidiClass]
  /// The embedding level of all the characters.
  let level: UInt8
  /// The start-of-sequence type (X10): `.leftToRight` or `.rightToLeft`.
  let sos: BidiClass
  /// The end-of-sequence type (X10): `.leftToRight` or `.rightToLeft`.
  let eos: BidiClass

  /// The direction of the sequence's embedding level, as a strong type.
  var embeddingDirection: BidiClass {
    level & 1 == 0 ? .leftToRight : .rightToLeft
  }

  /// X10: the paragraph's isolating run sequences, each with its types after X1–X8 and its sos and eos.
  ///
  /// One pass finds the level runs, and a second chains each run that ends with an isolate initiator to
  /// the run that starts with its matching PDI; every run joins exactly one sequence.
  static func sequences(
    classes: [BidiClass], types: [BidiClass], levels: [UInt8], matchingPDI: [Int], baseLevel: UInt8
  ) -> [IsolatingRunSequence] {
    // X9: the characters that remain, in order.
    var kept: [Int] = []
    kept.reserveCapacity(classes.count)
    for index in classes.indices where !classes[index].isRemovedByX9 {
      kept.append(index)
    }
    // BD7: level runs as ranges of `kept`; `runStartingAt` maps a run's first character to the run.
    var runs: [Range<Int>] = []
    var runStartingAt = [Int](repeating: -1, count: classes.count)
    var start = 0
    for position in kept.indices
    where position + 1 == kept.count
      || levels[kept[position + 1]] != levels[kept[position]]
    {
      runStartingAt[kept[start]] = runs.count
      runs.append(start..<position + 1)
      start = position + 1
    }

    // BD13.
    var sequences: [IsolatingRunSequence] = []
    var chained = [Bool](repeating: false, count: runs.count)
    for first in runs.indices where !chained[first] {
      var indices: [Int] = []
      var run = first
      while true {
        chained[run] = true
        indices.append(contentsOf: kept[runs[run]])
        let last = kept[runs[run].upperBound - 1]
        guard classes[last].isIsolateInitiator, matchingPDI[last] < classes.count else { break }
        let next = runStartingAt[matchingPDI[last]]
        // The matching PDI has the initiator's level and starts a run: the isolate between them is
        // deeper, or the two would be in one run and the initiator would not end this one.
        guard next >= 0, !chained[next] else { break }
        run = next
      }
      sequences.append(
        sequence(
          indices: indices, positions: runs[first].lowerBound..<runs[run].upperBound, kept: kept,
          classes: classes, types: types, levels: levels, baseLevel: baseLevel))
    }
    return sequences
  }

  /// X10: the sequence of `indices`, whose first and last characters are `kept[positions.first]` and
  /// `kept[positions.last]`, with its sos and eos.
  private static func sequence(
    indices: [Int], positions: Range<Int>, kept: [Int], classes: [BidiClass], types: [BidiClass],
    levels: [UInt8], baseLevel: UInt8
  ) -> IsolatingRunSequence {
    let level = levels[indices[0]]
    // sos: the higher of this level and the level of the character before (not counting removed ones),
    // or of the paragraph when there is none.
    let before = positions.lowerBound > 0 ? levels[kept[positions.lowerBound - 1]] : baseLevel
    // eos: likewise with the character after the sequence's last, or the paragraph's level when there is
    // none or the last is an isolate initiator (one that has no matching PDI, or the sequence would go on).
    var after = baseLevel
    if !classes[indices[indices.count - 1]].isIsolateInitiator && positions.upperBound < kept.count {
      after = levels[kept[positions.upperBound]]
    }
    return IsolatingRunSequence(
      indices: indices, types: indices.map { types[$0] }, level: level,
      sos: max(level, before) & 1 == 0 ? .leftToRight : .rightToLeft,
      eos: max(level, after) & 1 == 0 ? .leftToRight : .rightToLeft)
  }

  /// I1–I2: raises each character's level by its resolved type.
  func resolveImplicitLevels(into levels: inout [UInt8]) {
    for (position, index) in indices.enumerated() {
      switch (level & 1, types[position]) {
      // I1: at an even level, R goes up one level, AN and EN two.
      case (0, .rightToLeft): levels[index] = level + 1
      case (0, .arabicNumber), (0, .europeanNumber): levels[index] = level + 2
      // I2: at an odd level, L, EN and AN go up one level.
      case (1, .leftToRight), (1, .europeanNumber), (1, .arabicNumber): levels[index] = level + 1
      default: levels[index] = level
      }
    }
  }
}
