import PixelproofComponents

/// A phone screen (390 x 844 points) that uses every painting feature: a header on a linear gradient
/// with rounded lower corners and a radial-gradient avatar, a photo card with a shadow and a clipped,
/// aspect-filled photo, a dashed card beside a rotated one, a list card with dividers and tinted icons,
/// and a tab bar. The benchmark renders it at 3x.
public struct ShowcaseScreen: CompositeComponent {
  public init() {}

  public var body: some Component {
    Stack(align: .stretch) {
      ShowcaseHeader()
      Stack(spacing: 16, align: .stretch) {
        ShowcasePhotoCard()
        ShowcaseShortcuts()
        ShowcaseSettingsList()
      }
      .inset(16)
      .flexGrow(1)
      .flexShrink(1)
      ShowcaseTabBar()
    }
    .background(Palette.screen)
  }
}

/// The screen's header: a status bar, a title beside an avatar, and a search field, on a diagonal
/// gradient whose lower corners are rounded.
struct ShowcaseHeader: CompositeComponent {
  var body: some Component {
    Stack(spacing: 18, align: .stretch) {
      statusBar
      Stack(.horizontal, spacing: 12, align: .center) {
        Stack(spacing: 2) {
          Label("Tuesday, 14 May", font: .system(size: 13, weight: .medium), color: .white)
          Label("Good morning", font: .system(size: 28, weight: .bold), color: .white)
        }
        .flexGrow(1)
        avatar
      }
      searchField
    }
    .inset(top: 14, left: 20, bottom: 20, right: 20)
    .backgroundGradient(
      .linear(
        Gradient(colors: [Palette.indigo, Palette.tint, Palette.deepTeal]), start: .topLeft, end: .bottomRight
      )
    )
    .cornerRadii(CornerRadii(topLeft: 0, topRight: 0, bottomRight: 28, bottomLeft: 28))
  }

  private var statusBar: some Component {
    Stack(.horizontal, spacing: 6, align: .center) {
      Label("9:41", font: .system(size: 15, weight: .bold), color: .white)
      View().flexGrow(1)
      // Signal bars, rising.
      Stack(.horizontal, spacing: 2, align: .end) {
        for height in [4.0, 6, 8, 10] { View(.white).cornerRadius(1).size(width: 3, height: .points(height)) }
      }
      battery
    }
    .size(height: 20)
  }

  private var battery: some Component {
    Stack(.horizontal, spacing: 1, align: .center) {
      View(.white).cornerRadius(1.5).size(width: 16, height: 7)
        .inset(2)
        .border(Palette.dimmedWhite, width: 1)
        .cornerRadius(3.5)
      View(Palette.dimmedWhite)
        .cornerRadii(CornerRadii(topLeft: 0, topRight: 1, bottomRight: 1, bottomLeft: 0))
        .size(width: 1.5, height: 4)
    }
  }

  /// A sphere lit from the top left: a radial gradient, clipped to a circle by the corner radius.
  private var avatar: some Component {
    View()
      .backgroundGradient(
        .radial(
          Gradient(colors: [Palette.sunlight, Palette.warm, Palette.danger]),
          center: UnitPoint(x: 0.35, y: 0.3), radius: 34)
      )
      .cornerRadius(24)
      .border(.white, width: 2)
      .shadow(Palette.softShadow, offset: Point(x: 0, y: 2), blur: 6)
      .size(width: 48, height: 48)
  }

  private var searchField: some Component {
    Stack(.horizontal, spacing: 10, align: .center) {
      // Decorative: the placeholder says what the field is for.
      Image(SampleImages.icon(.search), scale: SampleImages.iconScale).tint(.white).accessibilityHidden()
        .size(width: 18, height: 18)
      Label("Search places and people", font: .system(size: 15), color: Palette.fieldText)
    }
    .inset(horizontal: 12)
    .size(height: 40)
    .background(Palette.fieldShade, cornerRadius: 12)
  }
}

/// The tab bar: a hairline on top, four tinted icons with labels, the first selected, and room for the
/// home indicator.
struct ShowcaseTabBar: CompositeComponent {
  var body: some Component {
    Stack(align: .stretch) {
      Divider(Palette.hairline)
      Stack(.horizontal, align: .start) {
        let tabs: [(SampleImages.Glyph, String)] = [
          (.home, "Home"), (.search, "Explore"), (.heart, "Saved"), (.person, "Profile"),
        ]
        for (index, (glyph, title)) in tabs.enumerated() {
          let color = index == 0 ? Palette.tint : Palette.secondaryText
          Stack(spacing: 4, align: .center) {
            // Decorative: the tab's title says the same.
            Image(SampleImages.icon(glyph), scale: SampleImages.iconScale).tint(color).accessibilityHidden()
            Label(title, font: .system(size: 10, weight: .medium), color: color)
          }
          .flexGrow(1)
          .flexBasis(0)
        }
      }
      .inset(top: 8, bottom: 30)
    }
    .backgroundColor(Palette.card)
  }
}
