import PixelproofComponents
import Testing

/// A composite whose body grows: only a Stack or Flexbox child can.
private struct GrowingTile: CompositeComponent {
  var body: some Component { box(10, 10).flexGrow(1) }
}

/// A property a container cannot apply is an error naming the container and what to write instead; the
/// messages are pinned word for word.
@Suite struct IgnoredItemPropertyTests {
  private func stackError(_ child: any Component) -> LayoutError? {
    do {
      _ = try layout(Stack(.horizontal) { child }, range(maxWidth: 200))
      return nil
    } catch {
      return error as? LayoutError
    }
  }

  // MARK: .flexItem in a Stack

  @Test func aStackNamesTheFlexItemPropertiesItIgnoresAndTheirStackSpelling() {
    let cases: [(any Component, String)] = [
      (
        box(10, 10).flexItem { $0.margin = FlexEdges(4) },
        "Stack ignores .flexItem { margin }; use .spacingBefore/.spacingAfter or put the children in a "
          + "Flexbox"
      ),
      (
        box(10, 10).flexItem { $0.grow = 1 },
        "Stack ignores .flexItem { grow }; use .flexGrow(1) or put the children in a Flexbox"
      ),
      (
        box(10, 10).flexItem {
          $0.grow = 2
          $0.margin.left = 4
          $0.padding = FlexEdges(2)
        },
        "Stack ignores .flexItem { grow, margin, padding }; use .flexGrow(2) and "
          + ".spacingBefore/.spacingAfter or put the children in a Flexbox"
      ),
      (
        box(10, 10).flexItem {
          $0.shrink = 0.5
          $0.basis = .percent(0.25)
          $0.alignSelf = .center
        },
        "Stack ignores .flexItem { shrink, basis, alignSelf }; use .flexShrink(0.5) and "
          + ".flexBasis(.percent(0.25)) and .alignSelf(.center) or put the children in a Flexbox"
      ),
      (
        box(10, 10).flexItem {
          $0.width = 40
          $0.height = 20
        },
        "Stack ignores .flexItem { width, height }; use .size(…) or put the children in a Flexbox"
      ),
      (
        box(10, 10).flexItem {
          $0.alignSelf = .baseline
          $0.position = .absolute
        },
        "Stack ignores .flexItem { position, alignSelf }; put the children in a Flexbox"
      ),
      (
        box(10, 10).flexItem { $0.shrink = 1 },
        "Stack ignores .flexItem { … }; use .flexGrow, .flexShrink, .flexBasis, .alignSelf, "
          + ".spacingBefore or .spacingAfter, or put the children in a Flexbox"
      ),
    ]
    for (child, reason) in cases {
      #expect(stackError(child) == LayoutError(component: "View", reason: reason))
    }
  }

