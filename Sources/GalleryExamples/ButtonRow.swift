import PixelproofComponents

/// A row of buttons in their usual styles: filled, outlined, plain, and disabled.
public struct ButtonRow: CompositeComponent {
  public init() {}

  public var body: some Component {
    Stack(.horizontal, spacing: 8, align: .center) {
      button("Follow", fill: Palette.tint, label: .white).flexGrow(1)
      button("Message", fill: nil, label: Palette.tint, border: Palette.tint).flexGrow(1)
      button("Share", fill: Palette.accentSoft, label: Palette.tint).flexGrow(1)
      // Disabled by its greys, not by half opacity: at 0.5 its title would fall far below AA.
      button("More", fill: Palette.placeholder, label: Palette.disabledText)
    }
    .inset(16)
    .background(Palette.screen)
  }

  private func button(_ title: String, fill: Color?, label: Color, border: Color? = nil) -> some Component {
    var shape = View(fill).cornerRadius(10)
    if let border { shape = shape.border(border, width: 1.5) }
    return Stack(.horizontal, justify: .center, align: .center) {
      Label(title, font: .system(size: 15, weight: .medium), color: label)
    }
    .inset(horizontal: 14)
    .size(height: 44)
    .background { shape }
  }
}
