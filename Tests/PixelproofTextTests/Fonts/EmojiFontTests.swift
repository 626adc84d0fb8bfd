import PixelproofGraphics
import Testing

@testable import PixelproofText

/// The bundled Noto Color Emoji read through `CBLC`/`CBDT` and `GSUB`. Expected values were read from the
/// committed file with fontTools, independently of this reader:
///
///     ttx -t GlyphOrder -t cmap -t hmtx -t hhea -t maxp -t CBLC -t CBDT -o dump.ttx NotoColorEmoji.ttf
///
/// (glyph IDs from `GlyphOrder`, advances from `hmtx`, the strike's `ppemX` and index ranges from `CBLC`,
/// each glyph's `SmallGlyphMetrics` from `CBDT`); PNG lengths with
/// `len(TTFont(path)['CBDT'].strikeData[0][name].imageData)` after `decompile()`.
@Suite struct EmojiFontTests {
  private let emoji: FontFace

  init() throws {
    emoji = try FontFace(data: FontFiles.bytes("NotoColorEmoji"))
  }

  /// IDs of the glyphs the tests use, from `GlyphOrder`.
  private enum Glyph {
    static let wavingHand = GlyphID(rawValue: 564)  // u1F44B
    static let wavingHandMediumSkinTone = GlyphID(rawValue: 1914)  // glyph01914
    static let flagUnitedStates = GlyphID(rawValue: 1727)  // glyph01727
    static let familyManWomanGirlBoy = GlyphID(rawValue: 1978)  // glyph01978
    static let keycapNumberSign = GlyphID(rawValue: 1438)  // glyph01438
    static let zeroWidthJoiner = GlyphID(rawValue: 15)  // uni200D
  }

  @Test func metricsAreTheFontsOwn() {
    // head.unitsPerEm 2048, maxp.numGlyphs 3841, hhea ascent 1900 and descent -500, no glyf table.
    #expect(emoji.unitsPerEm == 2048)
    #expect(emoji.glyphCount == 3841)
    #expect(emoji.ascender == 1900)
    #expect(emoji.descender == -500)
    #expect(emoji.hasColorBitmaps)
    #expect(emoji.familyName == "Noto Color Emoji")
  }

  @Test func charactersMapAndAdvanceAsTheCmapAndHmtxSay() {
    #expect(emoji.glyph(for: "\u{1F44B}") == Glyph.wavingHand)
    #expect(emoji.glyph(for: "\u{200D}") == Glyph.zeroWidthJoiner)
    // The font leaves U+FE0F unmapped: shapers drop variation selectors.
    #expect(emoji.glyph(for: "\u{FE0F}") == nil)
    #expect(emoji.glyph(for: "A") == nil)
    #expect(emoji.advance(of: Glyph.wavingHand) == 2550)
    #expect(emoji.advance(of: Glyph.familyManWomanGirlBoy) == 2550)
    #expect(emoji.advance(of: Glyph.zeroWidthJoiner) == 0)
  }

  @Test func strikeMetricsAndImagesAreTheCBDTRecords() throws {
    // Every glyph of the strike has SmallGlyphMetrics height 75, width 80, BearingX 0, BearingY 59 at
    // ppemX 64; the PNG lengths differ.
    let expected: [(GlyphID, Int)] = [
      (Glyph.wavingHand, 1331), (Glyph.wavingHandMediumSkinTone, 1411), (Glyph.flagUnitedStates, 1360),
      (Glyph.familyManWomanGirlBoy, 1421), (Glyph.keycapNumberSign, 848),
    ]
    for (glyph, length) in expected {
      let bitmap = try #require(try emoji.colorBitmap(of: glyph))
      #expect(bitmap.pixelsPerEm == 64)
      #expect((bitmap.width, bitmap.height, bitmap.bearingX, bitmap.bearingY) == (80, 75, 0, 59))
      #expect(bitmap.png.count == length)
      #expect(Array(bitmap.png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      let image = try PNGCodec.decode(bitmap.png)
      #expect((image.width, image.height) == (80, 75))
    }
  }

