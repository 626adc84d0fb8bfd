import PixelproofComponents
import Testing

/// Grid and carousel sections, frames worked out by UICollectionViewFlowLayout's rules as ``GridLayout``
/// and ``CarouselLayout`` state them.
@Suite struct GridLayoutTests {
  private func grid(_ count: Int, _ columns: GridLayout.Columns, itemHeight: Double? = 50) -> List {
    List {
      Section(id: "g") { for index in 0..<count { sizingCell("i\(index)", height: 20) } }
        .grid(columns, itemHeight: itemHeight, interItemSpacing: 10, lineSpacing: 10)
    }
  }

  @Test func columnsFillRowsLeftToRightAndAShortLastRowStartsAtTheLeadingEdge() throws {
    // 320 wide, 3 columns, 10 apart: (320 - 20) / 3 = 100 wide, at x 0, 110, 220; rows 60 apart.
    let layout = try layoutList(grid(7, .count(3)), width: 320)
    let frames = cellFrames(layout)
    #expect(frames["i0"] == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(frames["i2"] == Rect(x: 220, y: 0, width: 100, height: 50))
    #expect(frames["i4"] == Rect(x: 110, y: 60, width: 100, height: 50))
    #expect(frames["i6"] == Rect(x: 0, y: 120, width: 100, height: 50))
    #expect(layout.size.height == 170)
  }

  @Test func rightToLeftRowsStartAtTheRight() throws {
    let layout = try layoutList(grid(7, .count(3)), width: 320, direction: .rightToLeft)
    let frames = cellFrames(layout)
    #expect(frames["i0"]?.minX == 220)
    #expect(frames["i1"]?.minX == 110)
    #expect(frames["i2"]?.minX == 0)
    #expect(frames["i6"] == Rect(x: 220, y: 120, width: 100, height: 50))
  }

  @Test func columnWidthsAreFlooredToThePixelGrid() throws {
    // (321 - 20) / 3 = 100.33, floored at 1x to 100; the last point stays at the trailing edge.
    let layout = try layoutList(grid(3, .count(3)), width: 321, scale: 1)
    #expect(cellFrames(layout)["i2"] == Rect(x: 220, y: 0, width: 100, height: 50))
  }

  @Test func anItemWidthFitsAsManyAsPossibleAndSpreadsFullRows() throws {
    // 90 wide with at least 10 between: 3 fit in 320 (3 x 90 + 2 x 10 = 290); the 50 left make the
    // gaps 25, so x 0, 115, 230; the fourth starts the next row at the leading edge.
    let layout = try layoutList(grid(4, .itemWidth(90)), width: 320)
    let frames = cellFrames(layout)
    #expect(frames.mapValues(\.minX) == ["i0": 0, "i1": 115, "i2": 230, "i3": 0])
    #expect(frames["i3"]?.minY == 60)
  }

  @Test func selfSizingItemsMakeEachRowAsTallAsItsTallest() throws {
    let list = List {
      Section(id: "g") {
        sizingCell("a", height: 20)
        sizingCell("b", height: 35)
        sizingCell("c", height: 10)
      }
      .grid(.count(2), lineSpacing: 4)
    }
    let frames = cellFrames(try layoutList(list, width: 200))
    #expect(frames["b"] == Rect(x: 100, y: 0, width: 100, height: 35))
    #expect(frames["c"] == Rect(x: 0, y: 39, width: 100, height: 10))
  }

  @Test func sectionInsetsSurroundTheGrid() throws {
    let list = List {
      Section(id: "g") { for index in 0..<2 { fixedCell("i\(index)") } }
        .grid(.count(2), itemHeight: 40, interItemSpacing: 8)
        .insets(EdgeInsets(top: 6, left: 12, bottom: 6, right: 12))
    }
    // 320 - 24 = 296 wide: items (296 - 8) / 2 = 144, at x 12 and 164, y 6; 52 tall in all.
    let layout = try layoutList(list, width: 320)
    #expect(cellFrames(layout)["i1"] == Rect(x: 164, y: 6, width: 144, height: 40))
    #expect(layout.size.height == 52)
  }

  @Test func aCarouselClipsItemsPastTheEdgeInsteadOfWrapping() throws {
    let list = List {
      Section(id: "c") { for index in 0..<4 { fixedCell("i\(index)") } }
        .carousel(itemWidth: 120, itemHeight: 80, spacing: 10)
    }
    // x 0, 130, 260 (cut at 300) and 390, past the edge: not in the layout; one row 80 tall.
    let layout = try layoutList(list, width: 300)
    #expect(cellFrames(layout).mapValues(\.minX) == ["i0": 0, "i1": 130, "i2": 260])
    #expect(layout.size.height == 80)
    #expect(frames(named: "ListSectionBody", in: layout) == [Rect(x: 0, y: 0, width: 300, height: 80)])
    let rightToLeft = try layoutList(list, width: 300, direction: .rightToLeft)
    #expect(cellFrames(rightToLeft).mapValues(\.minX) == ["i0": 180, "i1": 50, "i2": -80])
  }

  @Test func aCarouselOfSelfSizingItemsIsAsTallAsItsTallest() throws {
    let list = List {
      Section(id: "c") {
        sizingCell("a", height: 30)
        sizingCell("b", height: 60)
      }
      .carousel(spacing: 5)
    }
    // Items take their own width (the 10 pt box): x 0 and 15.
    let layout = try layoutList(list, width: 300)
    #expect(cellFrames(layout)["b"] == Rect(x: 15, y: 0, width: 10, height: 60))
    #expect(layout.size.height == 60)
  }
}
