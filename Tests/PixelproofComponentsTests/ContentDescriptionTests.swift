import PixelproofComponents
import Testing

/// What a component says of its content: a label's whole text and the characters it drew without a glyph,
/// and the code points as Unicode writes them (`U+` and at least four uppercase hexadecimal digits).
@Suite struct ContentDescriptionTests {
  @Test func aLaidOutLabelDescribesItsWholeTextAndItsMissingGlyphs() throws {
    // Fifty characters: the description keeps them all (a layout record shortens them, not the label).
    let text = String(repeating: "abcdefghij", count: 5)
    let label = try layout(Label(text + "\u{1FAE9}"), .unconstrained).component
    // U+1FAE9 is an emoji of Unicode 16, newer than the bundled emoji font.
    let expected = ContentDescription(text: text + "\u{1FAE9}", missingGlyphs: ["\u{1FAE9}"])
    #expect(label.contentDescription == expected)
  }

  @Test func attributedTextIsDescribedWhole() {
    let label = Label(runs: [
      TextRun("Bold ", font: .system(size: 12)), TextRun("plain", font: .system(size: 12)),
    ])
    #expect(label.contentDescription == ContentDescription(text: "Bold plain"))
  }

  @Test func componentsThatShowNoTextDescribeNothing() throws {
    #expect(View(.red).contentDescription == nil)
    #expect(try layout(Stack { box(10, 10) }, .unconstrained).component.contentDescription == nil)
  }

  @Test func codePointsHaveAtLeastFourUppercaseDigits() {
    #expect(ContentDescription.codePoint("A") == "U+0041")
    #expect(ContentDescription.codePoint("\u{E9}") == "U+00E9")
    #expect(ContentDescription.codePoint("\u{FE0F}") == "U+FE0F")
    #expect(ContentDescription.codePoint("\u{1FAE9}") == "U+1FAE9")
    #expect(ContentDescription.codePoint("\u{10FFFF}") == "U+10FFFF")
  }

  @Test func theMissingGlyphNoteListsCodePointsInTextOrder() {
    #expect(ContentDescription(text: "Hi").missingGlyphNote == nil)
    let two = ContentDescription(text: "x", missingGlyphs: ["\u{1FAE9}", "\u{FE0F}"])
    #expect(two.missingGlyphNote == "missing glyphs: U+1FAE9 U+FE0F")
  }
}
