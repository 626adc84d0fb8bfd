import PixelproofComponents
import Testing

/// Lists at sizes a bitmap cannot hold as they are: too tall, or empty.
@Suite struct ListBitmapTests {
  /// A plain list of `count` rows, 44 points each, ids `0`, `1`, …
  private func rows(_ count: Int) -> List {
    List { ForEach(0..<count, id: \.self) { _ in View(.blue) } }.withRowHeight(44)
  }

  @Test func aListTooTallForABitmapSaysHowManyCellsFitAndWhatToWrite() {
    // 1000 rows of 44 points: 44000 points. At scale 3 a bitmap is at most 16384 px tall (375 x 3 =
    // 1125 px wide holds 2^26 / 1125 = 59652 rows of pixels, more than that), 16384 / 3 = 5461.333
    // points; row i ends at 44 (i + 1), which fits while 44 (i + 1) x 3 <= 16384: i + 1 <= 124.12, so
    // rows 0...123 fit and row 124 is the first past it.
    #expect {
      try ComponentRenderer.render(rows(1000), in: .width(375), scale: 3)
    } throws: { error in
      "\(error)"
        == "the component laid out to 375 x 44000 points, which at scale 3 is not a bitmap size Pixelproof "
        + "renders (each side 1...16384 px); the list's first 124 of 1000 cells fit in the tallest bitmap "
        + "that wide (5461.333 points): snapshot a window onto the list instead, e.g. size "
        + ".fixed(width: 375, height: 812), and scroll it to the cells further down with "
        + ".scrolled(to: \"124\")"
    }
  }

  @Test func aListInsideOtherContentIsCountedInTheRootsCoordinates() {
    // 1000 points above the list: row i ends at 1000 + 44 (i + 1), which fits at scale 1 while it is
    // at most 16384: i + 1 <= 349.6, so 349 rows fit of 1000 (45000 points in all).
    let screen = Stack {
      View(.red).size(height: 1000)
      rows(1000)
    }
    #expect {
      try ComponentRenderer.render(screen, in: .width(100), scale: 1)
    } throws: { error in
      "\(error)"
        == "the component laid out to 100 x 45000 points, which at scale 1 is not a bitmap size Pixelproof "
        + "renders (each side 1...16384 px); the list's first 349 of 1000 cells fit in the tallest bitmap "
        + "that wide (16384 points): snapshot a window onto the list instead, e.g. size "
        + ".fixed(width: 100, height: 812), and scroll it to the cells further down with "
        + ".scrolled(to: \"349\")"
    }
  }

  @Test func aTallComponentWithoutAListKeepsTheGeneralAdvice() {
    #expect {
      try ComponentRenderer.render(View(.red).size(height: 20_000), in: .width(10), scale: 1)
    } throws: { error in
      "\(error)"
        == "the component laid out to 10 x 20000 points, which at scale 1 is not a bitmap size Pixelproof "
        + "renders (each side 1...16384 px); give it a size or a fixed proposal"
    }
  }

  @Test func anEmptyListAtAWidthRendersOnePixelHigh() throws {
    let rendering = try ComponentRenderer.render(List {}, in: .width(100), scale: 2)
    #expect(rendering.layout.size == Size(width: 100, height: 0))
    #expect(rendering.bitmap.width == 200 && rendering.bitmap.height == 1)
  }

  @Test func aComponentOfNoWidthRendersOnePixelWide() throws {
    let rendering = try ComponentRenderer.render(
      View(.red).size(width: 0, height: 3), in: .range(.unconstrained))
    #expect(rendering.bitmap.width == 1 && rendering.bitmap.height == 3)
  }
}

extension List {
  /// The list with every section's rows `height` points tall.
  fileprivate func withRowHeight(_ height: Double) -> List {
    var list = self
    list.sections = list.sections.map { $0.rowHeight(height) }
    return list
  }
}
