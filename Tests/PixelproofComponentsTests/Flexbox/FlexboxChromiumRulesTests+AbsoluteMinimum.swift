import PixelproofComponents
import Testing

/// The sizes of an absolutely positioned child with an aspect ratio, worked out by hand from
/// css-sizing-4 §5.1 and §5.2 and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func anAbsoluteChildWithARatioAndADefiniteHeightIsAtLeastItsMinContentWidth() throws {
    // css-sizing-4 §5.1: a box with an aspect ratio and a definite height has an automatic minimum
    // width of its min-content width; Chrome applies it to an absolutely positioned box even when its
    // width is set. The child is a row of a 101 and a 112 wide box: its min-content width is
    // 101 + 112 = 213. Width 5 and height 52 give 213 × 52, larger than its 31 wide container.
    func child(_ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.aspectRatio = 0.5; change(&$0)
        }, children: [fixedBox(101, 10), fixedBox(112, 10)])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 31; $0.height = 100
        }, children: [child])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(
      try child {
        $0.width = 5; $0.height = 52
      } == Rect(x: 0, y: 0, width: 213, height: 52))
    // Its max-width 50 caps the minimum: 50 × 52.
    #expect(
      try child {
        $0.width = 5; $0.height = 52; $0.maxWidth = 50
      }
        == Rect(x: 0, y: 0, width: 50, height: 52))
    // A scroll container has no automatic minimum: 5 × 52.
    #expect(
      try child {
        $0.width = 5; $0.height = 52; $0.overflowX = .hidden
      }
        == Rect(x: 0, y: 0, width: 5, height: 52))
    // With no height, the height is 5 / 0.5 = 10 through the ratio, not definite: no minimum, 5 × 10.
    #expect(try child { $0.width = 5 } == Rect(x: 0, y: 0, width: 5, height: 10))
    // Top 0 and bottom 0 make the auto height definite, 100: the width through the ratio is
    // 100 × 0.5 = 50, raised to 213, and the auto height follows it, 213 / 0.5 = 426.
    #expect(
      try child {
        $0.inset.top = 0; $0.inset.bottom = 0
      } == Rect(x: 0, y: 0, width: 213, height: 426))
  }

  @Test func anAbsoluteChildsAutoHeightComesThroughItsRatioHeldAtItsContent() throws {
    // css-sizing-4 §5.1: an auto height is the width through the ratio, even when the width comes
    // from the content and even between two insets; §5.2: held at least at the content's height
    // under an automatic minimum (a scroll container has none). The container is 100 × 50.
    func frame(_ ratio: Double, content: Flexbox?, _ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.aspectRatio = ratio; change(&$0)
        }, children: content.map { [$0] } ?? [])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.height = 50
        }, children: [child])
      return childFrames(try layoutAlone(root)).first
    }
    // Empty but for a 7 px right border: 7 wide, 7 / 0.5 = 14 tall.
    #expect(try frame(0.5, content: nil) { $0.border.right = 7 } == Rect(x: 0, y: 0, width: 7, height: 14))
    // A 40 × 10 box inside: 40 wide, 40 / 2 = 20 tall.
    #expect(try frame(2, content: fixedBox(40, 10)) { _ in } == Rect(x: 0, y: 0, width: 40, height: 20))
    // A 40 × 100 box: 40 / 0.5 = 80 is below the content's 100, so 100; clipped, 80.
    let tall = fixedBox(40, 100)
    #expect(try frame(0.5, content: tall) { _ in } == Rect(x: 0, y: 0, width: 40, height: 100))
    #expect(
      try frame(0.5, content: tall) { $0.overflowY = .hidden } == Rect(x: 0, y: 0, width: 40, height: 80))
    // Width 20 between top 0 and bottom 0, holding a 10 × 100 box: 20 / 0.5 = 40, not the 50 between
    // the insets, held at the content's 100.
    #expect(
      try frame(0.5, content: fixedBox(10, 100)) {
        $0.width = 20; $0.inset.top = 0; $0.inset.bottom = 0
      } == Rect(x: 0, y: 0, width: 20, height: 100))
  }

  @Test func anAbsoluteChildsKeywordHeightSeesTheWidthItsInsetsGive() throws {
    // css-sizing-4 §5.1: with an aspect ratio and the other size known, a content keyword's size is
    // that size through the ratio. Between left 10 and right 30 of a 100 wide container the width is
    // 100 − 10 − 30 = 60, known before the content is measured, so a max-content (or fit-content)
    // height with ratio 3 is 60 / 3 = 20; with a 6 px left margin, a min-content height is
    // (60 − 6) / 3 = 18.
    func frame(_ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.aspectRatio = 3; $0.inset.left = 10; $0.inset.right = 30
          change(&$0)
        }, children: [])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.height = 50
        }, children: [child])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try frame { $0.height = .maxContent } == Rect(x: 10, y: 0, width: 60, height: 20))
    #expect(try frame { $0.height = .fitContent } == Rect(x: 10, y: 0, width: 60, height: 20))
    #expect(
      try frame {
        $0.height = .minContent; $0.margin.left = 6
      } == Rect(x: 16, y: 0, width: 54, height: 18))
  }
}
