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

  @Test func everyAlignment() {
    // The same two-line text in 200 pt boxes: left, centre, right, natural (as left) and justified (the
    // first line stretched to both edges, the last line left as it is).
    let text = "Alignment moves each line within the width of its label."
    let alignments: [(TextAlignment, Color)] = [
      (.left, Swatch.red), (.center, Swatch.orange), (.right, Swatch.green), (.natural, Swatch.teal),
      (.justified, Swatch.blue),
    ]
    let column = Stack(spacing: 8, align: .stretch) {
      for (alignment, color) in alignments {
        Label(text, font: .system(size: 14)).numberOfLines(0).alignment(alignment)
          .inset(horizontal: 4).background(
            Color(red: color.red, green: color.green, blue: color.blue, alpha: 40))
      }
    }
    assertSnapshot(of: column.inset(8).background(.white), size: .width(216), scale: 2)
  }

  @Test func everyLineBreakModeOnTwoLines() {
    // In 180 pt and at most two lines: word wrap and character wrap end the second line with an ellipsis
    // (UIKit's rule for a line limit); head, middle and tail truncation put the ellipsis at the start,
    // middle or end of the second line; one line truncated at the tail shows the start and "…".
    let text = "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun."
    let modes: [LineBreakMode] = [.wordWrap, .characterWrap, .truncateHead, .truncateMiddle, .truncateTail]
    let column = Stack(spacing: 10, align: .stretch) {
      for mode in modes {
        Label(text, font: .system(size: 14)).numberOfLines(2).lineBreakMode(mode)
      }
      Label(text, font: .system(size: 14))
    }
    assertSnapshot(of: column.inset(8).background(.white), size: .width(196), scale: 2)
  }

  @Test func attributedRunsAndMixedScripts() {
    // One label of runs: regular, bold red, medium blue, a larger size, then Chinese from the fallback
    // font inside Latin text; 2 pt letter spacing and a 1.4 line-height multiple on the second label.
    let runs = [
      TextRun("Plain, ", font: .system(size: 16)),
      TextRun("bold red, ", font: .system(size: 16, weight: .bold), color: Swatch.red),
      TextRun("medium blue, ", font: .system(size: 16, weight: .medium), color: Swatch.blue),
      TextRun("large ", font: .system(size: 24)),
      TextRun("and 中文混排 with Latin.", font: .system(size: 16), color: Swatch.purple),
    ]
    let column = Stack(spacing: 12) {
      Label(runs: runs).numberOfLines(0)
      Label(
        "Spaced out, tall lines: letter spacing and line height apply to every line.", font: .system(size: 14)
      )
      .numberOfLines(0).letterSpacing(2).lineHeightMultiple(1.4)
    }
    assertSnapshot(of: column.inset(12).background(.white), size: .width(300), scale: 2)
  }

  @Test func greetingsInTwelveLanguages() {
    // One 17 pt label per language, each script from the face the font cascade names for it, each
    // paragraph in its direction (UAX #9): Hebrew and Arabic right to left and aligned right (natural
    // alignment), the mixed line "abc שלום 123 def" shown as "abc 123 םולש def" with ש rightmost of the
    // Hebrew word. Arabic, Hebrew and Thai are shaped (Arabic letters joined, as hb-view draws them with
    // the same font); Devanagari is not yet: the Indic shaper is still to come, so its virama shows.
    let greetings = [
      "Hello", "Здравствуйте", "Γειά σου", "Xin chào, thế giới, cảm ơn, tiếng Việt", "こんにちは",
      "안녕하세요", "你好", "مرحبا", "שלום", "नमस्ते", "สวัสดี", "abc שלום 123 def",
    ]
    let column = Stack(spacing: 4, align: .stretch) {
      for greeting in greetings {
        Label(greeting, font: .system(size: 17)).numberOfLines(0)
      }
    }
    assertSnapshot(of: column.inset(12).background(.white), size: .width(320), scale: 2)
  }
}
