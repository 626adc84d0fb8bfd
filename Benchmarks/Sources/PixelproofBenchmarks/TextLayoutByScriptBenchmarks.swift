import Foundation
import PixelproofGraphics
import PixelproofText

/// Times ``TextLayout`` (warm: faces parsed, outlines cached) on paragraphs of 200 words in Latin, in
/// Arabic and in mixed directions (English with Hebrew and Arabic words and numbers), wrapped at 343
/// points: the whole pipeline of script runs, bidi levels, fonts, shaping, line breaking and visual
/// order, reported as glyphs per second.
///
/// The check before timing: every paragraph draws with no missing glyph on more than ten lines.
struct TextLayoutByScriptBenchmarks {
  static let width = 343.0
  static let wordCount = 200
  static let paragraphs: [(name: String, words: [String])] = [
    ("latin", ["snapshot", "tests", "draw", "the", "same", "pixels", "on", "every", "machine,", "2024"]),
    ("arabic", ["مرحبا", "بالعالم،", "هذه", "لقطة", "اختبار", "تعرض", "النص", "كما", "يظهر", "١٢٣"]),
    ("mixed", ["The", "word", "שלום", "means", "peace", "like", "سلام", "in", "version", "2.5"]),
  ]

  let stopwatch: Stopwatch

  func run() throws {
    print("Text layout by script (\(Self.wordCount) words at \(Int(Self.width)) pt, warm):")
    var style = TextStyle()
    style.numberOfLines = 0
    for paragraph in Self.paragraphs {
      let text = (0..<Self.wordCount).map { paragraph.words[$0 % paragraph.words.count] }
        .joined(separator: " ")
      let runs = [TextRun(text, font: .system(size: 15))]
      let laid = try TextLayout(runs, style: style, width: Self.width)
      let frame = Rect(x: 0, y: 0, width: Self.width, height: laid.size.height)
      let glyphCount = laid.glyphRuns(in: frame).reduce(0) { $0 + $1.glyphs.count }
      guard laid.missingCharacters.isEmpty, laid.lineCount > 10 else {
        print("  \(paragraph.name): not timed, missing \(laid.missingCharacters) or \(laid.lineCount) lines")
        continue
      }
      let measurement = try stopwatch.measure("layout \(paragraph.name)") {
        UInt64(try TextLayout(runs, style: style, width: Self.width).lineCount)
      }
      let seconds = measurement.medianMilliseconds / 1000
      print(
        "  \(paragraph.name): \(glyphCount) glyphs on \(laid.lineCount) lines in "
          + String(format: "%.2f ms, %.0f glyphs/s", seconds * 1000, Double(glyphCount) / seconds))
    }
  }
}
