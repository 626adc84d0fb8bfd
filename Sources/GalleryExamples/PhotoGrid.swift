import PixelproofComponents

/// A photo library grid: four columns of square-ish tiles two points apart, a short last row at the
/// leading edge, under plain section titles.
public struct PhotoGrid: CompositeComponent {
  public init() {}

  private static let tints = [
    Palette.photo, Palette.warm, Palette.green, Palette.indigo, Palette.teal, Palette.danger,
    Palette.sunlight,
  ]

  public var body: some Component {
    List {
      Section(id: "recent", header: "Recents") {
        ForEach(0..<10, id: \.self) { index in tile(index) }
      }
      .grid(.count(4), itemHeight: 96, interItemSpacing: 2, lineSpacing: 2)
      Section(id: "favourites", header: "Favourites") {
        ForEach(10..<13, id: \.self) { index in tile(index) }
      }
      .grid(.count(4), itemHeight: 96, interItemSpacing: 2, lineSpacing: 2)
    }
  }

  private func tile(_ index: Int) -> any Component {
    Image(SampleImages.landscape).contentMode(.scaleAspectFill).clipsToBounds()
      .accessibilityLabel("Photo \(index + 1)")
      .overlay { View(Self.tints[index % Self.tints.count]).alpha(0.35) }
  }
}
