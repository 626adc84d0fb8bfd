import PixelproofComponents
import Testing

/// Rules about intrinsic sizes: what items contribute to a container sized by its content, each worked out by hand
/// from the spec section in its comment and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func aColumnsAutoWidthTakesItsItemsWidthsAtTheirOwnHeights() throws {
    // The item, a wrapping column 8 tall with a flex basis of 100, flexes to 100 tall, where its two
    // 30 tall children share one line: it is 30 wide. The root's auto width is its item's
    // contribution (css-sizing-3 §5.2), found with the item's own height, 8, not the flexed 100: its
    // lines break at 8, a child to each, 20 + 30 = 50. So the root is 50 wide and the item 30.
    let item = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.wrap = .wrap; $0.height = 8; $0.basis = 100
      }, children: [fixedBox(20, 30), fixedBox(30, 30)])
    let root = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.height = 200; $0.alignItems = .flexStart
      }, children: [item])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 50, height: 200))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 30, height: 100)])
    #expect(
      childFrames(result.children[0].layout) == [
        Rect(x: 0, y: 0, width: 20, height: 30), Rect(x: 0, y: 30, width: 30, height: 30),
      ])
  }

  @Test func aWrappingColumnsMinContentWidthIsItsWidestItem() throws {
    // A column 50 tall holding three 30 tall items, 20, 30 and 10 wide, puts each on a line of its
    // own: its max-content width is 20 + 30 + 10 = 60, its flex basis in the 10 wide row. It must
    // shrink, down to its automatic minimum (css-flexbox-1 §4.5), its min-content width, which Chrome
    // takes as its widest item's, 30, not the lines' 60. So it is 30 wide, its lines overflowing.
    let column = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.wrap = .wrap; $0.height = 50
      },
      children: [fixedBox(20, 30), fixedBox(30, 30), fixedBox(10, 30)])
    let root = Flexbox(FlexStyle().with { $0.width = 10 }, children: [column])
    let result = try layoutAlone(root)
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 30, height: 50)])
    #expect(
      childFrames(result.children[0].layout) == [
        Rect(x: 0, y: 0, width: 20, height: 30), Rect(x: 20, y: 0, width: 30, height: 30),
        Rect(x: 50, y: 0, width: 10, height: 30),
      ])
  }

  @Test func aWrappingColumnsAutoWidthInADefiniteSpaceIsFitContent() throws {
    // The item, a wrapping column 50 tall, puts its two 40 tall children on lines of their own: its
    // max-content width is 60 + 30 = 90 and its min-content width its widest item's, 60. Aligned to
    // flex-start in the 80 wide root, its auto width is fit-content (css-sizing-3 §5.3,
    // css-flexbox-1 §9.4 step 7): min(90, max(60, 80)) = 80, its second line overflowing it.
    let item = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.wrap = .wrap; $0.height = 50
      }, children: [fixedBox(60, 40), fixedBox(30, 40)])
    let root = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.width = 80; $0.alignItems = .flexStart
      }, children: [item])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 80, height: 50))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 80, height: 50)])
    #expect(
      childFrames(result.children[0].layout) == [
        Rect(x: 0, y: 0, width: 60, height: 40), Rect(x: 60, y: 0, width: 30, height: 40),
      ])
  }

  @Test func aWrappingRowsAutoWidthInADefiniteSpaceIsFitContent() throws {
    // The item, a wrapping row, holds a child 40 wide with a flex basis of 100 and one 30 wide. The
    // first can shrink and not grow, so it contributes its width, 40, not its basis: the row's
    // max-content width is 40 + 30 = 70 and its min-content width 40 (css-flexbox-1 §9.9.1). Aligned
    // to flex-start in the 10 wide root, its auto width is fit-content (css-sizing-3 §5.3):
    // min(70, max(40, 10)) = 40, not its longest line at the flex bases, 100. At 40 the first child
    // (basis 100) fills a line and shrinks to 40; the second goes on a line of its own below it.
    let item = Flexbox(
      FlexStyle().with { $0.wrap = .wrap },
      children: [
        Flexbox(
          FlexStyle().with {
            $0.basis = 100; $0.width = 40; $0.height = 20
          }, children: []),
        fixedBox(30, 10),
      ])
    let root = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.width = 10; $0.alignItems = .flexStart
      }, children: [item])
    let result = try layoutAlone(root)
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 40, height: 30)])
    #expect(
      childFrames(result.children[0].layout) == [
        Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 0, y: 20, width: 30, height: 10),
      ])
  }

  @Test func aRootsMinContentWidthIsItsContentsMinContentWidth() throws {
    // `width: min-content` on the root asks for its content's min-content width (css-sizing-3 §3.1),
    // not the max-content width an auto width takes alone: for a wrapping row that is its largest
    // item's, 46 (css-flexbox-1 §9.9.1), not 46 + 31. At 46 wide the 31 wide item wraps below.
    let root = Flexbox(
      FlexStyle().with {
        $0.wrap = .wrap; $0.width = .minContent
      }, children: [fixedBox(46, 10), fixedBox(31, 10)])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 46, height: 20))
    #expect(
      childFrames(result) == [
        Rect(x: 0, y: 0, width: 46, height: 10), Rect(x: 0, y: 10, width: 31, height: 10),
      ])
  }

  @Test func aWrappingRowsMaxContentWidthIsItsItemsInOneLine() throws {
    // css-flexbox-1 §9.9.1: a multi-line row's max-content width is its items' contributions in one
    // line, 3 × 20 = 60, held at its max-width 55, not its longest line once broken at 55 (40). Laid
    // out 55 wide, two items fit the first line and the third wraps: 55 × 20.
    let root = Flexbox(
      FlexStyle().with {
        $0.wrap = .wrap; $0.maxWidth = 55
      },
      children: [fixedBox(20, 10), fixedBox(20, 10), fixedBox(20, 10)])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 55, height: 20))
    #expect(childFrames(result)[2] == Rect(x: 0, y: 10, width: 20, height: 10))
  }

  @Test func aWidthCarriedThroughARatioContributesAtLeastItsContent() throws {
    // The item's `width: 50%` is of the root's auto width, so it behaves as auto while that width is
    // found (css-sizing-3 §5.2.1). Its height, 10 held at its min-height 40, gives a width of
    // 40 × 0.75 = 30 through the ratio, but its min-width is auto, so css-sizing-4 §5.2's automatic
    // minimum holds that at its content's 80 (the min-height carried through the ratio is no minimum
    // of its own): it contributes 80, and the root is 80 wide. Laid out, the item is 50% of 80 = 40
    // wide (its automatic minimum as a flex item, css-flexbox-1 §4.5, is min(80, 40)) and 40 tall.
    let item = Flexbox(
      FlexStyle().with {
        $0.width = .percent(0.5); $0.height = 10; $0.minHeight = 40; $0.aspectRatio = 0.75
      },
      children: [
        Flexbox(
          FlexStyle().with {
            $0.width = 80; $0.height = 30; $0.shrink = 0
          }, children: [])
      ])
    let result = try layoutAlone(Flexbox { item })
    #expect(result.size == Size(width: 80, height: 40))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 40, height: 40)])
  }

  @Test func anItemIsMeasuredAtItsOwnCrossSizeWithinItsLimits() throws {
    // The item's height 120 is held at its max-height 50 (css-sizing-3 §5.2), and the ratio 1.5 gives
    // a width of 75, within its max-width 99. Measured for the root's auto width, it is measured at
    // that height, not the 120 that would give 180, held at 99: the root is 75 wide.
    let item = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 1.5; $0.height = 120; $0.maxHeight = 50; $0.maxWidth = 99
      }, children: [])
    let result = try layoutAlone(Flexbox(FlexStyle().with { $0.height = 200 }, children: [item]))
    #expect(result.size == Size(width: 75, height: 200))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 75, height: 50)])
  }
}
