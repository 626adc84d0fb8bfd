import PixelproofComponents
import Testing

/// Images a screen reader says nothing about. Every image is given its size with `.size(width:height:)`
/// in a column or row aligned to the start, so its frame is worked out by hand.
@Suite struct UnlabelledImageTests {
  let bitmap: PremultipliedBitmap

  init() throws { bitmap = try PremultipliedBitmap(width: 2, height: 2) }

  func image() -> Image { Image(bitmap) }

  func findings(
    _ component: any Component, direction: LayoutDirection = .leftToRight
  ) throws -> [UnlabelledImageFinding] {
    try layout(component, range(maxWidth: 300, maxHeight: 1000)).unlabelledImageFindings(direction: direction)
  }

  @Test func anImageWithoutLabelIsReportedWithItsFrame() throws {
    // Under a 20 pt tall box, at y 20.
    let column = Stack {
      box(10, 20)
      image().id("avatar").size(width: 24, height: 24)
    }
    let found = try findings(column)
    #expect(found.map(\.frame) == [Rect(x: 0, y: 20, width: 24, height: 24)])
    #expect(
      found.map(\.description) == [
        "Image#avatar (0, 20, 24, 24): no accessibility label and not hidden; label it, or hide it if it "
          + "is decorative"
      ])
  }

  @Test func aLabelledImageIsNotReported() throws {
    #expect(try findings(Stack { image().accessibilityLabel("Kim Lee") }).isEmpty)
  }

  @Test func aHiddenImageOrOneInsideAHiddenContainerIsNotReported() throws {
    #expect(try findings(Stack { image().accessibilityHidden() }).isEmpty)
    #expect(try findings(Stack { Stack { image() }.accessibilityHidden() }).isEmpty)
  }

  @Test func aStyledImageTakesTheLabelOrHidingOfTheImageInside() throws {
    // Rounding the corners of a labelled or hidden image wraps it in a styled view of its own.
    #expect(try findings(Stack { image().accessibilityLabel("Kim Lee").cornerRadius(4) }).isEmpty)
    #expect(try findings(Stack { image().accessibilityHidden().cornerRadius(4) }).isEmpty)
    #expect(
      try findings(Stack { image().accessibilityElement(children: .ignore).cornerRadius(4) }).count == 1)
  }

  @Test func anEmptyLabelDoesNotCount() throws {
    #expect(try findings(Stack { image().accessibilityLabel("") }).count == 1)
  }

  @Test func anImageMadeAnElementWithoutLabelIsReported() throws {
    #expect(try findings(Stack { image().accessibilityElement(children: .ignore) }).count == 1)
  }

  @Test func anImageInsideAnotherElementIsNotReported() throws {
    // The labelled card, the combined row and the button are what a screen reader stops on.
    #expect(try findings(Stack { Stack { image() }.accessibilityLabel("Card") }).isEmpty)
    let row = Stack(.horizontal) {
      image()
      Label("Kim Lee")
    }
    #expect(try findings(row.accessibilityElement(children: .combine)).isEmpty)
    #expect(try findings(Stack { Button("Share", image: bitmap) }).isEmpty)
  }

  @Test func anImageInsideAContainingGroupIsReported() throws {
    // A containing group is no element: its children are.
    let group = Stack(.horizontal) {
      image().size(width: 10, height: 10)
      Label("Kim Lee")
    }
    #expect(
      try findings(group.accessibilityElement(children: .contain)).map(\.frame) == [
        Rect(x: 0, y: 0, width: 10, height: 10)
      ])
  }

  @Test func findingsFollowReadingOrderInEitherDirection() throws {
    let screen = Stack {
      Stack(.horizontal, spacing: 8) {
        image().id("left").size(width: 10, height: 10)
        image().id("right").size(width: 10, height: 10)
      }
      image().id("below").size(width: 10, height: 10)
    }
    #expect(try findings(screen).map(\.name) == ["Image#left", "Image#right", "Image#below"])
    #expect(
      try findings(screen, direction: .rightToLeft).map(\.name) == [
        "Image#right", "Image#left", "Image#below",
      ])
  }
}
