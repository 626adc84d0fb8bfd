import Pixelproof
import Testing

/// A flex style with `change` applied to the web's defaults.
private func style(_ change: (inout FlexStyle) -> Void) -> FlexStyle {
  FlexStyle().with(change)
}

/// Flexbox layouts: references under `ReferenceImages/FlexboxSnapshotTests/`. Every frame in the comments
/// is in points, worked out from css-flexbox-1; the images are at 2x.
@Suite struct FlexboxSnapshotTests {
  @Test func wrappingRowWithGaps() {
    // Content box 160 - 2 x 8 = 144 wide from (8, 8). Line 1: 40 + 6 + 56 + 6 + 30 = 138 fits, the blue
    // 48 would make 192: red (8, 8, 40, 20), orange (54, 8, 56, 28), green (116, 8, 30, 28), stretched to
    // its line. Line 2 at y 8 + 28 + 8 = 44: 48 + 6 + 64 = 118, teal would make 148: blue (8, 44, 48, 20),
    // purple (62, 44, 64, 16). Line 3 at y 44 + 20 + 8 = 72: teal (8, 72, 24, 24), yellow (38, 72, 36, 24),
    // stretched. Height 72 + 24 + 8 = 104.
    let row = Flexbox(
      style {
        $0.wrap = .wrap; $0.columnGap = 6; $0.rowGap = 8; $0.padding = FlexEdges(8)
      }
    ) {
      View(Swatch.red).size(width: 40, height: 20)
      View(Swatch.orange).size(width: 56, height: 28)
      View(Swatch.green).size(width: 30)
      View(Swatch.blue).size(width: 48, height: 20)
      View(Swatch.purple).size(width: 64, height: 16)
      View(Swatch.teal).size(width: 24, height: 24)
      View(Swatch.yellow).size(width: 36)
    }
    assertSnapshot(of: row.background(.white), size: .width(160), scale: 2)
  }

  @Test func justifyContentVariants() {
    // Six grey lanes 180 wide (192 - 2 x 6), 20 high, at y 6, 32, 58, 84, 110, 136; height 162. Each has
    // three 20 x 20 boxes and 120 free. Box x within the lane, top to bottom: flex-start 0, 20, 40;
    // center 60, 80, 100; flex-end 120, 140, 160; space-between 0, 80, 160 (60 between); space-around
    // 20, 80, 140 (40 per box, half each side); space-evenly 30, 80, 130 (30 in each of 4 gaps).
    let variants: [FlexStyle.JustifyContent] = [
      .flexStart, .center, .flexEnd, .spaceBetween, .spaceAround, .spaceEvenly,
    ]
    let lanes = Flexbox(
      style {
        $0.direction = .column; $0.rowGap = 6; $0.padding = FlexEdges(6)
      }
    ) {
      for justify in variants {
        Flexbox(style { $0.justifyContent = justify }) {
          View(Swatch.red).size(width: 20, height: 20)
          View(Swatch.green).size(width: 20, height: 20)
          View(Swatch.blue).size(width: 20, height: 20)
        }
        .background(Swatch.panel)
      }
    }
    assertSnapshot(of: lanes.background(.white), size: .width(192), scale: 2)
  }

  @Test func alignItemsVariants() {
    // Five grey 60 x 60 panels at x 6, 72, 138, 204, 270 (gap 6), y 6; the image is 336 x 72. In each,
    // red 14 x 20 at x 0, orange 14 x 32 at x 18, green 14 wide with only a minimum height of 8 at x 36.
    // y of red / orange / green, left to right:
    //   flex-start 0 / 0 / 0 (green 8 high); center 20 / 14 / 26; flex-end 40 / 28 / 52;
    //   stretch 0 / 0 / 0 with green 60 high; baseline (bottom edges, the deepest is orange's 32):
    //   12 / 0 / 24, so all three bottoms line up at 32.
    let variants: [FlexStyle.AlignItems] = [.flexStart, .center, .flexEnd, .stretch, .baseline]
    let panels = Flexbox(
      style {
        $0.columnGap = 6; $0.padding = FlexEdges(6)
      }
    ) {
      for align in variants {
        Flexbox(
          style {
            $0.alignItems = align; $0.columnGap = 4
          }
        ) {
          View(Swatch.red).size(width: 14, height: 20)
          View(Swatch.orange).size(width: 14, height: 32)
          View(Swatch.green).size(width: 14, minHeight: 8)
        }
        .size(width: 60, height: 60)
        .background(Swatch.panel)
      }
    }
    assertSnapshot(of: panels.background(.white), size: .width(336), scale: 2)
  }

