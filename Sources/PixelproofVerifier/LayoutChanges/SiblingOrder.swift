/// Which of a parent's children kept their order, and so which were moved among their siblings.
enum SiblingOrder {
  /// Marks the members of one longest increasing subsequence of `values` (their old positions, listed in
  /// new order): those kept their order relative to each other; the others moved. Patience sorting,
  /// O(k log k) for k values; ties go to the earliest subsequence, so the answer is the same every run.
  static func keptInOrder(_ values: [Int]) -> [Bool] {
    // tails[length - 1]: the index of the smallest last value of an increasing run of that length.
    var tails: [Int] = []
    var previous = [Int?](repeating: nil, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      previous[index] = low > 0 ? tails[low - 1] : nil
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var kept = [Bool](repeating: false, count: values.count)
    var member = tails.last
    while let index = member {
      kept[index] = true
      member = previous[index]
    }
    return kept
  }
}
