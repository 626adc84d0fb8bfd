/// The character properties of UAX #14 from the tables that `scripts/generate/make-line-break-tables.py`
/// generates (Unicode 15.0), never from the Swift standard library, whose Unicode version follows the
/// toolchain.
enum UnicodeLineBreak {
  /// What the table holds for a code point: its class (LB1 applied) and the two properties the rules
  /// read besides.
  struct Entry: Sendable {
    let lineBreakClass: LineBreakClass
    /// East_Asian_Width F, W or H: such an opening or closing bracket is not glued to letters (LB30).
    let isWide: Bool
    /// Extended_Pictographic and unassigned: holds an emoji modifier after it (LB30b).
    let isUnassignedPictographic: Bool
  }

  /// The entry of `codePoint`; code points past U+10FFFF are AL.
  static func entry(of codePoint: UInt32) -> Entry {
    guard codePoint < 0x11_0000 else {
      return Entry(lineBreakClass: .alphabetic, isWide: false, isUnassignedPictographic: false)
    }
    let raw = table.withUnsafeBufferPointer { table in
      let block = Int(table[Int(codePoint >> blockShift)])
      return table[stage1Count + (block << blockShift) + Int(codePoint & blockMask)]
    }
    // The generator writes only raw values of LineBreakClass in the low bits.
    return Entry(
      lineBreakClass: LineBreakClass(rawValue: raw & 0x3F) ?? .alphabetic, isWide: raw & 0x40 != 0,
      isUnassignedPictographic: raw & 0x80 != 0)
  }

  private static let blockMask = UInt32(1 << blockShift - 1)

  /// Stage 1 and stage 2 of the table, decoded once on first use.
  private static let table: [UInt8] = UnicodeBidi.decodeBase64(tableBase64)
}
