import Pixelproof
import Testing

/// Text in the bundled fonts: references under `ReferenceImages/TextSnapshotTests/`.
@Suite struct TextSnapshotTests {
  static let paragraph =
    "Pixelproof renders every glyph itself, from fonts it carries, so the same label gives the same "
    + "pixels on every machine. Text wraps at spaces and after hyphens, like a well-behaved UILabel, and "
    + "long lines are truncated with an ellipsis."

  @Test func latinParagraph() {
    // 15 pt Noto Sans in 280 pt: several lines wrapped at spaces, the hyphenated word kept whole or
    // broken after its hyphen, a bold heading above.
    let card = Stack(spacing: 8) {
      Label("Deterministic text", font: .system(size: 20, weight: .bold))
      Label(Self.paragraph, font: .system(size: 15), color: Color(hex: 0x3C3C43)).numberOfLines(0)
    }
    assertSnapshot(of: card.inset(16).background(.white), size: .width(312), scale: 2)
  }

  @Test func chineseNewsCard() {
    // A title in two lines of 17 pt medium, a category chip "科技", the source "网易新闻" and a
    // timestamp in grey: CJK from the fallback font, digits and Latin from Noto Sans.
    let title = "人工智能助力新能源汽车产业升级，多家企业发布最新技术成果。"
    let card = Stack(spacing: 10, align: .stretch) {
      Label(title, font: .system(size: 17, weight: .medium)).numberOfLines(2)
      Stack(.horizontal, spacing: 8, align: .center) {
        Label("科技", font: .system(size: 12), color: Color(hex: 0x0A84FF))
          .inset(horizontal: 6, vertical: 2)
          .background(Color(hex: 0xE5F1FF), cornerRadius: 4)
        Label("网易新闻", font: .system(size: 13), color: Color(hex: 0x8E8E93))
        Label("2026-11-22 09:41", font: .system(size: 13), color: Color(hex: 0x8E8E93))
      }
    }
    assertSnapshot(of: card.inset(16).background(.white), size: .width(320), scale: 2)
  }
}
