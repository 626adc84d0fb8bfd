import Testing

@testable import PixelproofText

/// The Indic shaper's rules one at a time, with the glyphs of the subset Noto fonts in Fonts/: each
/// expected glyph id is the font's own (its `cmap`, or the GSUB lookup named beside it, read with
/// fontTools), and each case agrees with `hb-shape`.
@Suite struct IndicShapingTests {
  static func shape(_ text: String, font: String, script: ShapingScript) throws -> [ShapedGlyph] {
    let face = try FontFace(data: try ShapingConformanceTests.read("Fonts/\(font).ttf"))
    return try TextShaper(face: face, script: script, direction: .leftToRight).shape(
      Array(text.unicodeScalars))
  }

  static func devanagari(_ text: String) throws -> [ShapedGlyph] {
    try shape(text, font: "NotoSansDevanagari-Regular-Shaping", script: .devanagari)
  }

  static func bengali(_ text: String) throws -> [ShapedGlyph] {
    try shape(text, font: "NotoSansBengali-Regular-Shaping", script: .bengali)
  }

  static func kinds(_ text: String) -> [UInt8] {
    let categories = text.unicodeScalars.map { IndicCategory.properties(of: $0.value).category }
    return IndicSyllableMatcher(categories: categories).syllables().map { $0 & 0x0F }
  }

  @Test func syllablesFollowTheIndicGrammar() {
    typealias K = IndicSyllableKind
    // KA, VIRAMA, SSA, I: one consonant syllable; a space is none; a lone matra is broken.
    #expect(Self.kinds("क्षि ि") == [K.consonant, K.consonant, K.consonant, K.consonant, K.nonIndic, K.broken])
    // An independent vowel with candrabindu; a digit with a nukta is a standalone cluster.
    #expect(Self.kinds("आँ१\u{093C}") == [K.vowel, K.vowel, K.standalone, K.standalone])
    // BENGALI LETTER VEDIC ANUSVARA takes a matra as a placeholder does, as HarfBuzz 6.0 classifies it.
    #expect(Self.kinds("\u{09FC}\u{09BE}") == [K.standalone, K.standalone])
    // Serials count from 1 in the high bits: three syllables, 1, 2, 3.
    let categories = "क ख".unicodeScalars.map { IndicCategory.properties(of: $0.value).category }
    #expect(IndicSyllableMatcher(categories: categories).syllables().map { $0 >> 4 } == [1, 2, 3])
  }

  @Test func preBaseMatraGoesBeforeItsConsonant() throws {
    // BENGALI KA, E: E (56, its `init` form 416 at a word start) before KA (17).
    #expect(try Self.bengali("কে").map(\.glyph.rawValue) == [416, 17])
    #expect(try Self.bengali("ককে").map(\.glyph.rawValue) == [17, 56, 17])
    // The matra joins KA's cluster.
    #expect(try Self.bengali("ককে").map(\.cluster) == [0, 1, 1])
  }

  @Test func rephMovesAfterTheBase() throws {
    // RA, VIRAMA, KA: `rphf` makes RA, VIRAMA the reph (143), placed after KA (21).
    let glyphs = try Self.devanagari("र्क")
    #expect(glyphs.map(\.glyph.rawValue) == [21, 143])
    #expect(glyphs.map(\.cluster) == [0, 0])
    // Bengali: reph 105 after KA 17.
    #expect(try Self.bengali("র্ক").map(\.glyph.rawValue) == [17, 105])
  }

  @Test func halfFormsAndConjuncts() throws {
    // SA, VIRAMA before TA: `half` gives half SA (177); TA (36) is the base, its own cluster.
    let glyphs = try Self.devanagari("स्त")
    #expect(glyphs.map(\.glyph.rawValue) == [177, 36])
    #expect(glyphs.map(\.cluster) == [0, 2])
    // KA, VIRAMA, SSA: `akhn` makes the conjunct KSSA (141).
    #expect(try Self.devanagari("क्ष").map(\.glyph.rawValue) == [141])
    // TA, VIRAMA, RA: RA below the base, and `rkrf` makes TRA (229).
    #expect(try Self.devanagari("त्र").map(\.glyph.rawValue) == [229])
    // BENGALI KA, VIRAMA, RA: ra-phala, KA with it (173, `vatu`).
    #expect(try Self.bengali("ক্র").map(\.glyph.rawValue) == [173])
  }

  @Test func brokenSyllableGetsADottedCircle() throws {
    // A lone I matra (60): the dotted circle (100, U+25CC) is its base, and the matra goes before it.
    let glyphs = try Self.devanagari("ि")
    #expect(glyphs.map(\.glyph.rawValue) == [60, 100])
    #expect(glyphs.map(\.cluster) == [0, 0])
  }

  @Test func vowelAndMatraThatLookLikeAnotherVowelGetADottedCircle() throws {
    // A (5) then AA: not the vowel AA, so a dotted circle (100) carries the AA matra (59).
    let glyphs = try Self.devanagari("अा")
    #expect(glyphs.map(\.glyph.rawValue) == [5, 100, 59])
    #expect(glyphs.map(\.cluster) == [0, 0, 0])
  }

  @Test func marksKeepTheirAdvances() throws {
    // Indic marks are not zeroed after GPOS: VISARGA (4) is a mark in GDEF and keeps its advance
    // (272 in `hmtx`), where the default shaper would zero it.
    let glyphs = try Self.devanagari("कः")
    #expect(glyphs.map(\.glyph.rawValue) == [21, 4])
    #expect(glyphs[1].advance == 272)
  }

  @Test(arguments: [ShapingScript.devanagari, .bengali])
  func anySequenceOfTheBlockShapesWithoutFailing(script: ShapingScript) throws {
    // Every scalar of the block, joiners, the dotted circle and a space, in 1,000 sequences of up to 40
    // (a fixed linear congruential generator): shaping finishes, with glyphs whose clusters are in the text.
    let font =
      script == .devanagari ? "NotoSansDevanagari-Regular-Shaping" : "NotoSansBengali-Regular-Shaping"
    let face = try FontFace(data: try ShapingConformanceTests.read("Fonts/\(font).ttf"))
    let shaper = try TextShaper(face: face, script: script, direction: .leftToRight)
    let block: ClosedRange<UInt32> = script == .devanagari ? 0x0900...0x097F : 0x0980...0x09FF
    let pool = block.compactMap(Unicode.Scalar.init) + ["\u{200C}", "\u{200D}", "\u{25CC}", " "]
    var state: UInt64 = 0x1234_5678
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<1_000 {
      let text = (0...next(40)).map { _ in pool[next(pool.count)] }
      let glyphs = try shaper.shape(text)
      #expect(!glyphs.isEmpty)
      #expect(glyphs.allSatisfy { $0.cluster >= 0 && $0.cluster < text.count })
    }
  }
}
