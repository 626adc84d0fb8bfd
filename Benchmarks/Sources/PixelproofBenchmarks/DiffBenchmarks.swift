import Foundation
import PixelproofDiff

/// Times ``ListDiff`` on lists of 10,000, 100,000 and 1,000,000 items, next to Swift's own
/// `CollectionDifference` (`new.difference(from: old)`) on the same arrays in the same run.
///
/// Three changes of each list: 10% of the items deleted and as many new ones inserted at random places,
/// 1% of the items moved to random places, and a full shuffle. `CollectionDifference` is Myers'
/// algorithm, O((n + m) · d) time for d edits, so it runs only where the edits are at most
/// `--max-myers-edits` (5,000 unless given): a shuffle of 10,000 items has about 20,000 edits and takes
/// seconds per iteration. The table says where it was skipped.
struct DiffBenchmarks {
  /// A change of a list the benchmark diffs.
  enum Change: Int, CaseIterable {
    case churn, moves, shuffle

    var name: String {
      switch self {
      case .churn: "10% deletes + 10% inserts"
      case .moves: "1% moves"
      case .shuffle: "full shuffle"
      }
    }
  }

  let stopwatch: Stopwatch
  let sizes: [Int]
  let maximumMyersEdits: Int

  /// Runs and prints the figures.
  ///
  /// - Throws: when a diff does not have the changes its case promises.
  func run() throws {
    print("List diffs: ListDiff (Heckel, IGListKit's semantics) and Swift's CollectionDifference (Myers)")
    print(
      "\(stopwatch.iterations) counted iterations after \(stopwatch.warmUpIterations) warm-up iterations; "
        + "items per second count old + new items")
    var lines: [[String]] = [
      ["case", "items", "ListDiff ms", "items/s", "CollectionDifference ms", "items/s", "ratio"]
    ]
    var digest: UInt64 = 0
    for size in sizes {
      for change in Change.allCases {
        var random = SplitMix64(seed: UInt64(size) &* 3 &+ UInt64(change.rawValue))
        let old = Array(0..<size)
        let new = Self.changed(old, by: change, random: &random)
        try Self.check(try ListDiff(old: old, new: new), change: change, size: size)
        let items = Double(old.count + new.count)
        let heckel = try stopwatch.measure("ListDiff") {
          UInt64(try ListDiff(old: old, new: new).changeCount)
        }
        digest &+= heckel.digest
        var row = [
          change.name, Self.grouped(size), String(format: "%.2f", heckel.medianMilliseconds),
          Self.rate(items, heckel.medianMilliseconds),
        ]
        let edits = Self.expectedEdits(size, change)
        if edits <= maximumMyersEdits {
          let myers = stopwatch.measure("CollectionDifference") {
            UInt64(new.difference(from: old).count)
          }
          digest &+= myers.digest
          row += [
            String(format: "%.2f", myers.medianMilliseconds), Self.rate(items, myers.medianMilliseconds),
            String(format: "%.1fx faster", myers.medianMilliseconds / heckel.medianMilliseconds),
          ]
        } else {
          row += ["skipped (~\(Self.grouped(edits)) edits)", "", ""]
        }
        lines.append(row)
      }
    }
    Self.printColumns(lines)
    print()
    print("digest (keeps the optimizer honest): \(digest)")
  }

  /// `old` changed by `change`. Items keep their order by sorting on a key: an item that stays keeps a
  /// key from its index, a moved or inserted one gets a random key, so the work is O(n log n), not
  /// O(n) per moved item.
  static func changed(_ old: [Int], by change: Change, random: inout SplitMix64) -> [Int] {
    let spread = UInt64(old.count) * 4
    var keyed: [(key: UInt64, item: Int)] = []
    keyed.reserveCapacity(old.count + old.count / 10)
    switch change {
    case .churn:
      // Exactly 10% deleted: a shuffled choice of indexes; 10% new items at random keys.
      var indexes = Array(old.indices)
      indexes.shuffle(using: &random)
      let deleted = Set(indexes.prefix(old.count / 10))
      for index in old.indices where !deleted.contains(index) {
        keyed.append((UInt64(index) * 4 + 2, old[index]))
      }
      for inserted in 0..<(old.count / 10) { keyed.append((random.next() % spread, old.count + inserted)) }
    case .moves:
      var indexes = Array(old.indices)
      indexes.shuffle(using: &random)
      let moved = Set(indexes.prefix(old.count / 100))
      for index in old.indices {
        let key = moved.contains(index) ? random.next() % spread : UInt64(index) * 4 + 2
        keyed.append((key, old[index]))
      }
    case .shuffle:
      var shuffled = old
      shuffled.shuffle(using: &random)
      return shuffled
    }
    return keyed.sorted { ($0.key, $0.item) < ($1.key, $1.item) }.map(\.item)
  }

  /// Throws unless the diff has the deletes and inserts the change made, and moves only where items moved.
  static func check(_ diff: ListDiff, change: Change, size: Int) throws {
    let churned = change == .churn ? size / 10 : 0
    guard diff.deletes.count == churned, diff.inserts.count == churned, diff.updates.isEmpty,
      (change == .churn) == diff.moves.isEmpty
    else {
      throw DiffCheckFailed(
        description: "\(change.name) of \(size) items gave \(diff.deletes.count) deletes, "
          + "\(diff.inserts.count) inserts, \(diff.moves.count) moves")
    }
  }

  /// Myers' edit count for the change, about: deletes + inserts, two per moved item, nearly all items
  /// twice for a shuffle.
  static func expectedEdits(_ size: Int, _ change: Change) -> Int {
    switch change {
    case .churn: 2 * (size / 10)
    case .moves: 2 * (size / 100)
    case .shuffle: 2 * size
    }
  }

  static func rate(_ items: Double, _ milliseconds: Double) -> String {
    String(format: "%.1fM", items / (milliseconds / 1000) / 1_000_000)
  }

  static func grouped(_ number: Int) -> String {
    var digits = Array(String(number))
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: index)
      index -= 3
    }
    return String(digits)
  }

  static func printColumns(_ lines: [[String]]) {
    let widths = (0..<lines[0].count).map { column in lines.map { $0[column].count }.max() ?? 0 }
    for line in lines {
      let cells = line.enumerated().map { column, text in
        let padding = String(repeating: " ", count: widths[column] - text.count)
        return column == 0 ? text + padding : padding + text
      }
      print(cells.joined(separator: "  "))
    }
  }
}

/// A diff that does not have the changes its case made.
struct DiffCheckFailed: Error, CustomStringConvertible {
  let description: String
}

/// SplitMix64 (Steele, Lea and Flood, 2014): the same lists on every run.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
