import Foundation
import PixelproofVerifier
import Testing

/// Text references that differ in the HTML report: each a failed section of its suite, with its files,
/// the lines that changed and the `pixelproof failures` commands that settle it.
@Suite struct TextReportTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private let screen = try! SnapshotReference(
    suite: "SettingsTests", test: "screen", name: "accessibility", scale: 2)

  /// Records `recorded` in one run, then verifies `made` against it in run `run`.
  private func fail(_ recorded: String, _ made: String, run: String = "second") {
    _ = SnapshotVerifier.verifyText(
      recorded, against: screen, settings: folders.settings(.missing), run: SnapshotRun(identifier: "first"))
    let result = SnapshotVerifier.verifyText(
      made, against: screen, settings: folders.settings(.never), run: SnapshotRun(identifier: run))
    #expect(result.outcome == .failed)
  }

  @Test func aTextThatDiffersIsAFailedSectionWithItsChangedLines() throws {
    fail("2 elements\n1. \"Settings\"\n2. \"On\"\n", "2 elements\n1. \"Settings\"\n2. \"Off\"\n")
    let report = SnapshotReport.load(failureFolder: folders.diffs)
    let base = folders.diffs + "/SettingsTests/screen_accessibility@2x"
    let reference = folders.references + "/SettingsTests/screen_accessibility@2x.txt"
    let text = try #require(report.texts.first)
    #expect(report.texts.count == 1)
    #expect(text.name == "SettingsTests/screen_accessibility@2x.txt" && text.suite == "SettingsTests")
    #expect(text.referencePath == reference && text.inLatestRun)
    #expect(text.actualPath == base + ".failed.txt" && text.referenceCopyPath == base + ".reference.txt")
    #expect(text.changedLines == ["- 2. \"On\"", "+ 2. \"Off\""])
    // The manifest's failed line is this text's: it is not also a failure without images.
    #expect(report.failedWithoutSummary.isEmpty)
    let html = report.html()
    var section =
      "<section class=\"snapshot\" data-outcome=\"failed\" data-suite=\"SettingsTests\""
      + " data-name=\"SettingsTests/screen_accessibility@2x.txt\">\n"
    section +=
      "<h2><span class=\"outcome failed\">failed</span> SettingsTests/screen_accessibility@2x.txt</h2>\n"
    section += "<p class=\"path\">reference file <code>\(reference)</code></p>\n"
    section += "<p class=\"path\">failed text <code>\(base).failed.txt</code></p>\n"
    section += "<p class=\"path\">reference text <code>\(base).reference.txt</code></p>\n"
    section +=
      "<h3>Changed lines</h3>\n<pre class=\"lines\">- 2. &quot;On&quot;\n+ 2. &quot;Off&quot;</pre>\n"
    #expect(html.contains(section))
    #expect(html.contains("<p class=\"totals\">1 snapshot: 1 failed, 0 recorded, 0 within tolerance</p>"))
    #expect(html.contains("<option value=\"SettingsTests\">SettingsTests</option>"))
    let accept =
      "swift run pixelproof failures --accept --filter &#39;SettingsTests/screen_accessibility@2x.txt&#39;"
    #expect(html.contains("<code>\(accept)</code> <button type=\"button\" class=\"copy\""))
    #expect(html.contains("swift run pixelproof failures --reject --filter &#39;SettingsTests/"))
  }

  @Test func aTextWithoutReferenceShowsEveryLineAsNew() throws {
    let result = SnapshotVerifier.verifyText(
      "1 element\n1. \"A\"\n", against: screen, settings: folders.settings(.never),
      run: SnapshotRun(identifier: "r"))
    #expect(result.outcome == .failed)
    let texts = SnapshotReport.load(failureFolder: folders.diffs).texts
    #expect(texts.map(\.changedLines) == [["+ 1 element", "+ 1. \"A\""]])
    #expect(texts.map(\.referenceCopyPath) == [nil])
  }

  @Test func aTextAnEarlierRunLeftIsMarkedSo() throws {
    fail("A\n", "B\n", run: "second")
    // A later run verifies only an image: its manifest does not list the text.
    _ = SnapshotVerifier.verify(
      try sampleImage(), against: try SnapshotReference(suite: "CardTests", test: "card", scale: 1),
      settings: folders.settings(.missing), run: SnapshotRun(identifier: "third"))
    let report = SnapshotReport.load(failureFolder: folders.diffs)
    #expect(report.texts.map(\.inLatestRun) == [false])
    #expect(report.texts.map(\.referencePath) == [nil])
    #expect(
      report.html().contains(
        "screen_accessibility@2x.txt <span class=\"earlier\">from an earlier run</span></h2>"))
  }
}
