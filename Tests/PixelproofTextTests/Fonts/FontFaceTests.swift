import PixelproofGraphics
import Testing

@testable import PixelproofText

/// Expected values come from the fonts' own tables, read with fontTools 4.55.0 (`ttx -t head -t hhea
/// -t OS/2 -t maxp -t hmtx -t cmap`, and `TTFont(...)['GPOS']` for kerning), not from this reader.
@Suite struct FontFaceTests {
  @Test func notoSansMetricsAreTheFontsOwn() throws {
    // hhea: ascent 1069, descent -293, lineGap 0; OS/2 fsSelection bit 7 (USE_TYPO_METRICS) is clear;
    // OS/2 v4: sxHeight 536/539/546, sCapHeight 714, usWeightClass 400/500/700; maxp numGlyphs 2078.
    let weights = [(FontWeight.regular, 536, 400), (.medium, 539, 500), (.bold, 546, 700)]
    for (weight, xHeight, weightClass) in weights {
      let face = try BundledFonts.notoSans(weight)
      #expect(face.unitsPerEm == 1000)
      #expect(face.ascender == 1069)
      #expect(face.descender == -293)
      #expect(face.lineGap == 0)
      #expect(face.xHeight == xHeight)
      #expect(face.capHeight == 714)
      #expect(face.weightClass == weightClass)
      #expect(face.glyphCount == 2078)
      // Medium's name ID 1 is "Noto Sans Medium"; its typographic family (ID 16) is "Noto Sans".
      #expect(face.familyName == "Noto Sans")
    }
  }

  @Test func droidSansFallbackMetricsAreTheFontsOwn() throws {
    // head unitsPerEm 256; hhea 267 / -68 / 0 (typo metrics 196 / -61 / 16 are not flagged for use);
    // OS/2 v3: sxHeight 137, sCapHeight 183, usWeightClass 400; maxp numGlyphs 35630.
    let face = try BundledFonts.droidSansFallback()
    #expect(face.unitsPerEm == 256)
    #expect((face.ascender, face.descender, face.lineGap) == (267, -68, 0))
    #expect((face.xHeight, face.capHeight, face.weightClass) == (137, 183, 400))
    #expect(face.glyphCount == 35630)
    #expect(face.familyName == "Droid Sans Fallback")
  }

  @Test func charactersMapToTheGlyphsTheCmapNames() throws {
    // Noto Sans cmap: A -> "A" (glyph 34), é -> "eacute" (169), — -> "emdash" (512),
    // … -> "ellipsis" (525).
    let noto = try BundledFonts.notoSans(.regular)
    #expect(noto.glyph(for: "A") == GlyphID(rawValue: 34))
    #expect(noto.glyph(for: "é") == GlyphID(rawValue: 169))
    #expect(noto.glyph(for: "—") == GlyphID(rawValue: 512))
    #expect(noto.glyph(for: "…") == GlyphID(rawValue: 525))
    #expect(noto.glyph(for: "中") == nil)
    // Droid Sans Fallback cmap: 中 -> "uni4E2D" (264), 。 -> "uni3002" (4); no Latin letters.
    let droid = try BundledFonts.droidSansFallback()
    #expect(droid.glyph(for: "中") == GlyphID(rawValue: 264))
    #expect(droid.glyph(for: "。") == GlyphID(rawValue: 4))
    #expect(droid.glyph(for: "A") == nil)
    #expect(droid.glyph(for: "\u{10FFFF}") == nil)
  }

  @Test func advancesAreTheHmtxWidths() throws {
    // hmtx advance widths of A, V, é, —, … in Regular and Bold.
    let regular = try BundledFonts.notoSans(.regular), bold = try BundledFonts.notoSans(.bold)
    let glyphs: [UInt16] = [34, 55, 169, 512, 525]
    #expect(glyphs.map { regular.advance(of: GlyphID(rawValue: $0)) } == [639, 600, 564, 1000, 791])
    #expect(glyphs.map { bold.advance(of: GlyphID(rawValue: $0)) } == [690, 650, 591, 1000, 855])
    #expect(try BundledFonts.droidSansFallback().advance(of: GlyphID(rawValue: 264)) == 256)
    #expect(regular.advance(of: GlyphID(rawValue: 60000)) == 0)
  }

  @Test func kerningIsTheGPOSPairAdjustment() throws {
    // GPOS lookup 0 (the `kern` feature's only lookup) has a format 1 subtable, then a format 2 one.
    // A is covered by the format 1 subtable, but AV is not among its pairs, so the class subtable
    // applies: class 3 x class 11 -> XAdvance -40. To: -70, Ta: -80 (format 2); F A: -20 (format 1).
    let face = try BundledFonts.notoSans(.regular)
    func kerning(_ pair: String) throws -> Int {
      let scalars = Array(pair.unicodeScalars)
      let left = try #require(face.glyph(for: scalars[0]))
      let right = try #require(face.glyph(for: scalars[1]))
      return face.kerning(between: left, and: right)
    }
    #expect(try kerning("AV") == -40)
    #expect(try kerning("To") == -70)
    #expect(try kerning("Ta") == -80)
    #expect(try kerning("FA") == -20)
    #expect(try kerning("AA") == 0)
    let droid = try BundledFonts.droidSansFallback()
    #expect(droid.kerning(between: GlyphID(rawValue: 83), and: GlyphID(rawValue: 4)) == 0)
  }

  @Test func aMissingFileIsUnreadable() {
    #expect(throws: FontError.unreadable(path: "/nonexistent/font.ttf", reason: "there is no such file")) {
      try FontFace(contentsOfFile: "/nonexistent/font.ttf")
    }
  }
}
