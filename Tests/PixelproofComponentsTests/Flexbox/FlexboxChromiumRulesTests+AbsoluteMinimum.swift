import PixelproofComponents
import Testing

/// The automatic minimum width of an absolutely positioned child with an aspect ratio, worked out by
/// hand from css-sizing-4 §5.1 and checked against Chromium.
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
}
