import PixelproofGraphics
import Testing

@testable import PixelproofText

/// Arabic, Hebrew and Thai words laid out through the shaper: each grapheme cluster gets the glyphs,
/// advances and offsets HarfBuzz gives for the word. Expected values are `hb-shape --no-glyph-names
/// --font-size=upem` (HarfBuzz 6.0, Debian 12) on the bundled font files; the text is set at one em
/// (1,000 pt for these faces), so points are font units.
@Suite struct ShapedLayoutTests {
  /// The clusters of `text` laid out at one em of `face`'s units.
  func clusters(_ text: String, _ face: FontCascade.Face) throws -> [ShapedText.Cluster] {
    let size = Double(try BundledFonts.face(face, weight: .regular).unitsPerEm)
    #expect(size == 1000)
    var style = TextStyle()
    style.numberOfLines = 0
    return try TextLayout([TextRun(text, font: .system(size: size))], style: style, width: .infinity).shaped
      .clusters
  }

  /// Glyph ids, x and y of a cluster, from the outlines' cache keys.
  func glyphs(_ cluster: ShapedText.Cluster, _ face: FontCascade.Face) throws -> [(UInt16, Double, Double)] {
    let font = try BundledFonts.face(face, weight: .regular)
    return try cluster.glyphs.map { placed in
      let id = try #require(
        (0..<UInt16(font.glyphCount)).first {
          (try? GlyphOutlineCache.shape(of: GlyphID(rawValue: $0), in: font).key) == placed.shape.key
        })
      return (id, placed.x, placed.y)
    }
  }

  @Test func anArabicWordIsJoined() throws {
    // hb-shape: [47=4+291|104=3+343|415=2+549|975=1+396|767=0+525], in visual order.
    let word = try clusters("مرحبا", .arabic)
    let expected: [(UInt16, Double)] = [(767, 525), (975, 396), (415, 549), (104, 343), (47, 291)]
    for (cluster, (glyph, advance)) in zip(word, expected) {
      #expect(try glyphs(cluster, .arabic).map(\.0) == [glyph])
      #expect(cluster.advance == advance)
    }
  }

  @Test func aLigatureBelongsToItsFirstClusterAndTheOthersTakeNoRoom() throws {
    // hb-shape: [700=0+582]: lam and alef are one glyph.
    let word = try clusters("لا", .arabic)
    #expect(try glyphs(word[0], .arabic).map(\.0) == [700])
    #expect(word[0].advance == 582)
    #expect(word[1].glyphs.isEmpty && word[1].advance == 0)
  }

  @Test func spacesAndDigitsInArabicTextComeFromTheArabicFace() throws {
    // hb-shape on "مرحبا بالعالم": [766=12+562|664=11+260|47=10+291|12=9+521|664=8+260|47=7+291|
    // 102=6+269|3=5+260|47=4+291|104=3+343|415=2+549|975=1+396|767=0+525]: the space is glyph 3 of
    // Noto Sans Arabic. Both words and the space are one run of Arabic (UAX #24), shaped as one.
    let arabic = try BundledFonts.face(.arabic, weight: .regular).fingerprint
    let phrase = try clusters("مرحبا بالعالم", .arabic)
    #expect(phrase.count == 13 && phrase.allSatisfy { $0.face == arabic })
    #expect(try glyphs(phrase[5], .arabic).map(\.0) == [3] && phrase[5].advance == 260)
    // Digits after Arabic are in its run too: hb-shape --direction=ltr on "12" gives [903=0+572|
    // 1372=1+572] in Noto Sans Arabic, where Noto Sans has glyphs 18 and 19.
    let number = try clusters("العدد 12", .arabic)
    #expect(try glyphs(number[6], .arabic).map(\.0) == [903] && number[6].advance == 572)
    #expect(try glyphs(number[7], .arabic).map(\.0) == [1372] && number[7].face == arabic)
  }

  @Test func hebrewMarksSitWhereGPOSPutsThem() throws {
    // hb-shape on "שָׁלוֹם": [23=6+684|46=4@82,0+0|124=4@-10,0+291|55=3+522|79=0@227,0+0|100=0@539,0+0|
    // 96=0+730]. Grapheme clusters: שָׁ, ל, וֹ, ם.
    let word = try clusters("שָׁלוֹם", .hebrew)
    #expect(word.count == 4)
    let shin = try glyphs(word[0], .hebrew)
    #expect(shin.map(\.0) == [79, 100, 96] && shin.map(\.1) == [227, 539, 0] && word[0].advance == 730)
    let vav = try glyphs(word[2], .hebrew)
    #expect(vav.map(\.0) == [46, 124] && vav.map(\.1) == [82, -10] && word[2].advance == 291)
    #expect(try glyphs(word[3], .hebrew).map(\.0) == [23] && word[3].advance == 684)
  }

  @Test func aThaiMarkSitsOverItsConsonant() throws {
    // hb-shape on "สวัสดี": [110=0+572|134=1+492|45=1@10,0+0|110=3+572|12=4+616|94=4+0].
    let word = try clusters("สวัสดี", .thai)
    let wo = try glyphs(word[1], .thai)
    #expect(wo.map(\.0) == [134, 45] && wo.map(\.1) == [0, 502] && word[1].advance == 492)
    let doDi = try glyphs(word[3], .thai)
    #expect(doDi.map(\.0) == [12, 94] && doDi.map(\.1) == [0, 616] && word[3].advance == 616)
  }
}

/// Hostile text through the whole pipeline (bidi, cascade, shaping, lines): a drawn result, in bounded
/// time, never a crash.
@Suite struct HostileTextLayoutTests {
  func layout(_ text: String, width: Double = 300) throws -> TextLayout {
    var style = TextStyle()
    style.numberOfLines = 0
    return try TextLayout([TextRun(text, font: .system(size: 15))], style: style, width: width)
  }

  @Test func aLineOfAHundredThousandCharactersInThreeScriptsIsLaidOut() throws {
    // 100,000 characters: Arabic, Hebrew and Latin words in turn, with numbers, wrapped at 300 pt.
    let words = ["مرحبا", "שלום", "hello", "123"]
    let text = (0..<20_000).map { words[$0 % words.count] }.joined(separator: " ")
    #expect(text.count > 100_000)
    let laid = try layout(text)
    #expect(laid.missingCharacters.isEmpty)
    #expect(laid.lineCount > 1_000)
  }

  @Test func aThousandNestedEmbeddingsAndLoneMarksAreDrawn() throws {
    // 1,000 right-to-left embeddings around Hebrew, marks with no base, and unassigned code points.
    let nested =
      String(repeating: "\u{202B}", count: 1_000) + "שלום abc" + String(repeating: "\u{202C}", count: 1_000)
    let lone = "\u{0651}\u{05B8}\u{0E31} \u{0378}\u{E0080}"
    let laid = try layout(nested + " " + lone)
    #expect(laid.lineCount >= 1)
    #expect(laid.size.width > 0)
  }
}
