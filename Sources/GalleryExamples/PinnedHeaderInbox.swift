import PixelproofComponents

/// A plain inbox of messages by day, scrolled so the first day's header sticks to the window's top while
/// the next day's header pushes up from below.
public struct PinnedHeaderInbox: CompositeComponent {
  public init() {}

  private static let senders = ["Ana", "Ben", "Chloé", "Dev", "Eli", "Fay", "Gus", "Hana"]

  public var body: some Component {
    List {
      for (day, count) in [("Today", 6), ("Yesterday", 5), ("Monday", 6)] {
        Section(id: day, header: day) {
          for index in 0..<count {
            message(sender: Self.senders[(index + day.count) % Self.senders.count])
              .id("\(day)-\(index)")
          }
        }
        .rowHeight(64)
      }
    }
    .scrolled(toY: 330)
  }

  private func message(sender: String) -> any Component {
    Stack(.horizontal, spacing: 12, align: .center) {
      View(Palette.accentSoft).cornerRadius(20).size(width: 40, height: 40)
      Stack(spacing: 2) {
        Label(sender, font: .system(size: 16, weight: .bold), color: Palette.text)
        Label("See you at the harbour at six?", font: .system(size: 14), color: Palette.secondaryText)
      }
      .flexShrink(1)
    }
    .inset(horizontal: 16, vertical: 12)
  }
}
