import PixelproofComponents
import Testing

/// The rules behind disagreements the Chromium corpus found, each worked out by hand from the CSS spec
/// section named in its comment (and checked against Chromium).
@Suite struct FlexboxChromiumRulesTests {
  /// An empty flexbox of a fixed size, a leaf as the corpus writes it.
  private func leaf(
    _ width: Double, _ height: Double, _ change: (inout FlexStyle) -> Void = { _ in }
  )
    -> Flexbox
  {
    Flexbox(
      FlexStyle().with {
        $0.width = .points(width); $0.height = .points(height); change(&$0)
      }, children: [])
  }

  @Test func percentagesOfAnAutoWidthResolveAgainstTheWidthItSizesTo() throws {
    // css-sizing-3 §5.2.1 (cyclic percentages) and css-flexbox-1 §9.2 step 3: while the root's auto
    // width is found, the 50% basis is of an indefinite size and counts as `auto`, so the item
    // contributes its width, 100, and the root is 100 wide. The width is then known before the content
    // is laid out, as for any box in CSS, and the basis is 50% of it: 50.
    let root = Flexbox {
      leaf(100, 10) { $0.basis = .percent(0.5) }
    }
    let result = try root.layoutThatFits(
      .unconstrained, parentSize: .undefined, environment: LayoutEnvironment())
    #expect(result.size == Size(width: 100, height: 10))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 50, height: 10)])
  }

  /// Laid out with nothing around it: the root's auto size is its max-content size.
  private func layoutAlone(_ component: any Component) throws -> Layout {
    try component.layoutThatFits(.unconstrained, parentSize: .undefined, environment: LayoutEnvironment())
  }

