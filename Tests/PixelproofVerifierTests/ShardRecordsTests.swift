import Foundation
import PixelproofVerifier
import Testing

/// What shards leave in their failure folders, and how the folders of every shard are read together.
@Suite struct ShardRecordsTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private func tests(_ names: [String]) -> [TestIdentity] { names.compactMap { TestIdentity(listed: $0) } }

  @Test func aVerificationKeepsHowLongItTookUnderItsTest() throws {
    var settings = folders.settings(.missing)
    settings.test = "Cards.CardTests/testCard()"
    let run = SnapshotRun(identifier: "timed")
    _ = SnapshotVerifier.verify(try sampleImage(), against: sampleReference, settings: settings, run: run)
    let durations = RunDurations(run: run, failureFolder: folders.diffs)
    #expect(durations.path == folders.diffs + "/.manifests/durations/timed.tsv")
    let perTest = try durations.perTest()
    #expect(Array(perTest.keys) == ["Cards.CardTests/testCard()"])
    #expect((perTest.values.first ?? -1) >= 0)
    // The manifest reads as before: three fields, no duration.
    let manifest = RunManifest(run: run, failureFolder: folders.diffs)
    let path = folders.references + "/CardTests/testCard_dark@2x.png"
    #expect(try folders.bytes(manifest.path) == Array("recorded\tCards.CardTests/testCard()\t\(path)\n".utf8))
  }

  @Test func theNewestRunWithADurationGivesItAndOddLinesAreSkipped() throws {
    let old = RunManifest(path: FailureFolder(folders.diffs).manifestPath(run: "old"))
    let new = RunManifest(path: FailureFolder(folders.diffs).manifestPath(run: "new"))
    #expect(old.append(.verified, "/a.png") == nil)
    // Manifests are ordered by modification time; make the old one older.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: old.path)
    #expect(new.append(.verified, "/a.png") == nil)
    let folder = FailureFolder(folders.diffs)
    try folders.write(Array("T.A/a()\t100\nT.A/b()\t7\n".utf8), to: folder.durationsPath(run: "old"))
    try folders.write(
      Array("T.A/a()\t20\nT.A/a()\t5\nbroken line\nT.A/c()\tsoon\n".utf8),
      to: folder.durationsPath(run: "new"))
    #expect(RunDurations.latest(in: [folders.diffs]) == ["T.A/a()": 25, "T.A/b()": 7])
    #expect(RunDurations.latest(in: [folders.root + "/nowhere"]) == [:])
  }

  @Test func aShardRecordReadsBackAndADamagedOneSaysWhichLine() throws {
    let record = ShardRecord(shard: try TestShard("2/3"), tests: ["T.B/b()", "T.A/a()"])
    try record.write(into: folders.diffs)
    #expect(
      try folders.bytes(folders.diffs + "/.shard.tsv")
        == Array("shard\t2/3\ntest\tT.A/a()\ntest\tT.B/b()\n".utf8))
    #expect(folders.exists(folders.diffs + "/.gitignore"))
    #expect(try ShardRecord.read(in: folders.diffs) == record)
    #expect(try ShardRecord.read(in: folders.root) == nil)
    try folders.write(Array("shard\t2/3\ntests T.A/a()\n".utf8), to: folders.diffs + "/.shard.tsv")
    do {
      _ = try ShardRecord.read(in: folders.diffs)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == folders.diffs
          + "/.shard.tsv: line 2 is not shard\\t<I>/<N> or test\\t<test>: tests T.A/a()")
    }
  }

  @Test func foldersThatAreNoFailureFoldersAreRefusedInTheUsersWords() throws {
    let file = folders.root + "/notes.txt"
    try folders.write(Array("notes".utf8), to: file)
    let empty = folders.root + "/Empty"
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let refusals = [
      (folders.root + "/Missing", folders.root + "/Missing is not a failure folder: there is no such folder"),
      (file, file + " is not a failure folder: it is a file"),
      (
        empty,
        empty + " is not a failure folder: it holds neither .manifests/ nor .shard.tsv, which every test "
          + "run and `pixelproof shard` leave in one (keep FailureDiffs/ whole, hidden files included)"
      ),
    ]
    for (folder, message) in refusals {
      #expect(throws: MergedFailureFolders.Problem(description: message)) {
        try MergedFailureFolders([folder])
      }
    }
  }

  @Test func theShardsSayWhichTestsRanAndWhichShardIsMissing() throws {
    let all = tests(["T.A/a()", "T.A/b()", "T.B/c()", "T.B/d()", "T.C/e()"])
    let (one, two) = (folders.root + "/shard-1", folders.root + "/shard-3")
    try ShardRecord(shard: TestShard("1/3"), tests: ["T.A/a()", "T.B/d()"]).write(into: one)
    try ShardRecord(shard: TestShard("3/3"), tests: ["T.C/e()"]).write(into: two)
    let merged = try MergedFailureFolders([one, two])
    #expect(merged.missingShards == [2])
    #expect(merged.unrunTests(of: all).map(\.description) == ["T.A/b()", "T.B/c()"])
    // Without records nothing is known to have not run.
    let plain = folders.root + "/plain"
    #expect(RunManifest(path: FailureFolder(plain).manifestPath(run: "r")).append(.verified, "/a.png") == nil)
    #expect(try MergedFailureFolders([plain]).unrunTests(of: all) == [])
    let other = folders.root + "/other"
    try ShardRecord(shard: TestShard("1/2"), tests: []).write(into: other)
    #expect(
      throws: MergedFailureFolders.Problem(
        description: "the failure folders are shards of different splits: \(one) is shard 1/3, \(other) is "
          + "shard 1/2")
    ) { try MergedFailureFolders([one, other]) }
  }

  @Test func aReferenceOfASuiteWhoseTestsDidNotAllRunIsUnknownNotAnOrphan() throws {
    let root = URL(fileURLWithPath: folders.references).resolvingSymlinksInPath().path
    for relative in ["CardTests/live@2x.png", "CardTests/custom@2x.png", "FeedTests/stale@2x.png"] {
      try folders.write(PNGCodec.encode(sampleImage()), to: folders.references + "/" + relative)
    }
    let current = tests(["Cards.CardTests/live()", "Cards.CardTests/other()", "Cards.FeedTests/feed()"])
    let all = try OrphanReport(referenceDirectory: folders.references, manifests: [], currentTests: current)
    #expect(all.orphans.map(\.path) == [root + "/CardTests/custom@2x.png", root + "/FeedTests/stale@2x.png"])
    // CardTests/other() did not run: it may be the one that verifies custom@2x.png.
    let sharded = try OrphanReport(
      referenceDirectory: folders.references, manifests: [], currentTests: current,
      unrunTests: tests(["Cards.CardTests/other()"]))
    #expect(sharded.orphans.map(\.path) == [root + "/FeedTests/stale@2x.png"])
    #expect(sharded.unknown == [root + "/CardTests/custom@2x.png"])
    #expect(sharded.live == [root + "/CardTests/live@2x.png"])
  }
}
