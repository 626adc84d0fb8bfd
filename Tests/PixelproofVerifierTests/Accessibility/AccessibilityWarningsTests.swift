import Foundation
import PixelproofVerifier
import Synchronization
import Testing

/// The accessibility findings a run reported as warnings, kept for the run and counted once: read back
/// sorted by kind, then snapshot; every thread's counted; the latest run's summed up by
/// `pixelproof failures` and listed by the report; nothing said for a run without any.
@Suite struct AccessibilityWarningsTests {
  let folders: TemporaryFolders
  init() throws {
    folders = try TemporaryFolders()
    try folders.write(Array("// swift-tools-version:6.0\n".utf8), to: folders.root + "/Package.swift")
  }

  private func path(_ snapshot: String) -> String { folders.references + "/" + snapshot + ".png" }

  private static func finding(
    _ kind: AccessibilityFinding.Kind, _ description: String
  ) -> AccessibilityFinding {
    AccessibilityFinding(
      kind: kind, element: "", frame: Rect(x: 0, y: 0, width: 0, height: 0), description: description)
  }

  private let readMore = #"Label "Read more": contrast 4.48:1 over #FFFFFF, needs 4.5:1 (AA, 17 pt regular)"#
  private let price = "Label#price: contrast 4.48:1 over #FFFFFF, needs 4.5:1 (AA, 15 pt regular)"
  private let name = "Label#name: contrast 3.1:1 over #F2F2F7, needs 4.5:1 (AA, 15 pt regular)"
  private let close = #"Button "Close": touch target 32 × 32 pt, needs 44 × 44 pt (Apple)"#
  private let edit = #"Button "Edit": touch target 30 × 30 pt, needs 44 × 44 pt (Apple)"#
  private let note =
    #"Label#note: text cut to 1 line, shows "Meet at noon…" of "Meet at noon\nBring the slides""#
  private let avatar =
    "Image#avatar (0, 0, 24, 24): no accessibility label and not hidden; label it, or hide it if it is decorative"

  /// A run of three snapshots with seven warnings, counted by hand: 3 contrast (one in each snapshot),
  /// 2 touch targets (price, avatar), 1 truncated text (note), 1 unlabelled image (avatar). Appended
  /// in no particular order, each snapshot's findings in the audit's order.
  private func makeLatestRun() {
    let run = SnapshotRun(identifier: "latest")
    let manifest = RunManifest(run: run, failureFolder: folders.diffs)
    let warnings = AccessibilityWarnings(run: run, failureFolder: folders.diffs)
    let snapshots: [(String, [AccessibilityFinding])] = [
      (
        "Profile/avatar@3x",
        [
          Self.finding(.contrast, name), Self.finding(.touchTarget, edit),
          Self.finding(.unlabelledImage, avatar),
        ]
      ),
      ("Cards/price@2x", [Self.finding(.contrast, price), Self.finding(.touchTarget, close)]),
      ("Cards/note@2x", [Self.finding(.truncatedText, note), Self.finding(.contrast, readMore)]),
    ]
    for (snapshot, findings) in snapshots {
      #expect(manifest.append(.verified, path(snapshot), test: "Cards/test()") == nil)
      #expect(warnings.append(findings, referencePath: path(snapshot), test: "Cards/test()") == nil)
    }
  }