  @Test func glyphsOutsideEveryIndexSubtableHaveNoImage() throws {
    // CBLC's index subtables cover glyphs 1-14, 16-1426 and 1437-3840: .notdef and ZWJ have no image.
    #expect(try emoji.colorBitmap(of: FontFace.missingGlyph) == nil)
    #expect(try emoji.colorBitmap(of: Glyph.zeroWidthJoiner) == nil)
    #expect(try emoji.colorBitmap(of: GlyphID(rawValue: 1430)) == nil)
    #expect(try emoji.outline(of: Glyph.wavingHand).elements.isEmpty)
    #expect(throws: FontError.glyphOutOfRange(GlyphID(rawValue: 3841), glyphCount: 3841)) {
      try emoji.outline(of: GlyphID(rawValue: 3841))
    }
  }

  /// The glyphs of `scalars` in the emoji font, ligatures formed.
  private func formed(_ scalars: [Unicode.Scalar]) throws -> [GlyphID] {
    emoji.formingLigatures(try scalars.map { try #require(emoji.glyph(for: $0)) })
  }

  @Test func sequencesBecomeOneGlyphThroughGSUBLigatures() throws {
    // The ligatures of GSUB lookup 0 (ttx -t GSUB): man ZWJ woman ZWJ girl ZWJ boy, regional indicators
    // U and S, waving hand with the Fitzpatrick type-4 modifier, and # with the combining keycap.
    let family: [Unicode.Scalar] = [
      "\u{1F468}", "\u{200D}", "\u{1F469}", "\u{200D}", "\u{1F467}", "\u{200D}", "\u{1F466}",
    ]
    #expect(try formed(family) == [Glyph.familyManWomanGirlBoy])
    #expect(try formed(["\u{1F1FA}", "\u{1F1F8}"]) == [Glyph.flagUnitedStates])
    #expect(try formed(["\u{1F44B}", "\u{1F3FD}"]) == [Glyph.wavingHandMediumSkinTone])
    #expect(try formed(["#", "\u{20E3}"]) == [Glyph.keycapNumberSign])
  }

  @Test func glyphsWithoutALigatureStayAsTheyAre() throws {
    #expect(try formed(["\u{1F44B}"]) == [Glyph.wavingHand])
    // A family of two boys and a waving hand has no ligature: ZWJ stays between the pictures.
    let boy = try #require(emoji.glyph(for: "\u{1F466}"))
    let handAndBoy = try formed(["\u{1F44B}", "\u{200D}", "\u{1F466}"])
    #expect(handAndBoy == [Glyph.wavingHand, Glyph.zeroWidthJoiner, boy])
    // A text font has no ligatures applied.
    let regular = try FontFace(data: FontFiles.bytes("NotoSans-Regular"))
    let f = try #require(regular.glyph(for: "f"))
    let i = try #require(regular.glyph(for: "i"))
    #expect(regular.formingLigatures([f, i]) == [f, i])
  }
}

/// Damaged copies of the bundled emoji font: each damage is a ``FontError`` naming it, never a crash.
/// Offsets are found from the file's own structure, as the OpenType specification lays out `CBLC`
/// (8-byte header, 48-byte BitmapSize records, 8-byte index subtable array records) and `CBDT` (format 17:
/// 5 bytes of small metrics, a 32-bit length, the PNG).
@Suite struct DamagedEmojiFontTests {
  private let bytes: [UInt8]
  private let cblc: Int
  private let cbdt: Int
  /// The table directory entry of CBDT.
  private let cbdtEntry: Int

  init() throws {
    bytes = try FontFiles.bytes("NotoColorEmoji")
    let tables = FontFiles.tables(bytes)
    cblc = try #require(tables.first { $0.tag == "CBLC" }).offset
    cbdt = try #require(tables.first { $0.tag == "CBDT" }).offset
    cbdtEntry = 12 + 16 * (try #require(tables.firstIndex { $0.tag == "CBDT" }))
  }

  private static let wavingHand = GlyphID(rawValue: 564)

  /// Where index subtable `index` of the first strike starts.
  private func indexSubtable(_ index: Int) -> Int {
    let array = cblc + Int(FontFiles.uint32(bytes, cblc + 8))
    return array + Int(FontFiles.uint32(bytes, array + index * 8 + 4))
  }

  /// Where the waving hand's CBDT record starts: subtable 1 (glyphs 16-1426) is format 1.
  private var wavingHandRecord: Int {
    let subtable = indexSubtable(1)
    let imageData = Int(FontFiles.uint32(bytes, subtable + 4))
    return cbdt + imageData + Int(FontFiles.uint32(bytes, subtable + 8 + (564 - 16) * 4))
  }

  private func write32(_ value: UInt32, at offset: Int, in copy: inout [UInt8]) {
    for k in 0..<4 { copy[offset + k] = UInt8(truncatingIfNeeded: value >> UInt32(24 - 8 * k)) }
  }

  @Test func aCBDTTableCutShortIsTruncatedWhenTheGlyphIsRead() throws {
    var copy = bytes
    write32(100, at: cbdtEntry + 12, in: &copy)
    let face = try FontFace(data: copy)
    #expect(throws: FontError.truncated(table: "CBDT")) { try face.colorBitmap(of: Self.wavingHand) }
  }

  @Test func anImpossibleStrikeCountIsTruncatedWhenTheFontOpens() {
    var copy = bytes
    write32(0xFFFF, at: cblc + 4, in: &copy)
    #expect(throws: FontError.truncated(table: "CBLC")) { try FontFace(data: copy) }
  }

  @Test func unknownIndexAndImageFormatsAreNamed() throws {
    var copy = bytes
    copy[indexSubtable(1) + 1] = 7  // indexFormat 1 becomes 7
    #expect(throws: FontError.malformed(table: "CBLC", reason: "an index subtable has format 7")) {
      try FontFace(data: copy).colorBitmap(of: Self.wavingHand)
    }
    copy = bytes
    copy[indexSubtable(1) + 3] = 20  // imageFormat 17 becomes 20
    #expect(throws: FontError.malformed(table: "CBDT", reason: "image format 20 is not a PNG format")) {
      try FontFace(data: copy).colorBitmap(of: Self.wavingHand)
    }
  }

  @Test func aPNGLengthPastTheTableIsTruncated() throws {
    var copy = bytes
    write32(0x7FFF_FFFF, at: wavingHandRecord + 5, in: &copy)
    #expect(throws: FontError.truncated(table: "CBDT")) {
      try FontFace(data: copy).colorBitmap(of: Self.wavingHand)
    }
  }

  @Test func aDamagedPNGIsAMalformedGlyphNotACrash() throws {
    var copy = bytes
    // Byte 16 of the PNG is the IHDR width's first byte: its CRC no longer matches.
    copy[wavingHandRecord + 9 + 16] ^= 0xFF
    // A new CBDT checksum, as a rewritten file has: decoded images are cached under the font's
    // fingerprint, which the table directory's checksums make.
    write32(0x0BAD_F00D, at: cbdtEntry + 4, in: &copy)
    let face = try FontFace(data: copy)
    #expect(try face.colorBitmap(of: Self.wavingHand) != nil)
    do {
      _ = try ColorGlyphCache.entry(of: Self.wavingHand, in: face)
      Issue.record("a damaged PNG was decoded")
    } catch {
      guard case .malformed(let table, let reason) = error else {
        Issue.record("expected a malformed CBDT, got \(error)")
        return
      }
      #expect(table == "CBDT")
      #expect(reason.hasPrefix("glyph 564's PNG image cannot be decoded: "))
    }
  }

  /// Knuth's MMIX constants; the high bits are the well-mixed ones.
  private struct Generator {
    var state: UInt64
    mutating func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test(.timeLimit(.minutes(1))) func randomDamageToTheColourTablesGivesValuesOrErrors() throws {
    // One byte at a time, put back after: in CBLC's first 2 KB (header, strike, index subtables) and
    // CBDT's first 4 KB (the first images' metrics and lengths).
    var copy = bytes
    var random = Generator(state: 0x5EED)
    var outcomes = (opened: 0, refused: 0, images: 0, errors: 0)
    let glyphs = [1, 14, 16, 564, 1426, 1437, 1978, 3840].map { GlyphID(rawValue: UInt16($0)) }
    for round in 0..<300 {
      let at = round % 2 == 0 ? cblc + random.next(below: 2048) : cbdt + random.next(below: 4096)
      let original = copy[at]
      copy[at] = UInt8(truncatingIfNeeded: random.next(below: 256))
      if let face = try? FontFace(data: copy) {
        outcomes.opened += 1
        for glyph in glyphs {
          do {
            if try face.colorBitmap(of: glyph) != nil { outcomes.images += 1 }
          } catch {
            outcomes.errors += 1
          }
        }
      } else {
        outcomes.refused += 1
      }
      copy[at] = original
    }
    #expect(outcomes.opened + outcomes.refused == 300)
    #expect(outcomes.images > 0)
  }
}
