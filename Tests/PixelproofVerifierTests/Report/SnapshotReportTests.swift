import Foundation
import PixelproofVerifier
import Testing

/// The HTML report built from a failure folder: every snapshot in it, nothing from the network, every
/// string from the files escaped, filters and commands present.
@Suite struct SnapshotReportTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private func verify(
    _ image: StraightBitmap, _ reference: SnapshotReference, _ mode: RecordMode,
    tolerance: SnapshotTolerance = .exact,
    run: SnapshotRun
  ) -> SnapshotResult {
    var settings = folders.settings(mode)
    settings.tolerance = tolerance
    return SnapshotVerifier.verify(image, against: reference, settings: settings, run: run)
  }

  private let failing = try! SnapshotReference(suite: "CardTests", test: "failing", scale: 2)
  private let tolerated = try! SnapshotReference(suite: "CardTests", test: "tolerated", scale: 2)
  private let recorded = try! SnapshotReference(suite: "ListTests", test: "recorded", scale: 1)

  /// One failed, one tolerated and one recorded snapshot, in a run of their own; every image differs
  /// from the others, so each file's data is in the page once.
  private func makeFolder() throws {
    let first = SnapshotRun(identifier: "first")
    _ = verify(try sampleImage(), failing, .missing, run: first)
    _ = verify(try sampleImage(width: 5), tolerated, .missing, run: first)
    let second = SnapshotRun(identifier: "second")
    #expect(verify(try sampleImage(changing: (2, 1)), failing, .never, run: second).outcome == .failed)
    // One pixel of 15 differs: 6.7% is within an overall tolerance of 10%.
    let tolerance = SnapshotTolerance(overall: 0.1)
    #expect(
      verify(
        try sampleImage(changing: (0, 0), width: 5), tolerated, .never, tolerance: tolerance, run: second
      )
      .outcome == .withinTolerance)
    #expect(
      verify(try sampleImage(width: 6, height: 2), recorded, .missing, run: second).outcome == .recorded)
  }

  @Test func everySnapshotIsThereWithItsImagesAsDataURIs() throws {
    try makeFolder()
    let report = SnapshotReport.load(failureFolder: folders.diffs)
    #expect(
      report.entries.map(\.summary.name) == [
        "CardTests/failing@2x", "CardTests/tolerated@2x", "ListTests/recorded@1x",
      ])
    let run = try #require(report.latestRun)
    #expect(run.run == "second" && run.verified == 1 && run.recorded == 1 && run.failed == 1)
    let html = report.html()
    for (name, outcome) in [
      ("CardTests/failing@2x", "failed"), ("CardTests/tolerated@2x", "within tolerance"),
      ("ListTests/recorded@1x", "recorded"),
    ] {
      #expect(
        html.contains(
          "data-outcome=\"\(outcome)\" data-suite=\"\(name.prefix { $0 != "/" })\" data-name=\"\(name)\""))
    }
    // Each image file, base64-encoded, once; the new reference of the recording from the reference folder.
    let images = [
      "FailureDiffs/CardTests/failing@2x.reference.png", "FailureDiffs/CardTests/failing@2x.failed.png",
      "FailureDiffs/CardTests/failing@2x.diff.png", "FailureDiffs/CardTests/tolerated@2x.reference.png",
      "FailureDiffs/CardTests/tolerated@2x.failed.png", "FailureDiffs/CardTests/tolerated@2x.diff.png",
      "ReferenceImages/ListTests/recorded@1x.png",
    ]
    for image in images {
      let uri =
        "src=\"data:image/png;base64,"
        + "\(Data(try folders.bytes(folders.root + "/" + image)).base64EncodedString())\""
      #expect(html.components(separatedBy: uri).count == 2, "\(image)")
    }
    #expect(html.contains("<p class=\"totals\">3 snapshots: 1 failed, 1 recorded, 1 within tolerance</p>"))
  }

  @Test func thePageNeedsNothingFromTheNetworkAndIsTheSameEveryTime() throws {
    try makeFolder()
    let html = SnapshotReport.load(failureFolder: folders.diffs).html()
    #expect(!html.contains("http"))
    // Every image's source is inline data (or, filled in by the script, another image's).
    let sources = html.components(separatedBy: " src=\"").dropFirst()
    #expect(!sources.isEmpty && sources.allSatisfy { $0.hasPrefix("data:image/png;base64,") })
    #expect(!html.contains("<link") && !html.contains("@import") && !html.contains("url("))
    #expect(SnapshotReport.load(failureFolder: folders.diffs).html() == html)
  }

  @Test func filtersOfferEveryOutcomeAndEverySuite() throws {
    try makeFolder()
    let html = SnapshotReport.load(failureFolder: folders.diffs).html()
    for outcome in ["failed", "recorded", "within tolerance"] {
      #expect(html.contains("<input type=\"checkbox\" name=\"outcome\" value=\"\(outcome)\" checked>"))
    }
    #expect(
      html.contains(
        "<option value=\"\">all suites</option>\n<option value=\"CardTests\">CardTests</option>\n"
          + "<option value=\"ListTests\">ListTests</option>\n</select>"))
  }

  @Test func commandsAcceptRejectOrKeepEachSnapshot() throws {
    try makeFolder()
    let html = SnapshotReport.load(failureFolder: folders.diffs, commandOptions: "--diff-dir '/d'").html()
    // In the page the quotes are character references; a copy button holds the same command.
    let accept =
      "swift run pixelproof failures --accept --filter &#39;CardTests/failing@2x&#39; --diff-dir &#39;/d&#39;"
    #expect(
      html.contains(
        "<code>\(accept)</code> <button type=\"button\" class=\"copy\" data-command=\"\(accept)\">"))
    #expect(
      html.contains(
        "swift run pixelproof failures --reject --tolerated --filter &#39;CardTests/tolerated@2x&#39;"))
    #expect(html.contains("<code>git add &#39;\(folders.references)/ListTests/recorded@1x.png&#39;</code>"))
    #expect(html.contains("<code>rm &#39;\(folders.references)/ListTests/recorded@1x.png&#39;</code>"))
  }

  @Test func everyStringFromTheFilesIsEscaped() throws {
    let hostile = "<script>alert(\"x\")</script> & 'quoted'"
    let reference = try SnapshotReference(suite: "A<b>", test: "t&t", scale: 1)
    let summary = SnapshotSummary(
      snapshot: reference, outcome: .failed, referencePath: "/refs/A<b>/t&t@1x.png", message: hostile,
      rerunCommand: hostile, details: .init(layoutChanges: ["  " + hostile]))
    try summary.write(to: folders.diffs + "/A<b>/t&t@1x.snapshot.json")
    let html = SnapshotReport.load(failureFolder: folders.diffs).html()
    let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;"
    #expect(html.contains("<pre class=\"message\">\(escaped)</pre>"))
    #expect(html.contains("<pre class=\"layout\">\(escaped)</pre>"))
    #expect(html.contains("data-suite=\"A&lt;b&gt;\" data-name=\"A&lt;b&gt;/t&amp;t@1x\""))
    #expect(html.contains("<option value=\"A&lt;b&gt;\">A&lt;b&gt;</option>"))
    #expect(!html.contains("<script>alert") && !html.contains("A<b>"))
  }

  @Test func aFailureWithoutSummaryIsListedFromTheManifest() throws {
    _ = SnapshotVerifier.verify(
      try sampleImage(), against: failing, settings: folders.settings(.never),
      run: SnapshotRun(identifier: "r"))
    try FileManager.default.removeItem(atPath: folders.diffs + "/CardTests/failing@2x.snapshot.json")
    let report = SnapshotReport.load(failureFolder: folders.diffs)
    #expect(report.entries.isEmpty)
    #expect(report.failedWithoutSummary == [folders.references + "/CardTests/failing@2x.png"])
    #expect(
      report.html().contains("<p class=\"totals\">1 snapshot: 1 failed, 0 recorded, 0 within tolerance</p>"))
  }

  @Test func anEmptyFolderSaysThereIsNothingToReview() {
    let html = SnapshotReport.load(failureFolder: folders.diffs).html()
    #expect(html.contains("Nothing to review"))
    #expect(html.contains("<p class=\"totals\">0 snapshots: 0 failed, 0 recorded, 0 within tolerance</p>"))
  }
}
