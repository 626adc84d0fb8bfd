import Foundation
@testable import PixelproofVerifier
import Testing

/// Two assertions of one run that resolve to the same reference both fail, whichever runs first, each
/// message naming both assertions in the same order.
@Suite struct DuplicateReferenceTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  let first = AssertionSite(
    test: "Cards.CardTests/testCard()", fileID: "Cards/CardTests.swift", filePath: "/p/CardTests.swift",
    line: 12, column: 5)
  let second = AssertionSite(
    test: "Cards.CardTests/testCardAgain()", fileID: "Cards/CardTests.swift",
    filePath: "/p/CardTests.swift", line: 30, column: 5)

  private func settings(_ site: AssertionSite) -> VerificationSettings {
    var settings = folders.settings(.missing)
    settings.site = site
    settings.test = site.test
    return settings
  }

  /// The message both assertions get: the reference, then the two assertions by file and line.
  private var expectedMessage: String {
    let path = folders.references + "/CardTests/testCard_dark@2x.png"
    return """
      Snapshot CardTests/testCard_dark@2x could not be verified: two snapshot assertions in this run \
      resolve to \(path); give them different names (named: …)
        Cards.CardTests/testCard() at Cards/CardTests.swift:12
        Cards.CardTests/testCardAgain() at Cards/CardTests.swift:30
        Both fail, whichever ran first.
        report: run `swift run pixelproof report` for an HTML review of every failure
      """
  }

  @Test(arguments: [false, true])
  func theLaterAssertionFailsAndFailsTheEarlierOneWhoseVerdictWasGiven(reversed: Bool) throws {
    let (earlier, later) = reversed ? (second, first) : (first, second)
    let run = SnapshotRun()
    let image = try sampleImage()
    try folders.write(PNGCodec.encode(image), to: folders.references + "/CardTests/testCard_dark@2x.png")

    let one = SnapshotVerifier.verify(image, against: sampleReference, settings: settings(earlier), run: run)
    let two = SnapshotVerifier.verify(image, against: sampleReference, settings: settings(later), run: run)

    #expect(one.outcome == .matched)
    #expect(two.outcome == .failed)
    #expect(two.message == expectedMessage)
    #expect(two.alsoFails == earlier)
    // The manifest lists the reference as failed under both tests.
    let entries = try RunManifest(run: run, failureFolder: folders.diffs).entries()
    #expect(entries.filter { $0.outcome == .failed }.map(\.test) == [earlier.test, later.test])
  }

  @Test func theFirstAssertionFailsAtItsOwnVerdictWhenTheLaterOneCameBeforeIt() throws {
    let run = SnapshotRun()
    let image = try sampleImage()
    let path = folders.references + "/CardTests/testCard_dark@2x.png"
    try folders.write(PNGCodec.encode(image), to: path)
    var later: SnapshotResult?
    // The later assertion verifies while the first one's verification is still under way.
    let earlier = SnapshotVerifier.claiming(
      path, settings: settings(first), run: run,
      duplicate: { sites in
        #expect(sites == [first, second])
        return SnapshotResult(outcome: .failed, message: "both", referencePath: path, comparison: nil)
      }
    ) {
      later = SnapshotVerifier.verify(image, against: sampleReference, settings: settings(second), run: run)
      return SnapshotResult(outcome: .matched, message: "", referencePath: path, comparison: nil)
    }

    #expect(earlier.outcome == .failed && earlier.message == "both")
    #expect(later?.outcome == .failed)
    #expect(later?.message == expectedMessage)
    // Failed at its own verdict, the first needs no report through the later one.
    #expect(later?.alsoFails == nil)
  }
}