  @Test func rightToLeftMirrorsLeftToRight() {
    // Two grey rows 200 x 28 at (8, 8) and (8, 44); the image is 216 x 80. Padding is physical: 4 on the
    // left, 16 on the right, so the content box is x 4 ... 184 in both. Green grows to
    // 180 - (30 + 50 + 20) - 3 x 6 = 62. Centred in the 20-high line: red and blue y 4, orange 8, green 10.
    //   left to right: red 4, orange 40, green 96, blue 164 (ends at 184)
    //   right to left: red 154 (ends at 184), orange 98, green 30, blue 4
    let rows = Flexbox(
      style {
        $0.direction = .column; $0.rowGap = 8; $0.padding = FlexEdges(8)
      }
    ) {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        Flexbox(
          style {
            $0.layoutDirection = direction
            $0.columnGap = 6
            $0.alignItems = .center
            $0.padding = FlexEdges(top: 4, left: 4, bottom: 4, right: 16)
          }
        ) {
          View(Swatch.red).size(width: 30, height: 20)
          View(Swatch.orange).size(width: 50, height: 12)
          View(Swatch.green).flexItem {
            $0.grow = 1; $0.height = 8
          }
          View(Swatch.blue).size(width: 20, height: 20)
        }
        .background(Swatch.panel)
      }
    }
    assertSnapshot(of: rows.background(.white), size: .width(216), scale: 2)
  }

  @Test func absolutePositioning() {
    // A 200 x 120 panel with a 4-point border (drawn by the background view) and 8 of padding: content
    // from (12, 12), padding box 192 x 112 from (4, 4). In flow: red (12, 12, 40, 40), orange
    // (60, 12, 40, 40). Out of flow, from the padding box:
    //   green 20 x 20, top 4, right 4: (200 - 4 - 4 - 20, 4 + 4) = (172, 8)
    //   blue, left 0, right 0, bottom 0, 8 high: (4, 120 - 4 - 8, 192, 8) = (4, 108, 192, 8)
    //   purple, top 25% of 112 = 28, left 50% of 192 = 96, 25% x 25% = 48 x 28: (100, 32, 48, 28)
    //   teal 16 x 16 with no insets: its static position, flex-start on the main axis (x 12) and
    //   align-self flex-end across: y = 120 - 4 - 8 - 16 = 92, touching the blue bar.
    let panel = Flexbox(
      style {
        $0.border = FlexEdges(4); $0.padding = FlexEdges(8); $0.columnGap = 8
      }
    ) {
      View(Swatch.red).size(width: 40, height: 40)
      View(Swatch.orange).size(width: 40, height: 40)
      View(Swatch.green).size(width: 20, height: 20).flexItem {
        $0.position = .absolute
        $0.inset = FlexEdges(top: 4, left: .auto, bottom: .auto, right: 4)
      }
      View(Swatch.blue).flexItem {
        $0.position = .absolute
        $0.inset = FlexEdges(top: .auto, left: 0, bottom: 0, right: 0)
        $0.height = 8
      }
      View(Swatch.purple).flexItem {
        $0.position = .absolute
        $0.inset = FlexEdges(top: .percent(0.25), left: .percent(0.5), bottom: .auto, right: .auto)
        $0.width = .percent(0.25)
        $0.height = .percent(0.25)
      }
      View(Swatch.teal).size(width: 16, height: 16).flexItem {
        $0.position = .absolute
        $0.alignSelf = .flexEnd
      }
    }
    .size(width: 200, height: 120)
    .background { View(Swatch.panel).border(Swatch.frame, width: 4) }
    assertSnapshot(of: panel, scale: 2)
  }

  @Test func nestedFlexboxes() {
    // A row 240 wide with 10 of padding and gaps, items centred: the content is 220 wide. The avatar is
    // 40, the badges 12 + 4 + 12 = 28, so the text column grows to 220 - 40 - 28 - 2 x 10 = 132.
    // The line is the avatar's 40 high; the image is 240 x 60.
    //   red avatar (10, 10, 40, 40)
    //   column (60, 18, 132, 24), centred: (40 - 24) / 2 = 8. Inside it: orange (0, 0, 132, 10),
    //   stretched across; green 50% of 132 = 66 wide at (0, 16, 66, 8).
    //   badges (202, 24, 28, 12), centred: (40 - 12) / 2 = 14. Inside: blue x 0, purple x 16.
    let card = Flexbox(
      style {
        $0.alignItems = .center; $0.columnGap = 10; $0.padding = FlexEdges(10)
      }
    ) {
      View(Swatch.red).cornerRadius(20).size(width: 40, height: 40)
      Flexbox(
        style {
          $0.direction = .column; $0.rowGap = 6
        }
      ) {
        View(Swatch.orange).cornerRadius(5).size(height: 10)
        View(Swatch.green).cornerRadius(4).size(width: .percent(0.5), height: 8)
      }
      .flexItem { $0.grow = 1 }
      Flexbox(style { $0.columnGap = 4 }) {
        View(Swatch.blue).cornerRadius(6).size(width: 12, height: 12)
        View(Swatch.purple).cornerRadius(6).size(width: 12, height: 12)
      }
    }
    assertSnapshot(of: card.background(.white), size: .width(240), scale: 2)
  }
}
