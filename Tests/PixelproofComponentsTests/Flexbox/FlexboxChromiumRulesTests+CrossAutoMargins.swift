import PixelproofComponents
import Testing

/// Cross-axis auto margins of an item larger than its line, worked out by hand from the spec section
/// in its comment and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func anOverflowingItemWithCrossAutoMarginsKeepsToTheCrossStartEdge() throws {
    // css-flexbox-1 §9.6 step 13: when an item with an auto cross margin is larger than its line, its
    // start margin is 0 if auto and the other margin takes the overflow; Chrome takes the start at the
    // line's cross-start edge. A 50 × 5 item in a 20 wide right-to-left column starts from the
    // right: x = 20 − 50 = −30, whichever margin is auto, and a 3 px left margin changes nothing.
    // With a 5 px right margin, x = 20 − 5 − 50 = −35. With wrap-reverse the cross start is on the
    // left again: x = 0; in a left-to-right column, x = 0.
    func x(
      _ direction: LayoutDirection, wrap: FlexStyle.Wrap = .noWrap, _ margin: FlexEdges
    ) throws
      -> Double?
    {
      let item = Flexbox(
        FlexStyle().with {
          $0.width = 50; $0.height = 5; $0.margin = margin
        }, children: [])
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.width = 20; $0.wrap = wrap; $0.layoutDirection = direction
        }, children: [item])
      return childFrames(try layoutAlone(root)).first?.origin.x
    }
    #expect(try x(.rightToLeft, FlexEdges(right: .auto)) == -30)
    #expect(try x(.rightToLeft, FlexEdges(left: .auto)) == -30)
    #expect(try x(.rightToLeft, FlexEdges(left: 3, right: .auto)) == -30)
    #expect(try x(.rightToLeft, FlexEdges(left: .auto, right: 5)) == -35)
    #expect(try x(.rightToLeft, wrap: .wrapReverse, FlexEdges(right: .auto)) == 0)
    #expect(try x(.leftToRight, FlexEdges(left: .auto, right: 5)) == 0)
  }
}
