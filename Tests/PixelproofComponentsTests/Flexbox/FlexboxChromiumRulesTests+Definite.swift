import PixelproofComponents
import Testing

/// Laid out with nothing around it: the root's auto size is its max-content size.
private func layoutAlone(_ component: any Component) throws -> Layout {
  try component.layoutThatFits(.unconstrained, parentSize: .undefined, environment: LayoutEnvironment())
}

/// An empty flexbox of a fixed size.
private func fixedBox(_ width: Double, _ height: Double) -> Flexbox {
  Flexbox(
    FlexStyle().with {
      $0.width = .points(width); $0.height = .points(height)
    }, children: [])
}

/// Rules about sizes CSS treats as definite before the flex algorithm fixes them, each worked out by
/// hand from the spec section in its comment and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func aKeywordWidthSeesTheStretchedHeightThroughTheAspectRatio() throws {
    // css-flexbox-1 §9.8 item 1: in a single-line row of definite height, a stretched item's height
    // is definite: 100 less the padding's 10 and the margin's 5 is 85. css-sizing-4 §5.1: with an
    // aspect ratio and a definite height, the content sizes (so `max-content`) are that height
    // through the ratio: 85 × 2 = 170. With `max-height: 30` the stretched height is 30 and the width
    // 60. Aligned to the start the item is not stretched: the keyword is its content's 10, the ratio
    // gives a height of 5, and the automatic minimum holds it at the content's 10.
    func row(_ change: (inout FlexStyle) -> Void, align: FlexStyle.AlignItems = .stretch) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with {
          $0.width = .maxContent; $0.aspectRatio = 2; change(&$0)
        }, children: [fixedBox(10, 10)])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 300; $0.height = 100; $0.padding.top = 10; $0.alignItems = align
        }, children: [item])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try row { $0.margin.top = 5 } == Rect(x: 0, y: 15, width: 170, height: 85))
    #expect(try row { $0.maxHeight = 30 } == Rect(x: 0, y: 10, width: 60, height: 30))
    #expect(try row({ _ in }, align: .flexStart) == Rect(x: 0, y: 10, width: 10, height: 10))
  }
}

/// Rules about absolutely positioned children, worked out by hand and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func anAbsoluteChildAlignedByItsOwnAlignSelfIsAsTallAsItsContentBetweenItsInsets() throws {
    // css-position-3 §4.4 and css-align-3 §6.1: with top 10 and bottom 10 in a 100 tall container,
    // the space between the insets runs from 10 to 90. A child aligned by its own align-self is sized
    // to its content (30) and aligned in that space: flex-end leaves 80 − 30 = 50 above it, so y = 60;
    // center 25, so y = 35. With align-self auto the container's align-items does not apply
    // (auto is `normal` for an absolutely positioned box): the child fills 10 to 90. The block axis is
    // vertical in a column too, where its x is the static position: centred, (200 − 20) / 2 = 90.
    func child(
      _ alignSelf: FlexStyle.AlignItems?, direction: FlexStyle.Direction = .row,
      _ change: (inout FlexStyle) -> Void = { _ in }
    ) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.inset.top = 10; $0.inset.bottom = 10; $0.alignSelf = alignSelf
          change(&$0)
        }, children: [fixedBox(20, 30)])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 200; $0.height = 100; $0.direction = direction; $0.alignItems = .flexStart
        }, children: [child])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try child(.flexEnd) == Rect(x: 0, y: 60, width: 20, height: 30))
    #expect(try child(nil) == Rect(x: 0, y: 10, width: 20, height: 80))
    #expect(try child(.center, direction: .column) == Rect(x: 90, y: 35, width: 20, height: 30))
    // 80 tall with bottom 30: the space runs from 10 to 70, 60 tall, and the child overflows it by
    // 20. Aligned to the end it would start at 70 − 80 = −10; it is shifted back to the container's
    // top edge, 0. Aligned to the start it stays at the top inset, 10.
    let tall = { (style: inout FlexStyle) in
      style.height = 80; style.inset.bottom = 30
    }
    #expect(try child(.flexEnd, tall) == Rect(x: 0, y: 0, width: 20, height: 80))
    #expect(try child(.flexStart, tall) == Rect(x: 0, y: 10, width: 20, height: 80))
    // With top 50 and bottom 60 the space between the insets is −10 tall. Aligned to its start the
    // child would run from 50 to 130, past the container's bottom: it is moved up to end there, at
    // 100 − 80 = 20, which is still below the container's top.
    let squeezed = { (style: inout FlexStyle) in
      style.height = 80; style.inset.top = 50; style.inset.bottom = 60
    }
    #expect(try child(.flexStart, squeezed) == Rect(x: 0, y: 20, width: 20, height: 80))
  }
}

