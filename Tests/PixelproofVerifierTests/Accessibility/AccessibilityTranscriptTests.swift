import PixelproofVerifier
import Testing

/// The text of an accessibility snapshot: numbering in reading order in both writing directions, the
/// traits and hints of each element, and the child behaviours, on a screen of boxes placed at fixed
/// positions, so every frame is the position and size written in the tree.
@Suite struct AccessibilityTranscriptTests {
  /// A box of `width` x `height` at (`x`, `y`).
  func box(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ content: any Component = View()
  )
    -> Static.Child
  {
    content.positioned(x: x, y: y, size: RelativeSizeRange(width: .points(width), height: .points(height)))
  }

  /// A header, a row of three buttons written in the tree as Edit, Back, Share, a combined row, a
  /// hidden box, an unlabelled image, a contained group of two with an element beside it, and an
  /// element that ignores its child.
  func screen() throws -> any Component {
    let image = Image(try PremultipliedBitmap(width: 2, height: 2))
    return Static {
      box(16, 8, 120, 24, View().accessibilityLabel("Settings").accessibilityTraits(.header))
      box(184, 44, 60, 30, View().accessibilityLabel("Edit").accessibilityTraits([.button, .selected]))
      box(
        16, 44, 60, 30,
        View().accessibilityLabel("Back").accessibilityTraits(.button).accessibilityHint(
          "Returns to the list"))
      box(100, 44, 60, 30, View().accessibilityLabel("Share").accessibilityTraits(.button))
      Stack(.horizontal) {
        View().size(width: 100, height: 44).accessibilityLabel("Wi-Fi").accessibilityTraits(.button)
          .accessibilityHint("Opens the Wi-Fi settings")
        View().size(width: 60, height: 44).accessibilityLabel("Home")
      }
      .accessibilityElement(children: .combine)
      .positioned(x: 0, y: 90)
      box(200, 90, 20, 20, View().accessibilityLabel("Decoration").accessibilityHidden())
      box(250, 90, 20, 20, image)
      box(
        0, 150, 200, 60,
        Static {
          box(0, 30, 40, 20, View().accessibilityLabel("Later"))
          box(160, 0, 40, 20, View().accessibilityLabel("First"))
        }
        .accessibilityElement(children: .contain))
      box(100, 160, 40, 20, View().accessibilityLabel("Outside"))
      Stack { View().size(width: 20, height: 20).accessibilityLabel("Inner") }
        .accessibilityElement(children: .ignore).accessibilityLabel("Ignored children")
        .positioned(x: 16, y: 220)
    }
  }

  func transcript(_ direction: LayoutDirection) throws -> String {
    let snapshot = try AccessibilitySnapshot(
      of: try screen(), in: .fixed(width: 300, height: 250), scale: 1,
      traits: EnvironmentTraits(layoutDirection: direction))
    return snapshot.text
  }

  @Test func elementsAreNumberedTopToBottomThenLeftToRight() throws {
    // The row at y 44 is read by left edges 16, 100, 184, whatever the tree order. The combined row is
    // one element over the stack (100 + 60 wide, 44 tall) with both labels, the union of the traits
    // and Wi-Fi's hint. The contained group (150...210) and Outside (160...180) overlap by Outside's
    // whole height, so they share a row and the group, from left edge 0, is read whole before Outside
    // (100): First (150) then Later (180), which share no line. The hidden box and the unlabelled image
    // are not elements, and the element that ignores its child reads only its own label.
    #expect(
      try transcript(.leftToRight) == """
        9 elements, read left to right
        1. "Settings" [header] at (16, 8, 120, 24) pt
        2. "Back" [button] hint: "Returns to the list" at (16, 44, 60, 30) pt
        3. "Share" [button] at (100, 44, 60, 30) pt
        4. "Edit" [button, selected] at (184, 44, 60, 30) pt
        5. "Wi-Fi, Home" [button] hint: "Opens the Wi-Fi settings" at (0, 90, 160, 44) pt
        6. "First" [] at (160, 150, 40, 20) pt
        7. "Later" [] at (0, 180, 40, 20) pt
        8. "Outside" [] at (100, 160, 40, 20) pt
        9. "Ignored children" [] at (16, 220, 20, 20) pt

        """)
  }

  @Test func rightToLeftNumbersARowFromItsRightEdge() throws {
    // A fixed layout does not mirror; read right to left, the row goes by right edges 244, 160, 76, and
    // the combined row joins its children's labels in that order too: Home (right edge 160) before
    // Wi-Fi (100).
    #expect(
      try transcript(.rightToLeft) == """
        9 elements, read right to left
        1. "Settings" [header] at (16, 8, 120, 24) pt
        2. "Edit" [button, selected] at (184, 44, 60, 30) pt
        3. "Share" [button] at (100, 44, 60, 30) pt
        4. "Back" [button] hint: "Returns to the list" at (16, 44, 60, 30) pt
        5. "Home, Wi-Fi" [button] hint: "Opens the Wi-Fi settings" at (0, 90, 160, 44) pt
        6. "First" [] at (160, 150, 40, 20) pt
        7. "Later" [] at (0, 180, 40, 20) pt
        8. "Outside" [] at (100, 160, 40, 20) pt
        9. "Ignored children" [] at (16, 220, 20, 20) pt

        """)
  }

  @Test func labelsAndHintsStayOnOneLineWhateverTheyHold() {
    let elements = [
      AccessibilityElement(
        name: "View", frame: Rect(x: 0.5, y: 0, width: 10, height: 2.25), label: "Say \"hi\"\nnow",
        traits: [.image, .link], hint: #"Back\slash"#),
      AccessibilityElement(
        name: "Button", frame: Rect(x: 0, y: 4, width: 44, height: 44), label: nil, traits: .button),
    ]
    // Quotes and backslashes escaped, the line break written as \n; traits in their fixed order (link
    // before image); no label reads (no label).
    #expect(
      AccessibilityTranscript.text(of: elements, direction: .leftToRight) == #"""
        2 elements, read left to right
        1. "Say \"hi\"\nnow" [link, image] hint: "Back\\slash" at (0.5, 0, 10, 2.25) pt
        2. (no label) [button] at (0, 4, 44, 44) pt

        """#)
  }

  @Test func theSummaryCountsOneAndNoElements() {
    let one = AccessibilityElement(
      name: "Label", frame: Rect(x: 0, y: 0, width: 1, height: 1), label: "A", traits: .staticText)
    #expect(
      AccessibilityTranscript.text(of: [one], direction: .rightToLeft)
        == "1 element, read right to left\n1. \"A\" [staticText] at (0, 0, 1, 1) pt\n")
    #expect(
      AccessibilityTranscript.text(of: [], direction: .leftToRight) == "No elements, read left to right\n")
  }
}
