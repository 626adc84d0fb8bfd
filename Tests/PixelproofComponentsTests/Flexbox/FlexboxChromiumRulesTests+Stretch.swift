import PixelproofComponents
import Testing

/// Rules about stretched items, each worked out by hand from the spec section in its comment and
/// checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func aStretchedItemsContentBoxMaximumLeavesOutItsBorder() throws {
    // The item, in a row 47 tall, is stretched to 47 (css-flexbox-1 §9.4 step 11) within its
    // max-height, 10 under `box-sizing: content-box`: its content box at most 10, its border box at
    // most 10 + 7 (its top border) = 17 (css-sizing-3 §4.1). So it is 17 tall, not 10, the
    // content-box maximum taken as a border-box one.
    let item = Flexbox(
      FlexStyle().with {
        $0.width = 20; $0.border.top = 7; $0.boxSizing = .contentBox; $0.maxHeight = 10
      }, children: [])
    let root = Flexbox(
      FlexStyle().with {
        $0.width = 100; $0.height = 47
      }, children: [item])
    let result = try layoutAlone(root)
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 20, height: 17)])
  }

  @Test func anItemStretchesToItsLineNotToTheSpaceAroundAContainerOfAutoHeight() throws {
    // The item, aligned to the start of a row 100 tall, has an auto height: its content's. Its one
    // child, empty with an aspect ratio of 0.5, is stretched to its line (css-flexbox-1 §9.4 step
    // 11), whose cross size comes from the items (step 8), not from the 100 around the item: with no
    // content and no size, 0. So the child is 0 × 0, the item 0 × 0 and the root 0 wide, where
    // stretching the child to 100 would make it 50 wide through the ratio, and the item 50 × 100.
    let item = Flexbox(
      FlexStyle(), children: [Flexbox(FlexStyle().with { $0.aspectRatio = 0.5 }, children: [])])
    let root = Flexbox(
      FlexStyle().with {
        $0.height = 100; $0.alignItems = .flexStart
      }, children: [item])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 0, height: 100))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 0, height: 0)])
    #expect(childFrames(result.children[0].layout) == [Rect(x: 0, y: 0, width: 0, height: 0)])
  }

  @Test func aStretchedItemsContentBoxMaximumLeavesRoomForItsPadding() throws {
    // css-flexbox-1 §9.4 step 11: a stretched item takes its line's cross size, held by its max
    // cross size; under box-sizing: content-box (css-sizing-3 §4.4) that maximum is the content box's,
    // so its padding comes on top. Beside a 10 × 132 item the line is 132 tall; the item with
    // max-height 68 and a 6 px top padding is 68 + 6 = 74 tall.
    let item = Flexbox(
      FlexStyle().with {
        $0.boxSizing = .contentBox; $0.maxHeight = 68; $0.padding.top = 6; $0.width = 53
      }, children: [])
    let root = Flexbox(FlexStyle(), children: [item, fixedBox(10, 132)])
    #expect(
      childFrames(try layoutAlone(root))
        == [Rect(x: 0, y: 0, width: 53, height: 74), Rect(x: 53, y: 0, width: 10, height: 132)])
  }
}
