import PixelproofComponents
import Testing

/// Labels that do not show all of their text. Widths are worked out from Noto Sans Regular's advances
/// (units per em 1000; "0" 572, " " 260, "…" 791, no kerning between them), read from the bundled font
/// with fontTools: at 10 pt a "0" is 5.72 pt, a space 2.6 pt and the ellipsis 7.91 pt; a line is
/// (ascender 1069 + descender 293) / 1000 × 10 = 13.62 pt tall.
@Suite struct TruncatedTextTests {
  let font = Font.system(size: 10)

  func findings(
    _ component: any Component, direction: LayoutDirection = .leftToRight
  ) throws -> [TruncatedTextFinding] {
    try layout(component, range(maxWidth: 200, maxHeight: 1000)).truncatedTextFindings(direction: direction)
  }

  @Test func aLabelCutToOneLineShowsWhatFitsBeforeTheEllipsis() throws {
    // In 20 pt: the ellipsis (7.91) and two zeros (5.72 each) take 19.35; the space after them would
    // make 21.95.
    let label = Label("00 00 00", font: font).id("amount").size(width: 20, height: 14)
    let found = try findings(Stack { label })
    #expect(found.map(\.shownText) == ["00…"])
    #expect(found.map(\.text) == ["00 00 00"])
    #expect(found.map(\.truncation) == [.lineLimit(lines: 1)])
    #expect(found.map(\.frame) == [Rect(x: 0, y: 0, width: 20, height: 14)])
    #expect(found.map(\.description) == [#"Label#amount: text cut to 1 line, shows "00…" of "00 00 00""#])
  }

  @Test func linesBeyondTheLimitAreDroppedAndTheLastKeptOneEndsInAnEllipsis() throws {
    // The line limit cuts after "Two", and a truncated line keeps nothing past its newline.
    let label = Label("One\nTwo\nThree", font: font).numberOfLines(2)
    let found = try findings(label)
    #expect(found.map(\.shownText) == ["One\nTwo…"])
    #expect(found.map(\.truncation) == [.lineLimit(lines: 2)])
    #expect(
      found.map(\.description) == [#"Label: text cut to 2 lines, shows "One\nTwo…" of "One\nTwo\nThree""#])
  }

  @Test func aLabelTooNarrowForTheEllipsisShowsNothing() throws {
    // 5 pt is narrower than the 7.91 pt ellipsis.
    let found = try findings(Stack { Label("00", font: font).size(width: 5, height: 14) })
    #expect(found.map(\.description) == [#"Label: text cut to 1 line, shows "" of "00""#])
  }

  @Test func textThatFitsOrOnlyWrapsIsNotReported() throws {
    #expect(try findings(Stack { Label("00 00", font: font) }).isEmpty)
    // Two lines of 11.44 pt in 15 pt, 27.24 pt tall in 28.
    let wrapped = Label("00 00", font: font).numberOfLines(0).size(width: 15, height: 28)
    #expect(try findings(Stack { wrapped }).isEmpty)
  }

  @Test func aHiddenNewlineIsNotTruncation() throws {
    // The line limit drops only the empty line after the final newline, which shows nothing.
    #expect(try findings(Label("00\n", font: font)).isEmpty)
  }

  @Test func textTallerThanItsFrameOverflowsIt() throws {
    // Three lines of one zero: 5.72 pt wide, 3 × 13.62 = 40.86 pt tall, in a 14 pt tall frame; the
    // last baseline is 2 × 13.62 + 10.69 = 37.93 pt from the top.
    let label = Label("0\n0\n0", font: font).numberOfLines(0).id("code").size(width: 20, height: 14)
    let found = try findings(Stack { label })
    #expect(found.count == 1)
    guard case .overflow(let size) = found.first?.truncation else {
      Issue.record("expected an overflow, found \(found)")
      return
    }
    expectClose(size.width, 5.72)
    expectClose(size.height, 40.86)
    #expect(
      found.map(\.description) == [
        #"Label#code: text 5.72 × 40.86 pt overflows its 20 × 14 pt frame, shows "0\n0\n0" of "0\n0\n0""#
      ])
  }

  @Test func aLineBoxALittleTallerThanTheFrameIsNotAnOverflow() throws {
    // One 13.62 pt line in 12 pt: its baseline, 10.69 pt from the top, is inside the frame.
    #expect(try findings(Stack { Label("00", font: font).size(width: 20, height: 12) }).isEmpty)
  }

  @Test func aLineWhoseBaselineFallsBelowTheFrameOverflowsIt() throws {
    // In 10 pt the baseline, at 10.69 pt, is below the bottom; the line is 2 × 5.72 = 11.44 pt wide.
    let found = try findings(Stack { Label("00", font: font).size(width: 20, height: 10) })
    #expect(
      found.map(\.description) == [
        #"Label: text 11.44 × 13.62 pt overflows its 20 × 10 pt frame, shows "00" of "00""#
      ])
  }

  @Test func aCharacterWiderThanTheFrameOverflowsIt() throws {
    // With no line limit nothing is cut: the 5.72 pt zero is drawn past the 3 pt frame.
    let found = try findings(Stack { Label("0", font: font).numberOfLines(0).size(width: 3, height: 14) })
    #expect(
      found.map(\.description) == [
        #"Label: text 5.72 × 13.62 pt overflows its 3 × 14 pt frame, shows "0" of "0""#
      ])
  }

  @Test func aHiddenLabelIsStillReportedSinceItIsStillSeen() throws {
    let label = Label("00 00 00", font: font).size(width: 20, height: 14).accessibilityHidden()
    #expect(try findings(Stack { label }).map(\.shownText) == ["00…"])
  }

  @Test func findingsFollowReadingOrderInEitherDirection() throws {
    // A Stack keeps a row left to right, so only the reading order changes with the direction.
    let screen = Stack {
      Stack(.horizontal) {
        Label("00 00 00", font: font).id("left").size(width: 20, height: 14)
        Label("00 00 00", font: font).id("right").size(width: 20, height: 14)
      }
      Label("00 00 00", font: font).id("below").size(width: 20, height: 14)
    }
    #expect(try findings(screen).map(\.name) == ["Label#left", "Label#right", "Label#below"])
    #expect(
      try findings(screen, direction: .rightToLeft).map(\.name) == [
        "Label#right", "Label#left", "Label#below",
      ])
  }
}