  @Test func aStackFindsAFlexItemBehindAnIdentifierOrViewAttributes() {
    let reason = "Stack ignores .flexItem { grow }; use .flexGrow(1) or put the children in a Flexbox"
    #expect(
      stackError(box(10, 10).flexItem { $0.grow = 1 }.id("a"))
        == LayoutError(component: "View", reason: reason))
    #expect(
      stackError(box(10, 10).flexItem { $0.grow = 1 }.backgroundColor(.red).flexShrink(1))
        == LayoutError(component: "View", reason: reason))
  }

  @Test func aStackFindsAFlexItemInsideAnItemThatAnotherWrapperHolds() {
    // The outer item takes the inner item's properties; the `.flexItem` lies inside the inner one.
    let reason = "Stack ignores .flexItem { grow }; use .flexGrow(1) or put the children in a Flexbox"
    #expect(
      stackError(box(10, 10).flexItem { $0.grow = 1 }.flexShrink(1).id("a"))
        == LayoutError(component: "View", reason: reason))
  }

  @Test func aStackFindsAFlexItemPutIntoAnItemAfterItWasMade() {
    let reason = "Stack ignores .flexItem { grow }; use .flexGrow(1) or put the children in a Flexbox"
    var item = box(10, 10).flexGrow(1)
    item.content = box(10, 10).flexItem { $0.grow = 1 }
    #expect(stackError(item) == LayoutError(component: "View", reason: reason))
    // `.size` on an item wraps its content again, keeping the `.flexItem` inside.
    #expect(
      stackError(box(10, 10).flexItem { $0.grow = 1 }.flexShrink(1).size(width: 10))
        == LayoutError(component: "View", reason: reason))
  }

  @Test func anItemWhoseFlexItemIsReplacedLaysOut() {
    var item = box(10, 10).flexItem { $0.grow = 1 }.flexShrink(1)
    item.content = box(10, 10)
    #expect(stackError(item) == nil)
  }

  @Test func aStackNamesTheItemPropertiesInAFlexboxsOwnStyle() {
    #expect(
      stackError(
        Flexbox { box(10, 10) }.flexItem {
          $0.grow = 1
          $0.padding = FlexEdges(2)
        }.id("f"))
        == LayoutError(
          component: "Flexbox",
          reason: "Stack ignores .flexItem { grow }; use .flexGrow(1) or put the children in a Flexbox"
        ))
    #expect(
      stackError(Flexbox { box(10, 10) }.flexItem { $0.shrink = 0 }.inset(2))
        == LayoutError(
          component: "Flexbox",
          reason:
            "Inset ignores .flexItem { shrink } on its content, since only a child of a Stack or Flexbox "
            + "takes it; write it on the Inset instead"))
  }

  // MARK: .spacingBefore and .spacingAfter in a Flexbox

  @Test(arguments: [
    (FlexStyle.Direction.row, LayoutDirection.leftToRight, "left", "right"),
    (.row, .rightToLeft, "right", "left"),
    (.rowReverse, .leftToRight, "right", "left"),
    (.rowReverse, .rightToLeft, "left", "right"),
    (.column, .leftToRight, "top", "bottom"),
    (.columnReverse, .leftToRight, "bottom", "top"),
  ])
  func aFlexboxNamesTheMarginOnTheEdgesItsMainAxisStartsAndEnds(
    direction: FlexStyle.Direction, layoutDirection: LayoutDirection, start: String, end: String
  ) {
    let flexbox = Flexbox(
      FlexStyle().with {
        $0.direction = direction
        $0.layoutDirection = layoutDirection
      }
    ) {
      box(10, 10)
      box(10, 10).spacingBefore(4).spacingAfter(2.5).id("spaced")
    }
    #expect(
      throws: LayoutError(
        component: "View",
        reason:
          "Flexbox ignores .spacingBefore(4).spacingAfter(2.5); use .flexItem { $0.margin.\(start) = 4; "
          + "$0.margin.\(end) = 2.5 } instead")
    ) {
      try layout(flexbox, exactly(200, 50))
    }
  }

  @Test func aFlexboxRejectsSpacingBehindViewAttributesAndInANestedFlexbox() {
    let nested = Flexbox {
      Flexbox(FlexStyle().with { $0.direction = .column }) {
        box(10, 10).spacingAfter(0).backgroundColor(.red)
      }
    }
    #expect(
      throws: LayoutError(
        component: "View",
        reason: "Flexbox ignores .spacingAfter(0); use .flexItem { $0.margin.bottom = 0 } instead")
    ) {
      try layout(nested, exactly(200, 50))
    }
  }

  @Test func aFlexboxAtTheRootLeavesItsOwnItemPropertiesToItsParent() throws {
    // A Stack reads the root flexbox's spacingBefore: 10 before it.
    let stack = Stack { Flexbox { box(10, 10) }.spacingBefore(10) }
    #expect(childFrames(try layout(stack, range(maxWidth: 200))).map(\.minY) == [10])
  }

  // MARK: Containers that are neither a Stack nor a Flexbox

  @Test func everyOtherContainerNamesItselfForItemPropertiesOnItsContent() {
    let growing = box(10, 10).flexGrow(1).alignSelf(.center)
    let written = ".flexGrow(1).alignSelf(.center)"
    let cases: [(any Component, String)] = [
      (growing.inset(4), "Inset"),
      (growing.id("a").centered(), "Center"),
      (growing.background { View(.red) }, "Background"),
      (View(.red).background { growing }, "Background"),
      (growing.overlay { View(.red) }, "Overlay"),
      (Ratio(1, growing), "Ratio"),
      (Static { Static.Child(position: .zero, growing) }, "Static"),
      (EnvironmentReader { _ in growing }, "EnvironmentReader"),
    ]
    for (component, container) in cases {
      #expect(
        stackError(component)
          == LayoutError(
            component: "View",
            reason:
              "\(container) ignores \(written) on its content, since only a child of a Stack or Flexbox "
              + "takes it; write it on the \(container) instead"))
    }
    #expect(
      stackError(GrowingTile())
        == LayoutError(
          component: "View",
          reason: "GrowingTile ignores .flexGrow(1) on its content, since only a child of a Stack or Flexbox "
            + "takes it; write it on the GrowingTile instead"))
    #expect(
      stackError(box(10, 10).flexItem { $0.grow = 1 }.inset(2))
        == LayoutError(
          component: "View",
          reason: "Inset ignores .flexItem { … } on its content, since only a child of a Stack or Flexbox "
            + "takes it; write it on the Inset instead"))
  }

  @Test func itemPropertiesWrittenOnTheContainerItselfApply() throws {
    // The same modifiers after .inset: the 10 pt box with 4 pt insets is 18 wide and grows to 200 - 30.
    let stack = Stack(.horizontal) {
      box(10, 10).inset(4).flexGrow(1)
      box(30, 10)
    }
    #expect(childFrames(try layout(stack, range(minWidth: 200, maxWidth: 200))).map(\.width) == [170, 30])
  }
}
