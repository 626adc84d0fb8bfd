import PixelproofVerifier
import Testing

/// A label's missing glyphs in its layout record: an optional tenth field that records written before
/// it (nine fields) still read without.
@Suite struct MissingGlyphRecordTests {
  // U+1FAE9 (Unicode 16) is in no bundled font, not even the emoji font of Unicode 15.
  private let unknownEmoji = "\u{1FAE9}"

  @Test func aLabelsMissingGlyphsAreRecordedAndReadBack() throws {
    let record = LayoutRecord(try layout(Stack { Label("a\u{1FAE9}b").id("title") }, .unconstrained))
    let label = try #require(record.nodes.last)
    #expect(label.missingGlyphs == ["\u{1FAE9}"])
    let line = try #require(record.text.split(separator: "\n").last)
    #expect(line.hasSuffix(" \"a\u{1FAE9}b\" missing=U+1FAE9"))
    #expect(try LayoutRecord(text: record.text) == record)
    #expect(record.missingGlyphLines == ["Label#title: U+1FAE9"])
  }

  @Test func greetingsInTheBundledScriptsAreNotMissingAndOtherScriptsStillAre() throws {
    // Each script the font cascade has a face for; Malayalam (U+0D28 U+0D2E) has none yet.
    let greetings = [
      "Hello", "Здравствуйте", "Γειά σου", "thế giới, cảm ơn, tiếng Việt", "こんにちは", "안녕하세요", "你好",
      "مرحبا", "שלום", "नमस्ते", "নমস্কার", "สวัสดี", "abc שלום 123 def",
    ]
    let record = LayoutRecord(
      try layout(Stack { for greeting in greetings { Label(greeting) } }, .unconstrained))
    #expect(record.missingGlyphLines.isEmpty)
    let malayalam = LayoutRecord(try layout(Label("\u{0D28}\u{0D2E}").id("ml"), .unconstrained))
    #expect(malayalam.missingGlyphLines == ["Label#ml: U+0D28 U+0D2E"])
  }

  @Test func emojiTheFontHasAreNotMissing() throws {
    let record = LayoutRecord(try layout(Label("\u{1F44B}\u{1F3FD} \u{1F1FA}\u{1F1F8}"), .unconstrained))
    #expect(record.nodes.map(\.missingGlyphs) == [[]])
    #expect(record.missingGlyphLines.isEmpty)
  }

  @Test func aNodeWithoutMissingGlyphsIsWrittenWithNineFieldsAsBefore() throws {
    let node = LayoutRecord.Node(
      depth: 0, kind: "Label", identifier: "title", frame: Rect(x: 0, y: 0, width: 10, height: 20),
      colors: [.black], content: "Hi")
    let record = try LayoutRecord(nodes: [node])
    #expect(record.text == "pixelproof-layout 1\n0 Label \"title\" 0 0 10 20 #000000FF \"Hi\"\n")
  }

  @Test func aRecordWrittenBeforeTheFieldReadsWithNoMissingGlyphs() throws {
    let record = try LayoutRecord(text: "pixelproof-layout 1\n0 Label - 0 0 10 20 - \"Hi\"\n")
    #expect(record.nodes.map(\.missingGlyphs) == [[]])
    #expect(record.nodes.map(\.content) == ["Hi"])
  }

  @Test func severalCodePointsAndIdentifierlessNodesAreListed() throws {
    let text =
      "pixelproof-layout 1\n0 Stack - 0 0 40 20 - -\n1 Label - 0 0 40 20 - - missing=U+1FAE9,U+FE0F\n"
    let record = try LayoutRecord(text: text)
    #expect(record.nodes.map(\.missingGlyphs) == [[], ["\u{1FAE9}", "\u{FE0F}"]])
    #expect(record.text == text)
    #expect(record.missingGlyphLines == ["Label: U+1FAE9 U+FE0F"])
  }

  @Test func aDamagedMissingGlyphsFieldNamesItsLine() {
    let header = "pixelproof-layout 1\n0 Label - 0 0 10 20 - \"Hi\" "
    let reason = { (field: String) in
      LayoutRecordError(
        line: 2,
        reason: "the missing glyphs \(field) are not missing= and U+ code points separated by commas")
    }
    #expect(throws: reason("missing=U+12G4")) { try LayoutRecord(text: header + "missing=U+12G4\n") }
    #expect(throws: reason("missing=")) { try LayoutRecord(text: header + "missing=\n") }
    #expect(throws: reason("missing=U+1F600,")) { try LayoutRecord(text: header + "missing=U+1F600,\n") }
    #expect(throws: reason("U+1F600")) { try LayoutRecord(text: header + "U+1F600\n") }
    #expect(throws: LayoutRecordError(line: 2, reason: "there is more after the missing glyphs")) {
      try LayoutRecord(text: header + "missing=U+1F600 more\n")
    }
    // A trailing space after the content is refused as before.
    #expect(throws: LayoutRecordError(line: 2, reason: "there is more after the content")) {
      try LayoutRecord(text: "pixelproof-layout 1\n0 Label - 0 0 10 20 - \"Hi\" \n")
    }
  }

  @Test func layoutChangesNameGlyphsThatWentMissingOrWereFound() throws {
    let before = LayoutRecord(try layout(Label("Hi \u{1FAE9}").id("title"), .unconstrained))
    let after = LayoutRecord(try layout(Label("Hi \u{1F44B}").id("title"), .unconstrained))
    let found = LayoutChanges(from: before, to: after).changes
    let change = LayoutChange(node: "Label#title", detail: .missingGlyphs(from: ["\u{1FAE9}"], to: []))
    #expect(found.contains(change))
    let lost = LayoutChanges(from: after, to: before).changes.map(\.description)
    #expect(lost.contains("Label#title: missing glyphs none -> U+1FAE9"))
  }
}
