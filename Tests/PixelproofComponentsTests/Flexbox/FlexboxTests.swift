import PixelproofComponents
import Testing

/// A flex style with `change` applied to the web's defaults.
private func style(_ change: (inout FlexStyle) -> Void) -> FlexStyle {
  FlexStyle().with(change)
}

/// The frames of the children of `layout`'s child at `index`, relative to that child.
private func grandchildFrames(_ layout: Layout, _ index: Int) -> [Rect] {
  childFrames(layout.children[index].layout)
}

/// Flexbox through its public API, with frames worked out by hand from css-flexbox-1. Unless a test
/// says otherwise the scale is 1, so frames are rounded to whole points the way Chrome rounds them.
@Suite struct FlexboxTests {
  // MARK: Flexing

  @Test func growSharesTheFreeSpaceInProportionToGrow() throws {
    let flexbox = Flexbox {
      box(50, 10).flexItem { $0.grow = 1 }
      box(100, 10).flexItem { $0.grow = 2 }
      box(30, 10)
    }
    let result = try layout(flexbox, exactly(300, 50))
    // Free space 300 - (50 + 100 + 30) = 120: grow 1 of 3 takes 40, grow 2 of 3 takes 80, grow 0 none.
    // The boxes have heights of their own, so stretch leaves them at 10.
    #expect(
      childFrames(result) == [
        Rect(x: 0, y: 0, width: 90, height: 10),
        Rect(x: 90, y: 0, width: 180, height: 10),
        Rect(x: 270, y: 0, width: 30, height: 10),
      ])
    #expect(result.size == Size(width: 300, height: 50))
  }

  @Test func equalColumnsAreRoundedSoNeighboursStillTouch() throws {
    let columns = Flexbox {
      for _ in 0..<3 {
        View(.red).flexItem {
          $0.grow = 1; $0.basis = 0
        }
      }
    }
    // Each column is 100 / 3 = 33.333 wide; edges at 0, 33.333, 66.667, 100. Positions round on their
    // own (0, 33, 67) and widths are the distance between rounded edges: 33, 67 - 33 = 34, 100 - 67 = 33.
    // No height of their own: stretched to the container's 20.
    let atOne = try layout(columns, exactly(100, 20))
    #expect(childFrames(atOne).map(\.minX) == [0, 33, 67])
    #expect(childFrames(atOne).map(\.width) == [33, 34, 33])
    #expect(childFrames(atOne).map(\.height) == [20, 20, 20])
    // At 2x the grid is half a point: 66.667 px -> 67 px = 33.5, 133.333 px -> 133 px = 66.5.
    let atTwo = try layout(columns, exactly(100, 20), scale: 2)
    #expect(childFrames(atTwo).map(\.minX) == [0, 33.5, 66.5])
    #expect(childFrames(atTwo).map(\.width) == [33.5, 33, 33.5])
  }

  @Test func shrinkingIsWeightedByFlexBasisTimesShrink() throws {
    // Plain views have no content, so their automatic minimum width is 0 and nothing stops shrinking.
    let flexbox = Flexbox {
      View(.red).flexItem { $0.basis = 100 }
      View(.green).flexItem {
        $0.basis = 50; $0.shrink = 2
      }
      View(.blue).flexItem {
        $0.basis = 50; $0.shrink = 0
      }
    }
    let frames = childFrames(try layout(flexbox, exactly(160, 10)))
    // 200 in 160: 40 too long. Scaled shrink factors (basis x shrink) 100 x 1 = 100, 50 x 2 = 100 and
    // 50 x 0 = 0, so the first two lose 40 x 100 / 200 = 20 each and the third keeps its 50.
    #expect(frames.map(\.width) == [80, 30, 50])
    #expect(frames.map(\.minX) == [0, 80, 110])
  }

  // MARK: Lines

  @Test func wrappingBreaksLinesAndSeparatesThemWithGaps() throws {
    let flexbox = Flexbox(
      style {
        $0.wrap = .wrap; $0.columnGap = 10; $0.rowGap = 5
      }
    ) {
      box(40, 20)
      box(40, 30)
      box(40, 10)
      box(30, 20)
      box(60, 15)
    }
    let result = try layout(flexbox, range(minWidth: 100, maxWidth: 100))
    // Line 1: 40 + 10 + 40 = 90 fits in 100; adding 10 + 40 would make 140, so the third box breaks.
    // Line 2: 40 + 10 + 30 = 80; adding 10 + 60 = 150 breaks again. Line 3: the 60 alone.
    // Line heights are the tallest box in each: 30, 20, 15; lines start at y 0, 30 + 5 = 35 and
    // 35 + 20 + 5 = 60; the height is 60 + 15 = 75. Boxes with heights of their own are not stretched.
    #expect(
      childFrames(result) == [
        Rect(x: 0, y: 0, width: 40, height: 20),
        Rect(x: 50, y: 0, width: 40, height: 30),
        Rect(x: 0, y: 35, width: 40, height: 10),
        Rect(x: 50, y: 35, width: 30, height: 20),
        Rect(x: 0, y: 60, width: 60, height: 15),
      ])
    #expect(result.size == Size(width: 100, height: 75))
  }

  @Test func wrappedItemsWithoutAHeightStretchToTheirLine() throws {
    let flexbox = Flexbox(style { $0.wrap = .wrap }) {
      box(60, 30)
      View(.red).size(width: 30)
      box(50, 12)
      View(.green).size(width: 40)
    }
    let frames = childFrames(try layout(flexbox, range(minWidth: 100, maxWidth: 100)))
    // Line 1: 60 + 30 = 90, the 50 breaks; its height is the 30 box's, so the red view is 30 high.
    // Line 2: 50 + 40 = 90 at y 30, 12 high, and the green view stretches to 12.
    #expect(
      frames == [
        Rect(x: 0, y: 0, width: 60, height: 30),
        Rect(x: 60, y: 0, width: 30, height: 30),
        Rect(x: 0, y: 30, width: 50, height: 12),
        Rect(x: 50, y: 30, width: 40, height: 12),
      ])
  }

  // MARK: Justify content

  @Test func justifyContentSpreadsTheFreeSpace() throws {
    func xs(_ justify: FlexStyle.JustifyContent, count: Int = 3) throws -> [Double] {
      let flexbox = Flexbox(style { $0.justifyContent = justify }) {
        for _ in 0..<count { box(20, 20) }
      }
      return childFrames(try layout(flexbox, exactly(180, 20))).map(\.minX)
    }
    // Three 20-wide boxes in 180 leave 120 free.
    #expect(try xs(.flexStart) == [0, 20, 40])
    #expect(try xs(.flexEnd) == [120, 140, 160])  // 120 before the first
    #expect(try xs(.center) == [60, 80, 100])  // 60 before, 60 after
    // Between: 120 / 2 = 60 between neighbours, none at the ends.
    #expect(try xs(.spaceBetween) == [0, 80, 160])
    // Around: 120 / 3 = 40 per box, half on each side: 20 | box | 40 | box | 40 | box | 20.
    #expect(try xs(.spaceAround) == [20, 80, 140])
    // Evenly: 120 / 4 = 30 before, between and after: 30 | box | 30 | box | 30 | box | 30.
    #expect(try xs(.spaceEvenly) == [30, 80, 130])
    // One box: space-between falls back to flex-start; space-around and space-evenly to centre (80).
    #expect(try xs(.spaceBetween, count: 1) == [0])
    #expect(try xs(.spaceAround, count: 1) == [80])
    #expect(try xs(.spaceEvenly, count: 1) == [80])
  }

  @Test func overflowingItemsSpillBothWaysWhenCentredButDistributedModesFallBackToTheStart() throws {
    func xs(_ justify: FlexStyle.JustifyContent) throws -> [Double] {
      let flexbox = Flexbox(style { $0.justifyContent = justify }) {
        for _ in 0..<3 { box(80, 20).flexItem { $0.shrink = 0 } }
      }
      return childFrames(try layout(flexbox, exactly(180, 20))).map(\.minX)
    }
    // 3 x 80 = 240 in 180: free space -60. Centre puts -30 before the first box.
    #expect(try xs(.center) == [-30, 50, 130])
    // space-between falls back to flex-start, space-around and space-evenly to safe centre, which is
    // the start when the boxes overflow.
    #expect(try xs(.spaceBetween) == [0, 80, 160])
    #expect(try xs(.spaceAround) == [0, 80, 160])
    #expect(try xs(.spaceEvenly) == [0, 80, 160])
  }

  // MARK: Align items

  @Test func alignItemsPlacesItemsAcrossTheLine() throws {
    func frames(_ align: FlexStyle.AlignItems) throws -> [Rect] {
      let flexbox = Flexbox(style { $0.alignItems = align }) {
        box(20, 20)
        box(20, 30)
        View(.red).size(width: 20)  // no height of its own, and no content: 0 high unless stretched
      }
      return childFrames(try layout(flexbox, exactly(100, 60)))
    }
    // x is 0, 20, 40 throughout; the line is the container's 60.
    #expect(try frames(.flexStart).map(\.minY) == [0, 0, 0])
    #expect(try frames(.flexStart).map(\.height) == [20, 30, 0])
    // Centre: (60 - 20) / 2 = 20, (60 - 30) / 2 = 15, (60 - 0) / 2 = 30.
    #expect(try frames(.center).map(\.minY) == [20, 15, 30])
    // End: 60 - 20 = 40, 60 - 30 = 30, 60 - 0 = 60.
    #expect(try frames(.flexEnd).map(\.minY) == [40, 30, 60])
    #expect(try frames(.end).map(\.minY) == [40, 30, 60])
    // Stretch (the default) only stretches the item whose height is auto.
    #expect(
      try frames(.stretch) == [
        Rect(x: 0, y: 0, width: 20, height: 20),
        Rect(x: 20, y: 0, width: 20, height: 30),
        Rect(x: 40, y: 0, width: 20, height: 60),
      ])
  }

  @Test func alignSelfOverridesAlignItemsAndHalfPointsRoundAwayFromZero() throws {
    let flexbox = Flexbox(style { $0.alignItems = .center }) {
      box(20, 19)
      box(20, 20).flexItem { $0.alignSelf = .flexEnd }
      View(.red).size(width: 20).flexItem { $0.alignSelf = .stretch }
    }
    let atOne = childFrames(try layout(flexbox, exactly(100, 60)))
    // (60 - 19) / 2 = 20.5 rounds to 21; the bottom edge 39.5 rounds to 40, so the height stays 19.
    #expect(atOne[0] == Rect(x: 0, y: 21, width: 20, height: 19))
    #expect(atOne[1] == Rect(x: 20, y: 40, width: 20, height: 20))  // 60 - 20
    #expect(atOne[2] == Rect(x: 40, y: 0, width: 20, height: 60))
    // At 2x, 20.5 is on the grid.
    let atTwo = childFrames(try layout(flexbox, exactly(100, 60), scale: 2))
    #expect(atTwo[0] == Rect(x: 0, y: 20.5, width: 20, height: 19))
  }

  // MARK: Auto margins

  @Test func autoMarginsOnEverySideCentreAnItem() throws {
    let flexbox = Flexbox {
      box(40, 20).flexItem { $0.margin = .auto }
    }
    // (200 - 40) / 2 = 80 and (100 - 20) / 2 = 40.
    let frames = childFrames(try layout(flexbox, exactly(200, 100)))
    #expect(frames == [Rect(x: 80, y: 40, width: 40, height: 20)])
  }

  @Test func autoMarginsTakeTheFreeSpaceBeforeJustifyContent() throws {
    let pushed = Flexbox(style { $0.justifyContent = .center }) {
      box(30, 20)
      box(30, 20).flexItem { $0.margin.left = .auto }
      box(30, 20)
    }
    // 200 - 90 = 110 free, all of it to the one auto margin, so centring has nothing left to share.
    #expect(childFrames(try layout(pushed, exactly(200, 20))).map(\.minX) == [0, 140, 170])

    let split = Flexbox {
      box(30, 20).flexItem { $0.margin.right = .auto }
      box(30, 20)
      box(30, 20).flexItem { $0.margin.left = .auto }
    }
    // Two auto margins share 110: 55 after the first box and 55 before the last: 0, 30 + 55, 85 + 30 + 55.
    #expect(childFrames(try layout(split, exactly(200, 20))).map(\.minX) == [0, 85, 170])
  }

  // MARK: Box model

  @Test func paddingAndBorderAreSpaceInsideTheContainer() throws {
    let boxed = style {
      $0.padding = FlexEdges(top: 5, left: 10, bottom: 5, right: 10)
      $0.border = FlexEdges(2)
    }
    let filled = Flexbox(boxed) { View(.red).flexItem { $0.grow = 1 } }
    // The content box starts at 10 + 2 = 12, 5 + 2 = 7 and is 200 - 24 = 176 by 50 - 14 = 36; the item
    // grows to its width and stretches to its height.
    #expect(childFrames(try layout(filled, exactly(200, 50))) == [Rect(x: 12, y: 7, width: 176, height: 36)])

    // With no size, the container is its content plus padding and border: 40 + 24 by 20 + 14.
    let hugging = try layout(Flexbox(boxed) { box(40, 20) }, .unconstrained)
    #expect(hugging.size == Size(width: 64, height: 34))
    #expect(childFrames(hugging) == [Rect(x: 12, y: 7, width: 40, height: 20)])

    // content-box sizing adds padding and border to the width: 100 + 24.
    let contentBox = Flexbox(boxed.with { $0.boxSizing = .contentBox }) {
      View(.red).flexItem { $0.grow = 1 }
    }
    .size(width: 100, height: 10)
    let sized = try layout(contentBox, .unconstrained)
    #expect(sized.size == Size(width: 124, height: 24))
    #expect(childFrames(sized) == [Rect(x: 12, y: 7, width: 100, height: 10)])
  }

  @Test func absoluteChildrenArePlacedByTheirInsetsInsideTheBorder() throws {
    let flexbox = Flexbox(
      style {
        $0.border = FlexEdges(5); $0.padding = FlexEdges(3)
      }
    ) {
      box(50, 50)
      View(.red).flexItem {
        $0.position = .absolute
        $0.inset = FlexEdges(top: 10, left: 20, bottom: 10, right: .auto)
        $0.width = 30
      }
      box(20, 20).flexItem {
        $0.position = .absolute
        $0.inset = FlexEdges(top: .auto, left: .auto, bottom: 10, right: 10)
      }
      View(.green).flexItem {
        $0.position = .absolute
        $0.inset = FlexEdges(top: 0, left: 0, bottom: .auto, right: 0)
        $0.height = 4
      }
      box(50, 50)
    }
    let frames = childFrames(try layout(flexbox, exactly(200, 100)))
    // In flow: the content box starts at border 5 + padding 3 = 8; absolute children take no space, so
    // the second box follows the first at 8 + 50 = 58.
    #expect(frames[0] == Rect(x: 8, y: 8, width: 50, height: 50))
    #expect(frames[4] == Rect(x: 58, y: 8, width: 50, height: 50))
    // Insets are from the padding box (inside the 5 border): x 5 + 20, y 5 + 10, and top and bottom
    // together give the height: the padding box's 100 - 10 = 90, less 10 + 10.
    #expect(frames[1] == Rect(x: 25, y: 15, width: 30, height: 70))
    // From the right and bottom: 200 - 5 - 10 - 20 = 165 and 100 - 5 - 10 - 20 = 65.
    #expect(frames[2] == Rect(x: 165, y: 65, width: 20, height: 20))
    // Left and right 0 give the padding box's width: 200 - 10.
    #expect(frames[3] == Rect(x: 5, y: 5, width: 190, height: 4))
  }

  @Test func displayNoneChildrenTakeNoSpaceAndGetEmptyFrames() throws {
    let flexbox = Flexbox {
      box(30, 20)
      box(30, 20).flexItem { $0.display = .none }
      Flexbox { box(10, 10) }.flexItem { $0.display = .none }
      box(30, 20)
    }
    let result = try layout(flexbox, exactly(100, 20))
    // The hidden children are skipped: the last box follows the first at 30.
    #expect(
      childFrames(result) == [
        Rect(x: 0, y: 0, width: 30, height: 20), .zero, .zero, Rect(x: 30, y: 0, width: 30, height: 20),
      ])
    // A hidden flexbox's own children are empty too.
    #expect(grandchildFrames(result, 2) == [.zero])
  }

  // MARK: Writing direction

  @Test func rightToLeftRowsMirrorLeftToRightOnes() throws {
    func frames(_ direction: LayoutDirection) throws -> [Rect] {
      let flexbox = Flexbox(
        style {
          $0.layoutDirection = direction; $0.columnGap = 10
        }
      ) {
        box(30, 20)
        box(50, 20)
        box(20, 20)
      }
      return childFrames(try layout(flexbox, exactly(200, 20)))
    }
    // Left to right: 0, 30 + 10 = 40, 40 + 50 + 10 = 100.
    #expect(try frames(.leftToRight).map(\.minX) == [0, 40, 100])
    // Right to left the first item starts at the right: 200 - 30 = 170, 170 - 10 - 50 = 110,
    // 110 - 10 - 20 = 80, the mirror image (200 - maxX) of the row above.
    #expect(try frames(.rightToLeft).map(\.minX) == [170, 110, 80])
    #expect(try frames(.rightToLeft).map(\.width) == [30, 50, 20])
  }

  @Test func theEnvironmentsDirectionReachesTheRootAndNestedFlexboxes() throws {
    let flexbox = Flexbox(style { $0.padding = FlexEdges(top: 0, left: 4, bottom: 0, right: 8) }) {
      box(30, 20)
      Flexbox {
        box(10, 10); box(20, 10)
      }.flexItem { $0.grow = 1 }
    }
    let result = try flexbox.layoutThatFits(
      exactly(200, 20), parentSize: ParentSize(width: 200, height: 20),
      environment: LayoutEnvironment(scale: 1, layoutDirection: .rightToLeft))
    // The content box runs from 4 to 192, starting at the right: the box at 192 - 30 = 162; the nested
    // flexbox grows to 188 - 30 = 158 and sits at 162 - 158 = 4.
    #expect(childFrames(result).map(\.minX) == [162, 4])
    #expect(childFrames(result).map(\.width) == [30, 158])
    // It inherits right to left: 158 - 10 = 148, then 148 - 20 = 128.
    #expect(grandchildFrames(result, 1).map(\.minX) == [148, 128])
  }

  @Test func aFlexboxsOwnDirectionReachesFlexboxesInsideOtherComponents() throws {
    // The outer row is right to left by its own style, the environment left to right. The inner
    // flexbox sits inside an inset, so it is laid out as a leaf; it still inherits right to left.
    let row = Flexbox(FlexStyle().with { $0.layoutDirection = .rightToLeft }) {
      Flexbox {
        box(10, 10); box(20, 10)
      }.inset(0).flexItem { $0.grow = 1 }
    }
    let result = try layout(row, exactly(100, 10))
    let inset = result.children[0].layout
    let inner = inset.children[0].layout
    // 100 - 10 = 90, then 90 - 20 = 70.
    #expect(childFrames(inner).map(\.minX) == [90, 70])
  }

  // MARK: Other components

  @Test func otherComponentsAreItemsSizedByLayingThemOut() throws {
    let flexbox = Flexbox {
      View(.red).size(width: 30, height: 20)
      Stack(.horizontal, spacing: 4) {
        box(10, 10)
        box(20, 10)
      }
    }
    let result = try layout(flexbox, exactly(200, 50))
    // The view keeps its own 30 x 20: a height of its own is not stretched. The stack's flex basis is
    // its natural width, 10 + 4 + 20 = 34; its height is auto, so it stretches to the line's 50.
    #expect(
      childFrames(result) == [
        Rect(x: 0, y: 0, width: 30, height: 20),
        Rect(x: 30, y: 0, width: 34, height: 50),
      ])
    // The stack lays its own children out (aligned to its start) in the 34 x 50 it was given.
    #expect(
      grandchildFrames(result, 1) == [
        Rect(x: 0, y: 0, width: 10, height: 10),
        Rect(x: 14, y: 0, width: 20, height: 10),
      ])
  }

  @Test func aFlexboxInAStackIsSizedByTheStack() throws {
    let stack = Stack(.horizontal) {
      box(40, 20)
      Flexbox(style { $0.justifyContent = .spaceBetween }) {
        box(10, 10)
        box(10, 10)
      }
      .flexGrow(1)
    }
    let result = try layout(stack, range(minWidth: 200, maxWidth: 200))
    // The stack measures the flexbox at its natural 10 + 10 = 20 wide and 10 high, then grows it by
    // 200 - (40 + 20) = 140 to 160. Space-between puts its boxes at 0 and 160 - 10 = 150.
    #expect(
      childFrames(result) == [
        Rect(x: 0, y: 0, width: 40, height: 20),
        Rect(x: 40, y: 0, width: 160, height: 10),
      ])
    #expect(grandchildFrames(result, 1).map(\.minX) == [0, 150])
    #expect(result.size == Size(width: 200, height: 20))
  }

  // MARK: Identifiers and modifiers

  @Test func identifiersNameNodesInTheLayoutDescription() throws {
    let flexbox = Flexbox(style { $0.alignItems = .center }) {
      box(40, 20).id("title")
      Flexbox { box(10, 10) }.id("badges").flexItem { $0.margin.left = .auto }
    }
    let result = try layout(flexbox, exactly(100, 20))
    // The auto margin pushes the badges to 100 - 10 = 90; centred, (20 - 10) / 2 = 5. Frames in a
    // description are in the root's coordinates.
    #expect(
      result.description == """
        Flexbox (0, 0, 100, 20)
          View#title (0, 0, 40, 20)
          Flexbox#badges (90, 5, 10, 10)
            View (90, 5, 10, 10)
        """)
  }

  @Test func flexboxSizeIsItsOwnAndPercentagesAreNotRounded() throws {
    let fixed = Flexbox { box(10, 10) }.size(width: 120, height: 30)
    #expect(try layout(fixed, .unconstrained).size == Size(width: 120, height: 30))

    // 50% of 301 is 150.5, kept as is (a Stack's percentage would round to 151); at 2x it is on the grid.
    // The height is the content's 10.
    let half = Flexbox { box(10, 10) }.size(width: .percent(0.5))
    #expect(try layout(half, range(maxWidth: 301), scale: 2).size == Size(width: 150.5, height: 10))

    // The parent's range wins over the flexbox's own width, as for every component.
    #expect(try layout(fixed, range(maxWidth: 100)).size.width == 100)
  }

  @Test func styledChangesTheContainerAndFlexItemChangesAnItem() throws {
    let column = Flexbox {
      box(10, 10)
      box(20, 10)
    }
    .styled {
      $0.direction = .column; $0.rowGap = 4
    }
    let stacked = try layout(column, .unconstrained)
    // A column: y 0 and 10 + 4 = 14; as wide as the widest box, 20, and 10 + 4 + 10 = 24 high.
    #expect(childFrames(stacked).map(\.minY) == [0, 14])
    #expect(stacked.size == Size(width: 20, height: 24))

    let row = Flexbox {
      Flexbox { box(10, 10) }.flexItem { $0.grow = 1 }
      box(10, 10).flexItem { $0.grow = 1 }.flexItem { $0.margin.left = 5 }
      box(10, 10).flexItem { $0.width = 20 }
    }
    let frames = childFrames(try layout(row, exactly(100, 10)))
    // Item changes accumulate and a width in the item overrides the content's 10: bases 10, 10 and 20,
    // plus the 5 margin, leave 100 - 45 = 55, shared 27.5 each by the two growing items.
    // Edges: 0 | 37.5 | +5 = 42.5 | 80 | 100. Rounded: x 0, 43 (42.5 away from zero), 80; widths 38 (37.5
    // rounds to 38), 80 - 43 = 37, 20.
    #expect(frames.map(\.minX) == [0, 43, 80])
    #expect(frames.map(\.width) == [38, 37, 20])
  }
}
