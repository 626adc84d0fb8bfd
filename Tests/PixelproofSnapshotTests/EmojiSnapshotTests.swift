import Pixelproof
import Testing

/// Emoji from the bundled Noto Color Emoji, drawn as colour images beside text: references under
/// `ReferenceImages/EmojiSnapshotTests/`.
@Suite struct EmojiSnapshotTests {
  @Test func greetingFromCarbon() {
    // A waving hand (U+1F44B) before 17 pt Noto Sans in grey: the emoji keeps its own colours.
    let label = Label("👋 Greeting from Carbon", font: .system(size: 17), color: Color(hex: 0x6E6E73))
    assertSnapshot(of: label.inset(8).background(.white), scale: 2)
  }

  @Test func familyZWJSequence() {
    // Man, woman, girl and boy joined by ZERO WIDTH JOINERs: one picture of a family, not four people.
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    let label = Label("Family: " + family, font: .system(size: 17))
    assertSnapshot(of: label.inset(8).background(.white), scale: 2)
  }

  @Test func flag() {
    // Regional indicators U and S: one flag.
    let label = Label("Flag: \u{1F1FA}\u{1F1F8}", font: .system(size: 17))
    assertSnapshot(of: label.inset(8).background(.white), scale: 2)
  }

  @Test func skinTone() {
    // A waving hand with the medium skin tone modifier (U+1F3FD), beside the plain one.
    let label = Label("\u{1F44B}\u{1F3FD} and \u{1F44B}", font: .system(size: 17))
    assertSnapshot(of: label.inset(8).background(.white), scale: 2)
  }
}
