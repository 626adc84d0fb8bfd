import PixelproofVerifier
import Testing

/// A snapshot with characters drawn as missing-glyph boxes says so in its failure message, naming the
/// label and the code points.
@Suite struct MissingGlyphMessageTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private let reference = try! SnapshotReference(suite: "Cards", test: "title", scale: 1)

  private func verify(_ component: some Component, _ mode: RecordMode) -> SnapshotResult {
    SnapshotVerifier.verify(
      component, in: .range(.unconstrained), as: reference, settings: folders.settings(mode),
      run: SnapshotRun())
  }

  @Test func aFailureNamesTheLabelsMissingGlyphs() {
    // U+1FAE9 (Unicode 16) is in no bundled font.
    let title = Label("Hi \u{1FAE9}").id("title")
    let recorded = verify(title, .missing)
    #expect(recorded.outcome == .recorded)
    #expect(recorded.message.split(separator: "\n")[1] == "  missing glyphs: Label#title: U+1FAE9")
    let changed = verify(Label("Ho \u{1FAE9}").id("title"), .never)
    #expect(changed.outcome == .failed)
    #expect(changed.message.split(separator: "\n")[1] == "  missing glyphs: Label#title: U+1FAE9")
  }

  @Test func aFailureWithoutMissingGlyphsSaysNothingOfThem() {
    _ = verify(Label("Hi \u{1F44B}").id("title"), .missing)
    let changed = verify(Label("Ho \u{1F44B}").id("title"), .never)
    #expect(changed.outcome == .failed)
    #expect(!changed.message.contains("missing glyphs"))
  }
}
