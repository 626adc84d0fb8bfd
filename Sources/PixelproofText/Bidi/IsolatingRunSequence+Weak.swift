// Rules W1–W7: weak types (numbers, separators, terminators, marks) resolved within one isolating run
// sequence. Characters removed by X9 are not in the sequence, so "adjacent" skips them, as X9 asks.

extension IsolatingRunSequence {
  /// W1–W7, each a pass over the sequence in order.
  mutating func resolveWeakTypes() {
    let count = types.count

    // W1: a nonspacing mark takes the type of the character before it, or sos; after an isolate
    // initiator or PDI it becomes ON.
    var previous = sos
    for position in 0..<count {
      if types[position] == .nonspacingMark {
        types[position] = previous.isIsolateControl ? .otherNeutral : previous
      }
      previous = types[position]
    }

    // W2: a European number after an Arabic letter (the last strong type before it) is an Arabic
    // number. W3: then Arabic letters are R. One pass does both: W2 reads the strong types before W3.
    var lastStrong = sos
    for position in 0..<count {
      switch types[position] {
      case .leftToRight, .rightToLeft:
        lastStrong = types[position]
      case .arabicLetter:
        lastStrong = .arabicLetter
        types[position] = .rightToLeft
      case .europeanNumber where lastStrong == .arabicLetter:
        types[position] = .arabicNumber
      default:
        break
      }
    }

    // W4: a single European separator between two European numbers is a European number; a single
    // common separator between two numbers of the same type takes that type.
    if count >= 3 {
      for position in 1..<count - 1 {
        let before = types[position - 1]
        let after = types[position + 1]
        switch types[position] {
        case .europeanSeparator where before == .europeanNumber && after == .europeanNumber,
          .commonSeparator where before == .europeanNumber && after == .europeanNumber:
          types[position] = .europeanNumber
        case .commonSeparator where before == .arabicNumber && after == .arabicNumber:
          types[position] = .arabicNumber
        default:
          break
        }
      }
    }

    // W5: a sequence of European terminators next to a European number becomes European numbers.
    var position = 0
    while position < count {
      guard types[position] == .europeanTerminator else {
        position += 1
        continue
      }
      var end = position + 1
      while end < count && types[end] == .europeanTerminator {
        end += 1
      }
      if (position > 0 && types[position - 1] == .europeanNumber)
        || (end < count && types[end] == .europeanNumber)
      {
        for terminator in position..<end {
          types[terminator] = .europeanNumber
        }
      }
      position = end
    }

    // W6: the separators and terminators left are neutrals.
    for position in 0..<count {
      switch types[position] {
      case .europeanSeparator, .europeanTerminator, .commonSeparator:
        types[position] = .otherNeutral
      default:
        break
      }
    }

    // W7: a European number whose last strong type before it (or sos) is L becomes L.
    lastStrong = sos
    for position in 0..<count {
      switch types[position] {
      case .leftToRight, .rightToLeft:
        lastStrong = types[position]
      case .europeanNumber where lastStrong == .leftToRight:
        types[position] = .leftToRight
      default:
        break
      }
    }
  }
}
