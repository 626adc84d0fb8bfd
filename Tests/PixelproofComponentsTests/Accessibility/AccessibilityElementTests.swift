import PixelproofComponents
import Testing

/// The elements a laid-out tree gives, with defaults as UIKit gives `UILabel`, `UIButton` and
/// `UIImageView`, and reading order top to bottom, then in the writing direction. Frames come from plain
/// boxes of fixed sizes in stacks, worked out by hand.
@Suite struct AccessibilityElementTests {
  /// A 2 x 2 image: only its size and whether it is labelled matter here.
  func image() throws -> Image {
    Image(try PremultipliedBitmap(width: 2, height: 2))
  }

  func elements(
    _ component: any Component, width: Double = 200, direction: LayoutDirection = .leftToRight
  ) throws -> [AccessibilityElement] {
    let laidOut = try component.layoutThatFits(
      range(maxWidth: width, maxHeight: 1000), parentSize: ParentSize(width: width, height: 1000),
      environment: LayoutEnvironment(scale: 1, layoutDirection: direction))
    return laidOut.accessibilityElements(direction: direction)
  }

  // MARK: Defaults

  @Test func aLabelIsReadAsItsTextWithTheStaticTextTrait() throws {
    let found = try elements(Label("Total").id("total"))
    #expect(found.map(\.label) == ["Total"])
    #expect(found.map(\.traits) == [.staticText])
    #expect(found.map(\.name) == ["Label#total"])
    #expect(found.map(\.hint) == [nil])
  }

  @Test func anAttributedLabelIsReadAsAllItsRunsTogether() throws {
    let label = Label(runs: [
      TextRun("Price ", font: .system(size: 17)), TextRun("12 €", font: .system(size: 17, weight: .bold)),
    ])
    #expect(try elements(label).map(\.label) == ["Price 12 €"])
  }

  @Test func anEmptyLabelIsNotAnElement() throws {
    #expect(try elements(Label("")).isEmpty)
  }

  @Test func aButtonIsReadAsItsTitleWithTheButtonTrait() throws {
    let found = try elements(Button("Send"))
    #expect(found.map(\.label) == ["Send"])
    #expect(found.map(\.traits) == [.button])
    #expect(found.map(\.name) == ["Button"])
  }

  @Test func aSelectedOrDisabledButtonAddsThatTrait() throws {
    #expect(try elements(Button("On", state: .selected)).map(\.traits) == [[.button, .selected]])
    #expect(try elements(Button("Off", state: .disabled)).map(\.traits) == [[.button, .notEnabled]])
    #expect(try elements(Button("Pressed", state: .highlighted)).map(\.traits) == [.button])
  }

  @Test func aButtonWithOnlyAnImageIsAnElementWithoutALabel() throws {
    let found = try elements(Button(image: try PremultipliedBitmap(width: 2, height: 2)))
    #expect(found.map(\.label) == [nil])
    #expect(found.map(\.traits) == [.button])
  }

  @Test func anImageWithoutALabelIsNotAnElement() throws {
    #expect(try elements(try image()).isEmpty)
  }

  @Test func aLabelledImageIsAnElementWithTheImageTrait() throws {
    let found = try elements(try image().accessibilityLabel("Avatar"))
    #expect(found.map(\.label) == ["Avatar"])
    #expect(found.map(\.traits) == [.image])
  }

  @Test func plainViewsAreNotElementsButAnyLabelledComponentIs() throws {
    #expect(try elements(box(10, 10)).isEmpty)
    let found = try elements(box(10, 10).accessibilityLabel("Swatch"))
    #expect(found.map(\.label) == ["Swatch"])
    #expect(found.map(\.traits) == [[]])
  }

  @Test func aStyledLabelKeepsTheLabelsDefaults() throws {
    let found = try elements(Label("Tag").backgroundColor(.white).accessibilityHint("Filters by tag"))
    #expect(found.map(\.label) == ["Tag"])
    #expect(found.map(\.traits) == [.staticText])
    #expect(found.map(\.hint) == ["Filters by tag"])
  }

