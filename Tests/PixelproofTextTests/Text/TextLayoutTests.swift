import PixelproofGraphics
import Testing

@testable import PixelproofText

/// Text layout against the fonts' own tables: every expected width is computed here from the advances
/// and kerning the font records, independently of the layout code.
@Suite struct TextLayoutTests {
  let regular: FontFace
  let fallback: FontFace

  init() throws {
    regular = try BundledFonts.notoSans(.regular)
    fallback = try BundledFonts.droidSansFallback()
  }

  /// The width of `text` on one line in `face` at `size`: each glyph's advance, plus the kerning the font
  /// gives each pair, scaled from font units to points.
  func expectedWidth(_ text: String, in face: FontFace, size: Double) throws -> Double {
    let glyphs = try text.unicodeScalars.map { scalar in try #require(face.glyph(for: scalar)) }
    var units = 0
    for (index, glyph) in glyphs.enumerated() {
      units += face.advance(of: glyph)
      if index + 1 < glyphs.count { units += face.kerning(between: glyph, and: glyphs[index + 1]) }
    }
    return Double(units) * size / Double(face.unitsPerEm)
  }

  func layout(
    _ text: String, size: Double = 20, width: Double = .infinity, style: (inout TextStyle) -> Void = { _ in }
  )
    throws -> TextLayout
  {
    var textStyle = TextStyle()
    textStyle.numberOfLines = 0
    style(&textStyle)
    return try TextLayout([TextRun(text, font: .system(size: size))], style: textStyle, width: width)
  }

  @Test func aLinesWidthIsItsAdvancesPlusKerning() throws {
    for text in ["AV", "To", "Pixelproof", "Hamburgefonstiv"] {
      let measured = try layout(text).size.width
      #expect(abs(measured - (try expectedWidth(text, in: regular, size: 20))) < 1e-9, "\(text)")
    }
    // "AV" kerns: its width is less than A's and V's advances alone (the font's pair value is negative).
    let a = try #require(regular.glyph(for: "A"))
    let v = try #require(regular.glyph(for: "V"))
    #expect(regular.kerning(between: a, and: v) < 0)
  }

  @Test func aTabIsDrawnAsASpace() throws {
    // Noto Sans maps no glyph to U+0009, so a tab takes the space's glyph, advance and kerning.
    #expect(regular.glyph(for: "\t") == nil)
    for (tabbed, spaced) in [("a\tb", "a b"), ("T\to", "T o")] {
      let measured = try layout(tabbed).size.width
      #expect(abs(measured - (try expectedWidth(spaced, in: regular, size: 20))) < 1e-9, "\(spaced)")
    }
  }

  @Test func letterSpacingAddsAfterEveryCharacter() throws {
    // Four characters, 1.5 pt after each.
    let plain = try layout("abcd").size.width
    let spaced = try layout("abcd") { $0.letterSpacing = 1.5 }.size.width
    #expect(abs(spaced - plain - 6) < 1e-9)
  }

  @Test func aLineIsAsTallAsItsFontsAscentDescentAndGap() throws {
    // One line of 20 pt: (ascender - descender + lineGap) × 20 / unitsPerEm; the baseline at the ascent.
    let text = try layout("Hello")
    let scale = 20 / Double(regular.unitsPerEm)
    let height = Double(regular.ascender - regular.descender + regular.lineGap) * scale
    #expect(abs(text.size.height - height) < 1e-9)
    #expect(abs((text.firstBaseline ?? 0) - Double(regular.ascender) * scale) < 1e-9)
    // Two lines 4 pt apart with a 1.5 multiple: each line 1.5 times as tall, the extra above the text.
    let two = try layout("Hello\nWorld") {
      $0.lineSpacing = 4
      $0.lineHeightMultiple = 1.5
    }
    #expect(two.lineCount == 2)
    #expect(abs(two.size.height - (2 * 1.5 * height + 4)) < 1e-9)
    #expect(
      abs((two.lastBaseline ?? 0) - (1.5 * height + 4 + 0.5 * height + Double(regular.ascender) * scale))
        < 1e-9)
  }

  @Test func ideographsComeFromTheFallbackFont() throws {
    // Noto Sans has no 中; Droid Sans Fallback draws it, at its own advance.
    #expect(regular.glyph(for: "中") == nil)
    let text = try layout("中文")
    #expect(abs(text.size.width - (try expectedWidth("中文", in: fallback, size: 20))) < 1e-9)
    #expect(text.missingCharacters.isEmpty)
  }

  @Test func charactersNoFontHasAreReportedAndDrawnAsTheMissingGlyph() throws {
    // U+1FAE9 (face with bags under eyes, Unicode 16) is in no bundled font, not even the emoji font of
    // Unicode 15: it takes the width of Noto Sans' glyph 0.
    let text = try layout("a\u{1FAE9}")
    #expect(text.missingCharacters == ["\u{1FAE9}"])
    let missing = Double(regular.advance(of: FontFace.missingGlyph)) * 20 / Double(regular.unitsPerEm)
    #expect(abs(text.size.width - (try expectedWidth("a", in: regular, size: 20)) - missing) < 1e-9)
  }

  @Test func textWrapsToTheWidthAndTruncatesToTheLineCount() throws {
    let words = "one two three four five six seven eight nine ten"
    let wrapped = try layout(words, width: 100)
    #expect(wrapped.lineCount > 2)
    #expect(wrapped.size.width <= 100)
    let two = try layout(words, width: 100) { $0.numberOfLines = 2 }
    #expect(two.lineCount == 2)
    // The second line ends in an ellipsis: its glyphs include "…".
    let ellipsis = try #require(regular.glyph(for: "\u{2026}"))
    let lastRun = two.glyphRuns(in: Rect(x: 0, y: 0, width: 100, height: 100)).last
    #expect(lastRun?.glyphs.last?.shape.key.hasSuffix("/\(ellipsis.rawValue)") == true)
  }
}

/// Review findings pinned down: sizes, empty lines and spacing.
@Suite struct TextLayoutEdgeTests {
  @Test func anEmptyLineIsAsTallAsItsNewlinesFont() throws {
    // "a" at 10 pt, then two newlines and "b" at 40 pt. The first line ends in a 40 pt newline, the blank
    // second line is only a 40 pt newline, and the third holds 40 pt text: three 40 pt lines, as tall as
    // the same text all at 40 pt.
    let face = try BundledFonts.notoSans(.regular)
    var style = TextStyle()
    style.numberOfLines = 0
    let mixed = try TextLayout(
      [TextRun("a", font: .system(size: 10)), TextRun("\n\nb", font: .system(size: 40))], style: style,
      width: .infinity)
    let all = try TextLayout([TextRun("a\n\nb", font: .system(size: 40))], style: style, width: .infinity)
    // Every line holds a 40 pt newline or 40 pt text: 3 lines of 40 pt each.
    let line = Double(face.ascender - face.descender + face.lineGap) * 40 / Double(face.unitsPerEm)
    #expect(abs(all.size.height - 3 * line) < 1e-9)
    #expect(abs(mixed.size.height - 3 * line) < 1e-9)
  }

  @Test func negativeLineSpacingIsRefused() {
    var style = TextStyle()
    style.lineSpacing = -4
    #expect(style.invalidReason == "lineSpacing is -4.0; it must be finite and not negative")
  }
}
