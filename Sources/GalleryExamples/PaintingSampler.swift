import PixelproofComponents

/// A 4 x 4 grid of 88-point cells, each showing one painting feature on its own: fills and corners,
/// borders, gradients, a shadow, alpha as one layer, clipping, images (aspect fill, tint, nearest
/// sampling), transforms, and dividers. 392 points square: 784 pixels at 2x.
public struct PaintingSampler: CompositeComponent {
  public init() {}

  public var body: some Component {
    Stack(spacing: 8, align: .stretch) {
      for row in 0..<4 {
        Stack(.horizontal, spacing: 8) {
          for column in 0..<4 {
            Self.cells[row * 4 + column].centered().size(width: 88, height: 88)
          }
        }
      }
    }
    .inset(8)
    .background(Palette.screen)
  }

  private static let circle = RelativeSizeRange(width: 40, height: 40)

  /// One feature per cell, in reading order.
  private static let cells: [any Component] = [
    // Row 1: a plain fill, one radius, a radius per corner, a solid border.
    View(Palette.accent).size(width: 56, height: 56),
    View(Palette.accent).cornerRadius(16).size(width: 56, height: 56),
    View(Palette.accent).cornerRadii(CornerRadii(topLeft: 28, topRight: 4, bottomRight: 28, bottomLeft: 4))
      .size(width: 56, height: 56),
    View(Palette.card).cornerRadius(12).border(Palette.accent, width: 3).size(width: 56, height: 56),

    // Row 2: a dashed border, a linear and a radial gradient, a shadow.
    View().cornerRadius(12).border(Palette.accent, width: 2, dashes: [6, 4]).size(width: 56, height: 56),
    View()
      .backgroundGradient(
        .linear(Gradient(colors: [Palette.indigo, Palette.teal]), start: .topLeft, end: .bottomRight)
      )
      .cornerRadius(12)
      .size(width: 56, height: 56),
    View()
      .backgroundGradient(
        .radial(
          Gradient(colors: [Palette.sunlight, Palette.warm, Palette.danger]),
          center: UnitPoint(x: 0.35, y: 0.3), radius: 40)
      )
      .cornerRadius(28)
      .size(width: 56, height: 56),
    View(Palette.card).cornerRadius(12).shadow(Palette.shadow, offset: Point(x: 0, y: 4), blur: 12)
      .size(width: 56, height: 56),

    // Row 3: alpha over overlapping children, a clip cutting a child, an aspect-filled rounded photo, a
    // template icon.
    Static {
      View(Palette.danger).cornerRadius(20).positioned(x: 0, y: 0, size: Self.circle)
      View(Palette.accent).cornerRadius(20).positioned(x: 20, y: 16, size: Self.circle)
    }
    .size(width: 60, height: 56)
    .alpha(0.5),
    Static {
      View(Palette.warm).cornerRadius(30)
        .positioned(x: 24, y: 24, size: RelativeSizeRange(width: 60, height: 60))
    }
    .backgroundColor(Palette.accentSoft)
    .cornerRadius(16)
    .clipsToBounds()
    .size(width: 56, height: 56),
    Image(SampleImages.landscape).contentMode(.scaleAspectFill).cornerRadius(14).clipsToBounds()
      .accessibilityLabel("Landscape photo")
      .size(width: 56, height: 56),
    Image(SampleImages.icon(.heart), scale: SampleImages.iconScale).tint(Palette.danger)
      .accessibilityLabel("Heart")
      .size(width: 48, height: 48),

    // Row 4: nearest sampling of pixel art, a rotation, a scale with an offset, dividers.
    Image(SampleImages.pixelArt).sampling(.nearest).accessibilityLabel("Pixel art")
      .size(width: 60, height: 60),
    View(Palette.indigo).cornerRadius(8).rotation(degrees: 15).size(width: 48, height: 48),
    View(Palette.green).cornerRadius(8).scaleEffect(0.75).offset(x: 8, y: -8).size(width: 56, height: 56),
    Stack(spacing: 4, align: .stretch) {
      Label("Wi-Fi", font: .system(size: 11), color: Palette.text)
      Divider(Palette.gray)
      Label("Sound", font: .system(size: 11), color: Palette.text)
      Divider(Palette.gray)
      Label("Display", font: .system(size: 11), color: Palette.text)
    }
    .size(width: 64),
  ]
}
