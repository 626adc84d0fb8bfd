import PixelproofComponents
import Testing

/// A wrapper that adds no layout of its own, put around a child before or after its item properties.
struct PassThroughWrapper: Sendable, CustomStringConvertible {
  let description: String
  let wrap: @Sendable (any Component) -> any Component

  static let all = [
    PassThroughWrapper(description: "identifier") { $0.id("a") },
    PassThroughWrapper(description: "background colour") { $0.backgroundColor(.red) },
    PassThroughWrapper(description: "alpha, corner radius and identifier") {
      $0.alpha(0.5).cornerRadius(2).id("a")
    },
    PassThroughWrapper(description: "size") { $0.size(height: 10) },
    PassThroughWrapper(description: "accessibility label and traits") {
      $0.accessibilityLabel("a").accessibilityTraits(.header)
    },
    PassThroughWrapper(description: "accessibility hint inside an identifier") {
      $0.accessibilityHint("h").id("a")
    },
  ]
}

/// Item properties mean the same whatever identifiers, view attributes and sizes are written around
/// them, and `.flexGrow`, `.flexShrink`, `.flexBasis` and `.alignSelf` mean the same in a Stack and a
/// Flexbox. Frames are worked out by hand from docs/layout-rules.md (Stack) and css-flexbox-1 (Flexbox).
@Suite struct ItemPropertyOrderTests {
  // MARK: Stack

  @Test func aGrowingLabelFillsTheRowWhateverSideOfItsIdentifierItsGrowIsWritten() throws {
    // 200 - (label + 20) is left over and the label alone grows: by the floored share, plus the
    // remainder, which goes to the first flexed child. So it is 200 - 20 = 180 wide, whatever its text's
    // width, and the box sits at 180.
    func row(_ label: any Component) -> Stack {
      Stack(.horizontal) {
        label
        box(20, 10)
      }
    }
    let growThenID = try layout(row(Label("A").flexGrow(1).id("a")), range(minWidth: 200, maxWidth: 200))
    let idThenGrow = try layout(row(Label("A").id("a").flexGrow(1)), range(minWidth: 200, maxWidth: 200))
    #expect(childFrames(growThenID).map(\.width) == [180, 20])
    #expect(childFrames(growThenID).map(\.minX) == [0, 180])
    #expect(childFrames(idThenGrow) == childFrames(growThenID))
    #expect(growThenID.children[0].layout.identifier == "a")
    #expect(idThenGrow.children[0].layout.identifier == "a")
  }

  @Test(arguments: PassThroughWrapper.all)
  func aStackChildGrowsWithTheWrapperOutsideOrInside(wrapper: PassThroughWrapper) throws {
    // 200 - (50 + 30) = 120 left over, all to the first child: 170.
    let expected = [Rect(x: 0, y: 0, width: 170, height: 10), Rect(x: 170, y: 0, width: 30, height: 10)]
    for first in [wrapper.wrap(box(50, 10).flexGrow(1)), wrapper.wrap(box(50, 10)).flexGrow(1)] {
      let stack = Stack(.horizontal) {
        first
        box(30, 10)
      }
      #expect(childFrames(try layout(stack, range(minWidth: 200, maxWidth: 200))) == expected)
    }
  }

  @Test func alignSelfAndSpacingBeforeSurviveAnIdentifierWrittenAfterThem() throws {
    // The second child starts after 20 + its spacingBefore of 10; the stack is as tall as the tallest
    // child, 40, and the child aligned to the end sits at 40 - 10 = 30.
    let expected = [Rect(x: 0, y: 0, width: 20, height: 40), Rect(x: 30, y: 30, width: 30, height: 10)]
    let seconds: [any Component] = [
      box(30, 10).alignSelf(.end).spacingBefore(10).id("b"),
      box(30, 10).id("b").alignSelf(.end).spacingBefore(10),
    ]
    for second in seconds {
      let stack = Stack(.horizontal) {
        box(20, 40)
        second
      }
      #expect(childFrames(try layout(stack, range(maxWidth: 200))) == expected)
    }
  }

  @Test func aStretchingStackKeepsTheOwnHeightOfAStyledChild() throws {
    // A child with an own height of 10 is not stretched to the tallest child's 40, styled or not: view
    // attributes report their content's size.
    let stack = Stack(.horizontal, align: .stretch) {
      box(20, 40)
      box(20, 10).backgroundColor(.red)
    }
    #expect(childFrames(try layout(stack, range(maxWidth: 200))).map(\.height) == [40, 10])
  }

