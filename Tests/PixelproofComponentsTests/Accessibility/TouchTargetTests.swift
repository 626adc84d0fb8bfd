import PixelproofComponents
import Testing

/// Buttons and links smaller than a touch-target guideline. Every control is given its size with
/// `.size(width:height:)` in a column aligned to the start, so its frame is that size at the origin of
/// its row, worked out by hand; the minimums are Apple's 44 × 44 pt and Android's 48 × 48 dp.
@Suite struct TouchTargetTests {
  func findings(
    _ component: any Component, minimum: TouchTargetGuideline = .apple
  ) throws -> [TouchTargetFinding] {
    let laidOut = try component.layoutThatFits(
      range(maxWidth: 200, maxHeight: 1000), parentSize: ParentSize(width: 200, height: 1000),
      environment: LayoutEnvironment(scale: 1))
    return laidOut.touchTargetFindings(minimum: minimum)
  }

  @Test func aButtonSmallerThanAppleMinimumIsReportedWithItsFrameAndLabel() throws {
    let found = try findings(Stack { Button("Close").size(width: 32, height: 32) })
    #expect(found.map(\.label) == ["Close"])
    #expect(found.map(\.frame) == [Rect(x: 0, y: 0, width: 32, height: 32)])
    #expect(found.map(\.shortfall) == [.both])
    #expect(
      found.map(\.description) == [#"Button "Close": touch target 32 × 32 pt, needs 44 × 44 pt (Apple)"#])
  }

  @Test func aButtonExactlyTheMinimumIsNotReported() throws {
    #expect(try findings(Stack { Button("Close").size(width: 44, height: 44) }).isEmpty)
  }

  @Test func aSmallLinkIsReported() throws {
    // The 60 × 20 link sits under a 44 × 44 button, at y 44.
    let column = Stack {
      Button("Close").size(width: 44, height: 44)
      box(60, 20).accessibilityLabel("Terms").accessibilityTraits(.link)
    }
    let found = try findings(column)
    #expect(found.map(\.label) == ["Terms"])
    #expect(found.map(\.frame) == [Rect(x: 0, y: 44, width: 60, height: 20)])
    #expect(found.map(\.shortfall) == [.height])
  }

  @Test func aSmallElementWithoutButtonOrLinkTraitIsNotReported() throws {
    #expect(
      try findings(Stack { box(20, 20).accessibilityLabel("Logo").accessibilityTraits(.image) }).isEmpty)
  }

  @Test func aHiddenButtonIsNotReported() throws {
    #expect(try findings(Stack { Button("Close").size(width: 32, height: 32).accessibilityHidden() }).isEmpty)
  }

  @Test func aButtonInsideAnotherElementIsNotReported() throws {
    // The labelled stack is the element a screen reader stops on; it has no button trait.
    let card = Stack { Button("Close").size(width: 32, height: 32) }.accessibilityLabel("Card")
    #expect(try findings(Stack { card }).isEmpty)
  }

  @Test func androidAsksFor48() throws {
    // 44 × 44 meets Apple's minimum and falls 4 dp short of Android's in both dimensions.
    let found = try findings(Stack { Button("Close").size(width: 44, height: 44) }, minimum: .android)
    #expect(found.map(\.shortfall) == [.both])
    #expect(
      found.map(\.description) == [#"Button "Close": touch target 44 × 44 dp, needs 48 × 48 dp (Android)"#])
    #expect(try findings(Stack { Button("Close").size(width: 48, height: 48) }, minimum: .android).isEmpty)
  }

  @Test func aWideButtonTooShortIsReportedForItsHeight() throws {
    let found = try findings(Stack { Button("Continue").size(width: 60, height: 30) })
    #expect(found.map(\.shortfall) == [.height])
    #expect(found.map(\.frame) == [Rect(x: 0, y: 0, width: 60, height: 30)])
    #expect(
      found.map(\.description) == [
        #"Button "Continue": touch target 60 × 30 pt, needs 44 × 44 pt (Apple)"#
      ])
  }

  @Test func aTallButtonTooNarrowIsReportedForItsWidth() throws {
    let found = try findings(Stack { Button("Go").size(width: 30, height: 50) })
    #expect(found.map(\.shortfall) == [.width])
  }

  @Test func aCustomMinimumIsNamedCustom() throws {
    let found = try findings(
      Stack { Button("Close").size(width: 32, height: 32) }, minimum: .custom(width: 40, height: 30))
    #expect(found.map(\.shortfall) == [.width])
    #expect(
      found.map(\.description) == [#"Button "Close": touch target 32 × 32 pt, needs 40 × 30 pt (custom)"#])
  }

  @Test func aButtonWithoutALabelSaysSo() throws {
    let button = Button(image: try PremultipliedBitmap(width: 2, height: 2)).size(width: 24, height: 24)
    #expect(
      try findings(Stack { button }).map(\.description) == [
        "Button (no label): touch target 24 × 24 pt, needs 44 × 44 pt (Apple)"
      ])
  }

  @Test func findingsFollowReadingOrder() throws {
    // Two small buttons side by side: left then right in reading order.
    let row = Stack(.horizontal) {
      Button("Back").size(width: 30, height: 30)
      Button("Next").size(width: 30, height: 30)
    }
    #expect(try findings(row).map(\.label) == ["Back", "Next"])
  }

  @Test func findingsFollowTheRowsOfReadingOrder() throws {
    // Centred in a 30-tall row, Back is 5...25 and Next 0...30: they overlap by Back's whole height, so
    // they share a row and Back, on the left, is found first although Next's top edge is higher.
    let row = Stack(.horizontal, align: .center) {
      Button("Back").size(width: 30, height: 20)
      Button("Next").size(width: 30, height: 30)
    }
    let found = try findings(row)
    #expect(found.map(\.label) == ["Back", "Next"])
    #expect(
      found.map(\.frame) == [
        Rect(x: 0, y: 5, width: 30, height: 20), Rect(x: 30, y: 0, width: 30, height: 30),
      ])
  }
}

/// The Accessibility article's touch-target example, run as written.
@Suite struct TouchTargetReadmeExampleTests {
  @Test func readmeExample() throws {
    let toolbar = Stack(.horizontal) {
      Button("Close").size(width: 32, height: 32)
      Button("Share").size(width: 44, height: 44)
    }
    let layout = try ComponentRenderer.render(toolbar, in: .width(375), scale: 2).layout
    #expect(
      layout.touchTargetFindings().map(\.description) == [
        #"Button "Close": touch target 32 × 32 pt, needs 44 × 44 pt (Apple)"#
      ])
    // Both are under Android's 48 × 48 dp.
    #expect(layout.touchTargetFindings(minimum: .android).count == 2)
  }
}
