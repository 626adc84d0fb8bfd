import PixelproofComponents

/// A row of buttons in their usual styles: filled, outlined, plain, and disabled.
public struct ButtonRow: CompositeComponent {
  public init() {}

  public var body: some Component {
    Stack(.horizontal, spacing: 8, align: .center) {
      button(fill: Palette.accent, label: .white).flexGrow(1)
      button(fill: nil, label: Palette.accent, border: Palette.accent).flexGrow(1)
      button(fill: Palette.accentSoft, label: Palette.accent).flexGrow(1)
      button(fill: Palette.placeholder, label: Palette.secondaryText).alpha(0.5)
    }
    .inset(16)
    .background(Palette.screen)
  }

  private func button(fill: Color?, label: Color, border: Color? = nil) -> some Component {
    var shape = View(fill).cornerRadius(10)
    if let border { shape = shape.border(border, width: 1.5) }
    return Stack(.horizontal, justify: .center, align: .center) {
      TextLine(width: 36, height: 10, color: label)
    }
    .inset(horizontal: 14)
    .size(height: 44)
    .background { shape }
  }
}
