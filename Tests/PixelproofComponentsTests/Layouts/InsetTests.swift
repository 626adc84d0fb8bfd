import PixelproofComponents
import Testing

@Suite struct InsetTests {
  @Test func infiniteLeftInsetPushesTheChildToTheRight() throws {
    // The check in docs/layout-rules.md: 300 x 300, insets 10 / inf / 10 / 10, a child 10 wide.
    let inset = box(10, 10).inset(top: 10, left: .infinity, bottom: 10, right: 10)
    let result = try layout(inset, exactly(300, 300))
    let child = childFrames(result)[0]
    #expect(child.minX == 280)  // 300 - (10 + 10)
    #expect(child.minY == 10)
    // Heights: the child range is [300 - 20, 300 - 20]; the parent wins over the child's own 10.
    #expect(child.height == 280)
    #expect(result.size == Size(width: 300, height: 300))  // infinite width -> the parent's 300
  }

  @Test func finiteInsetsAddToTheChildsSize() throws {
    let result = try layout(box(10, 20).inset(top: 1, left: 2, bottom: 3, right: 4), .unconstrained)
    #expect(result.size == Size(width: 16, height: 24))
    #expect(childFrames(result)[0] == Rect(x: 2, y: 1, width: 10, height: 20))
  }

  @Test func childRangeIsTheRangeLessTheInsets() throws {
    // A stretchy child in [100, 120] wide with 10 + 10 insets gets [80, 100]: a bare view takes 80.
    let result = try layout(
      View(.red).inset(10), range(minWidth: 100, minHeight: 50, maxWidth: 120, maxHeight: 60))
    #expect(childFrames(result)[0] == Rect(x: 10, y: 10, width: 80, height: 30))
    #expect(result.size == Size(width: 100, height: 50))
  }

  @Test func bothInsetsInfiniteCentreTheChildInTheMaximum() throws {
    func x(childWidth: Double) throws -> Double {
      let inset = box(childWidth, 10).inset(left: .infinity, right: .infinity)
      return childFrames(try layout(inset, range(maxWidth: 100)))[0].minX
    }
    #expect(try x(childWidth: 30) == 35)  // 100 - (round(35) + 30)
    #expect(try x(childWidth: 31) == 34)  // 100 - (round(34.5) + 31) = 100 - (35 + 31)
  }

  @Test func infiniteInsetsUseTheConstraintMaximumNotTheComputedSize() throws {
    // Range [0, 100] wide, parent 60: the inset's own width is the parent's 60, but the child is placed
    // against the maximum, 100.
    let inset = box(20, 10).inset(left: .infinity)
    let result = try layout(inset, range(maxWidth: 100), parent: ParentSize(width: 60, height: nil))
    #expect(result.size.width == 60)
    #expect(childFrames(result)[0].minX == 80)
  }

  @Test func percentagesInTheChildResolveAgainstTheParentLessTheInsets() throws {
    let inset = View(.red).size(width: .percent(0.5), height: 10).inset(horizontal: 20)
    let result = try layout(inset, range(maxWidth: 200))
    #expect(childFrames(result)[0].width == 80)  // 50% of 200 - 40
  }

  @Test func negativeInfiniteInsetsAreErrors() {
    let error = LayoutError(component: "Inset", reason: "an inset is -inf; insets are numbers or +infinity")
    #expect(throws: error) { try layout(box(10, 10).inset(left: -.infinity), range(maxWidth: 100)) }
  }

  @Test func anInfiniteInsetWithNothingToFillIsAnError() {
    // The width is worked out first, and it is the infinite one.
    let reason =
      "an infinite inset fills the parent, but the parent's width is undefined and the "
      + "maximum width is infinite"
    #expect(throws: LayoutError(component: "Inset", reason: reason)) {
      try layout(box(10, 10).inset(left: .infinity), .unconstrained, parent: .undefined)
    }
  }
}

@Suite struct BackgroundOverlayCompositeTests {
  @Test func backgroundTakesTheContentsSizeAndSitsBehindIt() throws {
    let component = box(40, 20).inset(5).background { View(.white).size(width: 999, height: 999) }
    let result = try layout(component, .unconstrained)
    #expect(result.size == Size(width: 50, height: 30))
    #expect(result.children.map(\.layout.component.kindName) == ["View", "Inset"])
    #expect(childFrames(result)[0] == Rect(x: 0, y: 0, width: 50, height: 30))
  }

  @Test func overlaySitsInFrontAtTheContentsSize() throws {
    let result = try layout(box(40, 20).overlay { View(.black).alpha(0.5) }, .unconstrained)
    #expect(result.children.map(\.layout.component.kindName) == ["View", "View"])
    // The overlay (alpha 0.5) comes last, so it is painted above the content.
    #expect(result.children.map { ($0.layout.component as? View)?.attributes.alpha } == [1, 0.5])
    #expect(childFrames(result)[1] == Rect(x: 0, y: 0, width: 40, height: 20))
  }

  struct Chip: CompositeComponent {
    var body: some Component { box(30, 12).inset(horizontal: 6, vertical: 2) }
  }

  @Test func compositePassesItsRangeThroughAndPlacesTheBodyAtTheOrigin() throws {
    let result = try layout(Chip(), range(minWidth: 50))
    #expect(result.component.kindName == "Chip")
    #expect(result.size == Size(width: 50, height: 16))
    #expect(childFrames(result)[0] == Rect(x: 0, y: 0, width: 50, height: 16))
  }

  @Test func layoutDescriptionListsEveryNodeWithItsFrame() throws {
    let stack = Stack(.horizontal, spacing: 4) {
      box(10, 10)
      box(20.5, 10).inset(1)
    }
    #expect(
      try layout(stack, .unconstrained).description == """
        Stack (0, 0, 36.5, 12)
          View (0, 0, 10, 10)
          Inset (14, 0, 22.5, 12)
            View (15, 1, 20.5, 10)
        """)
  }
}
