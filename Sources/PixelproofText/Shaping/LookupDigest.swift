/// The glyphs a lookup can start at, as a bit set: the union of its subtables' first coverage tables.
/// Positions whose glyph is not in it are passed over without reading the subtables (HarfBuzz keeps a
/// similar "digest" per lookup).
///
/// Bounds: a coverage table costs at most its glyph count or, for ranges, its range count plus one step
/// per 64 glyphs; a subtable whose first coverage cannot be found makes the digest accept every glyph.
struct LookupDigest: Sendable {
  private var words: [UInt64]
  private var acceptsAll = false

  init(_ lookup: LayoutTable.Lookup, isPositioning: Bool) {
    words = [UInt64](repeating: 0, count: 1024)
    for subtable in lookup.subtables {
      guard let coverage = try? Self.firstCoverage(subtable, type: lookup.type, isPositioning: isPositioning),
        (try? add(coverage)) != nil
      else {
        acceptsAll = true
        return
      }
    }
  }

  func contains(_ glyph: GlyphID) -> Bool {
    acceptsAll || words[Int(glyph.rawValue) >> 6] & (1 << UInt64(glyph.rawValue & 63)) != 0
  }

  /// The coverage table the first glyph of a match must be in.
  private static func firstCoverage(
    _ subtable: BinaryReader, type: UInt16, isPositioning: Bool
  ) throws(FontError) -> BinaryReader {
    let format = try subtable.uint16(at: 0)
    let isContext = isPositioning ? type == 7 : type == 5
    let isChain = isPositioning ? type == 8 : type == 6
    if isContext && format == 3 { return try subtable.subview(from: try subtable.offset16(at: 6)) }
    if isChain && format == 3 {
      let backtrack = try subtable.offset16(at: 2)
      return try subtable.subview(from: try subtable.offset16(at: 4 + backtrack * 2 + 2))
    }
    return try subtable.subview(from: try subtable.offset16(at: 2))
  }

  private mutating func add(_ coverage: BinaryReader) throws(FontError) {
    let format = try coverage.uint16(at: 0)
    let count = try coverage.offset16(at: 2)
    if format == 1 {
      try coverage.require(4, length: count * 2)
      for i in 0..<count { set(Int(try coverage.uint16(at: 4 + i * 2))) }
    } else if format == 2 {
      try coverage.require(4, length: count * 6)
      for i in 0..<count {
        var glyph = Int(try coverage.uint16(at: 4 + i * 6))
        let last = Int(try coverage.uint16(at: 4 + i * 6 + 2))
        while glyph <= last {
          if glyph & 63 == 0 && glyph + 63 <= last {
            words[glyph >> 6] = UInt64.max
            glyph += 64
          } else {
            set(glyph)
            glyph += 1
          }
        }
      }
    } else {
      throw .malformed(table: coverage.table, reason: "a coverage table has format \(format)")
    }
  }

  private mutating func set(_ glyph: Int) { words[glyph >> 6] |= 1 << UInt64(glyph & 63) }
}