  @Test func anItemThatCannotGrowContributesAtMostItsFlexBasis() throws {
    // css-flexbox-1 §9.9.1 leaves a row's max-content width to the browser; Chrome sums the items'
    // max-content contributions, each capped by the flex base size when `flex-grow` is 0 and floored by
    // it when `flex-shrink` is 0. The first item (basis 0, grow 0) contributes min(52, 0) = 0, the
    // second (basis 0, grow 1) its width 30, the third (basis 40, shrink 0) max(10, 40) = 40: 70 wide.
    // Laid out at 70, the bases 0 + 0 + 40 leave 30, shared by the two items with grow 1: 15 each, so
    // 15 and 55. The first has no content, so its automatic minimum is 0 and it stays 0 wide.
    let root = Flexbox {
      leaf(52, 28) { $0.basis = 0 }
      leaf(30, 10) {
        $0.basis = 0; $0.grow = 1
      }
      leaf(10, 10) {
        $0.basis = 40; $0.grow = 1; $0.shrink = 0
      }
    }
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 70, height: 28))
    #expect(
      childFrames(result) == [
        Rect(x: 0, y: 0, width: 0, height: 28),
        Rect(x: 0, y: 0, width: 15, height: 10),
        Rect(x: 15, y: 0, width: 55, height: 10),
      ])
  }

  @Test func aColumnsAutoHeightIsItsItemsHypotheticalHeights() throws {
    // css-flexbox-1 §9.2 step 3 and §9.3 step 4: a column with an auto height is as tall as its line,
    // each item at its hypothetical main size: the flex basis 94, not the item's height 134 (the
    // basis wins over height; the automatic minimum is min(0 of content, 134) = 0). So 94 plus the
    // border's 4.
    let column = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.border.top = 4
      },
      children: [leaf(20, 134) { $0.basis = 94 }])
    let result = try layoutAlone(column)
    #expect(result.size == Size(width: 20, height: 98))
    #expect(childFrames(result) == [Rect(x: 0, y: 4, width: 20, height: 94)])
  }

  @Test func aKeywordFlexBasisLeavesTheContributionUncapped() throws {
    // As above, but the bases are `max-content`, the content's size (0 for an empty box), not lengths:
    // Chrome caps nothing, so the items contribute their widths, 30 + 20 = 50. Laid out, both sit at
    // their bases, 0: the first may shrink to its automatic minimum, min(0, 30) = 0, the second
    // neither grows nor shrinks.
    let root = Flexbox {
      leaf(30, 10) { $0.basis = .maxContent }
      leaf(20, 10) {
        $0.basis = .maxContent; $0.shrink = 0
      }
    }
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 50, height: 10))
    #expect(childFrames(result).map(\.width) == [0, 0])
  }

  @Test func anAspectRatioGivesAContainerItsHeightButNotLessThanItsContent() throws {
    // css-sizing-4 §5.1 (aspect-ratio) and §5.2 (automatic minimum): a 72 wide root with ratio 1.5 is
    // 72 / 1.5 = 48 tall, its 9 tall content fits. A 100 wide root with ratio 2 would be 50 tall, but
    // min-height `auto` keeps it as tall as its 80 tall content; with min-height 0 it is 50.
    func root(width: Double, ratio: Double, child: Flexbox, minHeight: RelativeDimension = .auto) -> Flexbox {
      Flexbox(
        FlexStyle().with {
          $0.width = .points(width); $0.aspectRatio = ratio; $0.minHeight = minHeight
        },
        children: [child])
    }
    #expect(
      try layoutAlone(root(width: 72, ratio: 1.5, child: leaf(72, 9))).size == Size(width: 72, height: 48))
    #expect(
      try layoutAlone(root(width: 100, ratio: 2, child: leaf(10, 80))).size == Size(width: 100, height: 80))
    #expect(
      try layoutAlone(root(width: 100, ratio: 2, child: leaf(10, 80), minHeight: 0)).size
        == Size(width: 100, height: 50))
  }

  @Test func aLimitCrossesTheAspectRatioOnlyIntoAnAxisWithoutASize() throws {
    // css-sizing-4 §5.1: min and max sizes transfer through the ratio into the axis the ratio decides.
    // With a width of 100, the height is that axis: 100 / 1 = 100, held to max-height 20, and the width
    // stays 100. Without a width, the width is that axis too: max-height 20 becomes max-width 20 / 1,
    // so the 50 wide content gives a 20 wide box, 20 / 1 = 20 tall.
    let sized = Flexbox(
      FlexStyle().with {
        $0.width = 100; $0.aspectRatio = 1; $0.maxHeight = 20
      }, children: [])
    #expect(try layoutAlone(sized).size == Size(width: 100, height: 20))
    let unsized = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 1; $0.maxHeight = 20
      }, children: [leaf(50, 5)])
    #expect(try layoutAlone(unsized).size == Size(width: 20, height: 20))
  }

  @Test func anItemsAspectRatioWorksFromItsFlexedWidthNotItsWidthProperty() throws {
    // css-flexbox-1 §9.2 step 3 and §9.4 step 7: the basis 71 wins over width 40 for the main size,
    // and the ratio gives the cross size from that: 71 / 1.5 = 47.33, rounded 47. (Shrink 0: the root's
    // max-content width is at least the basis, 71.)
    let item = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 1.5; $0.basis = 71; $0.shrink = 0; $0.width = 40
      }, children: [])
    let result = try layoutAlone(Flexbox { item })
    #expect(result.size == Size(width: 71, height: 47))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 71, height: 47)])
  }

  @Test func overflowingSpaceAroundFallsBackToTheStartNotFlexStart() throws {
    // css-align-3 §4.3: with no room, space-between falls back to flex-start, but space-around and
    // space-evenly to `safe center`, and an overflowing safe alignment goes to the start. An 80 wide
    // item in a 50 wide row-reverse: flex-start is the right (the item at 50 - 80 = -30), the start is
    // the left (0). Right to left, the start is the right again: -30.
    func x(
      _ justify: FlexStyle.JustifyContent, _ direction: FlexStyle.Direction, rtl: Bool = false
    ) throws
      -> Double
    {
      let row = Flexbox(
        FlexStyle().with {
          $0.width = 50; $0.direction = direction; $0.justifyContent = justify
          $0.layoutDirection = rtl ? .rightToLeft : .leftToRight
        }, children: [leaf(80, 5) { $0.shrink = 0 }])
      return try childFrames(layoutAlone(row))[0].minX
    }
    #expect(try x(.spaceBetween, .rowReverse) == -30)
    #expect(try x(.spaceAround, .rowReverse) == 0)
    #expect(try x(.spaceEvenly, .rowReverse) == 0)
    #expect(try x(.spaceAround, .row, rtl: true) == -30)
    #expect(try x(.spaceAround, .rowReverse, rtl: true) == -30)
    #expect(try x(.spaceBetween, .rowReverse, rtl: true) == 0)
  }

  @Test func aPercentageGapOfAnAutoHeightIsZero() throws {
    // css-align-3 §8.3: a percentage gap resolves against zero while its basis is indefinite. A column
    // with an auto height has an indefinite height even once its items give it one, so its 10% row gap
    // stays 0: two 50 tall items stack to 100 with nothing between them.
    let column = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.rowGap = .percent(0.1)
      },
      children: [leaf(10, 50), leaf(10, 50)])
    let result = try layoutAlone(column)
    #expect(result.size == Size(width: 10, height: 100))
    #expect(childFrames(result).map(\.minY) == [0, 50])
  }

  @Test func aWrappingColumnsAutoHeightIsItsLongestLineNotItsMaximum() throws {
    // css-flexbox-1 §9.3 step 4: with an auto height, a column is as tall as its longest line. Two 50
    // tall items do not fit one line under max-height 80, so they make two lines of 50; the column is
    // 50 tall, not the 80 it may reach, and 10 + 10 wide, in a row as on its own.
    let column = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.wrap = .wrap; $0.maxHeight = 80
      },
      children: [leaf(10, 50), leaf(10, 50)])
    let result = try layoutAlone(Flexbox { column })
    #expect(result.size == Size(width: 20, height: 50))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 20, height: 50)])
    #expect(childFrames(result.children[0].layout).map(\.minX) == [0, 10])
  }

  @Test func aWrappingRowIsAtLeastAsWideAsItsWidestItem() throws {
    // css-sizing-3 §5.1: a max-content size is never below the min-content size, which for a multi-line
    // flex container is its largest min-content contribution (css-flexbox-1 §9.9.1): the first item's
    // width, 109; its flex basis 28 caps only what it adds to the line (28 + 10 = 38). So 109 wide,
    // the items at their bases on one line.
    let row = Flexbox(
      FlexStyle().with { $0.wrap = .wrap },
      children: [leaf(109, 5) { $0.basis = 28 }, leaf(10, 5)])
    let result = try layoutAlone(row)
    #expect(result.size == Size(width: 109, height: 5))
    #expect(
      childFrames(result) == [
        Rect(x: 0, y: 0, width: 28, height: 5), Rect(x: 28, y: 0, width: 10, height: 5),
      ])
  }

  @Test func anItemsPercentagePaddingCountsInItsFlexBasis() throws {
    // css-box-4 §4: a percentage padding is of the containing block's width, here the row's 200, even
    // while the item's content-sized flex basis is found (css-flexbox-1 §9.2 step 3E): 10% = 20, plus
    // the 50 wide content, a basis of 70, and the content starts 20 in.
    let item = Flexbox(FlexStyle().with { $0.padding.left = .percent(0.1) }, children: [leaf(50, 5)])
    let row = Flexbox(
      FlexStyle().with {
        $0.width = 200; $0.alignItems = .flexStart
      }, children: [item])
    let result = try layoutAlone(row)
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 70, height: 5)])
    #expect(childFrames(result.children[0].layout) == [Rect(x: 20, y: 0, width: 50, height: 5)])
  }

  @Test func aPercentagePaddingIsZeroForTheAutoWidthAndResolvedInLayout() throws {
    // css-sizing-3 §5.2.1: while the root's auto width is found, the item's 10% padding is of an
    // indefinite width and counts as 0, so the root is 50 wide. Laid out, the padding is 10% of 50 = 5:
    // the item's basis is 55 and, its automatic minimum being as large, it overflows the root.
    let item = Flexbox(FlexStyle().with { $0.padding.left = .percent(0.1) }, children: [leaf(50, 5)])
    let result = try layoutAlone(Flexbox { item })
    #expect(result.size == Size(width: 50, height: 5))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 55, height: 5)])
    #expect(childFrames(result.children[0].layout) == [Rect(x: 5, y: 0, width: 50, height: 5)])
  }

  @Test func aContentBasisWithAnAspectRatioComesFromTheCrossSize() throws {
    // css-flexbox-1 §9.2 step 3B: a flex basis of `content` on an item with an aspect ratio and a
    // definite cross size is that size through the ratio: 76 * 0.5 = 38 (the empty box's content
    // would give 0).
    let item = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 0.5; $0.basis = .maxContent; $0.height = 76
      }, children: [])
    let result = try layoutAlone(Flexbox { item })
    #expect(result.size == Size(width: 38, height: 76))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 38, height: 76)])
  }

  @Test func anAspectRatioCarriesTheSizeAfterItsLimits() throws {
    // css-sizing-4 §5.1: the ratio works from the used size of the axis that has one: height 100 held
    // to max-height 50 gives a width of 50 * 2 = 100, not 200.
    let item = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 2; $0.height = 100; $0.maxHeight = 50
      }, children: [])
    let result = try layoutAlone(Flexbox { item })
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 100, height: 50)])
  }

  @Test func aWrappingRowsMinContentWidthIsItsLargestContribution() throws {
    // css-flexbox-1 §9.9.1: the min-content width of a multi-line row is its largest min-content
    // contribution: the inner item's width 19, within max-width 35 (its basis 57 does not count). That
    // is the wrapping item's automatic minimum (§4.5), so although its basis is 0 and it cannot grow,
    // it is 19 wide, and so is the root. The inner item, basis 57 held to 35, shrinks to fit the 19
    // (its automatic minimum, min(0 of content, 19), allows it); all 30 tall.
    let wrapping = Flexbox(
      FlexStyle().with {
        $0.wrap = .wrap; $0.basis = 0
      },
      children: [
        leaf(19, 30) {
          $0.basis = 57; $0.maxWidth = 35
        }
      ])
    let result = try layoutAlone(Flexbox { wrapping })
    #expect(result.size == Size(width: 19, height: 30))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 19, height: 30)])
    #expect(childFrames(result.children[0].layout) == [Rect(x: 0, y: 0, width: 19, height: 30)])
  }

  @Test func anAbsoluteChildsAutoMarginsTakeWhatItsInsetsLeave() throws {
    // CSS 2 §10.3.7 and §10.6.4, in a 100 x 100 box: with top 10, bottom 10 and height 20, an auto top
    // margin is 100 - 10 - 10 - 20 = 60, so the child is at 10 + 60 = 70. With an auto height the
    // height fills, 80, and the auto margin is 0 (at 10). Left 10, right 10, width 40 and both side
    // margins auto: 100 - 20 - 40 = 40 shared, 20 each, so at 10 + 20 = 30.
    func child(_ change: (inout FlexStyle) -> Void) throws -> Rect {
      let box = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.height = 100
        },
        children: [
          leaf(10, 10) {
            $0.position = .absolute; change(&$0)
          }
        ])
      return try childFrames(layoutAlone(box))[0]
    }
    #expect(
      try child {
        $0.inset.top = 10; $0.inset.bottom = 10; $0.margin.top = .auto; $0.height = 20
      }
        == Rect(x: 0, y: 70, width: 10, height: 20))
    #expect(
      try child {
        $0.inset.top = 10; $0.inset.bottom = 10; $0.margin.top = .auto; $0.height = .auto
      }
        == Rect(x: 0, y: 10, width: 10, height: 80))
    #expect(
      try child {
        $0.inset.left = 10; $0.inset.right = 10; $0.margin.left = .auto; $0.margin.right = .auto
        $0.width = 40
      } == Rect(x: 30, y: 0, width: 40, height: 10))
  }

  @Test func anItemsContentBasedCrossSizeIsIndefiniteForPercentages() throws {
    // css-flexbox-1 §9.8: an item's cross size is definite only if it has one of its own or is
    // stretched (§9.4 step 11 lays a stretched item out again with its cross size definite). In a 50
    // tall row with align-items flex-start, the item is 40 tall from its content, not definite, so a
    // 50% height inside it behaves as auto: 0 for an empty box. Stretched, the item is 50 tall and
    // definite, and 50% is 25.
    func innerHeights(_ align: FlexStyle.AlignItems) throws -> [Double] {
      let item = Flexbox {
        leaf(10, 0) { $0.height = .percent(0.5) }; leaf(10, 40)
      }
      let row = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.height = 50; $0.alignItems = align
        }, children: [item])
      return try childFrames(layoutAlone(row).children[0].layout).map(\.height)
    }
    #expect(try innerHeights(.flexStart) == [0, 40])
    #expect(try innerHeights(.stretch) == [25, 40])
  }

  @Test func aPercentageBasisOfAnAutoHeightIsContentNotTheItemsHeight() throws {
    // css-flexbox-1 §7.2.3: a percentage flex basis against an indefinite main size is `content`. In
    // a column with an auto height, an empty item with basis 50% and height 30 has a basis of its
    // content, 0, so the column is 0 tall; with a 30 tall box inside, the basis is 30.
    func column(_ item: Flexbox) -> Flexbox {
      Flexbox(FlexStyle().with { $0.direction = .column }, children: [item])
    }
    let empty = leaf(10, 30) { $0.basis = .percent(0.5) }
    #expect(try layoutAlone(column(empty)).size == Size(width: 10, height: 0))
    let filled = Flexbox(FlexStyle().with { $0.basis = .percent(0.5) }, children: [leaf(10, 30)])
    #expect(try layoutAlone(column(filled)).size == Size(width: 10, height: 30))
  }

  @Test func anAspectRatioItemDoesNotShrinkBelowItsRatioWidth() throws {
    // css-flexbox-1 §4.5: an item with an aspect ratio and a definite cross size has a content size
    // suggestion of that size through the ratio: 40 * 0.5 = 20, its automatic minimum width. In a 60
    // wide row after a 50 wide item that cannot shrink, it would shrink to 10, but stops at 20.
    let row = Flexbox(
      FlexStyle().with {
        $0.width = 60; $0.alignItems = .flexStart
      },
      children: [
        leaf(50, 10) { $0.shrink = 0 },
        Flexbox(
          FlexStyle().with {
            $0.aspectRatio = 0.5; $0.height = 40
          }, children: []),
      ])
    #expect(
      try childFrames(layoutAlone(row)) == [
        Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 20, height: 40),
      ])
  }

  @Test func anAutoWidthInADefiniteSpaceIsFitContentOfTheContributions() throws {
    // css-sizing-3 §5.3 (fit-content) and CSS 2 §10.3.7: an absolute row with an auto width is
    // min(max-content, max(min-content, space)). Its item contributes its width, 35, both ways (its
    // `min-content` basis, 0 for an empty box, is not what it contributes), so with the padding 10 the
    // row is 45 wide in a 285 wide box and, at least its min-content, in a 30 wide one too; the item
    // itself keeps its basis, 0, at the content's start.
    func row(in width: Double) throws -> (Double, Rect) {
      let absolute = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.padding.left = 10; $0.height = 36
        },
        children: [
          leaf(35, 36) {
            $0.basis = .minContent; $0.height = .auto
          }
        ])
      let box = Flexbox(
        FlexStyle().with {
          $0.width = .points(width); $0.height = 50
        }, children: [absolute])
      let laidOut = try layoutAlone(box).children[0].layout
      return (laidOut.size.width, childFrames(laidOut)[0])
    }
    for width in [285.0, 30] {
      let (rowWidth, item) = try row(in: width)
      #expect(rowWidth == 45)
      #expect(item == Rect(x: 10, y: 0, width: 0, height: 36))
    }
  }

  @Test func aMaxContentWidthWithAnAspectRatioComesFromTheHeight() throws {
    // css-sizing-4 §5.1: a box with an aspect ratio and a definite height has content sizes of that
    // height through the ratio, so `width: max-content` with height 40 and ratio 1 is 40 (its empty
    // content would give 0).
    let item = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 1; $0.height = 40; $0.width = .maxContent
      }, children: [])
    #expect(try childFrames(layoutAlone(Flexbox { item })) == [Rect(x: 0, y: 0, width: 40, height: 40)])
  }

  @Test func overflowHiddenInTheCrossAxisAlsoZeroesTheAutomaticMinimum() throws {
    // css-overflow-3 §3.1: overflow-y hidden with overflow-x visible computes overflow-x to auto, so
    // the item is a scroll container and its automatic minimum width is 0 (css-flexbox-1 §4.5): its
    // 81 wide content does not stop it shrinking to the row's 54.
    let item = Flexbox(FlexStyle().with { $0.overflowY = .hidden }, children: [leaf(81, 0)])
    let row = Flexbox(FlexStyle().with { $0.width = 54 }, children: [item])
    #expect(try childFrames(layoutAlone(row)) == [Rect(x: 0, y: 0, width: 54, height: 0)])
  }

  @Test func anAutoHeightColumnWrapsOnlyAtItsMaxHeight() throws {
    // css-flexbox-1 §9.3 step 5 breaks lines at the container's inner main size; a column's auto
    // height is indefinite, and Chrome breaks it only at a max-height, not at the 120 its row leaves
    // it. So 100 + 40 make one line, 140 tall (the auto bottom margin keeps it from being stretched).
    let column = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.wrap = .wrap; $0.margin.bottom = .auto
      },
      children: [leaf(10, 100), leaf(10, 40)])
    let row = Flexbox(FlexStyle().with { $0.height = 120 }, children: [column])
    let result = try layoutAlone(row)
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 10, height: 140)])
    #expect(
      childFrames(result.children[0].layout) == [
        Rect(x: 0, y: 0, width: 10, height: 100), Rect(x: 0, y: 100, width: 10, height: 40),
      ])
  }

  @Test func aWrappingColumnsAutomaticMinimumIsItsOneLineHeight() throws {
    // css-flexbox-1 §4.5: the item's automatic minimum height is its min-content height, and §9.9.1
    // defines min-content main sizes for the inline axis only: a column's height is what its layout
    // takes, and an auto-height column breaks lines only at a max-height (§9.3 step 5, as Chrome
    // does). So 100 + 40 stay one line, 140 tall, and the item does not shrink to the column's 120.
    let column = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.wrap = .wrap
      },
      children: [leaf(10, 100), leaf(10, 40)])
    let outer = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.height = 120
      }, children: [column])
    let result = try layoutAlone(outer)
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 10, height: 140)])
    #expect(
      childFrames(result.children[0].layout) == [
        Rect(x: 0, y: 0, width: 10, height: 100), Rect(x: 0, y: 100, width: 10, height: 40),
      ])
  }

  @Test func aMinimumCarriedThroughTheRatioStaysUnderTheMaximum() throws {
    // css-sizing-4 §5.1: min-height 74 through a 0.75 ratio would be a min-width of 55.5, but a
    // transferred minimum is capped by the max-width, 23: the item is 23 x 74.
    let item = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 0.75; $0.maxWidth = 23; $0.minHeight = 74
      }, children: [])
    #expect(try childFrames(layoutAlone(Flexbox { item })) == [Rect(x: 0, y: 0, width: 23, height: 74)])
  }

  @Test func aCrossSizeFromTheRatioIsNeverBelowTheContent() throws {
    // css-sizing-4 §5.2: min-height `auto` on a box with an aspect ratio keeps the height the ratio
    // gives at least the content's. The item's width is its content's, 0, so the ratio gives a height
    // of 0 / 1.5 = 0, but its content is 89 tall (a box held to min-height 89): the item is 0 x 89.
    let item = Flexbox(
      FlexStyle().with { $0.aspectRatio = 1.5 }, children: [leaf(0, 0) { $0.minHeight = 89 }])
    let result = try layoutAlone(Flexbox { item })
    #expect(result.size == Size(width: 0, height: 89))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 0, height: 89)])
  }

  @Test func anAutoSizedBoxWithARatioTakesItsWidthFromItsLeastHeight() throws {
    // css-sizing-4 §5.1: with width and height both auto and no width to fill, the ratio carries the
    // least height into the width. Ratio 3 on the border box, a 3 px top border and an empty
    // content: 3 x 3 = 9 wide. The height stays auto, so the 58 tall item makes it 3 + 58 = 61.
    let root = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 3; $0.border = FlexEdges(top: 3, left: 0, bottom: 0, right: 0)
      }, children: [leaf(0, 58)])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 9, height: 61))
    #expect(childFrames(result) == [Rect(x: 0, y: 3, width: 0, height: 58)])
  }

  @Test func aContentBoxRatioCarriesTheMinHeightOfTheContentBox() throws {
    // css-sizing-4 §5.1 with `box-sizing: content-box`: the ratio applies to the content box. The
    // least content height is the min-height, 5, so the content is 2 x 5 = 10 wide; 4 px padding
    // all round makes the box 10 + 8 = 18 by 5 + 8 = 13.
    let root = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 2; $0.boxSizing = .contentBox; $0.padding = FlexEdges(4); $0.minHeight = 5
      }, children: [leaf(0, 1)])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 18, height: 13))
    #expect(childFrames(result) == [Rect(x: 4, y: 4, width: 0, height: 1)])
  }

  @Test func anAutoSizedBoxWithARatioIsAtLeastAsWideAsItsContent() throws {
    // css-sizing-4 §5.1: min-width 30 through ratio 2 would be a 15 tall box, but the content is wider:
    // 20 padding + a 50 wide item = 70, which the ratio turns into a height of 70 / 2 = 35.
    let root = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 2; $0.minWidth = 30; $0.padding = FlexEdges(top: 0, left: 20, bottom: 0, right: 0)
      }, children: [leaf(50, 1)])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 70, height: 35))
    #expect(childFrames(result) == [Rect(x: 20, y: 0, width: 50, height: 1)])
  }

  @Test func percentagesResolveAgainstTheHeightTheRatioGives() throws {
    // css-sizing-4 §5.1 and css-sizing-3 §5.2.1: the 40 wide content makes the box 40 wide, and ratio
    // 2 gives it a definite height of 20, which the item's 50% resolves against: 10. With its 20 px
    // bottom margin the content is 30 tall, and the automatic minimum (§5.2) makes the box 30 tall,
    // without resolving the percentage again.
    let root = Flexbox(
      FlexStyle().with { $0.aspectRatio = 2 },
      children: [
        leaf(40, 0) {
          $0.height = .percent(0.5); $0.shrink = 0
          $0.margin = FlexEdges(top: 0, left: 0, bottom: 20, right: 0)
        }
      ])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 40, height: 30))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 40, height: 10)])
  }

  @Test func aBoxWithARatioAndItsOwnHeightIsAtLeastItsMinContentWide() throws {
    // css-sizing-4 §5.2, as Chrome applies it: a box with an aspect ratio and a height of its own
    // keeps min-width `auto` at its min-content width even with a width set. Width 64 and height 42,
    // but the item that cannot shrink is 178 wide: the box is 178 x 42, its height untouched.
    let root = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 1; $0.width = 64; $0.height = 42
      }, children: [leaf(178, 5) { $0.shrink = 0 }])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 178, height: 42))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 178, height: 5)])
  }

  @Test func aContentBoxRatioGivesTheContentBoxHeight() throws {
    // css-sizing-4 §5.1: with `box-sizing: content-box` the ratio relates the content box's sizes.
    // A 40 wide content box gives a 40 / 2 = 20 tall one; padding 7 + 9 across and 2 + 2 down make
    // the box 56 x 24 (not 56 / 2 = 28 tall, as the border box would give).
    let root = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 2; $0.boxSizing = .contentBox; $0.width = 40
        $0.padding = FlexEdges(top: 2, left: 7, bottom: 2, right: 9)
      }, children: [leaf(5, 5)])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 56, height: 24))
    #expect(childFrames(result) == [Rect(x: 7, y: 2, width: 5, height: 5)])
  }

  @Test func anAutomaticMinimumHoldsTheMinCrossSizeThroughTheRatio() throws {
    // css-flexbox-1 §4.5: an item's content size suggestion is its min-content width (0 here), held
    // within its min and max heights converted through its aspect ratio: min-height 60 at ratio 1
    // gives 60. Capped by its specified width 70, the automatic minimum is 60, so the 0 basis that
    // grows to the 50 wide container ends 60 wide, and 60 tall through the ratio.
    let item = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 1; $0.basis = 0; $0.grow = 1; $0.width = 70; $0.minHeight = 60
      }, children: [])
    let result = try layoutAlone(Flexbox(FlexStyle().with { $0.width = 50 }, children: [item]))
    #expect(result.size == Size(width: 50, height: 60))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 60, height: 60)])
  }
}
