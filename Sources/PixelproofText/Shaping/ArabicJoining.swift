/// Arabic joining: which form (`isol`, `fina`, `medi`, `init`) each letter takes, from the joining
/// types of ArabicShaping.txt (Unicode 15.0, in ``ShapingUnicodeTables``), decided across transparent
/// marks (type T) by HarfBuzz's state machine. ZWJ joins (type C), ZWNJ does not (U), tatweel is D.
/// The Syriac joining groups (Alaph, Dalath/Rish and the `fin2 fin3 med2` forms) are not used.
enum ArabicJoining {
  static let isol: UInt8 = 0, fina: UInt8 = 1, medi: UInt8 = 4, initial: UInt8 = 6, none: UInt8 = 7

  /// Per state, per joining type (U, L, R, D): the action for the previous letter, this letter's, and
  /// the next state (HarfBuzz's `arabic_state_table`, its first four columns).
  private static let states: [[(previous: UInt8, current: UInt8, next: Int)]] = [
    // 0: the previous letter does not join.
    [(none, none, 0), (none, isol, 2), (none, isol, 1), (none, isol, 2)],
    // 1: the previous letter is R, or isolated and does not join forward.
    [(none, none, 0), (none, isol, 2), (none, isol, 1), (none, isol, 2)],
    // 2: the previous letter is D or L, isolated so far, and would join.
    [(none, none, 0), (none, isol, 2), (initial, fina, 1), (initial, fina, 3)],
    // 3: the previous letter is D in final form, and would join.
    [(none, none, 0), (none, isol, 2), (medi, fina, 1), (medi, fina, 3)],
  ]

  /// Sets each glyph's joining action and its feature mask.
  static func setUpMasks(_ buffer: inout ShapingBuffer) {
    var previous: Int?
    var state = 0
    for i in buffer.info.indices {
      let type = ShapingUnicode.joiningType(buffer.info[i].scalar)
      if type == 7 {
        buffer.info[i].joiningAction = none
        continue
      }
      let entry = states[state][Int(min(type, 3))]
      if entry.previous != none, let previous { buffer.info[previous].joiningAction = entry.previous }
      buffer.info[i].joiningAction = entry.current
      previous = i
      state = entry.next
    }
    for i in buffer.info.indices {
      buffer.info[i].mask |= ShapingPlan.joiningMask(buffer.info[i].joiningAction)
    }
  }

  /// Modifier combining marks (hamza above and below, small high seen, …) move to the start of their
  /// run of class 220 or 230 marks, as Unicode's Arabic Mark Transient Reordering Algorithm says.
  private static let modifierMarks: [UInt32] = [
    0x0654, 0x0655, 0x0658, 0x06DC, 0x06E3, 0x06E7, 0x06E8, 0x08CA, 0x08CB, 0x08CD, 0x08CE, 0x08CF, 0x08D3,
    0x08F3,
  ]

  static func reorderModifierMarks(_ buffer: inout ShapingBuffer, _ start: Int, _ end: Int) {
    var start = start
    var i = start
    for cc: UInt8 in [220, 230] {
      while i < end && buffer.info[i].combiningClass < cc { i += 1 }
      if i == end { break }
      if buffer.info[i].combiningClass > cc { continue }
      var j = i
      while j < end && buffer.info[j].combiningClass == cc && modifierMarks.contains(buffer.info[j].scalar) {
        j += 1
      }
      if i == j { continue }
      buffer.mergeClusters(start, j)
      let moved = Array(buffer.info[i..<j])
      buffer.info.removeSubrange(i..<j)
      buffer.info.insert(contentsOf: moved, at: start)
      let newStart = start + j - i
      // 25 and 26 sort before every Arabic class, so the run stays sorted (HarfBuzz's CCC22/CCC26).
      let newClass: UInt8 = cc == 220 ? 25 : 26
      while start < newStart {
        buffer.info[start].combiningClass = newClass
        start += 1
      }
      i = j
    }
  }
}
