/// The lines one text has that another has not, and the reverse, in order: a longest common
/// subsequence of lines is kept, and the rest is shown as `- ` (only in the reference) and `+ ` (only
/// in the new text), as a unified diff does without its context lines.
enum LineDiff {
  /// The diff's lines, `- old` and `+ new`, in the order they occur; empty when the texts have the
  /// same lines.
  ///
  /// - Parameters:
  ///   - reference: the text recorded before.
  ///   - actual: the text made now.
  static func lines(from reference: String, to actual: String) -> [String] {
    let old = split(reference)
    let new = split(actual)
    // common[i][j]: the longest common subsequence of old[i...] and new[j...]; the texts are a few
    // dozen lines, so the quadratic table is small.
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var result: [String] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        i += 1
        j += 1
      } else if j == new.count || (i < old.count && common[i + 1][j] >= common[i][j + 1]) {
        result.append("- " + old[i])
        i += 1
      } else {
        result.append("+ " + new[j])
        j += 1
      }
    }
    return result
  }

  /// The lines of `text`; a final line break ends the last line rather than starting an empty one,
  /// and a missing one is shown as a line of its own so that it is not an invisible difference.
  private static func split(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" {
      lines.removeLast()
    } else if !text.isEmpty {
      lines.append("(no line break at the end)")
    }
    return lines
  }
}
