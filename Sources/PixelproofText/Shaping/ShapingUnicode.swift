/// The Unicode properties shaping reads, from the committed tables of ``ShapingUnicodeTables``
/// (Unicode 15.0), never from the Swift standard library, whose Unicode version follows the toolchain.
enum ShapingUnicode {
  /// The value of the `(first, last, value)` triple whose range holds `scalar`, or 0.
  private static func rangeValue(_ table: [UInt32], _ scalar: UInt32) -> UInt32 {
    var low = 0, high = table.count / 3
    while low < high {
      let middle = (low + high) / 2
      if table[middle * 3 + 1] < scalar {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < table.count / 3, table[low * 3] <= scalar else { return 0 }
    return table[low * 3 + 2]
  }

  /// Whether `scalar` is a mark (general category Mn, Mc or Me).
  static func isMark(_ scalar: UInt32) -> Bool { rangeValue(ShapingUnicodeTables.markRanges, scalar) != 0 }

  /// Whether `scalar` is a nonspacing mark (Mn).
  static func isNonspacingMark(_ scalar: UInt32) -> Bool {
    rangeValue(ShapingUnicodeTables.markRanges, scalar) == 1
  }

  /// The canonical combining class as HarfBuzz sorts marks (its modified classes for Hebrew, Arabic
  /// and Thai).
  static func combiningClass(_ scalar: UInt32) -> UInt8 {
    UInt8(truncatingIfNeeded: rangeValue(ShapingUnicodeTables.combiningClassRanges, scalar))
  }

  /// The Arabic joining type: 0 U, 1 L, 2 R, 3 D (and C), 7 T.
  static func joiningType(_ scalar: UInt32) -> UInt8 {
    UInt8(truncatingIfNeeded: rangeValue(ShapingUnicodeTables.joiningTypeRanges, scalar))
  }

  /// The index of `scalar`'s row in the decomposition table, or nil.
  private static func decompositionRow(_ scalar: UInt32) -> Int? {
    let table = ShapingUnicodeTables.decompositions
    var low = 0, high = table.count / 4
    while low < high {
      let middle = (low + high) / 2
      if table[middle * 4] < scalar { low = middle + 1 } else { high = middle }
    }
    guard low < table.count / 4, table[low * 4] == scalar else { return nil }
    return low
  }

  /// The canonical decomposition of `scalar` one level down: the first scalar and the second (0 for a
  /// singleton), or nil when it has none.
  static func decomposition(_ scalar: UInt32) -> (UInt32, UInt32)? {
    guard let row = decompositionRow(scalar) else { return nil }
    let table = ShapingUnicodeTables.decompositions
    return (table[row * 4 + 1], table[row * 4 + 2])
  }

  /// The primary composite of `first` and `second`, or nil (compositions are few and the table is
  /// small: a linear scan over the pairs is found once per mark after a base, and only when the text
  /// has marks).
  static func composition(_ first: UInt32, _ second: UInt32) -> UInt32? {
    let table = ShapingUnicodeTables.decompositions
    var row = 0
    while row < table.count / 4 {
      if table[row * 4 + 3] == 1, table[row * 4 + 1] == first, table[row * 4 + 2] == second {
        return table[row * 4]
      }
      row += 1
    }
    return nil
  }

  /// Whether `scalar` is default-ignorable as HarfBuzz 6.0 decides (hidden from the output).
  static func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x00AD, 0x034F, 0x061C, 0x17B4...0x17B5, 0x180B...0x180E, 0x200B...0x200F, 0x202A...0x202E,
      0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xFFF0...0xFFF8, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      true
    default: false
    }
  }

  /// The mirrored scalar for right-to-left text, for the paired punctuation HarfBuzz mirrors
  /// (BidiMirroring.txt's ASCII and guillemet pairs; other mirrored characters are left as they are).
  static func mirrored(_ scalar: UInt32) -> UInt32 {
    switch scalar {
    case 0x28: 0x29
    case 0x29: 0x28
    case 0x3C: 0x3E
    case 0x3E: 0x3C
    case 0x5B: 0x5D
    case 0x5D: 0x5B
    case 0x7B: 0x7D
    case 0x7D: 0x7B
    case 0xAB: 0xBB
    case 0xBB: 0xAB
    case 0x2039: 0x203A
    case 0x203A: 0x2039
    default: scalar
    }
  }
}
