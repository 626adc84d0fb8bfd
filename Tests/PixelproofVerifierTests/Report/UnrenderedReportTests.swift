import Foundation
@testable import PixelproofVerifier
import Testing

/// A snapshot that could not be rendered leaves no images, only its run manifest line, which carries
/// its message: the report shows it in a card of its own. A manifest line without a message keeps the
/// card it always had.
@Suite struct UnrenderedReportTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private let hint = "\n  report: run `swift run pixelproof report` for an HTML review of every failure"

  @Test func aSnapshotThatCouldNotBeRenderedShowsItsMessageInTheReport() throws {
    let result = SnapshotVerifier.verify(
      View().size(width: .points(.nan)), in: .width(100), as: sampleReference,
      settings: folders.settings(.missing), run: SnapshotRun(identifier: "r"))
    #expect(result.outcome == .failed && result.message.hasSuffix(hint))
    // The report shows the message the test log has, less the line that points to the report.
    let message = String(result.message.dropLast(hint.count))
    let path = folders.references + "/CardTests/testCard_dark@2x.png"

    let report = SnapshotReport.load(failureFolder: folders.diffs)

    #expect(report.failedWithoutSummary == [path])
    #expect(
      report.html().contains(
        """
        <section class="snapshot" data-outcome="failed" data-suite="CardTests" \
        data-name="CardTests/testCard_dark@2x">
        <h2><span class="outcome failed">failed</span> CardTests/testCard_dark@2x</h2>
        <p class="path">reference file <code>\(HTMLText.escaped(path))</code></p>
        <p class="note">The latest run lists this snapshot as failed, and it left no images.</p>
        <h3>Message</h3>
        <pre class="message">\(HTMLText.escaped(message))</pre>
        </section>

        """))
  }

  @Test func aFailureListedWithoutAMessageKeepsItsCard() throws {
    let path = folders.references + "/CardTests/testCard_dark@2x.png"
    RunManifest(path: folders.diffs + "/.manifests/old.tsv").append(.failed, path)

    let html = SnapshotReport.load(failureFolder: folders.diffs).html()

    #expect(
      html.contains(
        """
        <section class="snapshot" data-outcome="failed" data-suite="CardTests" \
        data-name="CardTests/testCard_dark@2x">
        <h2><span class="outcome failed">failed</span> CardTests/testCard_dark@2x</h2>
        <p class="path">reference file <code>\(HTMLText.escaped(path))</code></p>
        <p class="note">The latest run lists this snapshot as failed, but it left no images (it could not \
        be rendered, or could not be verified): the test log has its message.</p>
        </section>

        """))
  }

  @Test func aManifestLineKeepsAMessageOfSeveralLinesWhole() throws {
    let manifest = RunManifest(path: folders.diffs + "/.manifests/run.tsv")
    let message = "Snapshot S/a@1x could not be rendered:\n  a\ttab and a \\ backslash"
    #expect(manifest.append(.failed, "/refs/S/a@1x.png", test: "M.S/a()", message: message) == nil)
    #expect(manifest.append(.verified, "/refs/S/b@1x.png", test: "M.S/b()") == nil)
    #expect(
      try manifest.entries() == [
        RunManifest.Entry(outcome: .failed, path: "/refs/S/a@1x.png", test: "M.S/a()", message: message),
        RunManifest.Entry(outcome: .verified, path: "/refs/S/b@1x.png", test: "M.S/b()"),
      ])
  }
}
