import PixelproofGraphics

/// The `CFF ` and `CFF2` tables: glyph outlines as Type 2 charstrings of cubic Béziers, turned into
/// Paths (the OpenType flavour of `.otf` fonts, Noto CJK among them).
///
/// Opening the table reads its header, top DICT, INDEX headers and private DICTs; a glyph's charstring
/// is read and run when its outline is asked for. The font matrix is not read: outlines are taken in
/// the units of `head.unitsPerEm`, as OpenType requires of CFF fonts. Hints are read past, not used.
struct CompactFontOutlines: Sendable {
  /// One font DICT's private data: its local subroutines and, in CFF2, its variation data index.
  struct PrivateData: Sendable {
    var subroutines: CompactFontIndex?
    var variationStoreIndex = 0
  }

  let isCFF2: Bool
  let glyphCount: Int
  private let charStrings: CompactFontIndex
  private let globalSubroutines: CompactFontIndex
  /// One entry for a name-keyed font, one per font DICT for a CID-keyed font or a CFF2 font.
  private let privateData: [PrivateData]
  /// Which font DICT each glyph uses; nil when there is only one.
  private let fontDictSelect: FontDictSelect?
  /// For each item variation data of a CFF2 variation store, how many regions its deltas cover: a
  /// blend carries that many deltas per value.
  private let regionCounts: [Int]

  /// Reads `table`, the `CFF ` table or (`isCFF2`) the `CFF2` table, of a font of `glyphCount` glyphs.
  init(_ table: BinaryReader, isCFF2: Bool, glyphCount: Int) throws(FontError) {
    self.isCFF2 = isCFF2
    self.glyphCount = glyphCount
    let tag = table.table
    let major = try table.uint8(at: 0)
    guard major == (isCFF2 ? 2 : 1) else {
      throw .malformed(table: tag, reason: "the major version is \(major), not \(isCFF2 ? 2 : 1)")
    }
    let headerSize = Int(try table.uint8(at: 2))
    let topDict: CompactFontDict
    let globalSubroutinesOffset: Int
    if isCFF2 {
      // Header, the top DICT (its length in the header), then the global subroutines.
      let topDictLength = try table.offset16(at: 3)
      topDict = try CompactFontDict(table.subview(at: headerSize, length: topDictLength))
      globalSubroutinesOffset = headerSize + topDictLength
    } else {
      // Header, then the name, top DICT and string INDEXes, then the global subroutines.
      let names = try CompactFontIndex(in: table, at: headerSize)
      let topDicts = try CompactFontIndex(in: table, at: headerSize + names.length)
      guard topDicts.count >= 1 else { throw .malformed(table: tag, reason: "the font set has no font") }
      topDict = try CompactFontDict(topDicts[0])
      let strings = try CompactFontIndex(in: table, at: headerSize + names.length + topDicts.length)
      globalSubroutinesOffset = headerSize + names.length + topDicts.length + strings.length
    }
    globalSubroutines = try CompactFontIndex(in: table, at: globalSubroutinesOffset, wideCount: isCFF2)

    guard let charStringsOffset = try topDict.offset(of: CompactFontDict.charStrings, table: tag) else {
      throw .malformed(table: tag, reason: "the top DICT gives no CharStrings")
    }
    charStrings = try CompactFontIndex(in: table, at: charStringsOffset, wideCount: isCFF2)
    guard charStrings.count >= glyphCount else {
      throw .malformed(
        table: tag, reason: "it has \(charStrings.count) charstrings for the font's \(glyphCount) glyphs")
    }

    // A CID-keyed CFF font (ROS) and every CFF2 font keep their private DICTs in font DICTs; a
    // name-keyed CFF font has one, named in the top DICT.
    if let fontDicts = try topDict.offset(of: CompactFontDict.fontDictArray, table: tag),
      isCFF2 || topDict.operands(of: CompactFontDict.registryOrderingSupplement) != nil
    {
      let array = try CompactFontIndex(in: table, at: fontDicts, wideCount: isCFF2)
      // A font DICT list longer than the glyphs cannot be used in full, and would be read for nothing.
      guard array.count >= 1, array.count <= max(glyphCount, 1) else {
        throw .malformed(table: tag, reason: "the font DICT array has \(array.count) entries")
      }
      var privates: [PrivateData] = []
      for index in 0..<array.count {
        privates.append(try Self.privateData(of: CompactFontDict(array[index]), in: table))
      }
      privateData = privates
      if let select = try topDict.offset(of: CompactFontDict.fontDictSelect, table: tag) {
        fontDictSelect = try FontDictSelect(
          in: table, at: select, glyphCount: glyphCount, fontDicts: array.count)
      } else if array.count == 1 {
        fontDictSelect = nil
      } else {
        throw .malformed(table: tag, reason: "several font DICTs and no FDSelect")
      }
    } else {
      privateData = [try Self.privateData(of: topDict, in: table)]
      fontDictSelect = nil
    }

    if isCFF2, let store = try topDict.offset(of: CompactFontDict.variationStore, table: tag) {
      regionCounts = try Self.regionCounts(ofStoreAt: store, in: table)
    } else {
      regionCounts = []
    }
  }

