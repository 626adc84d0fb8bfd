import Foundation
import PixelproofTestSupport
import PixelproofVerifier
import Testing

/// Splitting a package's tests into shards: by durations, by count, the same on every machine.
@Suite struct TestShardTests {
  private func tests(_ names: [String]) -> [TestIdentity] {
    names.compactMap { TestIdentity(listed: "Cards.CardTests/" + $0) }
  }

  private func names(_ shards: [[TestIdentity]]) -> [[String]] {
    shards.map { $0.map(\.function) }
  }

  @Test func aShardIsTwoWholeNumbersAndEveryOtherTextIsRefusedInTheUsersWords() throws {
    #expect(try TestShard("2/3") == TestShard(index: 2, count: 3))
    #expect(try TestShard("1/1").description == "1/1")
    let refusals = [
      ("0/3", "shard 0/3 does not exist: shards are numbered from 1 to 3"),
      ("4/3", "shard 4/3 does not exist: shards are numbered from 1 to 3"),
      ("1/0", "there must be at least one shard; got 1/0"),
      ("x", "a shard is I/N, its number and how many shards there are, as in 1/3; got \"x\""),
      ("+1/3", "a shard is I/N, its number and how many shards there are, as in 1/3; got \"+1/3\""),
      ("1/3/3", "a shard is I/N, its number and how many shards there are, as in 1/3; got \"1/3/3\""),
      ("/3", "a shard is I/N, its number and how many shards there are, as in 1/3; got \"/3\""),
    ]
    for (text, message) in refusals {
      #expect(throws: TestShard.Problem(message)) { try TestShard(text) }
    }
  }

  @Test func durationsAreBalancedHeaviestFirstIntoTheLightestShard() {
    // a 5, b 4, c 3, d 2, e 2: a -> 1 (5), b -> 2 (4), c -> 2 (7), d -> 1 (7), e -> 1 on the tie (9).
    let durations = ["a()": 5, "b()": 4, "c()": 3, "d()": 2, "e()": 2].reduce(into: [String: Int]()) {
      $0["Cards.CardTests/" + $1.key] = $1.value
    }
    let shards = TestShard.partition(
      tests(["e()", "c()", "a()", "d()", "b()"]), into: 2, durations: durations)
    #expect(names(shards) == [["a()", "d()", "e()"], ["b()", "c()"]])
  }

  @Test func withoutDurationsTestsAreDealtByCountInNameOrder() {
    // All weigh 1: a -> 1, b -> 2, c -> 3, d -> 1, e -> 2.
    let shards = TestShard.partition(tests(["e()", "d()", "c()", "b()", "a()"]), into: 3, durations: [:])
    #expect(names(shards) == [["a()", "d()"], ["b()", "e()"], ["c()"]])
  }

  @Test func aTestWithoutADurationWeighsTheMedianOne() {
    // Recorded 1, 10, 100: the median, 10, for d. Order a 100, b 10, d 10 (b before d by name), c 1:
    // a -> 1 (100), b -> 2 (10), d -> 2 (20), c -> 2 (21).
    let durations = ["Cards.CardTests/a()": 100, "Cards.CardTests/b()": 10, "Cards.CardTests/c()": 1]
    let shards = TestShard.partition(tests(["a()", "b()", "c()", "d()"]), into: 2, durations: durations)
    #expect(names(shards) == [["a()"], ["b()", "c()", "d()"]])
  }

  @Test func everyTestLandsInExactlyOneShardWhateverTheOrderGiven() throws {
    let all = tests((0..<23).map { "test\($0)()" })
    var durations: [String: Int] = [:]
    for (offset, test) in all.enumerated() where offset % 3 != 0 {
      durations[test.description] = offset * 7 % 11
    }
    let shards = TestShard.partition(all, into: 4, durations: durations)
    let placed = shards.flatMap { $0.map(\.description) }
    #expect(placed.sorted() == all.map(\.description).sorted())
    #expect(Set(placed).count == placed.count)
    var generator = SplitMix64(seed: 7)
    for _ in 0..<5 {
      let shuffled = all.shuffled(using: &generator) + all.prefix(2)  // listed twice: placed once
      #expect(TestShard.partition(shuffled, into: 4, durations: durations) == shards)
    }
    #expect(try TestShard(index: 3, count: 4).tests(of: all, durations: durations) == shards[2])
  }

  @Test func moreShardsThanTestsLeavesTheLastOnesEmpty() {
    let shards = TestShard.partition(tests(["a()", "b()"]), into: 3, durations: [:])
    #expect(names(shards) == [["a()"], ["b()"], []])
    #expect(TestShard.filter(selecting: shards[2]) == "^$")
  }

  @Test func theFilterSelectsExactlyItsTestsAsSwiftTestingAndXCTestNameThem() throws {
    let chosen = ["Cards.FeedA/Header/card(theme:)", "Cards.XCards/testBadge", "Cards.free()"]
      .compactMap { TestIdentity(listed: $0) }
    let filter = TestShard.filter(selecting: chosen)
    #expect(
      filter == #"^(?:Cards\.FeedA/Header/card\(theme:\)|Cards\.XCards/testBadge|Cards\.free\(\))(?:$|/)"#)
    let regex = try Regex(filter)
    // Swift Testing matches its test IDs, which end in the source location; XCTest its Module.Class/test.
    for selected in [
      "Cards.FeedA/Header/card(theme:)/FeedTests.swift:12:4", "Cards.XCards/testBadge",
      "Cards.free()/Free.swift:3:2",
    ] {
      #expect(selected.contains(regex), "\(selected)")
    }
    for other in [
      "Cards.FeedB/Header/card(theme:)/FeedTests.swift:20:4", "Cards.XCards/testBadgeDark",
      "Cards.XCards/testBadge_old", "Cards.FeedA/Header", "Cards", "Other.Cards.free()/Free.swift:1:1",
      "Cards.freeSpirit()/Free.swift:9:2",
    ] {
      #expect(!other.contains(regex), "\(other)")
    }
  }
}
