import PixelproofComponents
import Testing

/// Reading order row by row: elements share a row when their frames overlap vertically by at least half
/// of the smaller height, each with every other in the row; rows go top to bottom, each in the writing
/// direction. Every element is a labelled box placed at a fixed frame (a static layout does not mirror),
/// written in the tree in an order unlike the reading order, so each expectation follows from the
/// frames by hand.
@Suite struct ReadingOrderTests {
  /// A labelled box at (`x`, `y`), `width` x `height`.
  func box(
    _ label: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    traits: AccessibilityTraits = []
  ) -> Static.Child {
    View().accessibilityLabel(label).accessibilityTraits(traits)
      .positioned(x: x, y: y, size: RelativeSizeRange(width: .points(width), height: .points(height)))
  }

  /// The labels of `screen`'s elements read in `direction`, laid out 320 x 200.
  func read(_ screen: Static, _ direction: LayoutDirection = .leftToRight) throws -> [String?] {
    let laidOut = try screen.layoutThatFits(
      exactly(320, 200), parentSize: ParentSize(width: 320, height: 200),
      environment: LayoutEnvironment(scale: 1, layoutDirection: direction))
    return laidOut.accessibilityElements(direction: direction).map(\.label)
  }

  /// A toolbar: two 40-tall buttons at top 6 and a 24-tall title between them at top 14.
  func toolbar() -> Static {
    Static {
      box("Edit", 250, 6, 60, 40, traits: .button)
      box("Inbox", 86, 14, 150, 24, traits: .header)
      box("Back", 8, 6, 70, 40, traits: .button)
    }
  }

  @Test func aToolbarOfDifferentHeightsIsOneRowReadLeftToRight() throws {
    // Title 14...38 against each button 6...46: they overlap by 24, at least half of 24, so the three
    // share a row, read by left edges 8, 86, 250. Sorted by top edge first, Edit (6) would come before
    // Inbox (14).
    #expect(try read(toolbar()) == ["Back", "Inbox", "Edit"])
  }

  @Test func aToolbarOfDifferentHeightsIsOneRowReadRightToLeft() throws {
    // The same row by right edges, descending: Edit 310, Inbox 236, Back 78.
    #expect(try read(toolbar(), .rightToLeft) == ["Edit", "Inbox", "Back"])
  }

  @Test func aLabelIsReadBeforeTheTallerSwitchOnItsRight() throws {
    // A settings row: the label 12...32 is centred on the switch 4...40 and overlaps it by its whole
    // height 20 (at least 10), so the label, at left edge 16, comes before the switch at 200.
    let row = Static {
      box("On", 200, 4, 52, 36, traits: [.button, .selected])
      box("Notifications", 16, 12, 140, 20, traits: .staticText)
    }
    #expect(try read(row) == ["Notifications", "On"])
  }

  @Test func rowsThatDoNotOverlapAreReadOneAfterTheOther() throws {
    // Row one is A and B at 0...20; row two is C at 24...44 and D at 20...40. D only touches row one
    // (overlap 0), so it starts row two, which C joins (overlap 16, at least 10); row two is then read
    // by left edges, C (0) before D (50), though D's top is higher.
    let rows = Static {
      box("D", 50, 20, 40, 20)
      box("B", 50, 0, 40, 20)
      box("C", 0, 24, 40, 20)
      box("A", 0, 0, 40, 20)
    }
    #expect(try read(rows) == ["A", "B", "C", "D"])
    #expect(try read(rows, .rightToLeft) == ["B", "A", "D", "C"])
  }

  @Test func exactlyHalfTheSmallerHeightSharesARowAndLessDoesNot() throws {
    // Low (40 tall, at left) against High (20 tall, 0...20): from top 10 they overlap by 10, half of
    // 20, and share a row read from the left; from top 11 they overlap by 9 and High's row comes first.
    func screen(lowTop: Double) -> Static {
      Static {
        box("High", 50, 0, 40, 20)
        box("Low", 0, lowTop, 40, 40)
      }
    }
    #expect(try read(screen(lowTop: 10)) == ["Low", "High"])
    #expect(try read(screen(lowTop: 11)) == ["High", "Low"])
  }

  /// Two short rows, Name and Time at 0...20 and Title and Size at 30...50, and a tall Call button at
  /// 5...45 on their right, spanning both.
  func card() -> Static {
    Static {
      box("Size", 70, 30, 30, 20)
      box("Call", 110, 5, 40, 40, traits: .button)
      box("Title", 0, 30, 60, 20)
      box("Time", 70, 0, 30, 20)
      box("Name", 0, 0, 60, 20)
    }
  }

  @Test func aTallElementSpanningTwoShortRowsIsReadWithTheUpperOne() throws {
    // Call overlaps each short row by 15 (at least 10), but the rows do not overlap each other. Taken
    // top edge first, Call (top 5) joins Name and Time's row; Title (top 30) shares no line with Name,
    // so it starts the next row, which Size joins. Joining the tall element's whole extent instead
    // would make one row and read it column by column: Name, Title, Time, Size, Call.
    #expect(try read(card()) == ["Name", "Time", "Call", "Title", "Size"])
    // Right to left each row goes by right edges: Call 150, Time 100, Name 60; then Size 100, Title 60.
    #expect(try read(card(), .rightToLeft) == ["Call", "Time", "Name", "Size", "Title"])
  }

  @Test func aContainedGroupSharesARowAsOneUnit() throws {
    // The group 0...40 (Upper 0...20 above Lower 20...40) and Action 10...30 overlap by 20, so they
    // share a row and the group is read whole first from the left. Alone, Upper and Action (overlap 10)
    // would share a row and Lower come last.
    let screen = Static {
      box("Action", 110, 10, 40, 20)
      Static {
        box("Lower", 0, 20, 100, 20)
        box("Upper", 0, 0, 100, 20)
      }
      .accessibilityElement(children: .contain)
      .positioned(x: 0, y: 0, size: RelativeSizeRange(width: .points(100), height: .points(40)))
    }
    #expect(try read(screen) == ["Upper", "Lower", "Action"])
    // Right to left Action (right edge 150) comes before the group (100); inside it Upper and Lower
    // are two rows, top first.
    #expect(try read(screen, .rightToLeft) == ["Action", "Upper", "Lower"])
  }

  @Test func onlyExactTiesKeepTheTreeOrder() throws {
    // Same frame: tree order. Same top and left edge, different heights: still tree order, as neither
    // edge tells them apart; the taller written first stays first.
    let tied = Static {
      box("One", 0, 0, 40, 20)
      box("Two", 0, 0, 40, 20)
    }
    #expect(try read(tied) == ["One", "Two"])
    let stacked = Static {
      box("Tall", 0, 0, 40, 30)
      box("Short", 0, 0, 40, 20)
    }
    #expect(try read(stacked) == ["Tall", "Short"])
  }
}