  /// The outline of `glyph` in font units, y down, origin on the baseline at the glyph origin.
  func outline(of glyph: GlyphID) throws(FontError) -> Path {
    let index = Int(glyph.rawValue)
    guard index < glyphCount else { throw .glyphOutOfRange(glyph, glyphCount: glyphCount) }
    let fontDict = try fontDictSelect?.fontDict(of: index) ?? 0
    let privateData = privateData[fontDict]
    var charstring = Type2Charstring(
      isCFF2: isCFF2, globalSubroutines: globalSubroutines, localSubroutines: privateData.subroutines,
      regionCounts: regionCounts, variationStoreIndex: privateData.variationStoreIndex,
      table: isCFF2 ? "CFF2" : "CFF ", glyph: index)
    try charstring.run(try charStrings[index])
    return charstring.finish()
  }

  /// The local subroutines and variation data index of the private DICT that `fontDict` names.
  private static func privateData(
    of fontDict: CompactFontDict, in table: BinaryReader
  ) throws(FontError) -> PrivateData {
    let tag = table.table
    guard let size = try fontDict.offset(of: CompactFontDict.privateDict, at: 0, table: tag),
      let offset = try fontDict.offset(of: CompactFontDict.privateDict, at: 1, table: tag)
    else { return PrivateData() }
    let privateDict = try CompactFontDict(table.subview(at: offset, length: size))
    var data = PrivateData()
    // Subrs is an offset from the start of the private DICT.
    if let subroutines = try privateDict.offset(of: CompactFontDict.subroutines, table: tag) {
      data.subroutines = try CompactFontIndex(
        in: table, at: offset + subroutines, wideCount: tag == "CFF2")
    }
    if let index = try privateDict.offset(of: CompactFontDict.variationStoreIndex, table: tag) {
      data.variationStoreIndex = index
    }
    return data
  }

  /// The region count of each item variation data of the variation store at `offset` (its 2-byte
  /// length first, then an ItemVariationStore).
  private static func regionCounts(ofStoreAt offset: Int, in table: BinaryReader) throws(FontError) -> [Int] {
    let store = try table.subview(from: offset + 2)
    guard try store.uint16(at: 0) == 1 else {
      throw .malformed(table: table.table, reason: "the variation store's format is not 1")
    }
    let dataCount = try store.offset16(at: 6)
    var counts: [Int] = []
    for index in 0..<dataCount {
      let data = try store.offset32(at: 8 + index * 4)
      // ItemVariationData: itemCount, wordDeltaCount, regionIndexCount.
      counts.append(try store.offset16(at: data + 4))
    }
    return counts
  }
}
