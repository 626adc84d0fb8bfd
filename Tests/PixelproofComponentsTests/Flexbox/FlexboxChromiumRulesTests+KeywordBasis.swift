import PixelproofComponents
import Testing

/// A flex basis given by a sizing keyword, worked out by hand from the spec section in its comment
/// and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func aKeywordBasisIsIndefiniteForTheItemsChildrensPercentages() throws {
    // css-flexbox-1 §9.8 makes a flexed main size definite when the container's main size is; a
    // basis from the item's content (`flex-basis: max-content`) is not definite on its own, as a
    // percentage of it would be cyclic (css-sizing-3 §5.2.1). The item, in a column of auto height,
    // holds a 10 × 50% box and a 10 × 40 box in a row: it is 40 tall, from its content, even with
    // height 30, and the 50% behaves as auto, 0 tall. In a column 100 tall the item's flexed height,
    // 40, is definite, and the 50% is 20.
    func children(containerHeight: Double?, itemHeight: Double?) throws -> [Rect] {
      let item = Flexbox(
        FlexStyle().with {
          $0.basis = .maxContent
          if let itemHeight { $0.height = .points(itemHeight) }
        },
        children: [
          Flexbox(
            FlexStyle().with {
              $0.width = 10; $0.height = .percent(0.5)
            }, children: []),
          fixedBox(10, 40),
        ])
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column
          if let containerHeight { $0.height = .points(containerHeight) }
        }, children: [item])
      return childFrames(try layoutAlone(root).children[0].layout)
    }
    let autoHeight = [Rect(x: 0, y: 0, width: 10, height: 0), Rect(x: 10, y: 0, width: 10, height: 40)]
    #expect(try children(containerHeight: nil, itemHeight: nil) == autoHeight)
    #expect(try children(containerHeight: nil, itemHeight: 30) == autoHeight)
    #expect(
      try children(containerHeight: 100, itemHeight: nil)
        == [Rect(x: 0, y: 0, width: 10, height: 20), Rect(x: 10, y: 0, width: 10, height: 40)])
  }
}
