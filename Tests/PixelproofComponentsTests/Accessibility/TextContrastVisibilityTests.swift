import PixelproofComponents
import Testing

/// Text is measured only where it is drawn and can be seen: not against its own colour emoji, not where
/// opaque content drawn later covers it.
@Suite struct TextContrastVisibilityTests {
  func contrasts(_ component: any Component) throws -> [TextContrast] {
    try ComponentRenderer.render(component, in: .width(200), scale: 2).textContrasts()
  }

  @Test func aLabelsOwnColourEmojiAreNotItsBackground() throws {
    // Black text on white: 21:1. The line is one run; the emoji's brown pixels lie in its box, and are text.
    let found = try contrasts(Label("Hi 🐻 there", color: .black).backgroundColor(.white))
    #expect(found.map(\.background) == [.white])
    #expect(found.map(\.ratio.description) == ["21:1"])
  }

  @Test func textUnderOpaqueContentDrawnLaterIsNotMeasured() throws {
    // The label is black on white; a white view drawn over it hides it whole.
    let hidden = Label("Hidden", color: .black).backgroundColor(.white)
      .overlay { View(.white) }
    #expect(try contrasts(hidden).isEmpty)
  }

  @Test func partlyCoveredTextIsMeasuredAgainstWhatIsAroundItsVisiblePart() throws {
    // Black text on white; a black bar drawn later covers its left half. The visible glyphs stand on
    // white (21:1); the bar, though it is in the run's box, is not their background.
    let row = Stack(.horizontal) {
      View(.black).size(width: 20, height: 20)
      View().flexGrow(1)
    }
    let covered = Label("Covered text", color: .black).backgroundColor(.white).overlay { row }
    let found = try contrasts(covered)
    #expect(found.map(\.background) == [.white])
    #expect(found.map(\.ratio.description) == ["21:1"])
    #expect(found.map(\.pixelBox.x).allSatisfy { $0 >= 40 })
  }
}
