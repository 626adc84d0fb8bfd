import PixelproofComponents
import Testing

/// Baseline alignment in a column of auto width, worked out by hand from the spec sections in the
/// comment and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func aSingleLineColumnsBaselineShiftDoesNotWidenIt() throws {
    // css-align-3 §9.1: a column's items have no baseline across it, so Chrome synthesizes one at the
    // left border edge and lines those up: a 140 × 10 item and a 30 × 10 item with a 19 px left
    // margin both start at x = 19. css-flexbox-1 §9.4 step 8 would count the shift in the line's
    // cross size (19 + 140 = 159), but Chrome sizes a single-line column by the items' outer widths,
    // max(140, 19 + 30) = 140; a wrapping column's line does take the shift: 159.
    func layout(_ wrap: FlexStyle.Wrap) throws -> Layout {
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.alignItems = .baseline; $0.wrap = wrap
        },
        children: [
          fixedBox(140, 10),
          Flexbox(
            FlexStyle().with {
              $0.width = 30; $0.height = 10; $0.margin.left = 19
            }, children: []),
        ])
      return try layoutAlone(root)
    }
    let items = [Rect(x: 19, y: 0, width: 140, height: 10), Rect(x: 19, y: 10, width: 30, height: 10)]
    let single = try layout(.noWrap)
    #expect(single.size == Size(width: 140, height: 20))
    #expect(childFrames(single) == items)
    let wrapping = try layout(.wrap)
    #expect(wrapping.size == Size(width: 159, height: 20))
    #expect(childFrames(wrapping) == items)
  }
}
