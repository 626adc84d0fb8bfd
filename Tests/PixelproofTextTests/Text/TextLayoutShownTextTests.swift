import PixelproofGraphics
import PixelproofText
import Testing

/// What text layout says was drawn: the shown text, whether anything was cut, and the run sizes. At
/// 10 pt Noto Sans Regular a "0" is 5.72 pt, a space 2.6 pt and "…" 7.91 pt (advances 572, 260 and 791
/// per 1000 units, no kerning between them).
@Suite struct TextLayoutShownTextTests {
  func laidOut(
    _ text: String, width: Double = .infinity, lines: Int = 1, mode: LineBreakMode = .truncateTail
  ) throws -> TextLayout {
    var style = TextStyle()
    style.numberOfLines = lines
    style.lineBreakMode = mode
    return try TextLayout([TextRun(text, font: .system(size: 10))], style: style, width: width)
  }

  @Test func textThatFitsIsShownWhole() throws {
    let text = try laidOut("00 00")
    #expect(text.shownText == "00 00")
    #expect(!text.isTruncated)
  }

  @Test func wrappedLinesAreJoinedByNewlinesWithoutTheirHangingSpace() throws {
    // "00 00" is 25.48 pt: in 15 pt it breaks after the space, which hangs undrawn.
    let text = try laidOut("00 00", width: 15, lines: 0)
    #expect(text.shownText == "00\n00")
    #expect(!text.isTruncated)
  }

  @Test func anEllipsisStandsWhereTheTextWasCut() throws {
    // Tail: 7.91 + 2 × 5.72 = 19.35 fits 20, the space after would not. Head keeps the end the same way.
    let tail = try laidOut("00 00 00", width: 20)
    #expect(tail.shownText == "00…")
    #expect(tail.isTruncated)
    #expect(try laidOut("00 00 00", width: 20, mode: .truncateHead).shownText == "…00")
  }

  @Test func nothingIsShownWhenEvenTheEllipsisDoesNotFit() throws {
    let text = try laidOut("00", width: 5)
    #expect(text.shownText == "")
    #expect(text.isTruncated)
  }

  @Test func onlyANewlineLeftOutIsNotTruncation() throws {
    let text = try laidOut("00\n", lines: 1)
    #expect(text.shownText == "00")
    #expect(!text.isTruncated)
  }

  @Test func pointSizesAreTheRunsSizesInOrder() throws {
    let runs = [
      TextRun("a", font: .system(size: 17)), TextRun("", font: .system(size: 9)),
      TextRun("b", font: .system(size: 12)),
    ]
    #expect(try TextLayout(runs, style: TextStyle(), width: .infinity).pointSizes == [17, 9, 12])
  }
}