/// Rules about which sizes percentages inside an item resolve against.
extension FlexboxChromiumRulesTests {
  @Test func percentagesInAColumnItemResolveAgainstTheWidthItsContentGaveIt() throws {
    // A column 300 wide aligns its item to the start, so the item is not stretched: its width is
    // fit-content (css-sizing-3 §5.3), min(max-content, max(min-content, 300)). While that is found,
    // the 50% width is of a size being computed and counts as auto (css-sizing-3 §5.2.1): an empty
    // box contributes 0, the 100 wide box 100, so the item is 100 wide. The width is the item's inline
    // size, fixed before its content is laid out, so the 50% is then 50; neither box shrinks, and the
    // second follows at x = 50.
    let item = Flexbox {
      Flexbox(
        FlexStyle().with {
          $0.width = .percent(0.5); $0.height = 10; $0.shrink = 0
        }, children: [])
      Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.height = 10; $0.shrink = 0
        }, children: [])
    }
    let root = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.alignItems = .flexStart; $0.width = 300
      }, children: [item])
    let result = try layoutAlone(root)
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 100, height: 10)])
    #expect(
      childFrames(result.children[0].layout) == [
        Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 100, height: 10),
      ])
  }
}

/// Rules about where items go along the main axis.
extension FlexboxChromiumRulesTests {
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
}

extension FlexboxChromiumRulesTests {
  @Test func anItemWithAPercentageHeightOfAnIndefiniteSizeIsNotStretched() throws {
    // The root's height is its content's, so the second item's `height: 50%` is of an indefinite
    // size and behaves as auto (css-sizing-3 §5.2.1): the item is as tall as its content, its 20 tall
    // child. It is not stretched to the line's 40, since its height property is not `auto`
    // (css-flexbox-1 §9.4 step 11), so its height is not definite (§9.8) and its own child's 50%
    // behaves as auto too: that child, also not stretched, is as tall as its content, 0.
    let item = Flexbox(
      FlexStyle().with {
        $0.width = 20; $0.height = .percent(0.5)
      }
    ) {
      Flexbox(
        FlexStyle().with {
          $0.width = 10; $0.height = .percent(0.5)
        }, children: [])
      Flexbox(
        FlexStyle().with {
          $0.width = 5; $0.height = 20
        }, children: [])
    }
    let root = Flexbox {
      Flexbox(
        FlexStyle().with {
          $0.width = 10; $0.height = 40
        }, children: [])
      item
    }
    let result = try layoutAlone(root)
    #expect(childFrames(result)[1] == Rect(x: 10, y: 0, width: 20, height: 20))
    #expect(
      childFrames(result.children[1].layout) == [
        Rect(x: 0, y: 0, width: 10, height: 0), Rect(x: 10, y: 0, width: 5, height: 20),
      ])
  }
}

extension FlexboxChromiumRulesTests {
  @Test func aKeywordHeightInARowWithAnAspectRatioComesFromTheFlexedWidth() throws {
    // A row item with `height: fit-content`, aspect ratio 2, width 40 and flex basis 0. Its width is
    // the basis 0 held at its automatic minimum (css-flexbox-1 §4.5): the content's 10, below the
    // specified 40, so 10. Its height is not carried through the ratio from the width property (40 / 2
    // = 20) but from that flexed width (§9.4 step 7): 10 / 2 = 5, held at the content's 10 by the
    // automatic minimum (css-sizing-4 §5.2). Empty, it is 0 wide and 0 tall.
    func item(_ children: [any Component]) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with {
          $0.height = .fitContent; $0.aspectRatio = 2; $0.width = 40; $0.basis = 0
        }, children: children)
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 300; $0.height = 100; $0.alignItems = .flexStart
        }, children: [item])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try item([fixedBox(10, 10)]) == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(try item([]) == Rect(x: 0, y: 0, width: 0, height: 0))
  }
}

extension FlexboxChromiumRulesTests {
  @Test func aStretchedItemDoesNotMakeARowTallerThanItsAspectRatio() throws {
    // A row 100 wide with aspect ratio 2 is 100 / 2 = 50 tall, or as tall as its content under its
    // automatic minimum (css-sizing-4 §5.2). That height is definite for its single line (§9.8
    // item 1), so a stretched item counts at it: 50 less its 5 margin is 45, though its 80 tall child
    // overflows; the row stays 50. An item 80 tall of its own makes the row 80.
    func row(_ item: Flexbox) throws -> Layout {
      try layoutAlone(
        Flexbox(
          FlexStyle().with {
            $0.width = 100; $0.aspectRatio = 2
          }, children: [item]))
    }
    let stretched = try row(
      Flexbox(FlexStyle().with { $0.margin.top = 5 }, children: [fixedBox(10, 80)]))
    #expect(stretched.size == Size(width: 100, height: 50))
    #expect(childFrames(stretched) == [Rect(x: 0, y: 5, width: 10, height: 45)])
    #expect(try row(fixedBox(10, 80)).size == Size(width: 100, height: 80))
  }
}

extension FlexboxChromiumRulesTests {
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
}

extension FlexboxChromiumRulesTests {
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
}

