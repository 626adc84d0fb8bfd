import PixelproofComponents
import Testing

/// Rules about sizes carried through an aspect ratio, each worked out by hand
/// from the spec section in its comment and checked against Chromium.
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

  @Test func aMinimumCarriedThroughARatioKeepsTheAutomaticMinimum() throws {
    // The first item's height 100 gives a width of 300 through the ratio 3 (css-sizing-4 §5.1); its
    // min-height 8 carried through the ratio gives a floor of 24, but its min-width stays auto, so
    // css-flexbox-1 §4.5's automatic minimum still holds: the content size suggestion, 300 through
    // the ratio. The bases 300 + 100 overflow the 300 row by 100; shrink 3 would take 3 × 300 / (900
    // + 100) × 100 = 90 from the first item, but it is frozen at its minimum 300 (§9.7), so the
    // second item, an empty box with an automatic minimum of 0, loses all 100.
    let first = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 3; $0.height = 100; $0.minHeight = 8; $0.shrink = 3
      }, children: [])
    let second = Flexbox(FlexStyle().with { $0.width = 100 }, children: [])
    let result = try layoutAlone(
      Flexbox(
        FlexStyle().with {
          $0.width = 300; $0.height = 100
        }, children: [first, second]))
    #expect(result.size == Size(width: 300, height: 100))
    #expect(
      childFrames(result) == [
        Rect(x: 0, y: 0, width: 300, height: 100), Rect(x: 300, y: 0, width: 0, height: 100),
      ])
  }

  @Test func aRatioWidthIsHeldAtTheMinContentWidthNotTheMaxContent() throws {
    // A row 50 tall with aspect ratio 2 is 50 × 2 = 100 wide through the ratio. Its automatic minimum
    // in that ratio-dependent axis is its min-content width (css-sizing-4 §5.2). Wrapping, that is the
    // largest item, 70 (css-flexbox-1 §9.9.1), below 100: the row is 100 wide, though its items side
    // by side would take 130, so they take a line each. The lines share the 50 − 2 × 10 = 30 spare
    // height (align-content normal stretches them): 25 each, the second at y = 25. With a 120 wide item
    // the min-content is 120 and holds the row there. Not wrapping, min-content is the sum, 130.
    func row(_ second: Double, wrap: FlexStyle.Wrap) throws -> Layout {
      try layoutAlone(
        Flexbox(
          FlexStyle().with {
            $0.height = 50; $0.aspectRatio = 2; $0.wrap = wrap
          }, children: [fixedBox(60, 10), fixedBox(second, 10)]))
    }
    let wrapping = try row(70, wrap: .wrap)
    #expect(wrapping.size == Size(width: 100, height: 50))
    #expect(
      childFrames(wrapping) == [
        Rect(x: 0, y: 0, width: 60, height: 10), Rect(x: 0, y: 25, width: 70, height: 10),
      ])
    #expect(try row(120, wrap: .wrap).size == Size(width: 120, height: 50))
    #expect(try row(70, wrap: .noWrap).size == Size(width: 130, height: 50))
  }

  @Test func aColumnItemsBasisWithARatioIsItsFitContentWidthThroughTheRatio() throws {
    // css-flexbox-1 §9.2 step 3E: a column item aligned to the start has no definite width, so its
    // content-based flex basis is its height when sized with a fit-content width. The 20 × 5 box
    // inside makes that width 20, and aspect ratio 2 makes the height 20 / 2 = 10, not the content's 5.
    // A 20 × 15 box holds the height at its content's 15 (css-sizing-4 §5.2), and the width then
    // comes from that flexed height (§9.4 step 7): 15 × 2 = 30. An empty item with an 8 wide left border
    // is 8 wide, so 8 / 2 = 4 tall, the ratio being of the border box.
    func item(_ change: (inout FlexStyle) -> Void, _ children: [any Component]) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with {
          $0.alignSelf = .flexStart; $0.aspectRatio = 2; change(&$0)
        }, children: children)
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.direction = .column
        }, children: [item])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try item({ _ in }, [fixedBox(20, 5)]) == Rect(x: 0, y: 0, width: 20, height: 10))
    #expect(try item({ _ in }, [fixedBox(20, 15)]) == Rect(x: 0, y: 0, width: 30, height: 15))
    #expect(try item({ $0.border.left = 8 }, []) == Rect(x: 0, y: 0, width: 8, height: 4))
  }

  @Test func aPercentageHeightOfAnIndefiniteHeightIsNotHeldAtTheContentThroughARatio() throws {
    // An item aligned to the start with aspect ratio 2 and an 8 × 30 box inside, in a container 100
    // wide of auto height. With height auto, its height through the ratio, 8 / 2 = 4, is held at its
    // content's 30 by the automatic minimum (css-sizing-4 §5.2). Height 50% of the indefinite height
    // behaves as auto (css-sizing-3 §5.2.1), but Chrome then keeps the ratio's 4 and lets the content
    // overflow, in a row (the height from the flexed width 8) and in a column (the basis from the
    // fit-content width 8).
    func item(_ height: RelativeDimension, direction: FlexStyle.Direction) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with {
          $0.alignSelf = .flexStart; $0.aspectRatio = 2; $0.height = height
        }, children: [fixedBox(8, 30)])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.direction = direction
        }, children: [item])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try item(.auto, direction: .row) == Rect(x: 0, y: 0, width: 8, height: 30))
    #expect(try item(.percent(0.5), direction: .row) == Rect(x: 0, y: 0, width: 8, height: 4))
    #expect(try item(.percent(0.5), direction: .column) == Rect(x: 0, y: 0, width: 8, height: 4))
  }

  @Test func anItemsMinimumThroughARatioIsAtLeastItsContent() throws {
    // A column 30 wide; its stretched item, aspect ratio 3 and flex basis 0, holds a 10 × 50 box.
    // §4.5: its automatic minimum height is its content size suggestion, the min-content height, which
    // with the definite width 30 is 30 / 3 = 10 through the ratio but at least the content's 50
    // (css-sizing-4 §5.2): the item is 50 tall. With height 20, the specified size suggestion caps it:
    // min(20, 50) = 20. With max-width 15 as well, the item is 15 wide and the content size suggestion
    // is held within that maximum through the ratio, 15 / 3 = 5: min(20, 5) = 5.
    func item(_ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = 3; $0.basis = 0; change(&$0)
        }, children: [fixedBox(10, 50)])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 30; $0.direction = .column
        }, children: [item])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try item { _ in } == Rect(x: 0, y: 0, width: 30, height: 50))
    #expect(try item { $0.height = 20 } == Rect(x: 0, y: 0, width: 30, height: 20))
    #expect(
      try item {
        $0.height = 20; $0.maxWidth = 15
      } == Rect(x: 0, y: 0, width: 15, height: 5))
  }

  @Test func anItemsRatioUnderContentBoxSizingIsOfItsContentBox() throws {
    // css-sizing-4 §5.1: under `box-sizing: content-box` the aspect ratio is of the content box.
    // Ratio 2 throughout. A row 20 tall stretches its item to 20; less a 4 top border its content is
    // 16 tall, so 32 wide (§9.2 3B), not 20 × 2 = 40, and the row is 32 wide. A column 40 wide
    // stretches its item to 40; less a 10 left padding its content is 30 wide, so 15 tall, 18 with
    // the 3 top padding, not 40 / 2 = 20. A row item 20 wide (30 with that padding) is 20 / 2 + 3 = 13
    // tall from its width (§9.4 step 7), not 30 / 2 = 15.
    func item(_ root: (inout FlexStyle) -> Void, _ item: (inout FlexStyle) -> Void) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = 2; $0.boxSizing = .contentBox; item(&$0)
        }, children: [])
      return childFrames(try layoutAlone(Flexbox(FlexStyle().with(root), children: [child]))).first
    }
    #expect(
      try item({ $0.height = 20 }, { $0.border.top = 4 }) == Rect(x: 0, y: 0, width: 32, height: 20))
    #expect(
      try item(
        {
          $0.width = 40; $0.direction = .column
        },
        {
          $0.padding.left = 10; $0.padding.top = 3
        }) == Rect(x: 0, y: 0, width: 40, height: 18))
    #expect(
      try item(
        { $0.width = 40 },
        {
          $0.padding.left = 10; $0.padding.top = 3; $0.width = 20; $0.alignSelf = .flexStart
        }) == Rect(x: 0, y: 0, width: 30, height: 13))
  }

  @Test func aMaximumCarriedThroughARatioIsAtLeastTheMinimumThatOverridesIt() throws {
    // A box with aspect ratio 1, max-width 70 and min-width 200 is 200 wide: a minimum above the
    // maximum wins (css-sizing-3 §5.2). Its height through the ratio is 200; the maximum carried into
    // the height (css-sizing-4 §5.1) is the width's effective one, 200, not 70, so min-height 150
    // leaves it at 200 rather than holding it at 150. With ratio 2 and no min-height: 100.
    func box(ratio: Double, minHeight: RelativeDimension) throws -> Size {
      try layoutAlone(
        Flexbox(
          FlexStyle().with {
            $0.aspectRatio = ratio; $0.maxWidth = 70; $0.minWidth = 200; $0.minHeight = minHeight
          }, children: [])
      ).size
    }
    #expect(try box(ratio: 1, minHeight: 150) == Size(width: 200, height: 200))
    #expect(try box(ratio: 2, minHeight: .auto) == Size(width: 200, height: 100))
  }

  @Test func aRowItemsRatioCarriesItsPaddingAndBorderHeightIntoItsBasis() throws {
    // An empty row item aligned to the start has no definite height, so its content-based flex basis
    // is its max-content width, 0 from its content. css-sizing-4 §5.1: the ratio carries its least
    // height, its padding and border, into the width: with ratio 2 and paddings 4 and 6 it is
    // 10 × 2 = 20 wide and 10 tall. Under content-box sizing the ratio is of the content box, 0 tall,
    // so the item stays 0 wide, 4 tall with a 4 top padding.
    func item(_ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = 2; $0.padding.top = 4; change(&$0)
        }, children: [])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.alignItems = .flexStart
        }, children: [item])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try item { $0.padding.bottom = 6 } == Rect(x: 0, y: 0, width: 20, height: 10))
    #expect(try item { $0.boxSizing = .contentBox } == Rect(x: 0, y: 0, width: 0, height: 4))
  }

  @Test func aMainSizeFromTheRatioIsNotASpecifiedSizeSuggestion() throws {
    // A column item 100 wide with aspect ratio 2 and auto height has a flex basis of 100 / 2 = 50
    // (§9.2 3B). Its automatic minimum (§4.5) has no specified size suggestion, since its height is
    // auto, so it is its content size suggestion: the 80 tall box inside, at least the ratio's 50.
    // The item is 80 tall. With height 60 the specified size suggestion caps the minimum at 60, and
    // with flex basis 0 as well, it is still 60.
    func item(_ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.aspectRatio = 2; change(&$0)
        }, children: [fixedBox(10, 80)])
      let root = Flexbox(FlexStyle().with { $0.direction = .column }, children: [item])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try item { _ in } == Rect(x: 0, y: 0, width: 100, height: 80))
    #expect(try item { $0.height = 60 } == Rect(x: 0, y: 0, width: 100, height: 60))
    #expect(
      try item {
        $0.height = 60; $0.basis = 0
      } == Rect(x: 0, y: 0, width: 100, height: 60))
  }

  @Test func anItemsPercentageHeightsResolveAgainstTheHeightItsRatioGives() throws {
    // A row item 100 wide with aspect ratio 2 is 100 / 2 = 50 tall through the ratio, held at its
    // content's 80 by the automatic minimum (css-sizing-4 §5.2). Chrome resolves its children's
    // percentage heights against the ratio's 50, as for a container whose own ratio gives its height:
    // the 50% child is 25 tall, stretched or aligned to the start. Where the row is 100 tall the item
    // is stretched to that definite line (§9.8 item 1), and 50% of it is 50; where its own min-height
    // 70 holds it, with 60 of content, 50% of it is 35.
    func child(
      _ root: (inout FlexStyle) -> Void, _ item: (inout FlexStyle) -> Void = { _ in }, content: Double = 80
    ) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.aspectRatio = 2; item(&$0)
        },
        children: [
          Flexbox(
            FlexStyle().with {
              $0.width = 10; $0.height = .percent(0.5)
            }, children: []),
          fixedBox(10, content),
        ])
      return childFrames(
        try layoutAlone(Flexbox(FlexStyle().with(root), children: [child])).children[0].layout
      )
      .first
    }
    #expect(try child({ _ in }) == Rect(x: 0, y: 0, width: 10, height: 25))
    #expect(try child({ $0.alignItems = .flexStart }) == Rect(x: 0, y: 0, width: 10, height: 25))
    #expect(try child({ $0.height = 100 }) == Rect(x: 0, y: 0, width: 10, height: 50))
    #expect(
      try child({ $0.alignItems = .flexStart }, { $0.minHeight = 70 }, content: 60)
        == Rect(x: 0, y: 0, width: 10, height: 35))
  }

  @Test func aRatioItemIsNotStretchedIntoItsWidthByALineOfIndefiniteHeight() throws {
    // A row of auto size holds a row, which holds an item with aspect ratio 1 around a 4 × 18 box.
    // With the middle row's height auto, it is stretched in the outer row, so its height, 18, is
    // definite (§9.8 item 3), and so is its line: the item stretched to it is 18 tall, and 18 wide
    // through the ratio (§9.2 3B). With the middle row's height 50% of the outer row's indefinite
    // height, it is not stretched and its height is indefinite (css-sizing-3 §5.2.1): the item's
    // basis is its content's 4 wide, and it is still stretched to 18 tall in the end.
    func item(_ height: RelativeDimension) throws -> Rect? {
      let item = Flexbox(FlexStyle().with { $0.aspectRatio = 1 }, children: [fixedBox(4, 18)])
      let middle = Flexbox(FlexStyle().with { $0.height = height }, children: [item])
      return childFrames(try layoutAlone(Flexbox(FlexStyle(), children: [middle])).children[0].layout)
        .first
    }
    #expect(try item(.auto) == Rect(x: 0, y: 0, width: 18, height: 18))
    #expect(try item(.percent(0.5)) == Rect(x: 0, y: 0, width: 4, height: 18))
  }

  @Test func anItemIsStretchedIntoItsRatioOnlyByADefiniteLine() throws {
    // A row 30 tall holds an auto row, which holds an empty item with aspect ratio 3. Not wrapping,
    // the outer row's single line is definite (§9.8 item 1): the middle row is 30 tall, so is its
    // line, and the item stretched to it is 30 × 3 = 90 wide (§9.2 3B), the middle row too. Wrapping,
    // the middle row's height waits for the lines (§9.4 steps 8 to 11): its basis is measured with
    // only the space, 30, not a height of its own, so its item is not stretched yet and it is 0 wide.
    // Stretched to 30 in the end, its item is 90 wide and overflows it.
    func frames(_ wrap: FlexStyle.Wrap) throws -> [Rect] {
      let item = Flexbox(FlexStyle().with { $0.aspectRatio = 3 }, children: [])
      let middle = Flexbox(FlexStyle(), children: [item])
      let row = Flexbox(
        FlexStyle().with {
          $0.height = 30; $0.wrap = wrap
        }, children: [middle])
      let layout = try layoutAlone(row)
      return childFrames(layout) + childFrames(layout.children[0].layout)
    }
    #expect(
      try frames(.noWrap) == [
        Rect(x: 0, y: 0, width: 90, height: 30), Rect(x: 0, y: 0, width: 90, height: 30),
      ])
    #expect(
      try frames(.wrap) == [
        Rect(x: 0, y: 0, width: 0, height: 30), Rect(x: 0, y: 0, width: 90, height: 30),
      ])
  }

  @Test func aScrollContainersWidthThroughItsRatioIsNotHeldAtItsContent() throws {
    // A row 50 tall, of auto width, stretches its item with aspect ratio 2 to 50, so the item is
    // 50 × 2 = 100 wide through the ratio, held at its 150 wide content by its automatic minimum
    // (css-sizing-4 §5.2): the row is 150 wide. With overflow-y hidden the item is a scroll container
    // (css-overflow-3 §3.1: the visible x computes to auto), which has no automatic minimum in either
    // axis: it stays 100 wide, and so does the row.
    func row(_ change: (inout FlexStyle) -> Void) throws -> Layout {
      let item = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = 2; change(&$0)
        }, children: [fixedBox(150, 10)])
      return try layoutAlone(Flexbox(FlexStyle().with { $0.height = 50 }, children: [item]))
    }
    #expect(try row { _ in }.size == Size(width: 150, height: 50))
    let clipped = try row { $0.overflowY = .hidden }
    #expect(clipped.size == Size(width: 100, height: 50))
    #expect(childFrames(clipped) == [Rect(x: 0, y: 0, width: 100, height: 50)])
  }

  @Test func aStretchedItemsHeightTakesNoMinimumThroughItsRatio() throws {
    // An empty item with aspect ratio 1 and min-width 100 in a row 50 tall. Stretched to that
    // definite line (§9.8 item 1), its height is 50, not an axis the ratio decides, so the min-width
    // is not carried into a min-height (css-sizing-4 §5.1): 100 × 50. Aligned to the start, its height
    // comes through the ratio from its 100 width: 100 × 100; so it does in a row of auto height.
    func item(_ root: (inout FlexStyle) -> Void) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = 1; $0.minWidth = 100
        }, children: [])
      return childFrames(try layoutAlone(Flexbox(FlexStyle().with(root), children: [item]))).first
    }
    #expect(try item { $0.height = 50 } == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(
      try item {
        $0.height = 50; $0.alignItems = .flexStart
      } == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(try item { _ in } == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func aScrollContainerTakesNoMinimumThroughItsRatio() throws {
    // A column stretched to 100 holds a 30 tall item that cannot shrink and an item with aspect ratio
    // 0.5 and min-width 40, which makes the column 40 wide: 40 / 0.5 = 80 tall through the ratio, 10
    // more than the 100 − 30 = 70 left. The min-width carried through the ratio holds it at 80
    // (css-sizing-4 §5.1). With overflow-x hidden it is a scroll container, with no automatic minimum
    // (§4.5), and Chrome carries no minimum through the ratio either: it shrinks to 70.
    func item(_ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = 0.5; $0.minWidth = 40; change(&$0)
        }, children: [])
      let column = Flexbox(
        FlexStyle().with { $0.direction = .column },
        children: [fixedBox(10, 30).flexItem { $0.shrink = 0 }, item])
      let root = Flexbox(FlexStyle().with { $0.height = 100 }, children: [column])
      return childFrames(try layoutAlone(root).children[0].layout).last
    }
    #expect(try item { _ in } == Rect(x: 0, y: 30, width: 40, height: 80))
    #expect(try item { $0.overflowX = .hidden } == Rect(x: 0, y: 30, width: 40, height: 70))
  }

  @Test func aRowItemsContentUnderItsRatioCountsStretchedChildrenAtTheRatiosHeight() throws {
    // A row item with aspect ratio 3 is 6 wide from its content, so 6 / 3 = 2 tall through the
    // ratio, held at its content's height by its automatic minimum (css-sizing-4 §5.2). A 6 × 110 box
    // directly inside has a height of its own: the item is 110 tall. Wrapped in an auto row, the box
    // is inside a child that the item stretches, which Chrome counts at the ratio's 2 while it
    // measures the item (as for a container whose ratio gives its height): the item is 2 tall, the
    // box overflowing it.
    func item(_ content: any Component) throws -> Rect? {
      let item = Flexbox(FlexStyle().with { $0.aspectRatio = 3 }, children: [content])
      return childFrames(try layoutAlone(Flexbox(FlexStyle(), children: [item]))).first
    }
    #expect(try item(fixedBox(6, 110)) == Rect(x: 0, y: 0, width: 6, height: 110))
    #expect(
      try item(Flexbox(FlexStyle(), children: [fixedBox(6, 110)])) == Rect(x: 0, y: 0, width: 6, height: 2))
  }

  @Test func aKeywordHeightThroughARatioIsDefiniteForPercentages() throws {
    // A row item 120 wide with aspect ratio 3 and `height: max-content`: with a width of its own, the
    // keyword height is that width through the ratio, 120 / 3 = 40 (css-sizing-4 §5.1), held at its
    // 100 tall content by the automatic minimum: the item is 100 tall. Unlike a keyword height from the
    // content, which css-sizing-3 §5.2.1 makes indefinite for percentages, this one is definite, and
    // Chrome resolves the 50% tall child against the ratio's 40: 20.
    let item = Flexbox(
      FlexStyle().with {
        $0.width = 120; $0.aspectRatio = 3; $0.height = .maxContent
      },
      children: [
        Flexbox(
          FlexStyle().with {
            $0.width = 10; $0.height = .percent(0.5)
          }, children: []),
        fixedBox(10, 100),
      ])
    let root = Flexbox(
      FlexStyle().with {
        $0.width = 200; $0.alignItems = .flexStart
      }, children: [item])
    let layout = try layoutAlone(root)
    #expect(childFrames(layout) == [Rect(x: 0, y: 0, width: 120, height: 100)])
    #expect(childFrames(layout.children[0].layout).first == Rect(x: 0, y: 0, width: 10, height: 20))
  }
}
