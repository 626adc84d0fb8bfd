import PixelproofComponents
import Testing

/// Rules about absolutely positioned children: their containing block, sizes, insets, auto margins
/// and aspect ratios, each worked out by hand from the spec section in its comment and checked against
/// Chromium.
extension FlexboxChromiumRulesTests {
  @Test func anAbsoluteChildAlignedByItsOwnAlignSelfIsAsTallAsItsContentBetweenItsInsets() throws {
    // css-position-3 §4.4 and css-align-3 §6.1: with top 10 and bottom 10 in a 100 tall container,
    // the space between the insets runs from 10 to 90. A child aligned by its own align-self is sized
    // to its content (30) and aligned in that space: flex-end leaves 80 − 30 = 50 above it, so y = 60;
    // center 25, so y = 35. With align-self auto the container's align-items does not apply
    // (auto is `normal` for an absolutely positioned box): the child fills 10 to 90. The block axis is
    // vertical in a column too, where its x is the static position: centred, (200 − 20) / 2 = 90.
    func child(
      _ alignSelf: FlexStyle.AlignItems?, direction: FlexStyle.Direction = .row,
      _ change: (inout FlexStyle) -> Void = { _ in }
    ) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.inset.top = 10; $0.inset.bottom = 10; $0.alignSelf = alignSelf
          change(&$0)
        }, children: [fixedBox(20, 30)])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 200; $0.height = 100; $0.direction = direction; $0.alignItems = .flexStart
        }, children: [child])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try child(.flexEnd) == Rect(x: 0, y: 60, width: 20, height: 30))
    #expect(try child(nil) == Rect(x: 0, y: 10, width: 20, height: 80))
    #expect(try child(.center, direction: .column) == Rect(x: 90, y: 35, width: 20, height: 30))
    // 80 tall with bottom 30: the space runs from 10 to 70, 60 tall, and the child overflows it by
    // 20. Aligned to the end it would start at 70 − 80 = −10; it is shifted back to the container's
    // top edge, 0. Aligned to the start it stays at the top inset, 10.
    let tall = { (style: inout FlexStyle) in
      style.height = 80; style.inset.bottom = 30
    }
    #expect(try child(.flexEnd, tall) == Rect(x: 0, y: 0, width: 20, height: 80))
    #expect(try child(.flexStart, tall) == Rect(x: 0, y: 10, width: 20, height: 80))
    // With top 50 and bottom 60 the space between the insets is −10 tall. Aligned to its start the
    // child would run from 50 to 130, past the container's bottom: it is moved up to end there, at
    // 100 − 80 = 20, which is still below the container's top.
    let squeezed = { (style: inout FlexStyle) in
      style.height = 80; style.inset.top = 50; style.inset.bottom = 60
    }
    #expect(try child(.flexStart, squeezed) == Rect(x: 0, y: 20, width: 20, height: 80))
  }

  @Test func anAbsoluteChildsHeightFromItsContentIsIndefiniteForPercentages() throws {
    // An absolutely positioned child 50 wide with an auto height and min-height 40 is 40 tall, a
    // height its content and minimum gave it, so not definite (css-sizing-3 §2.1): the 50% height
    // inside behaves as auto, and that empty box is 0 tall. With top 0 and bottom 20 its height is
    // 100 − 20 = 80 from its insets, definite, and the 50% is 40.
    func child(_ change: (inout FlexStyle) -> Void) throws -> Layout {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.width = 50; change(&$0)
        },
        children: [
          Flexbox(
            FlexStyle().with {
              $0.width = 10; $0.height = .percent(0.5)
            }, children: [])
        ])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.height = 100
        }, children: [child])
      return try layoutAlone(root).children[0].layout
    }
    let fromContent = try child { $0.minHeight = 40 }
    #expect(fromContent.size == Size(width: 50, height: 40))
    #expect(childFrames(fromContent) == [Rect(x: 0, y: 0, width: 10, height: 0)])
    let fromInsets = try child {
      $0.inset.top = 0; $0.inset.bottom = 20
    }
    #expect(childFrames(fromInsets) == [Rect(x: 0, y: 0, width: 10, height: 40)])
  }

  @Test func anAbsoluteChildsHeightFromItsRatioIsAtLeastItsContent() throws {
    // An absolutely positioned child 20 wide with aspect ratio 2 is 20 / 2 = 10 tall through the
    // ratio, but its min-height is auto, so css-sizing-4 §5.2's automatic minimum holds it at its
    // content's 30. With min-height 0 the ratio's 10 stands.
    func child(_ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.width = 20; $0.aspectRatio = 2; change(&$0)
        },
        children: [fixedBox(10, 30)])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 200; $0.height = 100
        }, children: [child])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try child { _ in } == Rect(x: 0, y: 0, width: 20, height: 30))
    #expect(try child { $0.minHeight = 0 } == Rect(x: 0, y: 0, width: 20, height: 10))
  }

  @Test func anAbsoluteChildsPercentagePaddingIsOfItsContainersPaddingBox() throws {
    // css-position-3 §2.1: an absolutely positioned child's containing block is its container's
    // padding box, and css-box-4 §4 resolves percentage padding against the containing block's width.
    // In a container 100 wide with padding-left 20, padding-left 10% is 10% of 100 = 10, not of the
    // 80 wide content box, so the 10 × 10 box inside sits at x = 10. In a container of auto width
    // with only padding-left 40, the padding box is 40 wide once laid out: 10% of it is 4.
    func grandchild(_ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.inset.top = 0; $0.width = 56; $0.height = 20
          $0.padding.left = .percent(0.1)
        }, children: [fixedBox(10, 10)])
      let root = Flexbox(
        FlexStyle().with {
          $0.height = 50; change(&$0)
        }, children: [child])
      return childFrames(try layoutAlone(root).children[0].layout).first
    }
    #expect(
      try grandchild {
        $0.width = 100; $0.padding.left = 20
      } == Rect(x: 10, y: 0, width: 10, height: 10))
    #expect(try grandchild { $0.padding.left = 40 } == Rect(x: 4, y: 0, width: 10, height: 10))
  }

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

  @Test func anAbsoluteChildWithARatioAndADefiniteHeightIsAtLeastItsMinContentWidth() throws {
    // css-sizing-4 §5.1: a box with an aspect ratio and a definite height has an automatic minimum
    // width of its min-content width; Chrome applies it to an absolutely positioned box even when its
    // width is set. The child is a row of a 101 and a 112 wide box: its min-content width is
    // 101 + 112 = 213. Width 5 and height 52 give 213 × 52, larger than its 31 wide container.
    func child(_ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.aspectRatio = 0.5; change(&$0)
        }, children: [fixedBox(101, 10), fixedBox(112, 10)])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 31; $0.height = 100
        }, children: [child])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(
      try child {
        $0.width = 5; $0.height = 52
      } == Rect(x: 0, y: 0, width: 213, height: 52))
    // Its max-width 50 caps the minimum: 50 × 52.
    #expect(
      try child {
        $0.width = 5; $0.height = 52; $0.maxWidth = 50
      }
        == Rect(x: 0, y: 0, width: 50, height: 52))
    // A scroll container has no automatic minimum: 5 × 52.
    #expect(
      try child {
        $0.width = 5; $0.height = 52; $0.overflowX = .hidden
      }
        == Rect(x: 0, y: 0, width: 5, height: 52))
    // With no height, the height is 5 / 0.5 = 10 through the ratio, not definite: no minimum, 5 × 10.
    #expect(try child { $0.width = 5 } == Rect(x: 0, y: 0, width: 5, height: 10))
    // Top 0 and bottom 0 make the auto height definite, 100: the width through the ratio is
    // 100 × 0.5 = 50, raised to 213, and the auto height follows it, 213 / 0.5 = 426.
    #expect(
      try child {
        $0.inset.top = 0; $0.inset.bottom = 0
      } == Rect(x: 0, y: 0, width: 213, height: 426))
  }

  @Test func anAbsoluteChildsAutoHeightComesThroughItsRatioHeldAtItsContent() throws {
    // css-sizing-4 §5.1: an auto height is the width through the ratio, even when the width comes
    // from the content and even between two insets; §5.2: held at least at the content's height
    // under an automatic minimum (a scroll container has none). The container is 100 × 50.
    func frame(_ ratio: Double, content: Flexbox?, _ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.aspectRatio = ratio; change(&$0)
        }, children: content.map { [$0] } ?? [])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.height = 50
        }, children: [child])
      return childFrames(try layoutAlone(root)).first
    }
    // Empty but for a 7 px right border: 7 wide, 7 / 0.5 = 14 tall.
    #expect(try frame(0.5, content: nil) { $0.border.right = 7 } == Rect(x: 0, y: 0, width: 7, height: 14))
    // A 40 × 10 box inside: 40 wide, 40 / 2 = 20 tall.
    #expect(try frame(2, content: fixedBox(40, 10)) { _ in } == Rect(x: 0, y: 0, width: 40, height: 20))
    // A 40 × 100 box: 40 / 0.5 = 80 is below the content's 100, so 100; clipped, 80.
    let tall = fixedBox(40, 100)
    #expect(try frame(0.5, content: tall) { _ in } == Rect(x: 0, y: 0, width: 40, height: 100))
    #expect(
      try frame(0.5, content: tall) { $0.overflowY = .hidden } == Rect(x: 0, y: 0, width: 40, height: 80))
    // Width 20 between top 0 and bottom 0, holding a 10 × 100 box: 20 / 0.5 = 40, not the 50 between
    // the insets, held at the content's 100.
    #expect(
      try frame(0.5, content: fixedBox(10, 100)) {
        $0.width = 20; $0.inset.top = 0; $0.inset.bottom = 0
      } == Rect(x: 0, y: 0, width: 20, height: 100))
  }

  @Test func anAbsoluteChildsKeywordHeightSeesTheWidthItsInsetsGive() throws {
    // css-sizing-4 §5.1: with an aspect ratio and the other size known, a content keyword's size is
    // that size through the ratio. Between left 10 and right 30 of a 100 wide container the width is
    // 100 − 10 − 30 = 60, known before the content is measured, so a max-content (or fit-content)
    // height with ratio 3 is 60 / 3 = 20; with a 6 px left margin, a min-content height is
    // (60 − 6) / 3 = 18.
    func frame(_ change: (inout FlexStyle) -> Void) throws -> Rect? {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.aspectRatio = 3; $0.inset.left = 10; $0.inset.right = 30
          change(&$0)
        }, children: [])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.height = 50
        }, children: [child])
      return childFrames(try layoutAlone(root)).first
    }
    #expect(try frame { $0.height = .maxContent } == Rect(x: 10, y: 0, width: 60, height: 20))
    #expect(try frame { $0.height = .fitContent } == Rect(x: 10, y: 0, width: 60, height: 20))
    #expect(
      try frame {
        $0.height = .minContent; $0.margin.left = 6
      } == Rect(x: 16, y: 0, width: 54, height: 18))
  }
}
