import PixelproofComponents
import Testing

/// Auto margins of an absolutely positioned child between two insets, worked out by hand from the
/// spec sections in the comments and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func anAbsoluteChildsAutoMarginsTakeWhatItsInsetsLeaveNeverBelowNothing() throws {
    // CSS 2 §10.3.7 and §10.6.4 with css-position-3 §4.3: the insets leave the child a space (the
    // inset-modified containing block) that is never smaller than nothing, placed at the start
    // inset; an auto margin takes that space less the child's size and other margins. The container
    // is 100 × 50.
    func frame(
      _ direction: LayoutDirection, _ change: (inout FlexStyle) -> Void
    ) throws
      -> Rect?
    {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; change(&$0)
        }, children: [])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.height = 50; $0.layoutDirection = direction
        }, children: [child])
      return childFrames(try layoutAlone(root)).first
    }
    // Left 60 and right 60 overlap: the space is 0 wide at x = 60, so a 30 wide child's auto left
    // margin is 0 − 30 = −30 and x = 30; with a 7 px right margin, −37 and x = 23.
    let overlapping = { (style: inout FlexStyle) in
      style.inset.left = 60; style.inset.right = 60; style.width = 30; style.height = 5
      style.margin.left = .auto
    }
    #expect(try frame(.leftToRight, overlapping) == Rect(x: 30, y: 0, width: 30, height: 5))
    #expect(
      try frame(.leftToRight) {
        overlapping(&$0); $0.margin.right = 7
      } == Rect(x: 23, y: 0, width: 30, height: 5))
    // Right to left the space starts at the right inset, x = 100 − 60 = 40, and the child ends there:
    // x = 40 − 30 = 10.
    #expect(try frame(.rightToLeft, overlapping) == Rect(x: 10, y: 0, width: 30, height: 5))
    // An auto width fills the 60 px between left 20 and right 20, held at its min-width 90: the auto
    // left margin takes 60 − 90 = −30, x = 20 − 30 = −10.
    #expect(
      try frame(.leftToRight) {
        $0.inset.left = 20; $0.inset.right = 20; $0.minWidth = 90; $0.height = 5; $0.margin.left = .auto
      } == Rect(x: -10, y: 0, width: 90, height: 5))
    // Two auto margins and a 120 wide child between left 10 and right 10: across the width the end
    // margin takes the overflow, 80 − 120 = −40; right to left that is the left one, so the child
    // ends at the right inset, x = 90 − 120 = −30.
    #expect(
      try frame(.rightToLeft) {
        $0.inset.left = 10; $0.inset.right = 10; $0.width = 120; $0.height = 5
        $0.margin.left = .auto; $0.margin.right = .auto
      } == Rect(x: -30, y: 0, width: 120, height: 5))
    // Down the height two auto margins share even an overflow: top 30 and bottom 30 leave 0 at
    // y = 30, and a 30 tall child is centred on it, y = 30 − 15 = 15.
    let tall = { (style: inout FlexStyle) in
      style.inset.top = 30; style.inset.bottom = 30; style.width = 5; style.height = 30
    }
    #expect(
      try frame(.leftToRight) {
        tall(&$0); $0.margin.top = .auto; $0.margin.bottom = .auto
      } == Rect(x: 0, y: 15, width: 5, height: 30))
    // An auto top margin takes it all, 0 − 30, y = 0, whatever align-self says (css-align-3 §6.1:
    // auto margins align first).
    #expect(
      try frame(.leftToRight) {
        tall(&$0); $0.margin.top = .auto; $0.alignSelf = .flexEnd
      } == Rect(x: 0, y: 0, width: 5, height: 30))
  }
}
