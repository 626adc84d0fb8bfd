import ArgumentParser
import Foundation
import PixelproofVerifier

/// Prints the `swift test --filter` expression of one shard of the package's tests, for CI jobs that
/// each run a part of them.
struct ShardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shard",
    abstract: "Print the swift test --filter expression that runs one of N parts of the package's tests.",
    discussion: """
      Run `swift test --filter "$(swift run --skip-build pixelproof shard I/N)"` in each of N jobs, \
      I from 1 to N. The tests come from `swift test list` (or --tests-from); every test lands in exactly \
      one shard, and the same tests and durations give the same split on every machine. The shards are \
      balanced by how long each test's snapshots took in the kept runs of the failure folder \
      (.manifests/durations/), a test without a duration counting as the median one; without any, by \
      the number of tests. Every shard must see the same durations: on CI, either none (fresh \
      checkouts) or the same restored folder.

      The expression is printed alone, on standard output; what the shard holds goes to standard error. \
      A shard with no tests (more shards than tests) prints ^$, which selects none. The shard's tests \
      are written to <failure folder>/.shard.tsv, so that `pixelproof orphans --manifests` knows which \
      tests ran when it reads every shard's failure folder.
      """)

  @OptionGroup var folders: FolderOptions

  @OptionGroup var testList: TestListOptions

  @Argument(help: "The shard: I/N, the I-th of N, numbered from 1 (1/3, 2/3, 3/3).")
  var shard: String

  func validate() throws {
    do {
      _ = try TestShard(shard)
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    let shard = try TestShard(self.shard)
    let settings = try folders.settings()
    let (tests, source) = try testList.tests(
      root: try folders.root(), emptyMeans: "there is nothing to split")
    let durations = RunDurations.latest(in: [settings.failureFolder])
    let chosen = shard.tests(of: tests, durations: durations)
    try ShardRecord(shard: shard, tests: chosen.map(\.description)).write(into: settings.failureFolder)
    print(TestShard.filter(selecting: chosen))
    let summary = Self.summary(
      of: shard, chosen: chosen.count, tests: tests, source: source, durations: durations)
    FileHandle.standardError.write(Data((summary + "\n").utf8))
  }

  /// What the shard holds and how it was balanced, in the user's words.
  static func summary(
    of shard: TestShard, chosen: Int, tests: [TestIdentity], source: String, durations: [String: Int]
  ) -> String {
    let all = Set(tests.map(\.description))
    let measured = all.count { durations[$0] != nil }
    let what = "shard \(shard): \(chosen) of \(all.count) test\(all.count == 1 ? "" : "s") from \(source)"
    if chosen == 0 { return what + "; its filter, ^$, selects no test" }
    return what + ", balanced "
      + (measured == 0
        ? "by count (no kept run recorded durations)"
        : "by the durations kept runs recorded for \(measured) of them")
  }
}
