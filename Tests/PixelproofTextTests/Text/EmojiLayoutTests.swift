import PixelproofGraphics
import Testing

@testable import PixelproofText

/// Emoji in text layout: the emoji font after the text fonts, its ligatures, and images placed by the
/// strike's metrics. Every emoji glyph of Noto Color Emoji advances 2550 of 2048 units (`hmtx`), and its
/// image is 80 x 75 pixels at 64 per em with bearings (0, 59) (`CBDT` small metrics; see EmojiFontTests).
@Suite struct EmojiLayoutTests {
  /// One emoji's advance at 32 pt: 2550 × 32 / 2048.
  private let emojiAdvance = 39.84375

  private func layout(_ text: String, size: Double = 32) throws -> TextLayout {
    let run = TextRun(text, font: .system(size: size), color: .red)
    return try TextLayout([run], style: TextStyle(), width: .infinity)
  }

  @Test func anEmojiAdvancesByItsHmtxWidth() throws {
    let regular = try BundledFonts.notoSans(.regular)
    let a =
      Double(regular.advance(of: try #require(regular.glyph(for: "a")))) * 32
      / Double(regular.unitsPerEm)
    #expect(try layout("\u{1F44B}").size.width == emojiAdvance)
    #expect(abs(try layout("a\u{1F44B}").size.width - (a + emojiAdvance)) < 1e-9)
    #expect(try layout("a\u{1F44B}").missingCharacters.isEmpty)
  }

  @Test func anImageSitsOnTheBaselineByItsStrikeMetrics() throws {
    let text = try layout("\u{1F44B}")
    let baseline = try #require(text.firstBaseline)
    let images = text.colorBitmaps(in: Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(images.count == 1)
    let image = try #require(images.first)
    // 32 pt over 64 pixels per em: half a point per strike pixel.
    #expect(image.frame == Rect(x: 10, y: 20 + baseline - 29.5, width: 40, height: 37.5))
    #expect((image.bitmap.width, image.bitmap.height) == (80, 75))
    #expect(image.sampling == .bilinear)
    // The run's red does not tint the picture.
    #expect(image.tint == nil)
  }

  @Test func sequencesAreOneImageEach() throws {
    let sequences = [
      "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",  // family
      "\u{1F1FA}\u{1F1F8}",  // flag
      "\u{1F44B}\u{1F3FD}",  // skin tone
      "#\u{FE0F}\u{20E3}",  // keycap
    ]
    for sequence in sequences {
      let text = try layout(sequence)
      #expect(text.colorBitmaps(in: .zero).count == 1, "\(sequence.unicodeScalars.map(\.value))")
      #expect(text.size.width == emojiAdvance)
      #expect(text.missingCharacters.isEmpty)
    }
  }

  @Test func aZWJSequenceWithoutALigatureShowsItsParts() throws {
    // Waving hand, ZWJ, boy: one grapheme cluster, no ligature; ZWJ has no advance and no image.
    let text = try layout("\u{1F44B}\u{200D}\u{1F466}")
    #expect(text.colorBitmaps(in: .zero).map(\.frame.minX) == [0, emojiAdvance])
    #expect(text.size.width == 2 * emojiAdvance)
  }

  @Test func variationSelectorsChooseThePresentationAndDrawNoBox() throws {
    let regular = try BundledFonts.notoSans(.regular)
    let copyright =
      Double(regular.advance(of: try #require(regular.glyph(for: "\u{A9}")))) * 32
      / Double(regular.unitsPerEm)
    // U+FE0F asks for the emoji, U+FE0E for text; neither is drawn.
    let emoji = try layout("\u{A9}\u{FE0F}")
    #expect(emoji.colorBitmaps(in: .zero).count == 1)
    #expect(emoji.size.width == emojiAdvance)
    let text = try layout("\u{A9}\u{FE0E}")
    #expect(text.colorBitmaps(in: .zero).isEmpty)
    #expect(abs(text.size.width - copyright) < 1e-9)
    for presented in [emoji, text, try layout("\u{2764}\u{FE0F}")] {
      #expect(presented.missingCharacters.isEmpty)
    }
    // Without a selector, a character the text font has stays text.
    #expect(try layout("\u{A9}").colorBitmaps(in: .zero).isEmpty)
  }

  @Test func textWithoutEmojiHasNoImages() throws {
    #expect(try layout("Hello, 世界").colorBitmaps(in: Rect(x: 0, y: 0, width: 100, height: 40)).isEmpty)
  }
}
