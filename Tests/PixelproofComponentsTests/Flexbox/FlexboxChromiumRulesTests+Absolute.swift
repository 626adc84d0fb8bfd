import PixelproofComponents
import Testing

/// Rules about absolutely positioned children, each worked out by hand
/// from the spec section in its comment and checked against Chromium.
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
}
