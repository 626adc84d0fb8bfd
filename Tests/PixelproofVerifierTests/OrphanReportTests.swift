import Foundation
import PixelproofVerifier
import Testing

/// Orphans decided from the tests the package has and the runs that verified them.
@Suite struct OrphanReportTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  /// What `swift test list` prints for the package in these tests, build progress included.
  static let listing = """
    Building for debugging...
    [3/5] Compiling Cards CardTests.swift
    Build complete! (1.20s)
    Cards.CardTests/live()
    Cards.CardTests/renamedNew()
    Cards.FeedA/Header/card(theme:)
    Cards.free()
    Cards.XCards/testBadge
    """

  private var tests: [TestIdentity] {
    Self.listing.split(separator: "\n").compactMap { TestIdentity(listed: String($0)) }
  }

  private var root: String { URL(fileURLWithPath: folders.references).resolvingSymlinksInPath().path }

  private func reference(_ relative: String) throws -> String {
    try folders.write(PNGCodec.encode(sampleImage()), to: folders.references + "/" + relative)
    return root + "/" + relative
  }

  /// Verifies `relative` (an existing reference) in run `run` as test `test`, through the verifier.
  private func verify(_ suite: String, _ test: String, by identity: String, run: String) throws {
    var settings = folders.settings(.never)
    settings.test = identity
    _ = SnapshotVerifier.verify(
      try sampleImage(), against: try SnapshotReference(suite: suite, test: test, scale: 2),
      settings: settings,
      run: SnapshotRun(identifier: run))
  }

  @Test func listedTestsAreTheFourTestsAndOneFreeFunction() {
    #expect(
      tests.map(\.description) == [
        "Cards.CardTests/live()", "Cards.CardTests/renamedNew()", "Cards.FeedA/Header/card(theme:)",
        "Cards.free()",
        "Cards.XCards/testBadge",
      ])
  }

  @Test func referencesOfExistingTestsAreNeverOrphansAfterManyFilteredRuns() throws {
    let live = try reference("CardTests/live@2x.png")
    let liveDark = try reference("CardTests/live_dark@2x.png")
    let liveOld = try reference("CardTests/live_old@2x.png")
    let renamed = try reference("CardTests/renamedNew@2x.png")
    let feed = try reference("FeedA.Header/card_theme-dark@2x.png")
    let free = try reference("CardFile/free@1x.png")
    let badge = try reference("XCards/testBadge@2x.png")
    let gallery = try reference("Gallery/newsFeedCard@2x.png")
    let old = try reference("CardTests/renamedOld@2x.png")
    let likeLive = try reference("CardTests/liveliness@2x.png")
    let stray = try reference("Gallery/oldExample@2x.png")
    let legacy = try reference("Legacy/thing@2x.png")
    try folders.write(Array("notes".utf8), to: folders.references + "/README.md")
    // Long ago: the old name of the renamed test, a test that is gone, the gallery, an old manifest.
    try verify("CardTests", "renamedOld", by: "Cards.CardTests/renamedOld()", run: "old")
    try verify("CardTests", "live_old", by: "Cards.CardTests/gone()", run: "old")
    try verify("Gallery", "newsFeedCard", by: "pixelproof-gallery/newsFeedCard", run: "gallery")
    let legacyManifest = RunManifest(run: SnapshotRun(identifier: "legacy"), failureFolder: folders.diffs)
    try folders.write(Array("verified\t\(legacy)\n".utf8), to: legacyManifest.path)
    // Filtered runs, each of one test: none of them mentions the other references. With the three
    // runs above, they fill the 20 kept manifests.
    for run in 0..<(RunManifest.keptRuns - 3) {
      try verify("CardTests", "renamedNew", by: "Cards.CardTests/renamedNew()", run: "filtered-\(run)")
    }
    var report = try OrphanReport(
      referenceDirectory: folders.references, manifests: RunManifest.all(in: folders.diffs),
      currentTests: tests)
    #expect(report.live == [live, liveDark, liveOld, renamed, feed, free, badge, gallery].sorted())
    #expect(
      report.orphans == [
        OrphanReport.Orphan(path: likeLive, formerTests: []),
        OrphanReport.Orphan(path: old, formerTests: ["Cards.CardTests/renamedOld()"]),
      ])
    #expect(report.unknown == [stray, legacy].sorted())
    // Three more filtered runs push the old three manifests out. The tests still decide: the renamed
    // test's reference is still an orphan (its suite has no test of that name), every reference of an
    // existing test still in use; only the gallery's word for its reference is gone with its manifest.
    for run in 0..<3 {
      try verify("CardTests", "renamedNew", by: "Cards.CardTests/renamedNew()", run: "later-\(run)")
    }
    report = try OrphanReport(
      referenceDirectory: folders.references, manifests: RunManifest.all(in: folders.diffs),
      currentTests: tests)
    #expect(RunManifest.all(in: folders.diffs).count == RunManifest.keptRuns)
    #expect(report.live == [live, liveDark, liveOld, renamed, feed, free, badge].sorted())
    #expect(
      report.orphans == [
        OrphanReport.Orphan(path: likeLive, formerTests: []), OrphanReport.Orphan(path: old, formerTests: []),
      ])
    #expect(report.unknown == [gallery, stray, legacy].sorted())
  }

  @Test func aRenamedTestsOldReferenceIsAnOrphanWithoutAnyManifest() throws {
    let old = try reference("CardTests/renamedOld@2x.png")
    let report = try OrphanReport(referenceDirectory: folders.references, manifests: [], currentTests: tests)
    #expect(report.orphans == [OrphanReport.Orphan(path: old, formerTests: [])])
    #expect(report.live.isEmpty && report.unknown.isEmpty)
  }

  @Test func textReferencesAreDecidedAsImagesAndOtherTextsAreLeftAlone() throws {
    func text(_ relative: String) throws -> String {
      try folders.write(Array("1 element\n".utf8), to: folders.references + "/" + relative)
      return root + "/" + relative
    }
    let live = try text("CardTests/live_accessibility@2x.txt")
    let renamed = try text("CardTests/renamedOld_accessibility@2x.txt")
    let gone = try text("Screens/settings_accessibility@2x.txt")
    let stray = try text("Mystery/thing_accessibility@2x.txt")
    _ = try text("CardTests/notes.txt")
    _ = try text("CardTests/live@x.txt")
    // A test that is gone verified the Screens text in a run; no current test is in that folder.
    var settings = folders.settings(.never)
    settings.test = "Cards.Screens/settings()"
    _ = SnapshotVerifier.verifyText(
      "1 element\n",
      against: try SnapshotReference(suite: "Screens", test: "settings", name: "accessibility", scale: 2),
      settings: settings, run: SnapshotRun(identifier: "old"))
    let report = try OrphanReport(
      referenceDirectory: folders.references, manifests: RunManifest.all(in: folders.diffs),
      currentTests: tests)
    #expect(report.live == [live])
    #expect(
      report.orphans == [
        OrphanReport.Orphan(path: renamed, formerTests: []),
        OrphanReport.Orphan(path: gone, formerTests: ["Cards.Screens/settings()"]),
      ])
    #expect(report.unknown == [stray])
  }

  @Test func aTextReferenceIsNamedWithItsScale() {
    #expect(OrphanReport.isTextReference("card_accessibility@2x.txt"))
    #expect(OrphanReport.isTextReference("card@10x.txt"))
    #expect(!OrphanReport.isTextReference("notes.txt"))
    #expect(!OrphanReport.isTextReference("card@x.txt"))
    #expect(!OrphanReport.isTextReference("@2x.txt"))
    #expect(!OrphanReport.isTextReference("card@2x.png.txt"))
    #expect(!OrphanReport.isTextReference("card@2x.text"))
  }

  @Test func manifestLinesNameTheTestAndOldTwoFieldLinesStillRead() throws {
    try verify("CardTests", "live", by: "Cards.CardTests/live()", run: "r")
    let manifest = RunManifest(run: SnapshotRun(identifier: "r"), failureFolder: folders.diffs)
    let path = folders.references + "/CardTests/live@2x.png"
    #expect(try folders.bytes(manifest.path) == Array("failed\tCards.CardTests/live()\t\(path)\n".utf8))
    #expect(try manifest.entries() == [.init(outcome: .failed, path: path, test: "Cards.CardTests/live()")])
    #expect(manifest.append(.verified, "/b.png") == nil)
    try folders.write(
      try folders.bytes(manifest.path) + Array("recorded\t/a\\tb.png\n".utf8), to: manifest.path)
    #expect(
      try manifest.entries() == [
        .init(outcome: .failed, path: path, test: "Cards.CardTests/live()"),
        .init(outcome: .verified, path: "/b.png"),
        .init(outcome: .recorded, path: "/a\tb.png"),
      ])
  }

  @Test func aMissingReferenceFolderIsAnError() {
    do {
      _ = try OrphanReport(referenceDirectory: folders.root + "/nowhere", manifests: [], currentTests: tests)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == folders.root + "/nowhere: cannot list the reference folder")
    }
  }
}