  /// An earlier run, a minute older, whose warning must not count for the latest.
  private func makeEarlierRun() throws {
    let run = SnapshotRun(identifier: "earlier")
    let manifest = RunManifest(run: run, failureFolder: folders.diffs)
    #expect(manifest.append(.verified, path("Cards/old@2x")) == nil)
    AccessibilityWarnings(run: run, failureFolder: folders.diffs).append(
      [Self.finding(.missingGlyph, "Label#status: no glyph for U+1FAE9")],
      referencePath: path("Cards/old@2x"),
      test: nil)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: manifest.path)
  }

  private static let summaryLine =
    "Accessibility: 7 warnings in 3 snapshots of the latest run (3 contrast, 2 touch targets, "
    + "1 truncated text, 1 unlabelled image); `swift run pixelproof report` lists them"

  @Test func theLatestRunsWarningsReadBackByKindThenSnapshotAndCountOnce() throws {
    try makeEarlierRun()
    makeLatestRun()
    let warnings = try #require(AccessibilityWarnings.ofLatestRun(in: folders.diffs))
    let entries = try warnings.entries()
    #expect(
      entries.map { "\($0.kind.rawValue) \($0.snapshot) \($0.description)" } == [
        "contrast Cards/note@2x \(readMore)", "contrast Cards/price@2x \(price)",
        "contrast Profile/avatar@3x \(name)", "touchTarget Cards/price@2x \(close)",
        "touchTarget Profile/avatar@3x \(edit)", "truncatedText Cards/note@2x \(note)",
        "unlabelledImage Profile/avatar@3x \(avatar)",
      ])
    #expect(entries.allSatisfy { $0.test == "Cards/test()" })
    #expect(AccessibilityWarningSummary(entries)?.line == Self.summaryLine)
    // One of each, singular.
    let one = try #require(
      AccessibilityWarningSummary([
        .init(kind: .touchTarget, referencePath: path("A/a@2x"), description: close)
      ]))
    #expect(one.counts == "1 warning in 1 snapshot of the latest run (1 touch target)")
  }

  @Test func warningsAppendedByManyThreadsOfOneRunAreAllCounted() throws {
    // Each append opens the file for itself and takes its own lock, so threads contend for it exactly
    // as the processes of `swift test --parallel` do.
    let warnings = AccessibilityWarnings(
      run: SnapshotRun(identifier: "threads"), failureFolder: folders.diffs)
    let references = folders.references
    let failed = Mutex<[FileError]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for snapshot in 0..<25 {
        let findings = [
          Self.finding(.contrast, "Label#t\(thread)s\(snapshot): contrast 4.48:1"),
          Self.finding(
            .missingGlyph, "Label#t\(thread)s\(snapshot): no glyph for U+1FAE9 \"\u{1FAE9}\"\tand a tab"),
        ]
        if let problem = warnings.append(
          findings, referencePath: references + "/T\(thread)/s\(snapshot)@2x.png", test: nil)
        {
          failed.withLock { $0.append(problem) }
        }
      }
    }
    #expect(failed.withLock { $0 } == [])
    let entries = try warnings.entries()
    #expect(
      AccessibilityWarningSummary(entries)?.counts
        == "400 warnings in 200 snapshots of the latest run (200 contrast, 200 missing glyphs)")
    #expect(Set(entries.map(\.description)).count == 400)
    // Whatever order the threads wrote in, the entries read back in one order.
    let expected = [AccessibilityFinding.Kind.contrast, .missingGlyph].flatMap { kind in
      (0..<8).flatMap { thread in (0..<25).map { "T\(thread)/s\($0)@2x" } }.sorted().map { (kind, $0) }
    }
    #expect(entries.map(\.kind) == expected.map(\.0))
    #expect(entries.map(\.snapshot) == expected.map(\.1))
  }

  @Test func pixelproofFailuresEndsWithTheLatestRunsSummary() throws {
    try makeEarlierRun()
    makeLatestRun()
    let listed = try PixelproofTool.run(["failures"], in: folders.root)
    #expect(listed.status == 0)
    #expect(listed.output == "0 failed snapshots\n" + Self.summaryLine + "\n")
    // Accepting or rejecting changes no warning, and says nothing about them.
    let accepted = try PixelproofTool.run(["failures", "--accept"], in: folders.root)
    #expect(accepted.output == "0 failed snapshots accepted\n")
  }

  @Test func aRunWithoutWarningsPrintsNoSummaryLine() throws {
    // The earlier run's warning is not the latest run's.
    try makeEarlierRun()
    RunManifest(run: SnapshotRun(identifier: "clean"), failureFolder: folders.diffs).append(
      .verified, path("Cards/price@2x"))
    #expect(try AccessibilityWarnings.ofLatestRun(in: folders.diffs)?.entries() == [])
    let listed = try PixelproofTool.run(["failures"], in: folders.root)
    #expect(listed.output == "0 failed snapshots\n")
    let html = SnapshotReport.load(failureFolder: folders.diffs).html()
    #expect(!html.contains("warnings-total") && !html.contains("accessibility-warnings"))
  }

  @Test func theReportListsTheWarningsByKindThenSnapshot() throws {
    makeLatestRun()
    let report = SnapshotReport.load(failureFolder: folders.diffs)
    #expect(report.problems == [])
    let html = report.html()
    let counts =
      "7 warnings in 3 snapshots of the latest run (3 contrast, 2 touch targets, 1 truncated text, "
      + "1 unlabelled image)"
    #expect(
      html.contains(
        "<p class=\"warnings-total\">Accessibility: \(counts); <a href=\"#accessibility-warnings\">listed below</a></p>\n"
      ))
    let section = """
      <section class="warnings" id="accessibility-warnings">
      <h2>Accessibility warnings</h2>
      <p class="note">\(counts). The audit reported them as warnings: they fail no test.</p>
      <h3>Contrast: 3</h3>
      <h4>Cards/note@2x</h4>
      <ul class="accessibility">
      <li>Label &quot;Read more&quot;: contrast 4.48:1 over #FFFFFF, needs 4.5:1 (AA, 17 pt regular)</li>
      </ul>
      <h4>Cards/price@2x</h4>
      <ul class="accessibility">
      <li>Label#price: contrast 4.48:1 over #FFFFFF, needs 4.5:1 (AA, 15 pt regular)</li>
      </ul>
      <h4>Profile/avatar@3x</h4>
      <ul class="accessibility">
      <li>Label#name: contrast 3.1:1 over #F2F2F7, needs 4.5:1 (AA, 15 pt regular)</li>
      </ul>
      <h3>Touch targets: 2</h3>
      <h4>Cards/price@2x</h4>
      <ul class="accessibility">
      <li>Button &quot;Close&quot;: touch target 32 × 32 pt, needs 44 × 44 pt (Apple)</li>
      </ul>
      <h4>Profile/avatar@3x</h4>
      <ul class="accessibility">
      <li>Button &quot;Edit&quot;: touch target 30 × 30 pt, needs 44 × 44 pt (Apple)</li>
      </ul>
      <h3>Truncated text: 1</h3>
      <h4>Cards/note@2x</h4>
      <ul class="accessibility">
      <li>Label#note: text cut to 1 line, shows &quot;Meet at noon…&quot; of &quot;Meet at noon\\nBring the slides&quot;</li>
      </ul>
      <h3>Unlabelled images: 1</h3>
      <h4>Profile/avatar@3x</h4>
      <ul class="accessibility">
      <li>Image#avatar (0, 0, 24, 24): no accessibility label and not hidden; label it, or hide it if it is decorative</li>
      </ul>
      </section>
      </main>
      """
    #expect(html.contains(section))
  }

  @Test func aRunsWarningsGoWithItsManifest() throws {
    let oldest = SnapshotRun(identifier: "oldest")
    RunManifest(run: oldest, failureFolder: folders.diffs).append(.verified, path("Cards/a@2x"))
    let kept = AccessibilityWarnings(run: oldest, failureFolder: folders.diffs)
    kept.append([Self.finding(.contrast, price)], referencePath: path("Cards/a@2x"), test: nil)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)],
      ofItemAtPath: RunManifest(run: oldest, failureFolder: folders.diffs).path)
    for index in 0..<RunManifest.keptRuns {
      RunManifest(run: SnapshotRun(identifier: "run\(index)"), failureFolder: folders.diffs).append(
        .verified, path("Cards/a@2x"))
    }
    #expect(!folders.exists(kept.path))
    #expect(RunManifest.all(in: folders.diffs).count == RunManifest.keptRuns)
  }
}
