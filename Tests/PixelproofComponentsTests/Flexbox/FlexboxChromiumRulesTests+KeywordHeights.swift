import PixelproofComponents
import Testing

/// Rules about heights that content keywords give, each worked out by hand from the spec section in its
/// comment and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func anAbsoluteChildsMinContentHeightIsIndefiniteForItsChildren() throws {
    // The absolutely positioned row's `min-content` height is its content's, 50, from the 50 tall box;
    // the 50% height beside it would make that cyclic, so it behaves as auto (css-sizing-3 §5.2.1):
    // an empty box, 0 tall, and not stretched either, since its height is not auto (css-flexbox-1
    // §9.4 step 11). With a height of 60 of its own, the same box is 50% of 60 = 30 tall.
    for (height, expected) in [(RelativeDimension.minContent, 0.0), (60, 30)] {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.width = 40; $0.height = height
        },
        children: [
          Flexbox(
            FlexStyle().with {
              $0.width = 10; $0.height = .percent(0.5)
            }, children: []),
          fixedBox(10, 50),
        ])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.height = 100
        }, children: [child])
      let result = try layoutAlone(root)
      #expect(
        childFrames(result.children[0].layout) == [
          Rect(x: 0, y: 0, width: 10, height: expected), Rect(x: 10, y: 0, width: 10, height: 50),
        ])
    }
  }
}