extension FlexboxChromiumRulesTests {
  @Test func anItemIsMeasuredForItsBaselineWithTheSameIndefiniteSizesAsWhenPlaced() throws {
    // The second item's height is its content's 30, so it is indefinite (§9.8): its first child's
    // `height: 50%` behaves as auto, and that empty child (not stretched, its height not being
    // auto) is 0 tall, with its baseline, its bottom, at 0. That is the item's baseline (§8.5), so
    // aligned with the first item's 50 it goes 50 down, and the root is 50 + 30 = 80 tall.
    let item = Flexbox {
      Flexbox(
        FlexStyle().with {
          $0.width = 10; $0.height = .percent(0.5)
        }, children: [])
      fixedBox(10, 30)
    }
    let root = Flexbox(FlexStyle().with { $0.alignItems = .baseline }) {
      fixedBox(10, 50)
      item
    }
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 30, height: 80))
    #expect(childFrames(result)[1] == Rect(x: 10, y: 50, width: 20, height: 30))
  }
}

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
}

extension FlexboxChromiumRulesTests {
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
}

extension FlexboxChromiumRulesTests {
  @Test func aColumnItemsKeywordWidthWithARatioComesFromItsFlexedHeight() throws {
    // An item 20 tall with aspect ratio 2 grows to fill the 100 tall column. Its `width: fit-content`
    // is not carried through the ratio from its height property (20 × 2 = 40): with the ratio, its
    // width comes from its flexed height (§9.4 step 7), 100 × 2 = 200. The column's auto width is
    // the item's contribution, with its own height (css-sizing-3 §5.2): 40. So the item overflows.
    let item = Flexbox(
      FlexStyle().with {
        $0.width = .fitContent; $0.aspectRatio = 2; $0.height = 20; $0.grow = 1
      }, children: [])
    let root = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.height = 100; $0.alignItems = .flexStart
      },
      children: [item])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 40, height: 100))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 200, height: 100)])
  }
}

extension FlexboxChromiumRulesTests {
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

extension FlexboxChromiumRulesTests {
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
}

extension FlexboxChromiumRulesTests {
  @Test func aColumnWhoseHeightIsIndefiniteGivesItsItemsIndefiniteHeights() throws {
    // The column is aligned to the start of the root's line, so not stretched: its height is its
    // content's 40, which the root fixes when it places it but which is not definite (§9.8). So its
    // item's flexed height is not definite either (§9.8 item 2 needs a definite main size), and the
    // 50% height inside that item behaves as auto: its empty box, not stretched, is 0 tall.
    let row = Flexbox {
      Flexbox(
        FlexStyle().with {
          $0.width = 10; $0.height = .percent(0.5)
        }, children: [])
      fixedBox(10, 40)
    }
    let column = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.alignSelf = .flexStart
      }, children: [row])
    let result = try layoutAlone(Flexbox { column })
    let rowLayout = result.children[0].layout.children[0].layout
    #expect(
      childFrames(rowLayout) == [
        Rect(x: 0, y: 0, width: 10, height: 0), Rect(x: 10, y: 0, width: 10, height: 40),
      ])
  }
}

extension FlexboxChromiumRulesTests {
  @Test func anAbsoluteChildsHeightFromItsContentIsIndefiniteForPercentages() throws {
    // An absolutely positioned child 50 wide with an auto height and min-height 40 is 40 tall, a
    // height its content and minimum gave it, so not definite (css-sizing-3 §2.1): the 50% height
    // inside behaves as auto, and that empty box is 0 tall. With top 0 and bottom 20 its height is
    // 100 − 20 = 80 from its insets, definite, and the 50% is 40.
    func child(_ change: (inout FlexStyle) -> Void) throws -> Layout {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.width = 50; change(&$0)
        },
        children: [
          Flexbox(
            FlexStyle().with {
              $0.width = 10; $0.height = .percent(0.5)
            }, children: [])
        ])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.height = 100
        }, children: [child])
      return try layoutAlone(root).children[0].layout
    }
    let fromContent = try child { $0.minHeight = 40 }
    #expect(fromContent.size == Size(width: 50, height: 40))
    #expect(childFrames(fromContent) == [Rect(x: 0, y: 0, width: 10, height: 0)])
    let fromInsets = try child {
      $0.inset.top = 0; $0.inset.bottom = 20
    }
    #expect(childFrames(fromInsets) == [Rect(x: 0, y: 0, width: 10, height: 40)])
  }
}

extension FlexboxChromiumRulesTests {
  @Test func anAbsoluteChildsHeightFromItsRatioIsAtLeastItsContent() throws {
    // An absolutely positioned child 20 wide with aspect ratio 2 is 20 / 2 = 10 tall through the
    // ratio, but its min-height is auto, so css-sizing-4 §5.2's automatic minimum holds it at its
    // content's 30. With min-height 0 the ratio's 10 stands.
    func child(_ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.width = 20; $0.aspectRatio = 2; change(&$0)
        },
        children: [fixedBox(10, 30)])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 200; $0.height = 100
        }, children: [child])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try child { _ in } == Rect(x: 0, y: 0, width: 20, height: 30))
    #expect(try child { $0.minHeight = 0 } == Rect(x: 0, y: 0, width: 20, height: 10))
  }
}
