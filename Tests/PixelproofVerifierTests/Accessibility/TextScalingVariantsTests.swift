import PixelproofVerifier
import Testing

/// Several variants verified together: the audit compares each with the variant at the next smaller text
/// size of the same scale, colour scheme and direction. A label's font scales by the Body size over 17
/// (28 at AX1), so the pinned label's 8.5 pt at AX1 is 14 pt, the size it has at L.
@Suite struct TextScalingVariantsTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  let fixedLine = #"Label#fixed "Fixed": text stays 14 pt from text size L to AX1"#

  /// 14 pt at L, 8.5 pt scaled to 14 pt at AX1, chosen for the text size as a label that opts out of
  /// scaling would.
  let fixed = EnvironmentReader { environment in
    Label("Fixed", font: .system(size: environment.textSize == .default ? 14 : 8.5)).id("fixed")
      .backgroundColor(.white)
  }

  func reference(_ textSize: TextSize, scale: Int = 1) throws -> SnapshotReference {
    try SnapshotReference(
      suite: "CardTests", test: "fixed", variant: SnapshotVariant(scale: scale, textSize: textSize))
  }

  func verify(_ references: [SnapshotReference], audit: AccessibilityAudit = .warn) -> [SnapshotResult] {
    var settings = folders.settings(.missing)
    settings.accessibility = audit
    return SnapshotVerifier.verify(
      fixed, in: .width(120), as: references, settings: settings, run: SnapshotRun())
  }

  @Test func resultsComeInTheReferencesOrderWithTheLargerVariantsFindings() throws {
    let references = [try reference(.accessibilityMedium), try reference(.large)]
    let results = verify(references)
    #expect(results.map(\.outcome) == [.recorded, .recorded])
    #expect(results.map(\.referencePath) == references.map(folders.settings(.missing).referencePath(for:)))
    #expect(results.map { $0.accessibilityFindings.map(\.description) } == [[fixedLine], []])
    #expect(results.first?.accessibilityFindings.map(\.kind) == [.textScaling])
    // The recording's summary, and with it the HTML report, lists the line.
    let summaries = SnapshotSummary.all(in: folders.diffs).summaries.map(\.summary)
    #expect(summaries.map(\.name) == ["CardTests/fixed@1x", "CardTests/fixed_textAX1@1x"])
    #expect(summaries.map(\.accessibilityFindings) == [nil, [fixedLine]])
  }

  @Test func variantsAtOtherScalesAreNotCompared() throws {
    let results = verify([try reference(.large, scale: 1), try reference(.accessibilityMedium, scale: 2)])
    #expect(results.map(\.accessibilityFindings) == [[], []])
  }

  @Test func anAuditOffOrWithoutTheCheckComparesNothing() throws {
    let references = [try reference(.large), try reference(.accessibilityMedium)]
    #expect(verify(references, audit: .off).map(\.accessibilityFindings) == [[], []])
    #expect(
      verify(references, audit: .warn(checks: .contrast)).map(\.accessibilityFindings) == [[], []])
  }
}
