import PixelproofComponents
import Testing

/// Rules about the automatic minimum size of items with an aspect ratio, and about the ratio under
/// `box-sizing: content-box`, each worked out by hand from the spec section in its comment and checked
/// against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func aRatioItemsAutomaticMinimumIsItsContentHeldByItsMaximumThroughTheRatio() throws {
    // The item, with an aspect ratio of 2 in a column 100 wide, is stretched to 100: its flex basis is
    // 100 / 2 = 50 (css-flexbox-1 §9.2 3B). Its automatic minimum height is its content size
    // suggestion (§4.5), its min-content height, the 70 of its child, at least the 50 the ratio
    // gives: 70, so it is 70 tall. With a max-width of 60 it is 60 wide, and the suggestion is held
    // within that maximum through the ratio, 60 / 2 = 30: it is 30 tall, its child overflowing.
    for (maxWidth, size) in [
      (RelativeDimension.auto, Size(width: 100, height: 70)), (60, Size(width: 60, height: 30)),
    ] {
      let item = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = 2; $0.maxWidth = maxWidth
        },
        children: [Flexbox(FlexStyle().with { $0.height = 70 }, children: [])])
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.width = 100
        }, children: [item])
      let result = try layoutAlone(root)
      #expect(result.size == Size(width: 100, height: size.height))
      #expect(childFrames(result) == [Rect(x: 0, y: 0, width: size.width, height: size.height)])
      #expect(childFrames(result.children[0].layout) == [Rect(x: 0, y: 0, width: 0, height: 70)])
    }
  }

  @Test func aRowItemsWidthFromTheRatioIsNotASpecifiedSizeSuggestion() throws {
    // The item, with an aspect ratio of 1, a height of 20 and a 10 left padding, in a row aligned to
    // the start, gets a width of 20 through the ratio. That width is no specified size suggestion,
    // since its width is auto (css-flexbox-1 §4.5), so its automatic minimum is its content size
    // suggestion: its min-content width, 10 + 50 for its 50 wide child. It is 60 wide.
    let item = Flexbox(
      FlexStyle().with {
        $0.aspectRatio = 1; $0.height = 20; $0.padding.left = 10
      },
      children: [
        Flexbox(
          FlexStyle().with {
            $0.width = 50; $0.shrink = 0
          }, children: [])
      ])
    let root = Flexbox(
      FlexStyle().with {
        $0.width = 300; $0.alignItems = .flexStart
      }, children: [item])
    let result = try layoutAlone(root)
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 60, height: 20)])
    #expect(childFrames(result.children[0].layout) == [Rect(x: 10, y: 0, width: 50, height: 20)])
  }

  @Test func aContentBoxItemsRatioHoldsBetweenItsContentSizes() throws {
    // css-sizing-4 §5.1: under content-box sizing the ratio holds between the content box's sides.
    // A row item with ratio 1, height 31 (its content box), a 3 px bottom padding and a 6 px right
    // border is 31 + 3 = 34 tall, and its main size through the ratio is 31 × 1 + 6 = 37 wide, not
    // the 34 of its border box: as its basis under a min-content basis (§9.2 3B), and as its
    // automatic minimum (§4.5) under a 0 basis in a 10 wide container.
    func item(containerWidth: Double?, _ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = 1; $0.boxSizing = .contentBox; $0.padding.bottom = 3; $0.border.right = 6
          $0.height = 31; change(&$0)
        }, children: [])
      let root = Flexbox(
        FlexStyle().with {
          if let containerWidth { $0.width = .points(containerWidth) }
        }, children: [item])
      return childFrames(try layoutAlone(root)).first
    }
    let expected = Rect(x: 0, y: 0, width: 37, height: 34)
    #expect(try item(containerWidth: nil) { $0.basis = .minContent } == expected)
    #expect(try item(containerWidth: 10) { $0.basis = 0 } == expected)
  }

  @Test func aRatioItemsAutomaticMinimumIsAtLeastItsMinContentWidth() throws {
    // css-flexbox-1 §4.5 with css-sizing-4 §5.2: the content size suggestion of a row item with an
    // aspect ratio and a definite height is that height through the ratio, held at least at the
    // content's min-content width, as Chrome holds it. Height 40 with ratio 0.75 gives 30. An item
    // 85 wide shrinking in a 20 wide row stops at min(85, max(30, 32)) = 32 when it holds a 32 wide
    // box, at 30 when it holds a 12 wide one.
    func item(holding width: Double) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = 0.75; $0.height = 40; $0.width = 85
        }, children: [fixedBox(width, 10)])
      let root = Flexbox(FlexStyle().with { $0.width = 20 }, children: [item])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try item(holding: 32) == Rect(x: 0, y: 0, width: 32, height: 40))
    #expect(try item(holding: 12) == Rect(x: 0, y: 0, width: 30, height: 40))
  }

  @Test func aRatioItemsHeldMinimumStaysWithinItsMaximumCrossSizeThroughTheRatio() throws {
    // css-flexbox-1 §4.5: the content size suggestion is also clamped by a definite maximum cross
    // size converted through the ratio. A column item with ratio 3, height 91, basis 12 and no
    // shrinking holds a 25 × 75 box. Stretched to a 90 wide column, or 90 wide of its own in a 244
    // wide one, its ratio gives 90 / 3 = 30, held at the content's 75: min(91, 75) = 75 tall.
    // Stretched in the 244 wide column but held by max-width 90, the 75 is clamped to 90 / 3 = 30.
    func height(columnWidth: Double, _ change: (inout FlexStyle) -> Void) throws -> Double? {
      let item = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = 3; $0.height = 91; $0.basis = 12; $0.shrink = 0; change(&$0)
        }, children: [fixedBox(25, 75)])
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.width = .points(columnWidth)
        }, children: [item])
      return childFrames(try layoutAlone(root)).first?.size.height
    }
    #expect(try height(columnWidth: 90) { _ in } == 75)
    #expect(try height(columnWidth: 244) { $0.width = 90 } == 75)
    #expect(try height(columnWidth: 244) { $0.maxWidth = 90 } == 30)
  }

  @Test func aMainSizeTheRatioCarriesIsNoSpecifiedSizeSuggestion() throws {
    // css-flexbox-1 §4.5: the specified size suggestion is the item's main size property, so a height
    // its ratio carries from its width does not cap the automatic minimum. A column item 39 wide with
    // ratio 3 and basis 0 holding a 10 × 50 box: its content size suggestion is max(39 / 3, 50) = 50,
    // uncapped, so it is 50 tall and so is the column; so too with an auto basis, where the ratio's
    // 13 is the basis and the minimum still lifts it. With height 5 of its own, min(50, 5) = 5.
    func heights(_ change: (inout FlexStyle) -> Void) throws -> (column: Double, item: Double?) {
      let item = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = 3; $0.width = 39; $0.basis = 0; change(&$0)
        }, children: [fixedBox(10, 50)])
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.width = 100
        }, children: [item])
      let layout = try layoutAlone(root)
      return (layout.size.height, childFrames(layout).first?.size.height)
    }
    let carried = try heights { _ in }
    #expect(carried.column == 50 && carried.item == 50)
    let autoBasis = try heights { $0.basis = .auto }
    #expect(autoBasis.column == 50 && autoBasis.item == 50)
    let own = try heights { $0.height = 5 }
    #expect(own.column == 5 && own.item == 5)
  }

  @Test func aRowItemsPercentageHeightOfAnIndefiniteSizeLeavesNoAutomaticMinimum() throws {
    // css-sizing-4 §5.2: the automatic minimum that holds a ratio's size at the content's applies to
    // an auto size. A row item with ratio 2 holding a 10 × 100 box is 10 wide; with an auto height
    // its height, 10 / 2 = 5 through the ratio, is held at the content's 100. A 63% height of the
    // auto-height row behaves as auto for sizing (css-sizing-3 §5.2.1) but is not auto: the item
    // stays 5 tall, and so does the row.
    func frames(_ change: (inout FlexStyle) -> Void) throws -> (row: Size, item: Rect?) {
      let item = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = 2; change(&$0)
        }, children: [fixedBox(10, 100)])
      let layout = try layoutAlone(Flexbox(FlexStyle(), children: [item]))
      return (layout.size, childFrames(layout).first)
    }
    let auto = try frames { _ in }
    #expect(auto.row == Size(width: 10, height: 100))
    #expect(auto.item == Rect(x: 0, y: 0, width: 10, height: 100))
    let percent = try frames { $0.height = .percent(0.63) }
    #expect(percent.row == Size(width: 10, height: 5))
    #expect(percent.item == Rect(x: 0, y: 0, width: 10, height: 5))
  }

  @Test func aRowsHeightFromItsLimitsGivesNoRatioItemItsWidth() throws {
    // css-flexbox-1 §9.8 item 1: only a definite cross size makes a stretched item's cross size
    // definite before layout, and §9.2 3B carries only a definite cross size through a ratio. A row
    // with an auto height, min-height 100 and max-height 50 is 100 tall (css-sizing-3 §5.2: the
    // minimum wins), a height its limits give, not a definite one: an empty item with ratio 1.5
    // gets no width from it, 0 (not 150), and is then stretched to 100; the row is 0 wide.
    let item = Flexbox(FlexStyle().with { $0.aspectRatio = 1.5 }, children: [])
    let root = Flexbox(
      FlexStyle().with {
        $0.minHeight = 100; $0.maxHeight = 50
      }, children: [item])
    let layout = try layoutAlone(root)
    #expect(layout.size == Size(width: 0, height: 100))
    #expect(childFrames(layout) == [Rect(x: 0, y: 0, width: 0, height: 100)])
  }

  @Test func anEmptyRatioItemsPaddingIsCarriedThroughItsRatio() throws {
    // css-sizing-4 §5.1: an empty item's height is at least its padding, and the ratio carries that
    // height to its width. In a row, ratio 1 and an 8 px top padding give 8 × 8; ratio 2, 16 × 8.
    func frame(_ ratio: Double) throws -> Rect? {
      let item = Flexbox(
        FlexStyle().with {
          $0.aspectRatio = ratio; $0.padding.top = 8
        }, children: [])
      return childFrames(try layoutAlone(Flexbox(FlexStyle(), children: [item]))).first
    }
    #expect(try frame(1) == Rect(x: 0, y: 0, width: 8, height: 8))
    #expect(try frame(2) == Rect(x: 0, y: 0, width: 16, height: 8))
  }
}
