import Pixelproof
import Testing

private let palette = [Swatch.red, Swatch.orange, Swatch.green, Swatch.blue, Swatch.purple]

/// A coloured box so frames can be checked by eye.
private func block(
  _ index: Int, _ width: RelativeDimension = .auto, _ height: RelativeDimension = .auto
) -> Sized {
  View(palette[index % palette.count]).size(width: width, height: height)
}

/// Stack layouts through Swift Testing: references under `ReferenceImages/StackSnapshotTests/`.
@Suite struct StackSnapshotTests {
  @Test func horizontalGrowthSharesTheSpaceLeft() {
    // 300 wide: 50 / 150 / 50 grow to 68 / 166 / 66 (the check in docs/layout-rules.md).
    let stack = Stack(.horizontal) {
      block(0, 50, 30).flexGrow(1)
      block(1, 150, 30).flexGrow(1)
      block(2, 50, 30).flexGrow(1)
    }
    assertSnapshot(of: stack, size: .fixed(width: 300, height: 30), scale: 1)
  }

  @Test func shrinkingWeightedBySize() {
    // 300 / 100 / 200 shrink 2 / 1 / 2 in 400: 190.91 / 81.82 / 127.27, with anti-aliased seams.
    let stack = Stack(.horizontal) {
      block(0, 300, 20).flexShrink(2)
      block(1, 100, 20).flexShrink(1)
      block(2, 200, 20).flexShrink(2)
    }
    assertSnapshot(of: stack, size: .fixed(width: 400, height: 20), scale: 1)
  }

  @Test(arguments: [Stack.Alignment.start, .center, .end, .stretch])
  func crossAxisAlignment(_ alignment: Stack.Alignment) {
    let stack = Stack(spacing: 4, align: alignment) {
      block(0, 40, 16)
      block(1, .auto, 16)
      block(2, 90, 16)
      block(3, 60, 16)
    }
    assertSnapshot(of: stack.inset(4).background(.white), size: .width(120), named: "\(alignment)", scale: 2)
  }

  @Test(arguments: [Stack.Justify.start, .center, .end])
  func justification(_ justify: Stack.Justify) {
    let stack = Stack(.horizontal, spacing: 6, justify: justify, align: .center) {
      block(0, 30, 30)
      block(1, 20, 20).spacingBefore(10)
      block(2, 30, 30)
    }
    assertSnapshot(
      of: stack.background(.white), size: .fixed(width: 160, height: 40), named: "\(justify)", scale: 2)
  }

  @Test func nestedStacksWithSpacingBeforeAfterAndAlignSelf() {
    let row = Stack(.horizontal, spacing: 8, align: .center) {
      block(4, 24, 24)
      Stack(spacing: 4) {
        block(0, 80, 8)
        block(1, 50, 8).spacingBefore(2)
      }
      .flexGrow(1)
      block(3, 12, 12).alignSelf(.start)
      block(2, 12, 12).alignSelf(.end).spacingAfter(-4)
    }
    assertSnapshot(of: row.inset(6).background(.white), size: .width(200), scale: 2)
  }
}

/// Inset, Background, Overlay and composite components.
@Suite struct WrapperSnapshotTests {
  @Test func infiniteInsetsPinAndCentreChildren() {
    let panel = View(Color(hex: 0xF2F2F7)).size(width: 120, height: 80)
      .overlay { block(0, 20, 20).inset(top: 8, left: .infinity, bottom: .infinity, right: 8) }
      .overlay {
        block(3, 30, 16).inset(top: .infinity, left: .infinity, bottom: .infinity, right: .infinity)
      }
      .overlay { block(2, 16, 16).inset(top: .infinity, left: 8, bottom: 8, right: .infinity) }
    assertSnapshot(of: panel, scale: 2)
  }

  @Test func backgroundAndOverlayTakeTheContentsSize() {
    let badge = block(1, 60, 24)
      .inset(horizontal: 10, vertical: 6)
      .background { View(Color(hex: 0x1C1C1E)).cornerRadius(12) }
      .overlay { View().cornerRadius(12).border(Color(hex: 0xFF453A), width: 2) }
    assertSnapshot(of: badge.inset(4).background(.white), scale: 3)
  }

  struct Avatar: CompositeComponent {
    var color: Color
    var body: some Component {
      View(color).cornerRadius(20).border(.white, width: 2).size(width: 40, height: 40)
    }
  }

  @Test func compositeComponentsComposeLikeAnyOther() {
    let avatars = Stack(.horizontal, spacing: -10) {
      for (index, color) in palette.enumerated() where index < 4 {
        Avatar(color: color)
      }
    }
    assertSnapshot(of: avatars.inset(6).background(Color(hex: 0xE5E5EA)), scale: 2)
  }

  @Test(arguments: [1, 2, 3])
  func theSameTreeAtEachScale(_ scale: Int) {
    let card = Stack(.horizontal, spacing: 6, align: .center) {
      View(Color(hex: 0xFF9F0A)).cornerRadius(5).size(width: 18, height: 18)
      block(3, 50, 6)
    }
    .inset(7)
    .background { View(.white).cornerRadius(8).border(Color(hex: 0xD1D1D6), width: 0.5) }
    assertSnapshot(of: card, scale: scale)
  }
}
