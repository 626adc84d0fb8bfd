import Pixelproof
import Testing

/// Buttons in every state: references under `ReferenceImages/ButtonSnapshotTests/`.
@Suite struct ButtonSnapshotTests {
  /// A 32 x 32 px template icon (16 pt at 2x): a ring with a plus inside, opaque black on transparent,
  /// anti-aliased by 4 x 4 samples per pixel so its edges match the text beside it.
  static func plusIcon() throws -> PremultipliedBitmap {
    let size = 32
    var pixels: [UInt8] = []
    for y in 0..<size {
      for x in 0..<size {
        var covered = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            // Sample positions in pixels, centred on the bitmap's middle (16, 16).
            let px = Double(x) + (Double(sx) + 0.5) / 4 - 16
            let py = Double(y) + (Double(sy) + 0.5) / 4 - 16
            let distance = (px * px + py * py).squareRoot()
            let ring = distance >= 12 && distance <= 15
            let plus = (abs(px) <= 1.5 && abs(py) <= 7) || (abs(py) <= 1.5 && abs(px) <= 7)
            if ring || plus { covered += 1 }
          }
        }
        pixels += [0, 0, 0, UInt8(covered * 255 / 16)]
      }
    }
    return PremultipliedBitmap(try StraightBitmap(width: size, height: size, pixels: pixels))
  }

  @Test func everyStateWithAndWithoutAnImage() throws {
    // One row per state; in each, a title-only button and one with the icon, white on blue with 8 pt
    // corners. Normal: white on #0A84FF. Highlighted: no own background, so the blue darkened 20%
    // (#086ACC). Selected: its own title "Following" on its own green. Disabled: the white title and icon
    // at 40% alpha on the normal blue, so they look pale blue.
    let icon = try Self.plusIcon()
    func button(_ state: Button.State, image: PremultipliedBitmap?) -> Button {
      Button("Follow", image: image, state: state)
        .image(image, scale: 2)
        .font(.system(size: 15, weight: .medium))
        .titleColor(.white)
        .backgroundColor(Swatch.blue)
        .title("Following", for: .selected)
        .backgroundColor(Swatch.green, for: .selected)
        .cornerRadius(8)
    }
    let column = Stack(spacing: 12) {
      for state in Button.State.allCases {
        Stack(.horizontal, spacing: 12, align: .center) {
          Label("\(state)", font: .system(size: 13), color: Swatch.frame).size(width: 80)
          button(state, image: nil)
          button(state, image: icon)
        }
      }
    }
    assertSnapshot(of: column.inset(16).background(.white), scale: 2)
  }
}
