import PixelproofComponents
import Testing

/// Rules about multi-line containers: where their lines break and what sizes they take, each worked out
/// by hand from the spec section in its comment and checked against Chromium.
extension FlexboxChromiumRulesTests {
  /// A wrapping column 90 wide, holding three 10 × 20 boxes.
  private func wrappingColumn(_ change: (inout FlexStyle) -> Void) -> Flexbox {
    Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.wrap = .wrap; $0.width = 90; change(&$0)
      }, children: [fixedBox(10, 20), fixedBox(10, 20), fixedBox(10, 20)])
  }

  @Test func aWrappingColumnsContentHeightBreaksItsLinesAtItsOwnHeight() throws {
    // css-flexbox-1 §9.2 step 3 (a `content` basis) and §4.5 (the automatic minimum) take the item's
    // content height, which Chrome finds by laying the item out with its own height, 37: two boxes
    // take 20 + 20 = 40 > 37, so each box has a line of its own and the content is 20 tall. The basis
    // is 20 and the minimum min(20, 37) = 20, so in the root column of auto height the item is 20
    // tall. Its three lines share its 90 width (align-content: stretch): 30 each, at x = 0, 30, 60.
    // With a basis of 0 the automatic minimum alone gives the same 20.
    for basis in [RelativeDimension.maxContent, 0] {
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.width = 200
        },
        children: [
          wrappingColumn {
            $0.height = 37; $0.basis = basis
          }
        ])
      let result = try layoutAlone(root)
      #expect(result.size == Size(width: 200, height: 20))
      #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 90, height: 20)])
      #expect(
        childFrames(result.children[0].layout) == [
          Rect(x: 0, y: 0, width: 10, height: 20), Rect(x: 30, y: 0, width: 10, height: 20),
          Rect(x: 60, y: 0, width: 10, height: 20),
        ])
    }
  }

  @Test func aWrappingColumnsPercentageHeightDoesNotBreakItsContentHeightsLines() throws {
    // The same item with a height of 20% of the 200 tall root, 40, and no minimum: Chrome lays it out
    // for its `content` basis as though its height were auto, in one line, 20 × 3 = 60 tall, where
    // breaking at 40 would give 40. The basis, 60, is its height; its boxes stack at y = 0, 20, 40.
    let item = wrappingColumn {
      $0.height = .percent(0.2); $0.basis = .maxContent; $0.minHeight = 0
    }
    let root = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.width = 200; $0.height = 200
      }, children: [item])
    let result = try layoutAlone(root)
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 90, height: 60)])
    #expect(
      childFrames(result.children[0].layout) == [
        Rect(x: 0, y: 0, width: 10, height: 20), Rect(x: 0, y: 20, width: 10, height: 20),
        Rect(x: 0, y: 40, width: 10, height: 20),
      ])
  }

  @Test func aWrappingRowsLinesBreakAtItsFitContentWidth() throws {
    // The item, a wrapping row with a 2 row gap in a 66 wide wrapping column, holds a 0 × 10 box and
    // a 112 × 10 one. Its auto width is fit-content (css-sizing-3 §5.3): its max-content width is
    // 0 + 112 = 112 and its min-content width its largest item's, 112 (css-flexbox-1 §9.9.1), so
    // min(112, max(112, 66)) = 112. Its lines break at that width (§9.3 step 5), not at the 66 of
    // the space: 0 + 112 fits in one line, 10 tall, where breaking at 66 would give two lines,
    // 10 + 2 + 10 = 22.
    let item = Flexbox(
      FlexStyle().with {
        $0.wrap = .wrap; $0.rowGap = 2
      },
      children: [fixedBox(0, 10), fixedBox(112, 10)])
    let root = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.wrap = .wrap; $0.width = 66
      }, children: [item])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 66, height: 10))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 112, height: 10)])
    #expect(
      childFrames(result.children[0].layout) == [
        Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: 0, y: 0, width: 112, height: 10),
      ])
  }

  @Test func aWrappingColumnKeepsTheLinesItsContentHeightWasMeasuredWith() throws {
    // The item, a wrapping column of auto height in a root column of auto height, holds three empty
    // boxes, the second with a 3 top margin and the third with a −19 one. Measured without a height,
    // it breaks no lines (css-flexbox-1 §9.3 step 5): one line, 0 + 3 − 19 = −16 long, so its height
    // is 0. Chrome keeps that layout when the flexed height is the same 0, rather than breaking the
    // lines at 0, which would put the second box on a line of its own. So one line, stretched across
    // the item's 100 (align-content: normal): the boxes at y = 0, 3 and 3 − 19 = −16, the third,
    // without a width, 100 wide.
    let item = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.wrap = .wrap
      },
      children: [
        fixedBox(10, 0),
        Flexbox(
          FlexStyle().with {
            $0.width = 10; $0.margin.top = 3
          }, children: []),
        Flexbox(FlexStyle().with { $0.margin.top = -19 }, children: []),
      ])
    let root = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.width = 100
      }, children: [item])
    let result = try layoutAlone(root)
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 100, height: 0)])
    #expect(
      childFrames(result.children[0].layout) == [
        Rect(x: 0, y: 0, width: 10, height: 0), Rect(x: 0, y: 3, width: 10, height: 0),
        Rect(x: 0, y: -16, width: 100, height: 0),
      ])
  }

  @Test func aColumnItemWidensToAWiderLine() throws {
    // A wrapping column 10 wide, its items aligned to the start, has one line (its height is auto):
    // a 60 × 20 box and a wrapping row holding boxes 46 and 10 wide (0 tall). The row's max-content
    // width is 56 and its min-content width 46; in the 10 wide column it is fit-content, 46. The line
    // is 60 wide, though, and Chrome sizes the row fit-content in the larger of the column's width
    // and its line's (css-sizing-3 §5.3, css-flexbox-1 §9.4 step 11): min(56, max(46, 60)) = 56, so
    // both its boxes share one line, at x = 0 and 46.
    let row = Flexbox(
      FlexStyle().with { $0.wrap = .wrap }, children: [fixedBox(46, 0), fixedBox(10, 0)])
    let root = Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.wrap = .wrap; $0.width = 10; $0.alignItems = .flexStart
      }, children: [fixedBox(60, 20), row])
    let result = try layoutAlone(root)
    #expect(result.size == Size(width: 10, height: 20))
    #expect(
      childFrames(result) == [
        Rect(x: 0, y: 0, width: 60, height: 20), Rect(x: 0, y: 20, width: 56, height: 0),
      ])
    #expect(
      childFrames(result.children[1].layout) == [
        Rect(x: 0, y: 0, width: 46, height: 0), Rect(x: 46, y: 0, width: 10, height: 0),
      ])
  }

  @Test func aWrappingRowsLinesBreakAtTheWidthItsMinimumGaveItNotItsMaximum() throws {
    // The item, a wrapping row with a max-width of 50 and a min-width of 100, is 100 wide: the
    // minimum wins (css-sizing-3 §5.2). Its lines break at that width (css-flexbox-1 §9.3 step 5),
    // not at the max-width: its children, 60% of 100 = 60 and 30 wide, take 90 of one line, the
    // second at x = 60.
    let item = Flexbox(
      FlexStyle().with {
        $0.wrap = .wrap; $0.maxWidth = 50; $0.minWidth = 100
      },
      children: [
        Flexbox(
          FlexStyle().with {
            $0.width = .percent(0.6); $0.height = 10
          }, children: []),
        fixedBox(30, 10),
      ])
    let result = try layoutAlone(Flexbox(FlexStyle(), children: [item]))
    #expect(result.size == Size(width: 100, height: 10))
    #expect(
      childFrames(result.children[0].layout) == [
        Rect(x: 0, y: 0, width: 60, height: 10), Rect(x: 60, y: 0, width: 30, height: 10),
      ])
  }

  @Test func onlyAMultiLineColumnsWidthHoldsItsBaselineGroup() throws {
    // A column aligning its items by baseline lines up their left border edges (Chrome's synthesized
    // baseline, css-align-3 §9.1): a 0 × 5 box with a 17 left margin and a 39 × 5 box both at x = 17.
    // Single-line, its auto width is its largest item's outer width, max(17, 39) = 39, the second
    // box overflowing it; multi-line, its line holds the aligned group, 17 + 39 = 56 (css-flexbox-1
    // §9.4 step 8), as Chrome sizes them.
    for (wrap, width) in [(FlexStyle.Wrap.noWrap, 39.0), (.wrap, 56)] {
      let column = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.wrap = wrap; $0.alignItems = .baseline
        },
        children: [
          Flexbox(
            FlexStyle().with {
              $0.width = 0; $0.height = 5; $0.margin.left = 17
            }, children: []),
          fixedBox(39, 5),
        ])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.alignItems = .flexStart
        }, children: [column])
      let result = try layoutAlone(root)
      #expect(childFrames(result) == [Rect(x: 0, y: 0, width: width, height: 10)])
      #expect(
        childFrames(result.children[0].layout) == [
          Rect(x: 17, y: 0, width: 0, height: 5), Rect(x: 17, y: 5, width: 39, height: 5),
        ])
    }
  }

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
