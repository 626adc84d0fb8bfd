import Testing

@testable import PixelproofText

@Suite struct FontErrorTests {
  /// A font file of the given signature and tables, each table's bytes as given.
  private func font(signature: UInt32 = 0x0001_0000, tables: [(String, [UInt8])]) -> [UInt8] {
    func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
    var header = u32(Int(signature)) + u16(tables.count) + u16(0) + u16(0) + u16(0)
    var body: [UInt8] = []
    let start = 12 + tables.count * 16
    for (tag, data) in tables {
      header += Array(tag.utf8) + u32(0) + u32(start + body.count) + u32(data.count)
      body += data
    }
    return header + body
  }

  @Test func anOpenTypeSignatureIsAFontsAndItsTablesAreRequiredAsATrueTypeFontsAre() {
    // "OTTO" marks a font with CFF outlines; its head table is required first, as a TrueType font's is.
    #expect(throws: FontError.missingTable("head")) {
      try FontFace(data: font(signature: 0x4F54_544F, tables: []))
    }
  }

  @Test func aFontWithoutOutlinesNamesTheMissingTable() {
    #expect(throws: FontError.missingTable("head")) { try FontFace(data: font(tables: [])) }
  }

  @Test func otherFilesAreNotFonts() {
    #expect(throws: FontError.notAFont(reason: "the file does not start with a TrueType signature")) {
      try FontFace(data: Array("<html></html>".utf8))
    }
    #expect(throws: FontError.truncated(table: "table directory")) { try FontFace(data: [0, 1]) }
  }

  @Test func aTableBeyondTheFileIsTruncated() {
    var bytes = font(tables: [("glyf", [0, 0, 0, 0])])
    bytes.removeLast(2)
    #expect(throws: FontError.truncated(table: "glyf")) { try FontFace(data: bytes) }
  }
}
