import PixelproofComponents
import Testing

/// Percentages inside an absolutely positioned child, worked out by hand from the spec section in the
/// comment and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func anAbsoluteChildsPercentagePaddingAndMarginsResolveAgainstThePaddingBox() throws {
    // css-position-3 §3.1: an absolutely positioned child's containing block is its container's
    // padding box, and its percentage padding and margins (css-box-4 §5) resolve against that
    // width. A 175 wide container with a 5 px left border has a 170 wide padding box (its content
    // box, less 19 and 6 of padding, is 145): a 20% left padding is 34, so with a 55 wide box inside
    // the child is 89 wide, and a 10% top margin is 17. With no insets it sits at the content box's
    // start, x = 5 + 19 = 24, and y = 17.
    let child = Flexbox(
      FlexStyle().with {
        $0.position = .absolute; $0.padding.left = .percent(0.2); $0.margin.top = .percent(0.1)
      }, children: [fixedBox(55, 10)])
    let root = Flexbox(
      FlexStyle().with {
        $0.width = 175; $0.height = 50; $0.padding.left = 19; $0.padding.right = 6; $0.border.left = 5
      }, children: [child])
    #expect(childFrames(try layoutAlone(root)) == [Rect(x: 24, y: 17, width: 89, height: 10)])
  }
}
