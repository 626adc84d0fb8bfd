import PixelproofComponents
import Testing

/// Rules about which sizes are definite, for percentages and keywords inside an item, each worked out by hand
/// from the spec section in its comment and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func aPercentageMinimumOfAnIndefiniteSizeIsZeroNotAutomatic() throws {
    // The first item's `min-height: 50%` is of the column's auto height, which is indefinite: it
    // resolves to 0 (css-sizing-3 §5.2.1), so the item has no automatic minimum (css-flexbox-1 §4.5,
    // which would be its content's 16). Its flex basis is 0, so it is 0 tall, its child overflowing,
    // and the second item, 10 × 5, starts at the top: the column is 5 tall.
    let first = Flexbox(
      FlexStyle().with {
        $0.basis = 0; $0.minHeight = .percent(0.5)
      }, children: [fixedBox(10, 16)])
    let root = Flexbox(
      FlexStyle().with { $0.direction = .column }, children: [first, fixedBox(10, 5)])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 10, height: 5))
    #expect(
      childFrames(result) == [
        Rect(x: 0, y: 0, width: 10, height: 0), Rect(x: 0, y: 0, width: 10, height: 5),
      ])
  }

  @Test func aKeywordHeightIsIndefiniteForTheChildrensPercentages() throws {
    // The item's `height: min-content` comes from its content, 50 (its second child); a percentage
    // of it would be cyclic, so css-sizing-3 §5.2.1 has the first child's `height: 50%` behave as
    // auto. That child, with a height of its own, is not stretched (css-flexbox-1 §9.4 step 11) and
    // is 0 tall, not 50% of 50 = 25.
    let item = Flexbox(
      FlexStyle().with { $0.height = .minContent },
      children: [
        Flexbox(
          FlexStyle().with {
            $0.width = 10; $0.height = .percent(0.5)
          }, children: []),
        fixedBox(10, 50),
      ])
    let result = try layoutAlone(Flexbox(FlexStyle(), children: [item]))
    #expect(result.size == Size(width: 20, height: 50))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 20, height: 50)])
    #expect(
      childFrames(result.children[0].layout) == [
        Rect(x: 0, y: 0, width: 10, height: 0), Rect(x: 10, y: 0, width: 10, height: 50),
      ])
  }

  @Test func anItemsCrossSizeIsMeasuredWithItsFlexedHeightIndefiniteAsWhenPlaced() throws {
    // The item, a wrapping column, flexes to 40 tall in a column whose height is auto: css-flexbox-1
    // §9.8 makes that height indefinite for the item's children, so its second child's
    // `min-height: 100%` behaves as auto (css-sizing-3 §5.2.1) and is 0. Both children fit one
    // line of 40 and the item is 10 wide. Its width must be measured so too (§9.4 step 7); with
    // the 40 taken as definite the second child would be 40 tall, wrap, and the item be 20 wide.
    let item = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.wrap = .wrap
      },
      children: [
        fixedBox(10, 40),
        Flexbox(
          FlexStyle().with {
            $0.width = 10; $0.minHeight = .percent(1)
          }, children: []),
      ])
    let root = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.width = 89; $0.alignItems = .flexStart
      }, children: [item])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 89, height: 40))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 10, height: 40)])
    #expect(
      childFrames(result.children[0].layout) == [
        Rect(x: 0, y: 0, width: 10, height: 40), Rect(x: 0, y: 40, width: 10, height: 0),
      ])
  }

  @Test func aMultiLineColumnMeasuresAStretchedItemAtItsOwnWidth() throws {
    // The first item, a row, holds an empty child with `padding-top: 10%`, 10% of the item's width.
    // In a single-line column 100 wide the item is stretched to 100 before its height is measured
    // (css-flexbox-1 §9.8 item 1), so it is 10 tall. In a multi-line column the stretched width is
    // known only once the lines are sized (§9.4 steps 8 to 11), so its height is measured at its
    // fit-content width, 0 (the padding counts 0 in its content's width), and is 0; stretched to
    // 100 afterwards, it keeps that height and its child's padding, now 10, overflows it. The
    // second item, 30 × 20, starts at the top, and the column is 20 tall.
    func column(_ wrap: FlexStyle.Wrap) -> Flexbox {
      Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.wrap = wrap; $0.width = 100
        },
        children: [
          Flexbox(
            FlexStyle(),
            children: [Flexbox(FlexStyle().with { $0.padding.top = .percent(0.1) }, children: [])]),
          fixedBox(30, 20),
        ])
    }
    let multiLine = try layoutAlone(column(.wrap))
    #expect(multiLine.size == Size(width: 100, height: 20))
    #expect(
      childFrames(multiLine) == [
        Rect(x: 0, y: 0, width: 100, height: 0), Rect(x: 0, y: 0, width: 30, height: 20),
      ])
    #expect(childFrames(multiLine.children[0].layout) == [Rect(x: 0, y: 0, width: 0, height: 10)])
    let singleLine = try layoutAlone(column(.noWrap))
    #expect(singleLine.size == Size(width: 100, height: 30))
    #expect(childFrames(singleLine)[0] == Rect(x: 0, y: 0, width: 100, height: 10))
  }

  @Test func aColumnItemsWidthIsFixedBeforeItsHeightIsMeasured() throws {
    // The item, a row with a min-width of 80 in the 100 wide column, aligned to flex-start, takes
    // fit-content: its content is 50 wide, held at its min-width, 80. CSS fixes that width before
    // laying the content out (css-sizing-3 §3), so while the column measures the item's height its
    // child's `margin-top: 10%` is 10% of 80 = 8 (css-box-4 §4: of the containing block's width),
    // not 0 as of an unknown width: the item is 8 + 10 = 18 tall, and so is the root.
    let child = Flexbox(
      FlexStyle().with {
        $0.width = 50; $0.height = 10; $0.margin.top = .percent(0.1)
      }, children: [])
    let item = Flexbox(FlexStyle().with { $0.minWidth = 80 }, children: [child])
    let root = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.width = 100; $0.alignItems = .flexStart
      }, children: [item])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 100, height: 18))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 80, height: 18)])
    #expect(childFrames(result.children[0].layout) == [Rect(x: 0, y: 8, width: 50, height: 10)])
  }

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

  @Test func aHeightFromMinAndMaxHeightAloneIsIndefiniteForPercentages() throws {
    // A root with an auto height, min-height 100 and max-height 50 is 100 tall (the minimum beats
    // the maximum), but its height comes from its limits, not a height of its own, so it is not
    // definite (css-sizing-3 §5.2): the 50% height inside behaves as auto, and the empty box is 0
    // tall. The same box as a stretched item of a row has a definite height (css-flexbox-1 §9.8),
    // and the 50% is 50.
    let box = Flexbox(
      FlexStyle().with {
        $0.width = 100; $0.minHeight = 100; $0.maxHeight = 50
      },
      children: [
        Flexbox(
          FlexStyle().with {
            $0.width = 10; $0.height = .percent(0.5)
          }, children: [])
      ])
    let alone = try layoutAlone(box)
    #expect(alone.size == Size(width: 100, height: 100))
    #expect(childFrames(alone) == [Rect(x: 0, y: 0, width: 10, height: 0)])
    let stretched = try layoutAlone(Flexbox { box })
    #expect(childFrames(stretched.children[0].layout) == [Rect(x: 0, y: 0, width: 10, height: 50)])
  }

  @Test func aKeywordFlexBasisMeasuredFromTheContentIsNotDefinite() throws {
    // In a column of auto height, an item's flexed height is definite only if its flex basis is
    // (css-flexbox-1 §9.8). A `max-content` basis is measured from the content, 20 here, so it is not
    // definite: the item's 50% tall child behaves as auto (css-sizing-3 §5.2.1) and, empty, is 0 tall.
    // A 40 basis is definite: the child is 50% of 40 = 20.
    func child(_ basis: RelativeDimension) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with { $0.basis = basis },
        children: [
          Flexbox(
            FlexStyle().with {
              $0.width = 10; $0.height = .percent(0.5)
            }, children: []),
          fixedBox(10, 20),
        ])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.direction = .column
        }, children: [item])
      return childFrames(try layoutAlone(root).children[0].layout).first
    }
    #expect(try child(.maxContent) == Rect(x: 0, y: 0, width: 10, height: 0))
    #expect(try child(40) == Rect(x: 0, y: 0, width: 10, height: 20))
  }
}
