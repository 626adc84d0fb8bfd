import PixelproofComponents
import Testing

/// A stretched item's content-box maximum, worked out by hand from the spec sections in the comment
/// and checked against Chromium.
extension FlexboxChromiumRulesTests {
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
