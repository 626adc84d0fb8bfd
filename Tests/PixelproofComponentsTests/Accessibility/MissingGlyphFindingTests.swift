import PixelproofComponents
import Testing

/// Labels with characters no bundled font has a glyph for. U+1FAE9 (face with bags under eyes,
/// Unicode 16) and U+13000 (Egyptian hieroglyph A001) are in none of the cmaps of Noto Sans, Droid Sans
/// Fallback and Noto Color Emoji (checked with fontTools); U+1F44B (waving hand) is in the emoji font.
@Suite struct MissingGlyphFindingTests {
  func findings(
    _ component: any Component, direction: LayoutDirection = .leftToRight
  ) throws -> [MissingGlyphFinding] {
    try layout(component, range(maxWidth: 300, maxHeight: 1000)).missingGlyphFindings(direction: direction)
  }

  @Test func aCharacterWithoutAGlyphIsReportedWithItsCodePointAndTheText() throws {
    let found = try findings(Label("Tired \u{1FAE9}").id("status"))
    #expect(found.map(\.characters) == [["\u{1FAE9}"]])
    #expect(found.map(\.text) == ["Tired \u{1FAE9}"])
    #expect(
      found.map(\.description) == ["Label#status: no glyph for U+1FAE9 \"\u{1FAE9}\" in \"Tired \u{1FAE9}\""])
  }

  @Test func eachCharacterIsListedOnceInTheOrderItFirstOccurs() throws {
    let found = try findings(Label("\u{13000} \u{1FAE9} \u{13000}"))
    #expect(found.map(\.characters) == [["\u{13000}", "\u{1FAE9}"]])
    #expect(
      found.first?.description
        == "Label: no glyph for U+13000 \"\u{13000}\", U+1FAE9 \"\u{1FAE9}\" in "
        + "\"\u{13000} \u{1FAE9} \u{13000}\"")
  }

  @Test func aCharacterOfSeveralCodePointsListsThemAll() throws {
    // The emoji presentation selector joins the face into one character; neither has a glyph.
    let found = try findings(Label("\u{1FAE9}\u{FE0F}"))
    #expect(
      found.first?.description
        == "Label: no glyph for U+1FAE9 U+FE0F \"\u{1FAE9}\u{FE0F}\" in \"\u{1FAE9}\u{FE0F}\"")
  }

  @Test func textWhoseCharactersAllHaveGlyphsIsNotReported() throws {
    #expect(try findings(Label("Hi \u{1F44B} 你好")).isEmpty)
  }

  @Test func aCharacterCutOffByTruncationIsStillReported() throws {
    // 30 pt holds a few characters of the 17 pt text; the face at its end is cut off.
    let found = try findings(Stack { Label("Tired again \u{1FAE9}").size(width: 30, height: 30) })
    #expect(found.map(\.characters) == [["\u{1FAE9}"]])
  }

  @Test func findingsFollowReadingOrderInEitherDirection() throws {
    let row = Stack(.horizontal, spacing: 8) {
      Label("\u{1FAE9}").id("left")
      Label("\u{13000}").id("right")
    }
    #expect(try findings(row).map(\.name) == ["Label#left", "Label#right"])
    #expect(try findings(row, direction: .rightToLeft).map(\.name) == ["Label#right", "Label#left"])
  }
}
