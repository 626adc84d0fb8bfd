/// The legacy `kern` table: horizontal format 0 subtables of sorted glyph pairs (the Windows layout,
/// version 0). Apple's version 1 layout and formats 2 and 3 are skipped.
struct KerningTable: Sendable {
  /// Each usable subtable's pair array: `count` records of 6 bytes (left, right, value), sorted by pair.
  private let subtables: [(pairs: BinaryReader, count: Int)]

  init(_ kern: BinaryReader) throws(FontError) {
    var subtables: [(pairs: BinaryReader, count: Int)] = []
    if try kern.uint16(at: 0) == 0 {
      let count = try kern.offset16(at: 2)
      var at = 4
      for _ in 0..<count {
        let length = try kern.offset16(at: at + 2)
        let coverage = try kern.uint16(at: at + 4)
        // Format 0 (high byte), horizontal (bit 0), not minimum values (bit 1) or cross-stream (bit 2).
        if coverage >> 8 == 0, coverage & 0x07 == 0x01 {
          let pairCount = try kern.offset16(at: at + 6)
          // A 14-byte subtable header, then the pairs (whose count, not the 16-bit length, is trusted:
          // big subtables overflow the length field).
          subtables.append((try kern.subview(at: at + 14, length: pairCount * 6), pairCount))
        }
        guard length >= 6 else {
          throw .malformed(table: "kern", reason: "a subtable is shorter than its header")
        }
        at += length
      }
    }
    self.subtables = subtables
  }

  /// The sum of every subtable's value for the pair, in font units.
  func kerning(between left: GlyphID, and right: GlyphID) -> Int {
    let key = UInt32(left.rawValue) << 16 | UInt32(right.rawValue)
    var total = 0
    for (pairs, count) in subtables {
      var low = 0, high = count
      while low < high {
        let middle = (low + high) / 2
        // In bounds: init checked count * 6 bytes.
        guard let pair = try? pairs.uint32(at: middle * 6) else { break }
        if pair < key {
          low = middle + 1
        } else if pair > key {
          high = middle
        } else {
          total += Int((try? pairs.int16(at: middle * 6 + 4)) ?? 0)
          break
        }
      }
    }
    return total
  }
}
