import PixelproofComponents
import Testing

/// Rules about gaps between items, each worked out by hand from the spec section in its comment and
/// checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func aPercentageGapOfAnIndefiniteFlexedHeightIsZero() throws {
    // The item, a column with a 20% row gap, holds two 10 tall boxes. Its height is its content's:
    // the gap is a percentage of an indefinite height, which resolves against zero (css-align-3 §8.3),
    // so 10 + 10 = 20. In a root of auto height, the flexed 20 is not definite either (css-flexbox-1
    // §9.8), so the gap stays 0 when the item is laid out at 20: the boxes keep 10 and sit at y = 0
    // and 10. In a root 100 tall, the flexed 20 is definite, the gap is 20% of 20 = 4, and the boxes
    // shrink evenly to (20 − 4) / 2 = 8, at y = 0 and 8 + 4 = 12.
    for (rootHeight, boxes) in [
      (
        RelativeDimension.auto,
        [Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 0, y: 10, width: 100, height: 10)]
      ),
      (100, [Rect(x: 0, y: 0, width: 100, height: 8), Rect(x: 0, y: 12, width: 100, height: 8)]),
    ] {
      let item = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.rowGap = .percent(0.2)
        },
        children: [
          Flexbox(FlexStyle().with { $0.height = 10 }, children: []),
          Flexbox(FlexStyle().with { $0.height = 10 }, children: []),
        ])
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.width = 100; $0.height = rootHeight
        }, children: [item])
      let result = try layoutAlone(root)
      #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 100, height: 20)])
      #expect(childFrames(result.children[0].layout) == boxes)
    }
  }

  @Test func aPercentageGapOfAHeightFromLimitsAloneIsZero() throws {
    // A column whose height comes from min-height and max-height alone, both 30, is 30 tall, but that
    // height is not definite for its children's percentages (css-sizing-3 §5.2, as Chrome has it), so
    // its 20% row gap resolves against zero (css-align-3 §8.3), not 30: its two 10 tall boxes sit at
    // y = 0 and 10, not 10 + 6 = 16.
    let root = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.width = 100; $0.minHeight = 30; $0.maxHeight = 30
        $0.rowGap = .percent(0.2)
      },
      children: [
        Flexbox(FlexStyle().with { $0.height = 10 }, children: []),
        Flexbox(FlexStyle().with { $0.height = 10 }, children: []),
      ])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 100, height: 30))
    #expect(
      childFrames(result) == [
        Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 0, y: 10, width: 100, height: 10),
      ])
  }

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
