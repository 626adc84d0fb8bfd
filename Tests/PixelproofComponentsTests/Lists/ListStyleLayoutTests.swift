import PixelproofComponents
import Testing

/// Frames of the three table styles, worked out from the metrics ``ListStyle`` documents: margin 16
/// (20 from 414 pt wide), grouped sections 35 pt apart and from the ends, separators one device pixel
/// (0.5 pt at 2x) at the bottom of a cell from the margin to the trailing edge.
@Suite struct ListStyleLayoutTests {
  @Test func plainRowsStackAtTheListWidthWithSeparatorsUnderAllButTheLastCell() throws {
    let list = List {
      Section(id: "s") {
        fixedCell("a")
        sizingCell("b", height: 30)
        fixedCell("c", height: 50)
      }
    }
    let layout = try layoutList(list, width: 320)
    // 44 + 30 + 50 = 124 tall, as wide as the proposal.
    #expect(layout.size == Size(width: 320, height: 124))
    #expect(
      cellFrames(layout) == [
        "a": Rect(x: 0, y: 0, width: 320, height: 44), "b": Rect(x: 0, y: 44, width: 320, height: 30),
        "c": Rect(x: 0, y: 74, width: 320, height: 50),
      ])
    // Under a at 44 - 0.5 and b at 74 - 0.5, from x 16 to 320 (304 long); none under the list's last.
    #expect(
      separatorFrames(layout) == [
        Rect(x: 16, y: 43.5, width: 304, height: 0.5), Rect(x: 16, y: 73.5, width: 304, height: 0.5),
      ])
    #expect(layout.listSections().map(\.frame) == [Rect(x: 0, y: 0, width: 320, height: 124)])
  }

  @Test func plainSectionsFollowEachOtherAndKeepTheSeparatorUnderASectionsLastCell() throws {
    let list = List {
      Section(id: "one") { fixedCell("a") }.header { View(Color(hex: 0x8E8E93)).size(height: 20) }
      Section(id: "two") { fixedCell("b") }.header { View(Color(hex: 0x8E8E93)).size(height: 20) }
    }
    let layout = try layoutList(list, width: 320, scale: 1)
    // one: header 0...20, a 20...64; two: header 64...84, b 84...128.
    #expect(frames(named: "SectionHeader", in: layout).map(\.minY) == [0, 64])
    #expect(cellFrames(layout)["b"] == Rect(x: 0, y: 84, width: 320, height: 44))
    // At 1x the separator is 1 pt: under a (63), not under b, the list's last cell.
    #expect(separatorFrames(layout) == [Rect(x: 16, y: 63, width: 304, height: 1)])
    #expect(layout.size.height == 128)
  }

  @Test func groupedSectionsAre35PointsApartWithSeparatorsOnlyBetweenCells() throws {
    let list = List(style: .grouped) {
      Section(id: "one") {
        fixedCell("a")
        fixedCell("b")
      }
      .header { View(Color(hex: 0x8E8E93)).size(height: 20) }
      .footer { View(Color(hex: 0x8E8E93)).size(height: 10) }
      Section(id: "two") { fixedCell("c") }
    }
    let layout = try layoutList(list, width: 375)
    // 35 gap; header 35...55; a 55...99, b 99...143; footer 143...153; 35 gap; c 188...232; 35 gap.
    #expect(frames(named: "SectionHeader", in: layout) == [Rect(x: 0, y: 35, width: 375, height: 20)])
    #expect(frames(named: "SectionFooter", in: layout) == [Rect(x: 0, y: 143, width: 375, height: 10)])
    #expect(
      cellFrames(layout) == [
        "a": Rect(x: 0, y: 55, width: 375, height: 44), "b": Rect(x: 0, y: 99, width: 375, height: 44),
        "c": Rect(x: 0, y: 188, width: 375, height: 44),
      ])
    #expect(separatorFrames(layout) == [Rect(x: 16, y: 98.5, width: 359, height: 0.5)])
    #expect(layout.listSections().map(\.frame.minY) == [35, 188])
    #expect(layout.size.height == 267)
  }

  @Test(arguments: [(390.0, 16.0), (414.0, 20.0)])
  func insetGroupedSectionsSitInsideTheMargin(width: Double, margin: Double) throws {
    let list = List(style: .insetGrouped) {
      Section(id: "one") {
        fixedCell("a")
        fixedCell("b")
      }
    }
    let layout = try layoutList(list, width: width)
    let inner = width - 2 * margin
    #expect(cellFrames(layout)["a"] == Rect(x: margin, y: 35, width: inner, height: 44))
    #expect(cellFrames(layout)["b"] == Rect(x: margin, y: 79, width: inner, height: 44))
    // The separator starts a margin inside the cell.
    #expect(
      separatorFrames(layout) == [Rect(x: 2 * margin, y: 78.5, width: inner - margin, height: 0.5)])
    #expect(
      frames(named: "ListSectionBody", in: layout) == [Rect(x: margin, y: 35, width: inner, height: 88)])
  }

  @Test func groupedTitlesAreUppercasedFootnotesAtTheMargin() throws {
    let list = List(style: .grouped) {
      Section(id: "s", header: "Account", footer: "Signed in") { fixedCell("a") }
    }
    let layout = try layoutList(list, width: 375)
    var texts: [String] = []
    layout.visit { node, _, _ in
      if let label = node.component as? Label { texts.append(label.runs.map(\.text).joined()) }
    }
    #expect(texts == ["Signed in", "ACCOUNT"])
    // The header is its 13 pt label, 343 wide (375 less two margins), plus 7 below it.
    let label = try layoutList(Label("ACCOUNT", font: .system(size: 13)).numberOfLines(0), width: 343)
    let header = try #require(frames(named: "SectionHeader", in: layout).first)
    #expect(header == Rect(x: 0, y: 35, width: 375, height: label.size.height + 7))
    #expect(frames(named: "Label", in: layout).last?.minX == 16)
    #expect(cellFrames(layout)["a"]?.minY == header.maxY)
  }

  @Test func rightToLeftSeparatorsLeaveTheMarginOnTheRight() throws {
    let list = List {
      Section(id: "s") {
        fixedCell("a"); fixedCell("b")
      }
    }
    let layout = try layoutList(list, width: 320, direction: .rightToLeft)
    #expect(separatorFrames(layout) == [Rect(x: 0, y: 43.5, width: 304, height: 0.5)])
  }

  @Test func rightToLeftTitlesAlignToTheRight() throws {
    let list = List { Section(id: "s", header: "Title") { fixedCell("a") } }
    var alignments: [TextAlignment] = []
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      try layoutList(list, width: 320, direction: direction).visit { node, _, _ in
        if let label = node.component as? Label { alignments.append(label.style.alignment) }
      }
    }
    #expect(alignments == [.natural, .right])
  }

  @Test func sectionRowHeightOverridesEachCellsHeight() throws {
    let list = List {
      Section(id: "s") {
        sizingCell("a", height: 10); fixedCell("b", height: 80)
      }.rowHeight(30)
    }
    let layout = try layoutList(list, width: 200)
    #expect(cellFrames(layout)["b"] == Rect(x: 0, y: 30, width: 200, height: 30))
  }

  @Test func theStylesColoursFollowTheColourScheme() throws {
    for (style, scheme, colour) in [
      (ListStyle.plain, ColorScheme.light, 0xFFFFFF), (.plain, .dark, 0x000000),
      (.grouped, .light, 0xF2F2F7), (.insetGrouped, .dark, 0x000000),
    ] as [(ListStyle, ColorScheme, UInt32)] {
      let list = List(style: style) { Section(id: "s") { fixedCell("a") } }
      let layout = try list.layoutThatFits(
        exactly(100, 100), parentSize: ParentSize(width: 100, height: 100),
        environment: LayoutEnvironment(scale: 1, colorScheme: scheme))
      let first = layout.displayList().items.first
      #expect(first == .fillRect(Rect(x: 0, y: 0, width: 100, height: 100), .color(Color(hex: colour))))
    }
  }
}
