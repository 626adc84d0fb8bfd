/// Breaks items into flex lines, greedily or balanced.
///
/// Balanced breaking (`flex-wrap: balance`) keeps the greedy line count but spreads items so lines are
/// as even as possible: among the breaks whose lines all fit, it picks the one with the least sum of
/// squared free space per line (the Knuth–Plass measure), preferring fewer items on later lines on a
/// tie. With a minimum line count it first narrows the break length until greedy breaking reaches it.
/// Lengths are compared in 1/64 pt, each floored to a unit as Chrome converts lengths to its layout
/// units, so ties are exact and a line holds what fits in Chrome's.
struct FlexLineBreaker {
  /// Item lengths (outer hypothetical main sizes) in layout units, at least 0 for balancing.
  private let sizes: [Int64]
  /// The same lengths as they are, less than 0 where negative margins make them so.
  private let outerSizes: [Int64]
  private let gap: Int64

  init(sizes: [Double], gap: Double) {
    self.sizes = sizes.map { Self.units(max($0, 0)) }
    outerSizes = sizes.map(Self.units)
    self.gap = Self.units(gap)
  }

  private static func units(_ points: Double) -> Int64 {
    Int64((points * 64).rounded(.down))
  }

  /// The number of items on each line when breaking whenever the next item would overflow `limit`.
  func greedyCounts(limit: Double) -> [Int] {
    // css-flexbox-1 §9.3 step 5 collects outer sizes: an item whose negative margins make it shorter
    // than nothing leaves room for the next one, as in Chrome.
    greedy(limit: Self.units(limit), sizes: outerSizes)
  }

  private func greedy(limit: Int64, sizes: [Int64]) -> [Int] {
    var counts: [Int] = []
    var length: Int64 = 0
    var count = 0
    for size in sizes {
      if count > 0, length + gap + size > limit {
        counts.append(count)
        count = 0
        length = 0
      }
      length += (count > 0 ? gap : 0) + size
      count += 1
    }
    if count > 0 { counts.append(count) }
    return counts
  }

  /// The number of items on each line of the balanced break within `limit` (nil = unlimited).
  func balancedCounts(limit: Double?, minimumLineCount: Int) -> [Int] {
    guard !sizes.isEmpty else { return [] }
    let total = sizes.reduce(0, +) + gap * Int64(sizes.count - 1)
    var sizes = sizes
    var limit = limit.map(Self.units) ?? total
    let minimum = min(max(minimumLineCount, 1), sizes.count)
    if greedy(limit: limit, sizes: sizes).count < minimum {
      (limit, sizes) = narrowed(limit: min(limit, total), sizes: sizes, minimum: minimum)
    }
    return balanced(limit: limit, sizes: sizes)
  }

  /// The shortest limit whose greedy break has no more than `minimum` lines; if that still has fewer,
  /// items that end a line exactly are lengthened by one unit, from the last, until it has enough.
  private func narrowed(limit: Int64, sizes: [Int64], minimum: Int) -> (Int64, [Int64]) {
    var low: Int64 = 0
    var high = limit
    while low < high {
      let middle = low + (high - low) / 2
      if greedy(limit: middle, sizes: sizes).count > minimum { low = middle + 1 } else { high = middle }
    }
    var sizes = sizes
    guard greedy(limit: high, sizes: sizes).count < minimum else { return (high, sizes) }
    var exactFits: [Int] = []
    var length: Int64 = 0
    var count = 0
    for (index, size) in sizes.enumerated() {
      let added = (count > 0 ? gap : 0) + size
      if count > 0, length + added > high {
        length = size
        count = 1
      } else {
        length += added
        count += 1
      }
      if length == high { exactFits.append(index) }
    }
    for index in exactFits.reversed() {
      sizes[index] += 1
      if greedy(limit: high, sizes: sizes).count >= minimum { break }
    }
    return (high, sizes)
  }

  /// The break of least total squared free space among those whose multi-item lines fit.
  private func balanced(limit: Int64, sizes: [Int64]) -> [Int] {
    let count = sizes.count
    var prefix = [Int64](repeating: 0, count: count + 1)
    for index in 0..<count {
      prefix[index + 1] = prefix[index] + sizes[index]
    }
    func length(_ start: Int, _ end: Int) -> Int64 {
      prefix[end + 1] - prefix[start] + gap * Int64(end - start)
    }
    func score(_ start: Int, _ end: Int) -> Double {
      let line = length(start, end)
      guard line <= limit else { return 0 }
      let free = Double(limit - line)
      return free * free
    }
    // best[end + 1]: the least total score of items 0...end with a break after `end`.
    var best = [Double](repeating: .infinity, count: count + 1)
    var lineStart = [Int](repeating: 0, count: count + 1)
    best[0] = 0
    var earliest = 0
    for end in 0..<count {
      while earliest < end, length(earliest, end) > limit { earliest += 1 }
      for start in earliest...end where best[start].isFinite {
        let total = best[start] + score(start, end)
        if total <= best[end + 1] {
          best[end + 1] = total
          lineStart[end + 1] = start
        }
      }
    }
    var counts: [Int] = []
    var end = count
    while end > 0 {
      counts.append(end - lineStart[end])
      end = lineStart[end]
    }
    return counts.reversed()
  }
}