  // MARK: Written attributes

  @Test func writtenAttributesReplaceTheDefaults() throws {
    let found = try elements(
      Label("Inbox").accessibilityLabel("Inbox, 3 unread").accessibilityTraits(.header)
        .accessibilityHint("Opens the inbox"))
    #expect(found.map(\.label) == ["Inbox, 3 unread"])
    #expect(found.map(\.traits) == [.header])
    #expect(found.map(\.hint) == ["Opens the inbox"])
  }

  @Test func theOutermostWrittenAttributeWinsAcrossOtherWrappers() throws {
    let found = try elements(
      Label("A").accessibilityLabel("inner").accessibilityHint("kept").id("a").accessibilityLabel("outer"))
    #expect(found.map(\.label) == ["outer"])
    #expect(found.map(\.hint) == ["kept"])
    #expect(found.map(\.name) == ["Label#a"])
  }

  @Test func aHiddenComponentAndEverythingInsideItAreLeftOut() throws {
    let stack = Stack {
      Label("Shown")
      Stack {
        Label("Inside")
        Button("Also inside")
      }
      .accessibilityHidden()
      Label("Hidden too").accessibilityLabel("Labelled").accessibilityHidden()
    }
    #expect(try elements(stack).map(\.label) == ["Shown"])
    #expect(try elements(Label("Back").accessibilityHidden(false)).map(\.label) == ["Back"])
  }

  @Test func anElementsDescendantsAreNotElements() throws {
    // A button lays its title out as a Label inside it: only the button is read.
    let found = try elements(Stack { Button("Send") }.accessibilityLabel("Composer"))
    #expect(found.map(\.label) == ["Composer"])
  }

  // MARK: Child behaviour

  @Test func combineJoinsLabelsInReadingOrderAndUnitesTraits() throws {
    // The row is 10 + 20 = 30 wide and 10 tall; the combined element takes its frame.
    let row = Stack(.horizontal) {
      box(10, 10).accessibilityLabel("Price").accessibilityHint("Per month")
      Button("Buy").accessibilityHint("Adds to cart")
    }
    let found = try elements(row.accessibilityElement(children: .combine))
    #expect(found.map(\.label) == ["Price, Buy"])
    #expect(found.map(\.traits) == [.button])
    #expect(found.map(\.hint) == ["Per month, Adds to cart"])
    #expect(found.count == 1)
  }

  @Test func combineKeepsALabelWrittenOnTheElement() throws {
    let row = Stack(.horizontal) {
      Label("4.5")
      Label("stars")
    }
    let found = try elements(
      row.accessibilityElement(children: .combine).accessibilityLabel("Rated 4.5 stars"))
    #expect(found.map(\.label) == ["Rated 4.5 stars"])
    #expect(found.map(\.traits) == [.staticText])
  }

  @Test func ignoreMakesOneElementOfOnlyWhatIsWrittenOnIt() throws {
    let card = Stack {
      Label("Title")
      Button("More")
    }
    let found = try elements(
      card.accessibilityElement(children: .ignore).accessibilityLabel("Card").accessibilityTraits(.link))
    #expect(found.map(\.label) == ["Card"])
    #expect(found.map(\.traits) == [.link])
    #expect(try elements(card.accessibilityElement(children: .ignore)).map(\.label) == [nil])
  }

  @Test func containReadsItsChildrenTogetherPlacedByTheContainersFrame() throws {
    // Column one (x 0, 20 wide) holds A at y 0 and B at y 30; column two (x 20) holds C at y 10.
    // Sorted alone by frame the order would be A, C, B; as a group, column one is read first: A, B, C.
    let columns = Stack(.horizontal, align: .start) {
      Stack(spacing: 20) {
        box(20, 10).accessibilityLabel("A")
        box(20, 10).accessibilityLabel("B")
      }
      .accessibilityElement(children: .contain)
      Stack {
        box(20, 10).accessibilityLabel("C")
      }
      .inset(top: 10)
    }
    #expect(try elements(columns).map(\.label) == ["A", "B", "C"])
    #expect(try elements(columns).map(\.frame.minY) == [0, 30, 10])
  }

