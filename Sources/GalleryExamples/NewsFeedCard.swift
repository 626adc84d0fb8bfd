import PixelproofComponents

/// A news-feed card: a source row, a headline, a photo with a caption strip, and an actions bar.
public struct NewsFeedCard: CompositeComponent {
  public var headlineLines: Int
  public var isUnread: Bool

  public init(headlineLines: Int = 2, isUnread: Bool = true) {
    self.headlineLines = headlineLines
    self.isUnread = isUnread
  }

  public var body: some Component {
    Stack(spacing: 12, align: .stretch) {
      sourceRow
      Stack(spacing: 6) {
        for line in 0..<headlineLines {
          TextLine(width: line == headlineLines - 1 ? .percent(0.6) : .percent(1), height: 12, color: Palette.text)
        }
      }
      .size(width: .percent(1))
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
        TextLine(width: 90, color: Palette.text)
        TextLine(width: 56, height: 8, color: Palette.secondaryText)
      }
      .flexGrow(1)
      if isUnread { View(Palette.accent).cornerRadius(4).size(width: 8, height: 8) }
    }
  }

  private var photo: some Component {
    View(Palette.photo).cornerRadius(8)
      .size(height: 120)
      .overlay {
        Stack(.horizontal, align: .center) {
          TextLine(width: 120, height: 8, color: .white)
        }
        .inset(top: .infinity, left: 12, bottom: 10, right: 12)
      }
  }

  private var actions: some Component {
    Stack(.horizontal, spacing: 16, align: .center) {
      for _ in 0..<3 {
        Stack(.horizontal, spacing: 6, align: .center) {
          View().border(Palette.secondaryText, width: 1.5).cornerRadius(4).size(width: 16, height: 16)
          TextLine(width: 28, height: 8, color: Palette.secondaryText)
        }
      }
    }
  }
}
