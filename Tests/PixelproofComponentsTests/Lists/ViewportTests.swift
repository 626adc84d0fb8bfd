import PixelproofComponents
import Testing

/// Lists in a window: offsets, scroll targets and their anchors, pinned plain headers, and cells outside
/// the window neither laid out nor kept. Rows are 44 pt (section row height), so every position is
/// 44 x index plus what is above.
@Suite struct ViewportTests {
  private func rows(_ count: Int, header: Double? = nil) -> Section {
    let section = Section(id: "s") { for index in 0..<count { fixedCell("c\(index)") } }.rowHeight(44)
    guard let header else { return section }
    return section.header { View(Color(hex: 0x8E8E93)).size(height: .points(header)) }
  }

  @Test func aFixedWindowShowsTheFirstScreenOnly() throws {
    let layout = try layoutList(List { rows(100) }, width: 320, height: 200)
    // Cells 0...4 start above 200 (4 x 44 = 176); cell 5 starts at 220.
    #expect(layout.size == Size(width: 320, height: 200))
    #expect(layout.listCells().map(\.id) == ["c0", "c1", "c2", "c3", "c4"])
  }

  @Test func aWidthProposalShowsTheWholeContent() throws {
    let layout = try layoutList(List { rows(30) }, width: 320)
    #expect(layout.size.height == 1320)
    #expect(layout.listCells().count == 30)
  }

  @Test func anOffsetMovesTheContentUpAndPinsThePlainHeader() throws {
    let list = List { rows(100, header: 30) }.scrolled(toY: 100)
    let layout = try layoutList(list, width: 320, height: 200)
    // Cell k spans 30 + 44k ... 74 + 44k: the window 100...300 holds cells 1 (74...118) to 6 (294...338).
    #expect(layout.listCells().map(\.id) == ["c1", "c2", "c3", "c4", "c5", "c6"])
    #expect(cellFrames(layout)["c1"] == Rect(x: 0, y: -26, width: 320, height: 44))
    // The header would be at -100; pinned, it stays at the window's top.
    #expect(frames(named: "SectionHeader", in: layout) == [Rect(x: 0, y: 0, width: 320, height: 30)])
  }

  @Test func theNextSectionsHeaderPushesThePinnedOneUp() throws {
    let list = List {
      Section(id: "one") { for index in 0..<3 { fixedCell("a\(index)") } }
        .rowHeight(44).header { View(Color(hex: 0x8E8E93)).size(height: 30) }
      Section(id: "two") { for index in 0..<10 { fixedCell("b\(index)") } }
        .rowHeight(44).header { View(Color(hex: 0x8E8E93)).size(height: 30) }
    }
    .scrolled(toY: 150)
    // one spans 0...162; its header may go no lower than 162 - 30 = 132, 18 above the window's top.
    // two starts at 162, 12 below the window's top, its header where it is.
    let layout = try layoutList(list, width: 320, height: 200)
    #expect(frames(named: "SectionHeader", in: layout).map(\.minY) == [-18, 12])
  }

  @Test func groupedHeadersDoNotPin() throws {
    let list = List(style: .grouped) { rows(20, header: 30) }.scrolled(toY: 200)
    // The header sits at 35 in the content, -165 in the window.
    let layout = try layoutList(list, width: 320, height: 200)
    #expect(frames(named: "SectionHeader", in: layout).isEmpty)
  }

  @Test(arguments: [(ScrollAnchor.top, 0.0), (.center, 78.0), (.bottom, 156.0)])
  func aScrollTargetGoesToItsAnchor(anchor: ScrollAnchor, windowY: Double) throws {
    // c50 spans 2200...2244: at the top, offset 2200; centred, 2200 + 22 - 100; at the bottom 2244 - 200.
    let list = List { rows(100) }.scrolled(to: "c50", anchor: anchor)
    let layout = try layoutList(list, width: 320, height: 200)
    #expect(cellFrames(layout)["c50"]?.minY == windowY)
  }

  @Test func aScrollTargetKeepsTheWindowInsideTheContent() throws {
    // c99 at the top would need offset 4356; the content ends at 4400, so the offset is 4200.
    let last = try layoutList(List { rows(100) }.scrolled(to: "c99"), width: 320, height: 200)
    #expect(cellFrames(last)["c99"]?.minY == 156)
    // c0 at the bottom would need offset 44 - 200; the offset stays 0.
    let first = try layoutList(
      List { rows(100) }.scrolled(to: "c0", anchor: .bottom), width: 320, height: 200)
    #expect(cellFrames(first)["c0"]?.minY == 0)
  }

  @Test func aSectionIDIsAScrollTarget() throws {
    let list = List {
      Section(id: "one") { for index in 0..<10 { fixedCell("a\(index)") } }.rowHeight(44)
      Section(id: "two") { for index in 0..<10 { fixedCell("b\(index)") } }.rowHeight(44)
    }
    .scrolled(to: "two")
    let layout = try layoutList(list, width: 320, height: 200)
    #expect(layout.listSections().last?.frame.minY == 0)
    #expect(cellFrames(layout)["b0"]?.minY == 0)
  }

  @Test func cellsOfKnownHeightOutsideTheWindowAreNeverLaidOut() throws {
    // Of 10,000 cells only 20...24 may be laid out: every other one throws when it is.
    let list = List {
      Section(id: "s") {
        for index in 0..<10_000 {
          (20..<25).contains(index) ? fixedCell("c\(index)") : UnlaidCell().size(height: 44).id("c\(index)")
        }
      }
    }
    .scrolled(toY: 880)
    let layout = try layoutList(list, width: 320, height: 200)
    #expect(layout.listCells().map(\.id) == ["c20", "c21", "c22", "c23", "c24"])
  }

  @Test func selfSizingCellsInSectionsBelowTheWindowAreNeverLaidOut() throws {
    let list = List {
      Section(id: "top") { for index in 0..<10 { sizingCell("a\(index)") } }
      Section(id: "below") { UnlaidCell().id("never") }
    }
    let layout = try layoutList(list, width: 320, height: 200)
    #expect(layout.listCells().count == 5)
  }

  @Test func anyComponentScrolls() throws {
    let column = Stack { for index in 0..<10 { View(.blue).size(width: 50, height: 40).id("v\(index)") } }
    let layout = try layoutList(column.scrolled(toY: 90), width: 50, height: 100)
    #expect(layout.size == Size(width: 50, height: 100))
    #expect(layout.children.first?.position == Point(x: 0, y: -90))
    // With no height limit the window reaches from the offset to the end: 400 - 90.
    #expect(try layoutList(column.scrolled(toY: 90), width: 50).size.height == 310)
  }
}
