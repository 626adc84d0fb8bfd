/// The FDSelect structure of a CID-keyed CFF or a CFF2 font: which font DICT (and so which private
/// DICT and local subroutines) each glyph uses. Formats 0 (a byte per glyph), 3 (16-bit ranges) and 4
/// (32-bit ranges, CFF2).
struct FontDictSelect: Sendable {
  private let data: BinaryReader
  private let format: UInt8
  private let fontDicts: Int
  private let rangeCount: Int

  init(in table: BinaryReader, at offset: Int, glyphCount: Int, fontDicts: Int) throws(FontError) {
    format = try table.uint8(at: offset)
    self.fontDicts = fontDicts
    switch format {
    case 0:
      data = try table.subview(at: offset + 1, length: glyphCount)
      rangeCount = 0
    case 3:
      rangeCount = try table.offset16(at: offset + 1)
      // The ranges, 3 bytes each, then the sentinel glyph.
      data = try table.subview(at: offset + 3, length: rangeCount * 3 + 2)
    case 4:
      rangeCount = try table.offset32(at: offset + 1)
      data = try table.subview(at: offset + 5, length: rangeCount * 6 + 4)
    default:
      throw .malformed(table: table.table, reason: "FDSelect has format \(format), not 0, 3 or 4")
    }
  }

  /// The font DICT of glyph `glyph`, by binary search over the ranges.
  func fontDict(of glyph: Int) throws(FontError) -> Int {
    let fontDict: Int
    switch format {
    case 0:
      fontDict = Int(try data.uint8(at: glyph))
    default:
      let (rangeSize, firstSize) = format == 3 ? (3, 2) : (6, 4)
      func first(_ range: Int) throws(FontError) -> Int {
        firstSize == 2 ? try data.offset16(at: range * rangeSize) : try data.offset32(at: range * rangeSize)
      }
      // The last range whose first glyph is at or before `glyph`.
      var (low, high) = (0, rangeCount)
      while low < high {
        let middle = (low + high) / 2
        if try first(middle) <= glyph { low = middle + 1 } else { high = middle }
      }
      guard low > 0 else {
        throw .malformed(table: data.table, reason: "FDSelect gives no font DICT for glyph \(glyph)")
      }
      let at = (low - 1) * rangeSize + firstSize
      fontDict = format == 3 ? Int(try data.uint8(at: at)) : try data.offset16(at: at)
    }
    guard fontDict < fontDicts else {
      throw .malformed(
        table: data.table, reason: "glyph \(glyph) uses font DICT \(fontDict) of \(fontDicts)")
    }
    return fontDict
  }
}
