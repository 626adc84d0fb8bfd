import Foundation
import PixelproofText
import Testing

/// The font half of the regression corpus (Fuzz/Regressions/font/, written by
/// scripts/generate/make-fuzz-fonts.py): minimal fonts whose layout tables share offsets so that reading them
/// naively costs far more than their size. Each has the exact outcome the reader must give.
@Suite struct FontRegressionTests {
  private static let folder =
    "/" + #filePath.split(separator: "/").dropLast(4).joined(separator: "/") + "/Fuzz/Regressions/font"

  private func bytes(_ name: String, type: String = "ttf") throws -> [UInt8] {
    try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/\(name).\(type)")))
  }

  /// The error for a table that refers to more records than one per 2 of its bytes.
  private func overBudget(_ tag: String, in file: [UInt8]) throws -> FontError {
    let table = try #require(FontFiles.tables(file).first { $0.tag == tag })
    return .malformed(
      table: tag,
      reason:
        "it refers to more than \(table.length / 2) records, more than its \(table.length) bytes can hold")
  }

  @Test func everyFileInTheCorpusHasATest() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).sorted()
    #expect(
      names == [
        "cff-subroutine-fan-out.otf", "gpos-shared-feature-table.ttf", "gpos-shared-subtable.ttf",
        "gsub-shared-subtable.ttf",
      ])
  }

  /// Written by scripts/generate/make-cff-fixtures.py: glyph 1 calls nine levels of subroutines, each calling
  /// the next twice, the last drawing 40 lines: 20,480 line operators from 784 bytes. The charstring
  /// stops at the 20,000 operators a glyph may run, having drawn nothing that is kept.
  @Test func aCharstringFanningOutThroughSubroutinesStopsAtItsOperatorBudget() throws {
    let face = try FontFace(data: try bytes("cff-subroutine-fan-out", type: "otf"))
    let glyph = try #require(face.glyph(for: "A"))
    #expect(
      throws: FontError.malformed(
        table: "CFF ", reason: "glyph 1's charstring cannot be run: it runs more than 20000 operators")
    ) { try face.outline(of: glyph) }
  }

  /// 500 DFLT scripts share one language system listing 500 `kern` features, which share one feature
  /// table listing 500 lookups, which share one pair subtable: 125 million references in 9 KB, each
  /// table read once. The 500 lookups are distinct, so each adds its -50 for A then B (glyphs 1 and 2).
  @Test func sharedScriptsAndFeaturesAreReadOnce() throws {
    let face = try FontFace(data: try bytes("gpos-shared-feature-table"))
    let a = try #require(face.glyph(for: "A")), b = try #require(face.glyph(for: "B"))
    #expect(a.rawValue == 1 && b.rawValue == 2)
    #expect(face.kerning(between: a, and: b) == 500 * -50)
    #expect(face.kerning(between: b, and: a) == 0)
  }

  /// 500 lookups share one lookup of 500 offsets to one subtable: every kerning query would scan
  /// 250,000 subtables. Refused with the limit: one record per 2 bytes of GPOS.
  @Test func lookupsSharingSubtablesBeyondTheTablesSizeAreRefused() throws {
    let file = try bytes("gpos-shared-subtable")
    #expect(throws: try overBudget("GPOS", in: file)) { try FontFace(data: file) }
  }

  /// The GSUB variant (read for colour bitmap fonts): 100 lookups share one lookup of 100 offsets to a
  /// ligature subtable whose coverage spans every glyph ID. Refused with the limit for GSUB.
  @Test func ligatureLookupsSharingSubtablesBeyondTheTablesSizeAreRefused() throws {
    let file = try bytes("gsub-shared-subtable")
    #expect(throws: try overBudget("GSUB", in: file)) { try FontFace(data: file) }
  }
}
