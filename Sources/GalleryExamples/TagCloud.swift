import PixelproofComponents

/// A card of topics to follow, laid out with ``Flexbox``: a toolbar whose button an auto margin pushes to
/// the end, tags as chips that wrap onto as many lines as they need, and a footer spread by
/// space-between.
public struct TagCloud: CompositeComponent {
  /// Each tag's text.
  public var tags: [String]
  /// The indices of the selected tags.
  public var selected: [Int]

  public init(
    tags: [String] = [
      "Design", "Photography", "Travel", "Architecture", "Cycling", "Food", "Typography", "Music",
      "Gardening", "Science", "Film", "Illustration",
    ],
    selected: [Int] = [1, 4, 8]
  ) {
    self.tags = tags
    self.selected = selected
  }

  public var body: some Component {
    Flexbox(
      FlexStyle().with {
        $0.direction = .column; $0.rowGap = 16; $0.padding = FlexEdges(16)
      }
    ) {
      toolbar
      Flexbox(
        FlexStyle().with {
          $0.wrap = .wrap; $0.columnGap = 8; $0.rowGap = 8
        }
      ) {
        for (index, tag) in tags.enumerated() {
          chip(tag, isSelected: selected.contains(index))
        }
      }
      footer
    }
    .background { View(Palette.card).cornerRadius(12).border(Palette.hairline, width: 1) }
  }

  private var toolbar: some Component {
    Flexbox(
      FlexStyle().with {
        $0.alignItems = .center; $0.columnGap = 10
      }
    ) {
      View(Palette.warm).cornerRadius(8).size(width: 32, height: 32)
      // Start, not the default stretch: a label is as wide as its text.
      Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.alignItems = .flexStart; $0.rowGap = 2
        }
      ) {
        Label("Topics to follow", font: .system(size: 15, weight: .bold), color: Palette.text)
        Label("Pick three or more", font: .system(size: 12), color: Palette.secondaryText)
      }
      capsule(fill: Palette.accentSoft) { Label("Edit", font: chipFont, color: Palette.tint) }
        .flexItem { $0.margin.left = .auto }
    }
  }

  private let chipFont = Font.system(size: 13, weight: .medium)

  private func chip(_ tag: String, isSelected: Bool) -> some Component {
    capsule(fill: isSelected ? Palette.tint : Palette.screen, border: isSelected ? nil : Palette.hairline) {
      if isSelected { View(.white).cornerRadius(4).size(width: 8, height: 8) }
      Label(tag, font: chipFont, color: isSelected ? .white : Palette.text)
    }
  }

  private var footer: some Component {
    Flexbox(
      FlexStyle().with {
        $0.justifyContent = .spaceBetween; $0.alignItems = .center
      }
    ) {
      Label("3 of 12 selected", font: .system(size: 12), color: Palette.secondaryText)
      Flexbox(
        FlexStyle().with {
          $0.alignItems = .center; $0.columnGap = 12
        }
      ) {
        Label("Skip", font: chipFont, color: Palette.secondaryText)
        capsule(fill: Palette.tint) { Label("Done", font: chipFont, color: .white) }
      }
    }
  }

  /// A pill 26 points high around `content`: 12 points either side, items centred 6 apart.
  private func capsule(
    fill: Color, border: Color? = nil, @ComponentBuilder _ content: () -> [any Component]
  )
    -> Background
  {
    var shape = View(fill).cornerRadius(13)
    if let border { shape = shape.border(border, width: 1) }
    let style = FlexStyle().with {
      $0.alignItems = .center
      $0.columnGap = 6
      // 13 pt Noto Sans is 18 points high: with 4 above and below, the pill is 26 high.
      $0.padding = FlexEdges(horizontal: 12, vertical: 4)
    }
    return Flexbox(style, children: content()).background { shape }
  }
}
