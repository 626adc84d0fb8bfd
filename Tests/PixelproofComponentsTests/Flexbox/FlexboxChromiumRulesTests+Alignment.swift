import PixelproofComponents
import Testing

/// Rules about where items and baselines go, auto margins included, each worked out by hand
/// from the spec section in its comment and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func lineBreakingFloorsLengthsToLayoutUnits() throws {
    // Chrome holds lengths in 1/64 px layout units, converting by truncation: the row's 30.01 is
    // floor(1920.64) = 1920 units, the items' 10.01 and 20.01 are 640 and 1280. Their sum, 1920,
    // fits the line (css-flexbox-1 §9.3 step 5), so both share it and the row is 10 tall; rounding
    // each to the nearest unit instead (641 + 1281 = 1922 > 1921) would break it in two.
    let item = { (width: Double) in
      Flexbox(
        FlexStyle().with {
          $0.width = .points(width); $0.height = 10; $0.shrink = 0
        }, children: [])
    }
    let root = Flexbox(
      FlexStyle().with {
        $0.wrap = .wrap; $0.width = 30.01
      }, children: [item(10.01), item(20.01)])
    let result = try layoutAlone(root)
    #expect(result.size.height == 10)
    #expect(childFrames(result).map(\.origin.y) == [0, 0])
  }

  @Test func anItemWithANegativeOuterSizeLeavesRoomOnItsLine() throws {
    // css-flexbox-1 §9.3 step 5 collects items into lines by their outer hypothetical main sizes:
    // 40, then 10 - 20 = -10 for the item with `margin-left: -20`, then 20. The line of 50 holds
    // 40 - 10 + 20 = 50, so all three share it, the second at 40 - 20 = 20 and the third at 30;
    // counting the negative length as 0 would have sent the third to a second line.
    let root = Flexbox(
      FlexStyle().with {
        $0.wrap = .wrap; $0.width = 50
      },
      children: [
        fixedBox(40, 10),
        Flexbox(
          FlexStyle().with {
            $0.width = 10; $0.height = 10; $0.margin.left = -20
          }, children: []),
        fixedBox(20, 10),
      ])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 50, height: 10))
    #expect(
      childFrames(result) == [
        Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 20, y: 0, width: 10, height: 10),
        Rect(x: 30, y: 0, width: 20, height: 10),
      ])
  }

  @Test func anAutoMarginInAReversedRowLeavesTheGapBetweenTheItems() throws {
    // css-flexbox-1 §9.5 step 12 and css-align-3 §8: a row-reverse 100 wide with a 10 gap and two
    // 20 wide items has 100 − 20 − 10 − 20 = 50 to spare, which the second item's right auto margin
    // takes. The first item starts the row on the right, at x = 80; the gap lies between the two, so
    // the second item's margin box ends at 80 − 10 = 70, and the item at 70 − 50 − 20 = 0.
    let root = Flexbox(
      FlexStyle().with {
        $0.direction = .rowReverse; $0.width = 100; $0.columnGap = 10
      },
      children: [
        Flexbox(
          FlexStyle().with {
            $0.width = 20; $0.height = 10
          }, children: []),
        Flexbox(
          FlexStyle().with {
            $0.width = 20; $0.height = 10; $0.margin.right = .auto
          }, children: []),
      ])
    #expect(
      childFrames(try layoutAlone(root)) == [
        Rect(x: 80, y: 0, width: 20, height: 10), Rect(x: 0, y: 0, width: 20, height: 10),
      ])
  }

  @Test func aColumnsBaselineGroupLinesUpLeftEdgesAtItsFlexStartSide() throws {
    // css-align-3 §9.1 and §9.3: a column's items have no baseline across it, so one is synthesized;
    // Chrome takes the left border edge. The second item's 4 margin puts its baseline 4 into its
    // margin box, the first's at 0: the first moves 4 right, so both left edges are at 4. With
    // wrap-reverse the cross axis starts on the right: the group, 4 + 50 = 54 wide, goes to the
    // right of the 200 wide line, from 146, and both left edges are at 150.
    func column(_ wrap: FlexStyle.Wrap) throws -> [Rect] {
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.wrap = wrap; $0.alignItems = .baseline; $0.width = 200
          $0.height = 100
        },
        children: [
          fixedBox(50, 10),
          Flexbox(
            FlexStyle().with {
              $0.width = 10; $0.height = 10; $0.margin.left = 4
            }, children: []),
        ])
      return childFrames(try layoutAlone(root))
    }
    #expect(
      try column(.noWrap) == [
        Rect(x: 4, y: 0, width: 50, height: 10), Rect(x: 4, y: 10, width: 10, height: 10),
      ])
    #expect(
      try column(.wrapReverse) == [
        Rect(x: 150, y: 0, width: 50, height: 10), Rect(x: 150, y: 10, width: 10, height: 10),
      ])
  }

  @Test func aRowReverseTakesItsBaselineFromItsLastItem() throws {
    // css-flexbox-1 §8.5: with no item aligned by baseline, a container's baseline comes from an
    // item of its first line; Chrome takes a row-reverse's last item (the leftmost), a 10 × 30 box
    // whose synthesized baseline is its bottom, 30. Aligned by baseline with a 50 tall box (baseline
    // 50), the row-reverse goes 50 − 30 = 20 down, and the root is 50 tall. Its first item sits on
    // the right, at x = 10.
    let reversed = Flexbox(FlexStyle().with { $0.direction = .rowReverse }) {
      fixedBox(10, 10)
      fixedBox(10, 30)
    }
    let root = Flexbox(FlexStyle().with { $0.alignItems = .baseline }) {
      fixedBox(10, 50)
      reversed
    }
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 30, height: 50))
    #expect(childFrames(result)[1] == Rect(x: 10, y: 20, width: 20, height: 30))
    #expect(
      childFrames(result.children[1].layout) == [
        Rect(x: 10, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 30),
      ])
  }

  @Test func anOverflowingItemWithCrossAutoMarginsKeepsToTheCrossStartEdge() throws {
    // css-flexbox-1 §9.6 step 13: when an item with an auto cross margin is larger than its line, its
    // start margin is 0 if auto and the other margin takes the overflow; Chrome takes the start at the
    // line's cross-start edge. A 50 × 5 item in a 20 wide right-to-left column starts from the
    // right: x = 20 − 50 = −30, whichever margin is auto, and a 3 px left margin changes nothing.
    // With a 5 px right margin, x = 20 − 5 − 50 = −35. With wrap-reverse the cross start is on the
    // left again: x = 0; in a left-to-right column, x = 0.
    func x(
      _ direction: LayoutDirection, wrap: FlexStyle.Wrap = .noWrap, _ margin: FlexEdges
    ) throws
      -> Double?
    {
      let item = Flexbox(
        FlexStyle().with {
          $0.width = 50; $0.height = 5; $0.margin = margin
        }, children: [])
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.width = 20; $0.wrap = wrap; $0.layoutDirection = direction
        }, children: [item])
      return childFrames(try layoutAlone(root)).first?.origin.x
    }
    #expect(try x(.rightToLeft, FlexEdges(right: .auto)) == -30)
    #expect(try x(.rightToLeft, FlexEdges(left: .auto)) == -30)
    #expect(try x(.rightToLeft, FlexEdges(left: 3, right: .auto)) == -30)
    #expect(try x(.rightToLeft, FlexEdges(left: .auto, right: 5)) == -35)
    #expect(try x(.rightToLeft, wrap: .wrapReverse, FlexEdges(right: .auto)) == 0)
    #expect(try x(.leftToRight, FlexEdges(left: .auto, right: 5)) == 0)
  }

  @Test func aSingleLineColumnsBaselineShiftDoesNotWidenIt() throws {
    // css-align-3 §9.1: a column's items have no baseline across it, so Chrome synthesizes one at the
    // left border edge and lines those up: a 140 × 10 item and a 30 × 10 item with a 19 px left
    // margin both start at x = 19. css-flexbox-1 §9.4 step 8 would count the shift in the line's
    // cross size (19 + 140 = 159), but Chrome sizes a single-line column by the items' outer widths,
    // max(140, 19 + 30) = 140; a wrapping column's line does take the shift: 159.
    func layout(_ wrap: FlexStyle.Wrap) throws -> Layout {
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.alignItems = .baseline; $0.wrap = wrap
        },
        children: [
          fixedBox(140, 10),
          Flexbox(
            FlexStyle().with {
              $0.width = 30; $0.height = 10; $0.margin.left = 19
            }, children: []),
        ])
      return try layoutAlone(root)
    }
    let items = [Rect(x: 19, y: 0, width: 140, height: 10), Rect(x: 19, y: 10, width: 30, height: 10)]
    let single = try layout(.noWrap)
    #expect(single.size == Size(width: 140, height: 20))
    #expect(childFrames(single) == items)
    let wrapping = try layout(.wrap)
    #expect(wrapping.size == Size(width: 159, height: 20))
    #expect(childFrames(wrapping) == items)
  }
}
