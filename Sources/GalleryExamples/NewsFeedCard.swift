import PixelproofComponents

/// A news-feed card: a source row, a headline of at most `headlineLines` lines, a photo with a caption
/// strip, and an actions bar.
public struct NewsFeedCard: CompositeComponent {
  public var headlineLines: Int
  public var isUnread: Bool

  public init(headlineLines: Int = 2, isUnread: Bool = true) {
    self.headlineLines = headlineLines
    self.isUnread = isUnread
  }

  /// Longer than three lines at every width the gallery shows, so every card cuts it.
  private static let headline =
    "City council approves protected bike lanes along the waterfront, with work starting this spring "
    + "and the first stretch open by autumn"

  public var body: some Component {
    Stack(spacing: 12, align: .stretch) {
      sourceRow
      Label(Self.headline, font: .system(size: 17, weight: .bold), color: Palette.text)
        // Cut on purpose, as a feed shows a headline in a few lines and the article in full: the
        // truncated-text check reports each card's headline, and the gallery's tests expect exactly that.
        .numberOfLines(headlineLines)
      photo
      actions
    }
    .inset(16)
    .background { View(Palette.card).cornerRadius(12).border(Palette.hairline, width: 1) }
  }

  private var sourceRow: some Component {
    Stack(.horizontal, spacing: 8, align: .center) {
      View(Palette.warm).cornerRadius(6).size(width: 24, height: 24)
      Stack(spacing: 4) {
        Label("The Harbour Post", font: .system(size: 15, weight: .medium), color: Palette.text)
        Label("2 hours ago", font: .system(size: 12), color: Palette.secondaryText)
      }
      .flexGrow(1)
      if isUnread { View(Palette.accent).cornerRadius(4).size(width: 8, height: 8) }
    }
  }

  private var photo: some Component {
    View(Palette.photoShade).cornerRadius(8)
      .size(height: 120)
      .overlay {
        Stack(.horizontal, align: .center) {
          Label("Photo: Marta Lindqvist", font: .system(size: 12, weight: .medium), color: .white)
        }
        .inset(top: .infinity, left: 12, bottom: 10, right: 12)
      }
  }

  private var actions: some Component {
    Stack(.horizontal, spacing: 16, align: .center) {
      for action in ["Like", "Comment", "Share"] {
        Stack(.horizontal, spacing: 6, align: .center) {
          View().border(Palette.secondaryText, width: 1.5).cornerRadius(4).size(width: 16, height: 16)
          Label(action, font: .system(size: 13, weight: .medium), color: Palette.secondaryText)
        }
      }
    }
  }
}
