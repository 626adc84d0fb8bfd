import PixelproofComponents
import Testing

/// The containing block of an absolutely positioned child, worked out by hand from the spec sections
/// in the comments and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func anAbsoluteChildsPercentagePaddingAndMarginsResolveAgainstThePaddingBox() throws {
    // css-position-3 §3.1: an absolutely positioned child's containing block is its container's
    // padding box, and its percentage padding and margins (css-box-4 §5) resolve against that
    // width. A 175 wide container with a 5 px left border has a 170 wide padding box (its content
    // box, less 19 and 6 of padding, is 145): a 20% left padding is 34, so with a 55 wide box inside
    // the child is 89 wide, and a 10% top margin is 17. With no insets it sits at the content box's
    // start, x = 5 + 19 = 24, and y = 17.
    let child = Flexbox(
      FlexStyle().with {
        $0.position = .absolute; $0.padding.left = .percent(0.2); $0.margin.top = .percent(0.1)
      }, children: [fixedBox(55, 10)])
    let root = Flexbox(
      FlexStyle().with {
        $0.width = 175; $0.height = 50; $0.padding.left = 19; $0.padding.right = 6; $0.border.left = 5
      }, children: [child])
    #expect(childFrames(try layoutAlone(root)) == [Rect(x: 24, y: 17, width: 89, height: 10)])
  }

  @Test func anAbsoluteChildsAutoWidthShrinksToTheSpaceItsInsetsLeave() throws {
    // css-position-3 §5.1: an auto width is fit-content in the padding box less the insets that are
    // set. A wrapping row of two 40 × 10 boxes has min-content 40 and max-content 80. With left 30 in
    // a 100 wide container: min(80, max(40, 100 − 30)) = 70 wide, so the boxes break into two lines,
    // 20 tall. With right 25 and a 10 px left border the padding box is 90: 65 wide, ending 25 from
    // it, at x = 100 − 25 − 65 = 10.
    func frame(border: Double, _ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.wrap = .wrap; change(&$0)
        }, children: [fixedBox(40, 10), fixedBox(40, 10)])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.height = 50; $0.border.left = .points(border)
        }, children: [child])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try frame(border: 0) { $0.inset.left = 30 } == Rect(x: 30, y: 0, width: 70, height: 20))
    #expect(try frame(border: 10) { $0.inset.right = 25 } == Rect(x: 10, y: 0, width: 65, height: 20))
  }
}