  // MARK: Reading order

  /// A row of three 20 x 10 boxes under a 40 x 10 heading, 200 wide.
  func screen() -> Stack {
    Stack {
      box(40, 10).accessibilityLabel("Heading").accessibilityTraits(.header)
      Stack(.horizontal) {
        box(20, 10).accessibilityLabel("One")
        box(20, 10).accessibilityLabel("Two")
        box(20, 10).accessibilityLabel("Three")
      }
    }
  }

  @Test func readingOrderIsTopToBottomThenLeftToRight() throws {
    // The heading is the stack's first child at the top; the row of three sits under it, at y 10.
    let found = try elements(screen())
    #expect(found.map(\.label) == ["Heading", "One", "Two", "Three"])
    #expect(
      found.map(\.frame) == [
        Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 0, y: 10, width: 20, height: 10),
        Rect(x: 20, y: 10, width: 20, height: 10), Rect(x: 40, y: 10, width: 20, height: 10),
      ])
  }

  /// Three 20 x 10 boxes in a flexbox row laid out 200 x 10 in `direction`.
  func row(_ direction: LayoutDirection) throws -> Layout {
    let row = Flexbox {
      box(20, 10).accessibilityLabel("One")
      box(20, 10).accessibilityLabel("Two")
      box(20, 10).accessibilityLabel("Three")
    }
    return try row.layoutThatFits(
      exactly(200, 10), parentSize: ParentSize(width: 200, height: 10),
      environment: LayoutEnvironment(scale: 1, layoutDirection: direction))
  }

  @Test func rightToLeftReadsARowFromTheRight() throws {
    // Laid out right to left, the row starts at the right edge: One at 200 - 20 = 180, Two at 160,
    // Three at 140; read right to left, from the right.
    let found = try row(.rightToLeft).accessibilityElements(direction: .rightToLeft)
    #expect(found.map(\.label) == ["One", "Two", "Three"])
    #expect(found.map(\.frame.minX) == [180, 160, 140])
  }

  @Test func elementsAtTheSameHeightAreReadInTheWritingDirectionWhateverTheTreeOrder() throws {
    // The same right-to-left row read left to right: the leftmost, the last child, comes first.
    #expect(try row(.rightToLeft).accessibilityElements().map(\.label) == ["Three", "Two", "One"])
    // A left-to-right row read right to left is read from its rightmost element.
    #expect(
      try row(.leftToRight).accessibilityElements(direction: .rightToLeft).map(\.label) == [
        "Three", "Two", "One",
      ])
  }

  @Test func framesAreInTheRootsCoordinatesOffsetByTheOrigin() throws {
    let inset = box(20, 10).accessibilityLabel("Inset").inset(top: 5, left: 7)
    let laidOut = try layout(inset, range(maxWidth: 100, maxHeight: 100))
    #expect(laidOut.accessibilityElements().map(\.frame) == [Rect(x: 7, y: 5, width: 20, height: 10)])
    #expect(
      laidOut.accessibilityElements(origin: Point(x: 100, y: 50)).map(\.frame) == [
        Rect(x: 107, y: 55, width: 20, height: 10)
      ])
  }

  @Test func anElementDescribesItselfOnOneLine() {
    let element = AccessibilityElement(
      name: "Button#send", frame: Rect(x: 16, y: 8, width: 80, height: 44), label: "Send",
      traits: [.button, .selected], hint: "Sends the message")
    #expect(element.description.hasPrefix("Button#send ("))
    #expect(element.description.hasSuffix(") \"Send\" [button, selected] hint: \"Sends the message\""))
  }
}
