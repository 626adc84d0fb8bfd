import PixelproofComponents

/// A card of topics to follow, laid out with ``Flexbox``: a toolbar whose button an auto margin pushes to
/// the end, tags as chips that wrap onto as many lines as they need, and a footer spread by
/// space-between.
public struct TagCloud: CompositeComponent {
  /// The width of each tag's label, in points: text stand-ins of different lengths.
  public var labelWidths: [Double]
  /// The indices of the selected tags.
  public var selected: [Int]

  public init(
    labelWidths: [Double] = [44, 60, 36, 72, 52, 28, 64, 40, 56, 48, 34, 68], selected: [Int] = [1, 4, 8]
  ) {
    self.labelWidths = labelWidths
    self.selected = selected
  }

  public var body: some Component {
    Flexbox(FlexStyle().with { $0.direction = .column; $0.rowGap = 16; $0.padding = FlexEdges(16) }) {
      toolbar
      Flexbox(FlexStyle().with { $0.wrap = .wrap; $0.columnGap = 8; $0.rowGap = 8 }) {
        for (index, width) in labelWidths.enumerated() {
          chip(labelWidth: width, isSelected: selected.contains(index))
        }
      }
      footer
    }
    .background { View(Palette.card).cornerRadius(12).border(Palette.hairline, width: 1) }
  }

  private var toolbar: some Component {
    Flexbox(FlexStyle().with { $0.alignItems = .center; $0.columnGap = 10 }) {
      View(Palette.warm).cornerRadius(8).size(width: 32, height: 32)
      // Start, not the default stretch: a text line is as long as its text.
      Flexbox(FlexStyle().with { $0.direction = .column; $0.alignItems = .flexStart; $0.rowGap = 6 }) {
        TextLine(width: 110, height: 12, color: Palette.text)
        TextLine(width: 72, height: 8, color: Palette.secondaryText)
      }
      capsule(fill: Palette.accentSoft) { TextLine(width: 36, height: 8, color: Palette.accent) }
        .flexItem { $0.margin.left = .auto }
    }
  }

  private func chip(labelWidth: Double, isSelected: Bool) -> some Component {
    capsule(fill: isSelected ? Palette.accent : Palette.screen, border: isSelected ? nil : Palette.hairline) {
      if isSelected { View(.white).cornerRadius(4).size(width: 8, height: 8) }
      TextLine(width: .points(labelWidth), height: 8, color: isSelected ? .white : Palette.text)
    }
  }

  private var footer: some Component {
    Flexbox(FlexStyle().with { $0.justifyContent = .spaceBetween; $0.alignItems = .center }) {
      TextLine(width: 84, height: 8, color: Palette.secondaryText)
      Flexbox(FlexStyle().with { $0.alignItems = .center; $0.columnGap = 12 }) {
        TextLine(width: 32, height: 8, color: Palette.secondaryText)
        capsule(fill: Palette.accent) { TextLine(width: 44, height: 8, color: .white) }
      }
    }
  }

  /// A pill 24 points high around `content`: 12 points either side, items centred 6 apart.
  private func capsule(fill: Color, border: Color? = nil, @ComponentBuilder _ content: () -> [any Component])
    -> Background
  {
    var shape = View(fill).cornerRadius(12)
    if let border { shape = shape.border(border, width: 1) }
    let style = FlexStyle().with {
      $0.alignItems = .center
      $0.columnGap = 6
      $0.padding = FlexEdges(horizontal: 12, vertical: 8)
    }
    return Flexbox(style, children: content()).background { shape }
  }
}
