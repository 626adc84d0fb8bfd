/// One of `count` disjoint parts of a package's tests, numbered from 1, as `pixelproof shard I/N` names
/// it: every test lands in exactly one shard, and the same tests and durations give the same split on
/// every machine.
///
/// The split (``partition(_:into:durations:)``) balances the time the tests' snapshots took in the last
/// kept runs (``RunDurations``), and counts tests where no run recorded any:
/// 1. each test weighs its recorded duration in microseconds (at least 1); a test without one weighs
///    the median of the recorded ones, and every test weighs 1 when none is recorded;
/// 2. the tests are taken heaviest first, ties by name;
/// 3. each goes to the shard with the least weight so far, the lowest number on a tie.
///
/// Only integers and sorted lists take part, so no floating-point rounding or hash order changes it.
package struct TestShard: Sendable, Equatable, CustomStringConvertible {
  /// The shard's number, from 1 to ``count``.
  package let index: Int
  /// How many shards there are.
  package let count: Int

  /// Shard `index` of `count`.
  ///
  /// - Throws: ``Problem`` when `count` is below 1 or `index` is not between 1 and `count`.
  package init(index: Int, count: Int) throws(Problem) {
    guard count >= 1 else { throw Problem("there must be at least one shard; got \(index)/\(count)") }
    guard (1...count).contains(index) else {
      throw Problem("shard \(index)/\(count) does not exist: shards are numbered from 1 to \(count)")
    }
    self.index = index
    self.count = count
  }

  /// The shard `text` names, `I/N` (`2/3`).
  ///
  /// - Throws: ``Problem`` in the user's words when `text` is not two whole numbers around a `/`, or
  ///   names no shard.
  package init(_ text: String) throws(Problem) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    // Digits only: Int("+2") would read a sign, and "٣" is a digit to Character but not to Int.
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }),
      let index = Int(parts[0]), let count = Int(parts[1])
    else {
      throw Problem(
        "a shard is I/N, its number and how many shards there are, as in 1/3; got \"\(text)\"")
    }
    try self.init(index: index, count: count)
  }

  /// `I/N`.
  package var description: String { "\(index)/\(count)" }

  /// A shard that cannot be, in the user's words.
  package struct Problem: Error, Equatable, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
  }

  /// This shard's tests out of `tests`, sorted by name (see ``partition(_:into:durations:)``).
  package func tests(of tests: [TestIdentity], durations: [String: Int]) -> [TestIdentity] {
    Self.partition(tests, into: count, durations: durations)[index - 1]
  }

  /// `tests` split into `count` shards, each sorted by name; a test listed twice is placed once.
  ///
  /// - Parameters:
  ///   - durations: microseconds per test, by the name `swift test list` prints (``RunDurations``).
  package static func partition(
    _ tests: [TestIdentity], into count: Int, durations: [String: Int]
  ) -> [[TestIdentity]] {
    let unique = Dictionary(tests.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first })
    let names = unique.keys.sorted()
    let recorded = names.compactMap { durations[$0] }.map { max($0, 1) }.sorted()
    // The lower median: an unmeasured test is taken to be as slow as a typical measured one.
    let unmeasured = recorded.isEmpty ? 1 : recorded[(recorded.count - 1) / 2]
    let weighed = names.map { (name: $0, weight: durations[$0].map { max($0, 1) } ?? unmeasured) }
    let order = weighed.sorted { ($1.weight, $0.name) < ($0.weight, $1.name) }
    var shards = [[String]](repeating: [], count: max(count, 0))
    var loads = [Int](repeating: 0, count: max(count, 0))
    for test in order {
      guard let lightest = loads.indices.min(by: { (loads[$0], $0) < (loads[$1], $1) }) else { break }
      shards[lightest].append(test.name)
      loads[lightest] += test.weight
    }
    return shards.map { $0.sorted().compactMap { unique[$0] } }
  }

  /// The `swift test --filter` argument that selects exactly `tests`: one regular expression over the
  /// identifiers `swift test list` prints, each anchored at the start, its regular-expression
  /// characters escaped, and ending where the identifier does or at a `/`, so `card()` selects neither
  /// `cardDark()` nor another suite's `card()`. No tests give `^$`, which selects none.
  package static func filter(selecting tests: [TestIdentity]) -> String {
    guard !tests.isEmpty else { return "^$" }
    let names = tests.map { TestIdentity.regexEscaped($0.description) }
    return "^(?:" + names.joined(separator: "|") + ")(?:$|/)"
  }
}
