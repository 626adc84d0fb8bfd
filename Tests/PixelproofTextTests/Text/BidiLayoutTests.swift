import PixelproofGraphics
import Testing

@testable import PixelproofText

/// Lines in visual order (UAX #9 L1–L2), mirrored brackets (L4) and natural alignment that follows the
/// paragraph's direction. Expected orders are worked out from the rules by hand.
@Suite struct BidiLayoutTests {
  func layout(
    _ text: String, width: Double = 1000, alignment: TextAlignment = .natural,
    mode: LineBreakMode = .truncateTail, direction: WritingDirection = .leftToRight
  ) throws -> TextLayout {
    var style = TextStyle()
    style.alignment = alignment
    style.lineBreakMode = mode
    return try TextLayout(
      [TextRun(text, font: .system(size: 17))], style: style, width: width, naturalDirection: direction)
  }

  /// The cluster indices of the first line, left to right; -1 for the ellipsis.
  func visualOrder(_ layout: TextLayout, width: Double = 1000) -> [Int] {
    layout.placedLines(inWidth: width)[0].placed.clusters.map(\.index)
  }

  @Test func aHebrewWordInALatinLineIsReversedWithTheNumberAfterIt() throws {
    // "abc שלום 123 def": L abc, R שלום, EN 123 after R becomes level 2 (W7 does not apply, N1 makes
    // the spaces around the Hebrew R): levels 0 0 0 0 1 1 1 1 1 2 2 2 0 0 0 0, so the run 4...11 is
    // reversed with 123 kept in order inside it.
    let order = visualOrder(try layout("abc שלום 123 def"))
    #expect(order == [0, 1, 2, 3, 9, 10, 11, 8, 7, 6, 5, 4, 12, 13, 14, 15])
  }

  @Test func aHebrewParagraphReadsRightToLeftAndAlignsRightNaturally() throws {
    let text = try layout("שלום", width: 200)
    let placed = text.placedLines(inWidth: 200)[0].placed.clusters
    #expect(placed.map(\.index) == [3, 2, 1, 0])
    // Right-aligned: the last cluster in visual order ends at the container's right edge.
    let advances = text.shaped.clusters.map(\.advance)
    let right = placed[3].x + advances[0]
    #expect(abs(right - 200) < 1e-9)
    // A left alignment keeps it at the left.
    let left = try layout("שלום", width: 200, alignment: .left).placedLines(inWidth: 200)[0].placed
    #expect(left.clusters.first?.x == 0)
  }

  @Test func latinTextHasNoLevelsAndKeepsItsOrder() throws {
    #expect(
      ClusterLevels([TextRun("Hello, 123 (world)", font: .system(size: 17))], defaultDirection: .leftToRight)
        == nil)
    #expect(visualOrder(try layout("Hi (1)")) == [0, 1, 2, 3, 4, 5])
  }

  @Test func digitsInARightToLeftInterfaceFormARightToLeftParagraph() throws {
    // No strong character: the paragraph takes the interface's direction, level 1; "12" and "34" are
    // numbers at level 2 and the space between them level 1: the two numbers swap places.
    let text = try layout("12 34", width: 200, direction: .rightToLeft)
    #expect(visualOrder(text, width: 200) == [3, 4, 2, 0, 1])
    // The same digits in a left-to-right interface stay as they are.
    #expect(visualOrder(try layout("12 34")) == [0, 1, 2, 3, 4])
  }

  @Test func bracketsInRightToLeftTextDrawTheirMirroredGlyphs() throws {
    // "(שלום)": both brackets take the paragraph's level 1 (N1 between R and R), so "(" is drawn as ")".
    let text = try layout("(שלום)")
    let opening = text.shaped.clusters[0].glyphs.map(\.shape.key)
    let closing = try layout(")").shaped.clusters[0].glyphs.map(\.shape.key)
    #expect(opening == closing)
    // In left-to-right text the bracket is itself.
    let latin = try layout("(a)").shaped.clusters[0].glyphs.map(\.shape.key)
    #expect(latin != closing)
  }

  @Test func aTruncatedRightToLeftLineEndsInTheEllipsisOnItsLeft() throws {
    // Tail truncation cuts the end in reading order, which in a Hebrew line is at the left.
    let text = try layout("שלום עולם שלום עולם שלום עולם", width: 80)
    let order = visualOrder(text, width: 80)
    #expect(order.first == PlacedLine.ellipsisIndex)
    #expect(!order.dropFirst().contains(PlacedLine.ellipsisIndex))
    // The first cluster in reading order is the rightmost.
    #expect(order.last == 0)
  }
}
