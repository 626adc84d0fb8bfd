import Pixelproof
import Testing

/// Text in fonts registered from `.otf` files with CFF outlines: references under
/// `ReferenceImages/CompactFontSnapshotTests/`. The fonts are the CFF test fonts of PixelproofTextTests
/// (subsets of Debian's Cantarell and Noto Sans CJK, see `scripts/generate/make-cff-fixtures.py`).
@Suite struct CompactFontSnapshotTests {
  static let fixtures =
    #filePath.split(separator: "/").dropLast(2).joined(separator: "/")
    + "/PixelproofTextTests/Fonts/CFFFixtures"

  func family(_ name: String) throws -> FontFamily {
    try FontFamily(name: name, regularFile: "/\(Self.fixtures)/\(name).otf")
  }

  @Test func cffAndCIDKeyedCFFText() throws {
    // Cantarell's cubic outlines with subroutines; Noto Sans CJK's glyphs from three font DICTs.
    let (cantarell, cantarellCFF2, cjk) = (
      try family("Cantarell"), try family("CantarellCFF2"), try family("NotoSansCJK")
    )
    let card = Stack(spacing: 4) {
      Label("Ag&@8 Qé", font: Font(family: cantarell, size: 40))
      Label("Ag&@8 Qé", font: Font(family: cantarellCFF2, size: 40))
      Label("永あア한字", font: Font(family: cjk, size: 40))
    }
    assertSnapshot(of: card.inset(12).background(.white), size: .width(260), scale: 2)
  }
}
