import PixelproofComponents
import Testing

/// A layout's identifier, baselines and accessibility attributes are values: each set changes only that
/// layout and only that annotation.
@Suite struct LayoutAnnotationTests {
  @Test func eachAnnotationIsSetAndClearedOnItsOwn() {
    var layout = Layout(component: View(), size: Size(width: 10, height: 10), identifier: "card")
    layout.ownBaselines = (first: 12, last: 30)
    layout.accessibility = accessibility(label: "Card")
    #expect(layout.identifier == "card")
    #expect(layout.ownBaselines?.first == 12 && layout.ownBaselines?.last == 30)
    #expect(layout.accessibility?.label == "Card")

    layout.identifier = nil
    #expect(layout.identifier == nil)
    #expect(layout.ownBaselines?.first == 12 && layout.ownBaselines?.last == 30)
    #expect(layout.accessibility?.label == "Card")

    layout.ownBaselines = nil
    layout.accessibility = nil
    #expect(layout.identifier == nil && layout.ownBaselines == nil && layout.accessibility == nil)
  }

  @Test func changingACopyLeavesTheOriginal() {
    let original = Layout(component: View(), size: Size(width: 10, height: 10), identifier: "a")
    var copy = original
    copy.identifier = "b"
    copy.accessibility?.label = "never set: accessibility was nil"
    copy.accessibility = accessibility(label: "B")
    #expect(original.identifier == "a" && original.accessibility == nil)
    #expect(copy.identifier == "b" && copy.accessibility?.label == "B")
  }

  @Test func anAccessibilityLabelChangesInPlaceThroughTheLayout() {
    var layout = Layout(component: View(), size: .zero)
    layout.accessibility = accessibility(label: "Old")
    layout.accessibility?.label = "New"
    #expect(layout.accessibility?.label == "New")
    #expect(layout.firstBaseline == nil)
  }
}

/// Attributes with only `label` written.
private func accessibility(label: String) -> AccessibilityAttributes {
  var attributes = AccessibilityAttributes()
  attributes.label = label
  return attributes
}
