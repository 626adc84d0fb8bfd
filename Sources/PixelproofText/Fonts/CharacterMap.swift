/// The `cmap` table: Unicode scalars to glyphs, as sorted ranges found by binary search.
///
/// Reads subtable formats 4 (BMP segments) and 12 (sequential groups, full repertoire), preferring a
/// full-repertoire Unicode subtable, (3,10) then (0,4), over a BMP one, (3,1) then (0,3).
struct CharacterMap: Sendable {
  private enum Mapping: Sendable {
    /// Format 4 with idRangeOffset 0: glyph = (scalar + delta) mod 65536.
    case delta(Int)
    /// Format 4 with an idRangeOffset: glyph = glyphIdArray entry at `at` + 2 (scalar - first), plus delta.
    case glyphArray(at: Int, delta: Int)
    /// Format 12: glyph = startGlyph + (scalar - first).
    case sequential(startGlyph: Int)
  }

  private struct Range: Sendable {
    let first: UInt32
    let last: UInt32
    let mapping: Mapping
  }

  /// The chosen subtable, from its start to the end of `cmap` (format 4 lengths overflow in big fonts).
  private let subtable: BinaryReader
  /// Ascending and disjoint.
  private let ranges: [Range]

  /// Encoding records (platform, encoding) in order of preference.
  private static let preferredEncodings: [(UInt16, UInt16)] = [(3, 10), (0, 4), (0, 6), (3, 1), (0, 3)]

  init(_ cmap: BinaryReader) throws(FontError) {
    let recordCount = try cmap.offset16(at: 2)
    // 4-byte header, then 8 bytes per record: platform, encoding, offset.
    try cmap.require(4, length: recordCount * 8)
    var candidates: [(rank: Int, offset: Int)] = []
    for index in 0..<recordCount {
      let at = 4 + index * 8
      let encoding = (try cmap.uint16(at: at), try cmap.uint16(at: at + 2))
      guard let rank = Self.preferredEncodings.firstIndex(where: { $0 == encoding }) else { continue }
      candidates.append((rank, try cmap.offset32(at: at + 4)))
    }
    // Stable order by rank, then by position in the file.
    candidates = candidates.enumerated().sorted { a, b in
      a.element.rank != b.element.rank ? a.element.rank < b.element.rank : a.offset < b.offset
    }.map(\.element)
    for candidate in candidates {
      let subtable = try cmap.subview(from: candidate.offset)
      switch try subtable.uint16(at: 0) {
      case 4:
        self.subtable = subtable
        ranges = try Self.format4Ranges(subtable)
        return
      case 12:
        self.subtable = subtable
        ranges = try Self.format12Ranges(subtable)
        return
      default:
        continue
      }
    }
    throw .malformed(table: "cmap", reason: "no Unicode subtable in format 4 or 12")
  }

  private static func format4Ranges(_ table: BinaryReader) throws(FontError) -> [Range] {
    let segmentCount = try table.offset16(at: 6) / 2
    let endCodes = 14, startCodes = 16 + segmentCount * 2
    let deltas = startCodes + segmentCount * 2, rangeOffsets = deltas + segmentCount * 2
    try table.require(endCodes, length: rangeOffsets + segmentCount * 2 - endCodes)
    var ranges: [Range] = []
    ranges.reserveCapacity(segmentCount)
    for index in 0..<segmentCount {
      let first = UInt32(try table.uint16(at: startCodes + index * 2))
      let last = UInt32(try table.uint16(at: endCodes + index * 2))
      let delta = Int(try table.int16(at: deltas + index * 2))
      let rangeOffset = try table.offset16(at: rangeOffsets + index * 2)
      // The last segment maps 0xFFFF to nothing; a start after the end is an empty segment.
      if first > last || first == 0xFFFF { continue }
      if let previous = ranges.last, previous.last >= first {
        throw .malformed(table: "cmap", reason: "format 4 segments are not in ascending order")
      }
      // idRangeOffset counts from its own position in the array.
      let arrayAt = rangeOffsets + index * 2 + rangeOffset
      let mapping: Mapping = rangeOffset == 0 ? .delta(delta) : .glyphArray(at: arrayAt, delta: delta)
      ranges.append(Range(first: first, last: last, mapping: mapping))
    }
    return ranges
  }

  private static func format12Ranges(_ table: BinaryReader) throws(FontError) -> [Range] {
    let groupCount = try table.offset32(at: 12)
    // 16-byte header, then 12 bytes per group: first, last, start glyph.
    try table.require(16, length: groupCount * 12)
    var ranges: [Range] = []
    ranges.reserveCapacity(groupCount)
    for index in 0..<groupCount {
      let at = 16 + index * 12
      let first = try table.uint32(at: at), last = try table.uint32(at: at + 4)
      guard first <= last, last <= 0x10FFFF else {
        throw .malformed(table: "cmap", reason: "format 12 group \(index) is not a valid range of scalars")
      }
      if let previous = ranges.last, previous.last >= first {
        throw .malformed(table: "cmap", reason: "format 12 groups are not in ascending order")
      }
      let startGlyph = try table.offset32(at: at + 8)
      ranges.append(Range(first: first, last: last, mapping: .sequential(startGlyph: startGlyph)))
    }
    return ranges
  }

  /// The glyph index `scalar` maps to, or nil for none (including glyph 0 and indices the font lacks).
  func glyph(for scalar: Unicode.Scalar, glyphCount: Int) -> GlyphID? {
    let value = scalar.value
    // Binary search for the first range that ends at or after the scalar.
    var low = 0, high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].last < value { low = middle + 1 } else { high = middle }
    }
    guard low < ranges.count, ranges[low].first <= value else { return nil }
    let range = ranges[low]
    let index = Int(value - range.first)
    let glyph: Int
    switch range.mapping {
    case .delta(let delta):
      glyph = (Int(value) + delta) & 0xFFFF
    case .glyphArray(let at, let delta):
      // An entry outside the table reads as unmapped, like an entry of 0.
      guard let stored = try? subtable.uint16(at: at + index * 2), stored != 0 else { return nil }
      glyph = (Int(stored) + delta) & 0xFFFF
    case .sequential(let startGlyph):
      glyph = startGlyph + index
    }
    guard glyph != 0, glyph < glyphCount else { return nil }
    return GlyphID(rawValue: UInt16(glyph))
  }
}
