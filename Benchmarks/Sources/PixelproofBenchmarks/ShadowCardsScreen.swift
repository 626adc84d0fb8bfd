import PixelproofVerifier

/// A phone screen (390 x 844 points) of cards with soft shadows and gradient fills: a gradient header,
/// then cards on a diagonal gradient, each with a gradient banner, a radial-gradient badge and two lines
/// of text, on a screen whose grey darkens downwards.
/// Only the reference-size benchmark renders it, at 3x: soft shadows and gradients are where a PNG
/// encoder's filters and matches have least to work with, so it is the hardest screen for file size.
/// Not a gallery example: no reference image is recorded from it.
struct ShadowCardsScreen: CompositeComponent {
  private static let screen = Color(hex: 0xF2F2F7)
  private static let text = Color(hex: 0x1C1C1E)
  private static let secondaryText = Color(hex: 0x6C6C70)
  private static let shadow = Color(hex: 0x000000, alpha: 51)
  private static let softShadow = Color(hex: 0x000000, alpha: 32)

  /// Each card's title, detail and its banner's two colours.
  private let cards: [(title: String, detail: String, from: Color, to: Color)] = [
    ("Morning run", "5.2 km · 28 min", Color(hex: 0xFF9F0A), Color(hex: 0xFF453A)),
    ("Deep work", "2 h 15 min focused", Color(hex: 0x5E5CE6), Color(hex: 0x0A84FF)),
    ("Sleep", "7 h 40 min · 92 score", Color(hex: 0x0B6E99), Color(hex: 0x64D2FF)),
    ("Hydration", "1.8 of 2.5 litres", Color(hex: 0x30D158), Color(hex: 0x0B6E99)),
  ]

  var body: some Component {
    Stack(align: .stretch) {
      header
      Stack(spacing: 18, align: .stretch) {
        for card in cards { self.card(card.title, card.detail, from: card.from, to: card.to) }
      }
      .inset(horizontal: 18, vertical: 20)
      .flexGrow(1)
      .flexShrink(1)
    }
    .backgroundGradient(
      .linear(Gradient(colors: [Self.screen, Color(hex: 0xDCE3F0)]), start: .top, end: .bottom)
    )
  }

  private var header: some Component {
    Stack(spacing: 4) {
      Label("Today", font: .system(size: 30, weight: .bold), color: .white)
      Label("Four goals, three on track", font: .system(size: 14), color: Color(hex: 0xFFFFFF, alpha: 204))
    }
    .inset(horizontal: 20, vertical: 22)
    .size(height: 140)
    .backgroundGradient(
      .linear(
        Gradient(colors: [Color(hex: 0x5E5CE6), Color(hex: 0x0062CC), Color(hex: 0x0B6E99)]),
        start: .topLeft, end: .bottomRight)
    )
    .cornerRadii(CornerRadii(topLeft: 0, topRight: 0, bottomRight: 28, bottomLeft: 28))
    .shadow(Self.shadow, offset: Point(x: 0, y: 6), blur: 18)
  }

  private func card(_ title: String, _ detail: String, from: Color, to: Color) -> some Component {
    Stack(align: .stretch) {
      View()
        .backgroundGradient(.linear(Gradient(colors: [from, to]), start: .topLeft, end: .bottomRight))
        .size(height: 64)
      Stack(.horizontal, spacing: 12, align: .center) {
        View()
          .backgroundGradient(
            .radial(Gradient(colors: [.white, from, to]), center: UnitPoint(x: 0.3, y: 0.3), radius: 0.8)
          )
          .cornerRadius(18)
          .shadow(Self.softShadow, offset: Point(x: 0, y: 2), blur: 6)
          .size(width: 36, height: 36)
        Stack(spacing: 2) {
          Label(title, font: .system(size: 16, weight: .bold), color: Self.text)
          Label(detail, font: .system(size: 13), color: Self.secondaryText)
        }
        .flexGrow(1)
        .flexShrink(1)
      }
      .inset(14)
    }
    .backgroundGradient(
      .linear(Gradient(colors: [.white, Color(hex: 0xE8EEF8)]), start: .topLeft, end: .bottomRight)
    )
    .cornerRadius(18)
    .clipsToBounds()
    .shadow(Self.shadow, offset: Point(x: 0, y: 10), blur: 30)
  }
}
