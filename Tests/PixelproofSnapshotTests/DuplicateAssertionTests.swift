import Foundation
@testable import Pixelproof
import PixelproofVerifier
import Testing

/// Two assertions in one test that resolve to one reference: both fail, the first at its own place
/// even though it had passed, each with the message naming both.
@Suite struct DuplicateAssertionTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("pixelproof-duplicate-assertions-\(UUID().uuidString)").path

  private func request(line: Int, run: SnapshotRun) -> SnapshotAssertion.Request {
    var request = SnapshotAssertion.Request(
      size: .range(.unconstrained), suite: "Cards", test: "badge()", name: nil, scale: 1, variants: .default,
      record: .never, tolerance: nil, filePath: #filePath, filter: "Cards/badge", run: run)
    request.site = AssertionSite(
      test: "Cards.Cards/badge()", fileID: "Cards/Cards.swift", filePath: "/p/Cards.swift", line: line,
      column: 5)
    return request
  }

  @Test func bothAssertionsFailEachAtItsOwnPlace() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let badge = View(Color(red: 200, green: 40, blue: 40)).size(width: 10, height: 10)
    let image = try ComponentRenderer.render(badge, in: .range(.unconstrained), scale: 1).bitmap
      .straightBitmap()
    let path = root + "/refs/Cards/badge@1x.png"
    try FileManager.default.createDirectory(
      atPath: root + "/refs/Cards", withIntermediateDirectories: true)
    try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
    let run = SnapshotRun()

    let (first, second) = withSnapshotConfiguration(
      SnapshotConfiguration(referenceDirectory: root + "/refs", failureFolder: root + "/diffs")
    ) {
      (
        SnapshotAssertion.run(badge, request(line: 20, run: run)),
        SnapshotAssertion.run(badge, request(line: 21, run: run))
      )
    }

    let message = """
      Snapshot Cards/badge@1x could not be verified: two snapshot assertions in this run resolve to \
      \(path); give them different names (named: …)
        Cards.Cards/badge() at Cards/Cards.swift:20
        Cards.Cards/badge() at Cards/Cards.swift:21
        Both fail, whichever ran first.
        report: run `swift run pixelproof report` for an HTML review of every failure
      """
    #expect(first == [])
    #expect(
      second == [
        SnapshotAssertion.Report(kind: .failure, message: message),
        SnapshotAssertion.Report(kind: .failure, message: message, site: request(line: 20, run: run).site),
      ])
  }
}
