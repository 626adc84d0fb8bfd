import PixelproofComponents
import Testing

/// Rules about the automatic minimum size of items with an aspect ratio, each worked out by hand from
/// the spec section in its comment and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func aRatioItemsAutomaticMinimumIsItsContentHeldByItsMaximumThroughTheRatio() throws {
    // The item, with an aspect ratio of 2 in a column 100 wide, is stretched to 100: its flex basis is
    // 100 / 2 = 50 (css-flexbox-1 §9.2 3B). Its automatic minimum height is its content size
    // suggestion (§4.5), its min-content height, the 70 of its child, at least the 50 the ratio
    // gives: 70, so it is 70 tall. With a max-width of 60 it is 60 wide, and the suggestion is held
    // within that maximum through the ratio, 60 / 2 = 30: it is 30 tall, its child overflowing.
    for (maxWidth, size) in [
      (RelativeDimension.auto, Size(width: 100, height: 70)), (60, Size(width: 60, height: 30)),
    ] {
      let item = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = 2; $0.maxWidth = maxWidth
        },
        children: [Flexbox(FlexStyle().with { $0.height = 70 }, children: [])])
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.width = 100
        }, children: [item])
      let result = try layoutAlone(root)
      #expect(result.size == Size(width: 100, height: size.height))
      #expect(childFrames(result) == [Rect(x: 0, y: 0, width: size.width, height: size.height)])
      #expect(childFrames(result.children[0].layout) == [Rect(x: 0, y: 0, width: 0, height: 70)])
    }
  }

  @Test func aRowItemsWidthFromTheRatioIsNotASpecifiedSizeSuggestion() throws {
    // The item, with an aspect ratio of 1, a height of 20 and a 10 left padding, in a row aligned to
    // the start, gets a width of 20 through the ratio. That width is no specified size suggestion,
    // since its width is auto (css-flexbox-1 §4.5), so its automatic minimum is its content size
    // suggestion: its min-content width, 10 + 50 for its 50 wide child. It is 60 wide.
    let item = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 1; $0.height = 20; $0.padding.left = 10
      },
      children: [
        Flexbox(
          FlexStyle().with {
            $0.width = 50; $0.shrink = 0
          }, children: [])
      ])
    let root = Flexbox(
      FlexStyle().with {
        $0.width = 300; $0.alignItems = .flexStart
      }, children: [item])
    let result = try layoutAlone(root)
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 60, height: 20)])
    #expect(childFrames(result.children[0].layout) == [Rect(x: 10, y: 0, width: 50, height: 20)])
  }
}