  @Test func aSizeErrorInsideViewAttributesNamesTheSizedComponent() {
    #expect(
      throws: LayoutError(
        component: "View", reason: "width is points(nan); sizes must be finite and not negative")
    ) {
      try layout(Stack { View(.red).size(width: .points(.nan)).backgroundColor(.red) }, range(maxWidth: 200))
    }
  }

  @Test func flexBasisAndFlexShrinkSurviveViewAttributesWrittenAfterThem() throws {
    // Bases 150 + 100 = 250 in 200: 50 too long; only the first shrinks (weight 150 x 1 of 150), so it
    // gives up all 50 and is 100 wide.
    let stack = Stack(.horizontal) {
      box(100, 10).flexBasis(150).flexShrink(1).backgroundColor(.red).cornerRadius(2)
      box(100, 10)
    }
    #expect(
      childFrames(try layout(stack, range(minWidth: 200, maxWidth: 200))) == [
        Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 100, y: 0, width: 100, height: 10),
      ])
  }

  // MARK: Flexbox

  @Test(arguments: PassThroughWrapper.all)
  func aFlexboxChildTakesFlexGrowWithTheWrapperOutsideOrInside(wrapper: PassThroughWrapper) throws {
    // Free space 200 - (50 + 30) = 120, all to the only growing item: 170. The boxes have heights of
    // their own, so stretch leaves them at 10.
    let expected = [Rect(x: 0, y: 0, width: 170, height: 10), Rect(x: 170, y: 0, width: 30, height: 10)]
    for first in [
      wrapper.wrap(box(50, 10).flexGrow(1)), wrapper.wrap(box(50, 10)).flexGrow(1),
      wrapper.wrap(box(50, 10).flexItem { $0.grow = 1 }),
    ] {
      let flexbox = Flexbox {
        first
        box(30, 10)
      }
      #expect(childFrames(try layout(flexbox, exactly(200, 50))) == expected)
    }
  }

  @Test func flexGrowKeepsTheFlexboxsDefaultShrinkOfOne() throws {
    // Bases 150 + 150 in 200: 100 too long. Both shrink by 1 (CSS's default, which .flexGrow leaves
    // alone), weighted by equal bases: 50 each. With .flexShrink(0) the second gives up all 100.
    func row(_ first: any Component) -> Flexbox {
      Flexbox {
        first
        View(.blue).size(height: 10).flexBasis(150)
      }
    }
    let growing = row(View(.red).size(height: 10).flexBasis(150).flexGrow(1))
    #expect(
      childFrames(try layout(growing, exactly(200, 50))) == [
        Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 100, y: 0, width: 100, height: 10),
      ])
    let rigid = row(View(.red).size(height: 10).flexBasis(150).flexShrink(0).id("rigid"))
    #expect(
      childFrames(try layout(rigid, exactly(200, 50))) == [
        Rect(x: 0, y: 0, width: 150, height: 10), Rect(x: 150, y: 0, width: 50, height: 10),
      ])
  }

  @Test func alignSelfMeansTheSameInAFlexbox() throws {
    // In a 50 pt line aligned to the start: end puts a 10 pt box at 40, center at 20, stretch makes a
    // view without a height 50 tall.
    let flexbox = Flexbox(FlexStyle().with { $0.alignItems = .flexStart }) {
      box(20, 10).alignSelf(.end)
      box(20, 10).id("centre").alignSelf(.center)
      View(.red).size(width: 20).alignSelf(.stretch)
      box(20, 10).alignSelf(.start)
    }
    #expect(
      childFrames(try layout(flexbox, exactly(200, 50))) == [
        Rect(x: 0, y: 40, width: 20, height: 10), Rect(x: 20, y: 20, width: 20, height: 10),
        Rect(x: 40, y: 0, width: 20, height: 50), Rect(x: 60, y: 0, width: 20, height: 10),
      ])
  }

  @Test func theLastWrittenGrowWinsBetweenFlexItemAndFlexGrow() throws {
    // Either way the first item grows by 1 like the second: 120 free, 60 each.
    let expected = [Rect(x: 0, y: 0, width: 110, height: 10), Rect(x: 110, y: 0, width: 90, height: 10)]
    let firsts: [any Component] = [
      box(50, 10).flexItem { $0.grow = 3 }.id("a").flexGrow(1),
      box(50, 10).flexGrow(3).flexItem { $0.grow = 1 },
    ]
    for first in firsts {
      let flexbox = Flexbox {
        first
        box(30, 10).flexGrow(1)
      }
      #expect(childFrames(try layout(flexbox, exactly(200, 50))) == expected)
    }
  }

  @Test func flexGrowAndAFlexItemMarginBothApply() throws {
    // A 10 pt left margin takes its share first: 200 - (10 + 50 + 30) = 110 free, all to the first item.
    let flexbox = Flexbox {
      box(50, 10).flexGrow(1).flexItem { $0.margin.left = 10 }
      box(30, 10)
    }
    #expect(
      childFrames(try layout(flexbox, exactly(200, 50))) == [
        Rect(x: 10, y: 0, width: 160, height: 10), Rect(x: 170, y: 0, width: 30, height: 10),
      ])
  }

  @Test func aNestedFlexboxTakesFlexGrowAndKeepsItsOwnGrowInsideViewAttributes() throws {
    // The inner flexbox's base is its content, 10; it grows by 200 - (10 + 30) = 160 and, having no
    // height of its own, stretches to the 50 pt line. Inside view attributes it is laid out as a leaf,
    // and the grow of its own style still applies.
    let expected = [Rect(x: 0, y: 0, width: 170, height: 50), Rect(x: 170, y: 0, width: 30, height: 10)]
    let firsts: [any Component] = [
      Flexbox { box(10, 10) }.flexGrow(1),
      Flexbox { box(10, 10) }.flexItem { $0.grow = 1 }.backgroundColor(.red),
    ]
    for first in firsts {
      let flexbox = Flexbox {
        first
        box(30, 10)
      }
      #expect(childFrames(try layout(flexbox, exactly(200, 50))) == expected)
    }
  }

  @Test func aFlexboxInAStackTakesTheStacksFlexGrow() throws {
    // 200 - 30 left over, all to the flexbox.
    let stack = Stack(.horizontal) {
      Flexbox { box(10, 10) }.flexGrow(1)
      box(30, 10)
    }
    #expect(childFrames(try layout(stack, range(minWidth: 200, maxWidth: 200))).map(\.width) == [170, 30])
  }
}
