import Foundation
import PixelproofVerifier
import Testing

/// `pixelproof shard`, and the review commands reading every shard's failure folder, as a user runs them.
@Suite struct ShardCommandTests {
  let folders: TemporaryFolders
  init() throws {
    folders = try TemporaryFolders()
    try folders.write(Array("// swift-tools-version:6.0\n".utf8), to: folders.root + "/Package.swift")
    try folders.write(Array(OrphanReportTests.listing.utf8), to: folders.root + "/tests.txt")
  }

  private func pixelproof(_ arguments: [String]) throws -> PixelproofTool.Outcome {
    try PixelproofTool.run(arguments, in: folders.root)
  }

  @Test func aShardThatCannotBeIsAUsageErrorInTheUsersWords() throws {
    let refusals = [
      ("0/3", "shard 0/3 does not exist: shards are numbered from 1 to 3"),
      ("4/3", "shard 4/3 does not exist: shards are numbered from 1 to 3"),
      ("x", "a shard is I/N, its number and how many shards there are, as in 1/3; got \"x\""),
    ]
    for (shard, message) in refusals {
      let outcome = try pixelproof(["shard", shard, "--tests-from", folders.root + "/tests.txt"])
      #expect(outcome.status == 64)
      #expect(outcome.output == "")
      #expect(outcome.errors.hasPrefix("Error: \(message)\n"), "\(outcome.errors)")
    }
    #expect(!folders.exists(folders.diffs + "/.shard.tsv"))
  }

