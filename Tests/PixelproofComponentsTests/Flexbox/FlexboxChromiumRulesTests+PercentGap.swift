import PixelproofComponents
import Testing

/// Percentage gaps of an indefinite height, worked out by hand from the spec sections in the comment
/// and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func aPercentageRowGapOfAnIndefiniteHeightIsZero() throws {
    // css-align-3 §8.1: a percentage gap resolves against the content box, and against an indefinite
    // size it is 0. A column with row-gap 10% holding a 5 × 100 and a 5 × 0 box, in a row of auto
    // height: centred, its height comes from its content, indefinite, so the gap is 0 and the boxes
    // sit at y = 0 and 100. Stretched to its 100 tall line, its height is definite (css-flexbox-1
    // §9.8): the gap is 10, so the first box shrinks to 90 and the second stays at 90 + 10 = 100.
    func frames(_ alignItems: FlexStyle.AlignItems) throws -> [Rect] {
      let column = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.rowGap = .percent(0.1)
        }, children: [fixedBox(5, 100), fixedBox(5, 0)])
      let root = Flexbox(FlexStyle().with { $0.alignItems = alignItems }, children: [column])
      return childFrames(try layoutAlone(root).children[0].layout)
    }
    #expect(
      try frames(.center)
        == [Rect(x: 0, y: 0, width: 5, height: 100), Rect(x: 0, y: 100, width: 5, height: 0)])
    #expect(
      try frames(.stretch)
        == [Rect(x: 0, y: 0, width: 5, height: 90), Rect(x: 0, y: 100, width: 5, height: 0)])
  }
}
