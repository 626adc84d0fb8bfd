import PixelproofComponents
import Testing

/// The Accessibility article's example of the other accessibility checks, run as written. The note is cut at its
/// newline (a truncated line keeps nothing past it), U+1FAE9 is in no bundled font, the image has no
/// label, and the price's font, 14 × 17 / Body size, is 14 pt at L and 8.5 pt scaled by 28 / 17 to
/// 14 pt at AX1.
@Suite struct AccessibilityChecksReadmeExampleTests {
  @Test func readmeExample() throws {
    let photo = try PremultipliedBitmap(width: 48, height: 48)
    let profile = Stack(spacing: 8) {
      Image(photo, scale: 2)
      Label("Meet at noon\nBring the slides").id("note")
      Label("Tired \u{1FAE9}").id("status")
      EnvironmentReader { environment in
        // Undoes the text size, as a label that opts out of Dynamic Type would.
        Label("12.99", font: .system(size: 14 * 17 / Double(environment.textSize.bodyPointSize))).id("price")
      }
    }
    let layout = try ComponentRenderer.layout(profile, in: .width(375), scale: 2)
    #expect(
      layout.truncatedTextFindings().map(\.description) == [
        #"Label#note: text cut to 1 line, shows "Meet at noon…" of "Meet at noon\nBring the slides""#
      ])
    #expect(
      layout.missingGlyphFindings().map(\.description) == [
        "Label#status: no glyph for U+1FAE9 \"\u{1FAE9}\" in \"Tired \u{1FAE9}\""
      ])
    #expect(layout.unlabelledImageFindings().map(\.frame) == [Rect(x: 0, y: 0, width: 24, height: 24)])
    let larger = try ComponentRenderer.layout(
      profile, in: .width(375), scale: 2, traits: EnvironmentTraits(textSize: .accessibilityMedium))
    #expect(
      try layout.textScalingFindings(at: .large, comparedWith: larger, at: .accessibilityMedium)
        .map(\.description) == [#"Label#price "12.99": text stays 14 pt from text size L to AX1"#])
  }
}
