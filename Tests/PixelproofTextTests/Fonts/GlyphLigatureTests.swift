import Testing

@testable import PixelproofText

/// GSUB ligature lookups read from small tables built here by the OpenType layout: a GSUB header
/// (version, script, feature and lookup list offsets), a feature list, a lookup list, and LigatureSubst
/// format 1 subtables (coverage, ligature sets, ligatures).
@Suite struct GlyphLigatureTests {
  private func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
  private func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value & 0xFFFF) }

  /// A GSUB whose one feature `tag` uses lookup 0, of `type` (4, or 7 wrapping `subtable`), holding
  /// `subtable`.
  private func gsub(feature tag: String = "ccmp", type: Int = 4, subtable: [UInt8]) -> [UInt8] {
    // Header 10 bytes; an empty script list at 10; the feature list at 12; the lookup list after it.
    let scriptList = u16(0)
    let featureList = u16(1) + Array(tag.utf8) + u16(8) + u16(0) + u16(1) + u16(0)  // record, then Feature
    var body = type == 7 ? u16(1) + u16(4) + u32(8) + subtable : subtable
    let lookup = u16(type) + u16(0) + u16(1) + u16(8)
    body = lookup + body
    let lookupList = u16(1) + u16(4) + body
    let header = u32(0x0001_0000) + u16(10) + u16(12) + u16(12 + featureList.count)
    return header + scriptList + featureList + lookupList
  }

  /// Ligatures 1 + 2 → 9 and 1 + 2 + 3 → 8 listed in that order, and 4 + 5 → 7.
  private var ligatureSubtable: [UInt8] {
    // Format 1, coverage at 10, two sets; coverage format 1 of glyphs 1 and 4 (8 bytes) at 10; sets at 18.
    let set1Ligatures = [u16(9) + u16(2) + u16(2), u16(8) + u16(3) + u16(2) + u16(3)]
    let set1 = u16(2) + u16(6) + u16(12) + set1Ligatures[0] + set1Ligatures[1]
    let set2 = u16(1) + u16(4) + u16(7) + u16(2) + u16(5)
    let head = u16(1) + u16(10) + u16(2) + u16(18) + u16(18 + set1.count)
    return head + u16(1) + u16(2) + u16(1) + u16(4) + set1 + set2
  }

  private func glyphs(_ ids: [Int]) -> [GlyphID] { ids.map { GlyphID(rawValue: UInt16($0)) } }

  @Test func theFirstListedLigatureThatMatchesReplacesItsGlyphs() throws {
    let ligatures = try GlyphLigatures(BinaryReader(gsub(subtable: ligatureSubtable), table: "GSUB"))
    #expect(ligatures.apply(to: glyphs([1, 2, 3])) == glyphs([9, 3]))
    #expect(ligatures.apply(to: glyphs([6, 4, 5, 1, 2])) == glyphs([6, 7, 9]))
    #expect(ligatures.apply(to: glyphs([1, 3, 2])) == glyphs([1, 3, 2]))
    #expect(ligatures.apply(to: glyphs([1])) == glyphs([1]))
  }

  @Test func extensionLookupsAreUnwrapped() throws {
    let ligatures = try GlyphLigatures(BinaryReader(gsub(type: 7, subtable: ligatureSubtable), table: "GSUB"))
    #expect(ligatures.apply(to: glyphs([4, 5])) == glyphs([7]))
  }

  @Test func lookupsOfOtherFeaturesAreNotApplied() throws {
    let ligatures = try GlyphLigatures(
      BinaryReader(gsub(feature: "smcp", subtable: ligatureSubtable), table: "GSUB"))
    #expect(ligatures.apply(to: glyphs([1, 2])) == glyphs([1, 2]))
  }

  @Test func ligaturesListedMoreOftenThanTheTableHoldsAreRefused() {
    // Coverage range 0-999 (1,000 glyphs), each glyph's set offset pointing at one shared set of 1,000
    // offsets to one shared ligature of 16 components: 16 million components in about 4 KB.
    let setOffset = 6 + 2 * 1000 + 10  // after the offsets and the 10-byte coverage
    let ligatureOffset = 2 + 2 * 1000
    let set = u16(1000) + Array(repeating: u16(ligatureOffset), count: 1000).flatMap { $0 }
    let ligature = u16(9) + u16(16) + Array(repeating: u16(1), count: 15).flatMap { $0 }
    let head =
      u16(1) + u16(6 + 2 * 1000) + u16(1000)
      + Array(repeating: u16(setOffset), count: 1000).flatMap { $0 }
    let coverage = u16(2) + u16(1) + u16(0) + u16(999) + u16(0)
    let subtable = head + coverage + set + ligature
    // One record may be read per 2 bytes of the table.
    let table = gsub(subtable: subtable)
    let reason =
      "it refers to more than \(table.count / 2) records, more than its \(table.count) bytes can hold"
    #expect(throws: FontError.malformed(table: "GSUB", reason: reason)) {
      try GlyphLigatures(BinaryReader(table, table: "GSUB"))
    }
  }

  @Test func anUnknownSubtableFormatIsNamed() {
    var subtable = ligatureSubtable
    subtable[1] = 2
    #expect(throws: FontError.malformed(table: "GSUB", reason: "a ligature subtable has format 2")) {
      try GlyphLigatures(BinaryReader(gsub(subtable: subtable), table: "GSUB"))
    }
  }
}
