import PixelproofComponents
import Testing

/// A flexbox's style is checked when it is set, a leaf's size when the flexbox reads it; either way the
/// error comes from layout, worded "<property> is <value> in a Flexbox; it must be <rule>" and naming
/// the component whose style or size holds the value.
@Suite struct FlexStyleValidationTests {
  @Test func aRootStyleSetAtInitIsReportedAtLayout() {
    let flexbox = Flexbox(FlexStyle().with { $0.grow = -1 }) { box(10, 10) }
    #expect(
      throws: LayoutError(
        component: "Flexbox", reason: "grow is -1.0 in a Flexbox; it must be finite and not negative")
    ) {
      try layout(flexbox, exactly(100, 100))
    }
  }

  @Test func aStyleChangedAfterInitIsCheckedAgain() {
    // Valid when built, then given a negative padding through the public property.
    var flexbox = Flexbox { box(10, 10) }
    flexbox.style.padding = FlexEdges(top: -2)
    #expect(
      throws: LayoutError(
        component: "Flexbox",
        reason: "padding.top is points(-2.0) in a Flexbox; it must be finite and not negative")
    ) {
      try layout(flexbox, exactly(100, 100))
    }
  }

  @Test func aStyleMadeValidAgainLaysOut() throws {
    var flexbox = Flexbox(FlexStyle().with { $0.shrink = .nan }) { box(10, 10) }
    flexbox.style.shrink = 1
    // One 10 x 10 child at the start of a 100 x 100 row; its own height keeps it from stretching.
    #expect(childFrames(try layout(flexbox, exactly(100, 100))) == [Rect(x: 0, y: 0, width: 10, height: 10)])
  }

  @Test func aNestedFlexboxIsNamedForItsOwnStyle() {
    let flexbox = Flexbox {
      Flexbox(FlexStyle().with { $0.aspectRatio = 0 }) { box(10, 10) }
    }
    #expect(
      throws: LayoutError(
        component: "Flexbox", reason: "aspectRatio is 0.0 in a Flexbox; it must be finite and greater than 0")
    ) {
      try layout(flexbox, exactly(100, 100))
    }
  }

  @Test func aLeafSizeIsCheckedAsTheFlexboxReadsIt() {
    let flexbox = Flexbox { View(.red).size(width: .points(.nan)) }
    #expect(
      throws: LayoutError(
        component: "View", reason: "width is points(nan) in a Flexbox; it must be finite and not negative")
    ) {
      try layout(flexbox, exactly(100, 100))
    }
  }

  @Test func theFirstInvalidLeafSizeInDeclarationOrderIsReported() {
    // width comes before maxHeight in the style, so its error is the one reported.
    let leaf = View(.red).size(width: .points(-1), maxHeight: .points(-.infinity))
    #expect(
      throws: LayoutError(
        component: "View", reason: "width is points(-1.0) in a Flexbox; it must be finite and not negative")
    ) {
      try layout(Flexbox { leaf }, exactly(100, 100))
    }
  }

  @Test func anInfiniteMaximumIsAllowedOnALeaf() throws {
    // maxWidth may be infinite (no limit); the leaf keeps its own 10 x 10 size.
    let leaf = View(.red).size(width: 10, height: 10, maxWidth: .points(.infinity))
    #expect(
      childFrames(try layout(Flexbox { leaf }, exactly(100, 100))) == [
        Rect(x: 0, y: 0, width: 10, height: 10)
      ])
  }

  @Test func aFlexingPropertyWrittenOnALeafIsChecked() {
    let flexbox = Flexbox { box(10, 10).flexItem { $0.basis = .percent(.infinity) } }
    #expect(
      throws: LayoutError(
        component: "View", reason: "basis is percent(inf) in a Flexbox; it must be finite and not negative")
    ) {
      try layout(flexbox, exactly(100, 100))
    }
  }
}
