import PixelproofComponents

/// The cards of ``ShowcaseScreen`` on their own, small enough for a 2x snapshot: the photo card above
/// the dashed and rotated shortcuts.
struct ShowcaseCards: CompositeComponent {
  var body: some Component {
    Stack(spacing: 16, align: .stretch) {
      ShowcasePhotoCard()
      ShowcaseShortcuts()
    }
    .inset(16)
    .background(Palette.screen)
  }
}

/// A card with a shadow whose rounded corners clip an aspect-filled photo, above a row with a tinted
/// icon and a button whose half-transparent, overlapping avatars do not show through each other.
struct ShowcasePhotoCard: CompositeComponent {
  var body: some Component {
    Stack(align: .stretch) {
      // The photo is 96 x 64: filling 156 points of height crops its top and bottom, so it clips itself;
      // the card's clip rounds its upper corners. 156, not more: the settings list below still fits on
      // the screen above the tab bar.
      Image(SampleImages.landscape).contentMode(.scaleAspectFill).clipsToBounds()
        .accessibilityLabel("Photo of Lake Bled at dawn")
        .size(height: 156)
      Stack(.horizontal, spacing: 12, align: .center) {
        Image(SampleImages.icon(.heart), scale: SampleImages.iconScale).tint(Palette.danger)
          .accessibilityLabel("Liked")
        Stack(spacing: 2) {
          Label("Lake Bled at dawn", font: .system(size: 15, weight: .bold), color: Palette.text)
          Label("Slovenia · 1,284 likes", font: .system(size: 12), color: Palette.secondaryText)
        }
        .flexGrow(1)
        .flexShrink(1)
        followButton
      }
      .inset(14)
    }
    .backgroundColor(Palette.card)
    .cornerRadius(16)
    .clipsToBounds()
    .shadow(Palette.shadow, offset: Point(x: 0, y: 6), blur: 16)
  }

  /// A "follow" button: three avatars overlapping by 8 points, at alpha 0.5 as one layer, and a label.
  /// The label stays opaque: at half opacity white on blue cannot reach AA.
  private var followButton: some Component {
    Stack(.horizontal, align: .center) {
      Stack(.horizontal, align: .center) {
        for (index, color) in [Palette.warm, Palette.green, Palette.indigo].enumerated() {
          View(color).cornerRadius(11).border(.white, width: 2).size(width: 22, height: 22)
            .spacingBefore(index == 0 ? 0 : -8)
        }
      }
      .alpha(0.5)
      Label("Follow", font: .system(size: 12, weight: .medium), color: .white).spacingBefore(8)
    }
    .inset(horizontal: 8, vertical: 6)
    .background(Palette.tint, cornerRadius: 17)
  }
}

/// Two shortcut cards side by side: an "add" card with a dashed border, and a note pinned at a slant
/// with a speech bubble whose corners differ.
struct ShowcaseShortcuts: CompositeComponent {
  var body: some Component {
    Stack(.horizontal, spacing: 14, align: .stretch) {
      addCard.flexGrow(1).flexBasis(0)
      note.flexGrow(1).flexBasis(0)
    }
    .size(height: 112)
  }

  private var addCard: some Component {
    Stack(spacing: 10, justify: .center, align: .center) {
      // Decorative: the label beside it says what the card does.
      Image(SampleImages.icon(.plus), scale: SampleImages.iconScale).tint(Palette.tint).accessibilityHidden()
      Label("New album", font: .system(size: 13, weight: .medium), color: Palette.tint)
    }
    .backgroundColor(Palette.accentSoft)
    .cornerRadius(16)
    .border(Palette.tint, width: 1.5, dashes: [6, 4])
  }

  private var note: some Component {
    Stack(spacing: 10) {
      View()
        .backgroundGradient(
          .linear(Gradient(colors: [Palette.warm, Palette.danger]), start: .top, end: .bottom)
        )
        .cornerRadii(CornerRadii(topLeft: 14, topRight: 14, bottomRight: 14, bottomLeft: 3))
        .size(width: 40, height: 30)
      Label("Pack for the trip", font: .system(size: 14, weight: .bold), color: Palette.text)
      Label("Friday, 7 pm", font: .system(size: 12), color: Palette.secondaryText)
    }
    .inset(14)
    .backgroundColor(Palette.card)
    .cornerRadius(14)
    .shadow(Palette.softShadow, offset: Point(x: 0, y: 4), blur: 12)
    .rotation(degrees: -4)
  }
}

/// A list card: rows of a tinted icon on a coloured tile, two lines, and a chevron, with dividers
/// between rows that start where the text does.
struct ShowcaseSettingsList: CompositeComponent {
  private let rows: [(glyph: SampleImages.Glyph, tile: Color, title: String, detail: String)] = [
    (.home, Palette.accent, "Home and places", "3 saved"),
    (.heart, Palette.danger, "Favourites", "128 photos"),
    (.person, Palette.green, "Account and privacy", "Signed in"),
  ]

  var body: some Component {
    Stack(align: .stretch) {
      for (index, row) in rows.enumerated() {
        if index > 0 { Divider(Palette.hairline).inset(left: 62) }
        Stack(.horizontal, spacing: 12, align: .center) {
          // The icon repeats the row's title, and the chevron only says the row opens more.
          Image(SampleImages.icon(row.glyph), scale: SampleImages.iconScale).tint(.white)
            .accessibilityHidden()
            .inset(6)
            .backgroundColor(row.tile)
            .cornerRadius(9)
          Stack(spacing: 0) {
            Label(row.title, font: .system(size: 15, weight: .medium), color: Palette.text)
            Label(row.detail, font: .system(size: 12), color: Palette.secondaryText)
          }
          .flexGrow(1)
          Image(SampleImages.icon(.chevron), scale: SampleImages.iconScale).tint(Palette.hairline)
            .accessibilityHidden()
            .size(width: 16, height: 16)
        }
        .inset(horizontal: 14, vertical: 10)
      }
    }
    .backgroundColor(Palette.card)
    .cornerRadius(16)
    .shadow(Palette.softShadow, offset: Point(x: 0, y: 2), blur: 8)
  }
}