  @Test func aShardPrintsItsFilterAloneAndRecordsItsTests() throws {
    // By name: CardTests/live(), CardTests/renamedNew(), FeedA/Header/card(theme:), XCards/testBadge,
    // free(), dealt 1, 2, 3, 1, 2.
    let tests = folders.root + "/tests.txt"
    let outcome = try pixelproof(["shard", "2/3", "--tests-from", tests])
    #expect(outcome.status == 0)
    #expect(outcome.output == #"^(?:Cards\.CardTests/renamedNew\(\)|Cards\.free\(\))(?:$|/)"# + "\n")
    #expect(
      outcome.errors
        == "shard 2/3: 2 of 5 tests from \(tests), balanced by count (no kept run recorded durations)\n")
    #expect(
      try folders.bytes(folders.diffs + "/.shard.tsv")
        == Array("shard\t2/3\ntest\tCards.CardTests/renamedNew()\ntest\tCards.free()\n".utf8))
  }

  @Test func aShardBalancesByTheDurationsKeptRunsRecorded() throws {
    // live() took 9 ms and the rest have no duration: they weigh the median, 9 ms, so all weigh the
    // same and are dealt by name: live -> 1, renamedNew -> 2, FeedA -> 1, XCards -> 2, free -> 1.
    let manifest = RunManifest(path: FailureFolder(folders.diffs).manifestPath(run: "r"))
    #expect(manifest.append(.verified, "/a.png", test: "Cards.CardTests/live()") == nil)
    #expect(
      RunDurations(path: FailureFolder(folders.diffs).durationsPath(run: "r"))
        .append(test: "Cards.CardTests/live()", microseconds: 9000) == nil)
    let tests = folders.root + "/tests.txt"
    let outcome = try pixelproof(["shard", "2/2", "--tests-from", tests])
    #expect(outcome.output == #"^(?:Cards\.CardTests/renamedNew\(\)|Cards\.XCards/testBadge)(?:$|/)"# + "\n")
    #expect(
      outcome.errors
        == "shard 2/2: 2 of 5 tests from \(tests), balanced by the durations kept runs recorded for 1 of them\n"
    )
  }

  @Test func aShardWithNoTestsPrintsAFilterThatSelectsNone() throws {
    let tests = folders.root + "/tests.txt"
    let outcome = try pixelproof(["shard", "7/7", "--tests-from", tests])
    #expect(outcome.status == 0)
    #expect(outcome.output == "^$\n")
    #expect(outcome.errors == "shard 7/7: 0 of 5 tests from \(tests); its filter, ^$, selects no test\n")
    #expect(try folders.bytes(folders.diffs + "/.shard.tsv") == Array("shard\t7/7\n".utf8))
  }

  @Test func aMergedFolderThatIsNoFailureFolderIsAUsageError() throws {
    let missing = folders.root + "/shard-9"
    for arguments in [
      ["orphans", "--tests-from", folders.root + "/tests.txt", "--manifests", missing],
      ["report", "--merge", missing], ["failures", "--merge", missing],
    ] {
      let outcome = try pixelproof(arguments)
      #expect(outcome.status == 64)
      #expect(
        outcome.errors.hasPrefix("Error: \(missing) is not a failure folder: there is no such folder\n"),
        "\(outcome.errors)")
    }
  }

  /// Fails `reference` in the failure folder `diffs` as a CI shard would, after recording it.
  private func fail(_ reference: SnapshotReference, in diffs: String) throws {
    var settings = VerificationSettings(
      record: .missing, recordSource: .code, referenceDirectory: folders.references, failureFolder: diffs)
    _ = SnapshotVerifier.verify(try sampleImage(), against: reference, settings: settings, run: SnapshotRun())
    settings.record = .never
    _ = SnapshotVerifier.verify(
      try sampleImage(changing: (2, 1)), against: reference, settings: settings, run: SnapshotRun())
  }

  @Test func theMergedReviewListsEachShardsFailuresOnceAndAcceptsThemIntoTheCheckout() throws {
    let (one, two) = (folders.root + "/shard-1", folders.root + "/shard-2")
    let first = try SnapshotReference(suite: "CardTests", test: "first()", scale: 2)
    let second = try SnapshotReference(suite: "FeedTests", test: "second()", scale: 2)
    try fail(first, in: one)
    try fail(second, in: two)
    let report = try pixelproof(["report", "--merge", one, two])
    #expect(report.output == "2 snapshots from 2 failure folders in \(folders.root)/report.html\n")
    let page = String(decoding: try folders.bytes(folders.root + "/report.html"), as: UTF8.self)
    #expect(page.contains("CardTests/first@2x") && page.contains("FeedTests/second@2x"))
    // The commands it offers to copy name the folders, quoted for a shell and escaped for HTML.
    #expect(page.contains("--merge &#39;\(one)&#39; &#39;\(two)&#39;"))
    let listed = try pixelproof(["failures", "--merge", one, two])
    #expect(
      listed.output == """
        failed    CardTests/first@2x  \(one)/CardTests/first@2x.compare.png
        failed    FeedTests/second@2x  \(two)/FeedTests/second@2x.compare.png
        2 failed snapshots

        """)
    let accepted = try pixelproof(["failures", "--merge", one, two, "--accept"])
    let references = folders.references
    #expect(
      accepted.output == """
        accepted  CardTests/first@2x -> \(references)/CardTests/first@2x.png
        accepted  FeedTests/second@2x -> \(references)/FeedTests/second@2x.png
        2 failed snapshots accepted

        """)
    #expect(
      try PNGCodec.decode(folders.bytes(references + "/FeedTests/second@2x.png"))
        == sampleImage(changing: (2, 1)))
  }

  @Test func aFailureTwoShardsLeftIsNeverAcceptedFromEither() throws {
    let (one, two) = (folders.root + "/shard-1", folders.root + "/shard-2")
    let card = try SnapshotReference(suite: "CardTests", test: "card()", scale: 2)
    try fail(card, in: one)
    try fail(card, in: two)
    let reason =
      "CardTests/card@2x failed in more than one failure folder; accept it from one: pixelproof failures "
      + "--diff-dir <folder> --accept CardTests/card@2x"
    let accepted = try pixelproof(["failures", "--merge", one, two, "--accept"])
    #expect(accepted.output.hasPrefix("skipped   CardTests/card@2x  (\(reason))\n"), "\(accepted.output)")
    #expect(
      try PNGCodec.decode(folders.bytes(folders.references + "/CardTests/card@2x.png")) == sampleImage())
    let named = try pixelproof(["failures", "--merge", one, two, "--accept", "CardTests/card@2x"])
    #expect(named.status == 64)
    #expect(named.errors.hasPrefix("Error: \(reason)\n"))
  }

  @Test func orphansAcrossShardsCallAReferenceUnknownWhileAShardOfItsSuiteIsMissing() throws {
    let root = URL(fileURLWithPath: folders.references).resolvingSymlinksInPath().path
    for relative in ["CardTests/live@2x.png", "CardTests/custom@2x.png"] {
      try folders.write(PNGCodec.encode(sampleImage()), to: folders.references + "/" + relative)
    }
    let shards = (1...3).map { folders.root + "/shard-\($0)" }
    try ShardRecord(shard: TestShard("1/3"), tests: ["Cards.CardTests/live()", "Cards.free()"])
      .write(into: shards[0])
    #expect(
      RunManifest(path: FailureFolder(shards[0]).manifestPath(run: "r1"))
        .append(.verified, folders.references + "/CardTests/live@2x.png", test: "Cards.CardTests/live()")
        == nil)
    try ShardRecord(
      shard: TestShard("2/3"), tests: ["Cards.FeedA/Header/card(theme:)", "Cards.XCards/testBadge"]
    )
    .write(into: shards[1])
    try ShardRecord(shard: TestShard("3/3"), tests: ["Cards.CardTests/renamedNew()"]).write(into: shards[2])
    let tests = folders.root + "/tests.txt"
    // Shard 3 holds CardTests/renamedNew(): without it, custom@2x.png may be that test's.
    let two = try pixelproof(["orphans", "--tests-from", tests, "--manifests", shards[0], shards[1]])
    #expect(
      two.output == """
        tests: 5 from \(tests); run manifests: 1
        shards: 2 of 3 (missing: 3); 1 test no shard ran
        unknown  \(root)/CardTests/custom@2x.png
        0 orphaned reference images, 1 unknown, 1 in use

        """)
    let all = try pixelproof(["orphans", "--tests-from", tests, "--manifests"] + shards)
    #expect(
      all.output == """
        tests: 5 from \(tests); run manifests: 1
        shards: 3 of 3
        orphan   \(root)/CardTests/custom@2x.png  (test gone: its suite has no test of that name)
        1 orphaned reference image, 0 unknown, 1 in use

        """)
  }
}
