import PixelproofComponents
import Testing

/// The lines of a multi-line row of auto width in a narrower space, worked out by hand from the spec
/// sections in the comment and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func anAutoWidthRowBreaksItsLinesAtNoLessThanItsMinContentWidth() throws {
    // css-sizing-3 §5.3: a wrapping row of auto width in a 5 wide column is fit-content wide,
    // min(max-content, max(min-content, 5)); its min-content width is its widest item's (css-flexbox-1
    // §9.9.1). With a 19 × 10 and a 0 × 10 item: max-content 19, min-content 19, so 19 wide, and both
    // items fit in one 19 wide line: 10 tall, when measured as when laid out. With a 4 × 10 item
    // instead, max-content 23 and min-content 19 make it 19 wide; 19 + 4 does not fit, so two lines,
    // 10 + 17 + 10 = 37 tall.
    func row(secondWidth: Double) throws -> Rect? {
      let row = Flexbox(
        FlexStyle().with {
          $0.alignSelf = .flexStart; $0.wrap = .wrap; $0.rowGap = 17
        }, children: [fixedBox(19, 10), fixedBox(secondWidth, 10)])
      let column = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.width = 5
        }, children: [row])
      let root = Flexbox(FlexStyle().with { $0.width = 100 }, children: [column])
      return childFrames(try layoutAlone(root).children[0].layout).first
    }
    #expect(try row(secondWidth: 0) == Rect(x: 0, y: 0, width: 19, height: 10))
    #expect(try row(secondWidth: 4) == Rect(x: 0, y: 0, width: 19, height: 37))
  }
}
