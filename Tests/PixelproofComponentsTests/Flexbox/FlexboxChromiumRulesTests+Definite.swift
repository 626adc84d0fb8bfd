import PixelproofComponents
import Testing

/// Laid out with nothing around it: the root's auto size is its max-content size.
private func layoutAlone(_ component: any Component) throws -> Layout {
  try component.layoutThatFits(.unconstrained, parentSize: .undefined, environment: LayoutEnvironment())
}

/// An empty flexbox of a fixed size.
private func fixedBox(_ width: Double, _ height: Double) -> Flexbox {
  Flexbox(
    FlexStyle().with {
      $0.width = .points(width); $0.height = .points(height)
    }, children: [])
}

/// Rules about sizes CSS treats as definite before the flex algorithm fixes them, each worked out by
/// hand from the spec section in its comment and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func aKeywordWidthSeesTheStretchedHeightThroughTheAspectRatio() throws {
    // css-flexbox-1 §9.8 item 1: in a single-line row of definite height, a stretched item's height
    // is definite: 100 less the padding's 10 and the margin's 5 is 85. css-sizing-4 §5.1: with an
    // aspect ratio and a definite height, the content sizes (so `max-content`) are that height
    // through the ratio: 85 × 2 = 170. With `max-height: 30` the stretched height is 30 and the width
    // 60. Aligned to the start the item is not stretched: the keyword is its content's 10, the ratio
    // gives a height of 5, and the automatic minimum holds it at the content's 10.
    func row(_ change: (inout FlexStyle) -> Void, align: FlexStyle.AlignItems = .stretch) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with {
          $0.width = .maxContent; $0.aspectRatio = 2; change(&$0)
        }, children: [fixedBox(10, 10)])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 300; $0.height = 100; $0.padding.top = 10; $0.alignItems = align
        }, children: [item])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try row { $0.margin.top = 5 } == Rect(x: 0, y: 15, width: 170, height: 85))
    #expect(try row { $0.maxHeight = 30 } == Rect(x: 0, y: 10, width: 60, height: 30))
    #expect(try row({ _ in }, align: .flexStart) == Rect(x: 0, y: 10, width: 10, height: 10))
  }
}
