extension Layout {
  /// The labels whose text did not grow from this layout, at `textSize`, to `larger`, the same tree laid
  /// out at `largerTextSize`: in reading order of `larger`, with its frames.
  ///
  /// The labels with text of the two layouts are matched in three passes, each over those still
  /// unmatched: by identifier (`Label#price`), when exactly one label on each side has it; then by
  /// accessibility label (the text unless one is set), when exactly one on each side reads it; then
  /// the rest by position in reading order, when both sides have as many left. A label left unmatched,
  /// as when a layout shows other components at a larger text size, is not compared. A matched label
  /// is reported when a run of its text is drawn at a size not above the one it had in this layout
  /// (the first such run, in text order); growth under a millionth of a point does not count.
  ///
  /// - Parameters:
  ///   - textSize: the text size this layout was laid out at.
  ///   - larger: the same tree laid out at `largerTextSize`.
  ///   - largerTextSize: a text size larger than `textSize`.
  ///   - direction: the writing direction that orders labels at the same height.
  /// - Throws: ``TextScalingError/textSizeNotLarger(_:than:)`` when `largerTextSize` is not larger than
  ///   `textSize`.
  public func textScalingFindings(
    at textSize: TextSize, comparedWith larger: Layout, at largerTextSize: TextSize,
    direction: LayoutDirection = .leftToRight
  ) throws(TextScalingError) -> [TextScalingFinding] {
    guard largerTextSize.bodyPointSize > textSize.bodyPointSize else {
      throw .textSizeNotLarger(largerTextSize, than: textSize)
    }
    let before = labelsInReadingOrder(direction: direction, origin: .zero)
    let after = larger.labelsInReadingOrder(direction: direction, origin: .zero)
    let matches = Self.matchLabels(before, after)
    var findings: [TextScalingFinding] = []
    for (index, label) in after.enumerated() {
      guard let match = matches[index] else { continue }
      let sizes = zip(before[match].text.pointSizes, label.text.pointSizes)
      let runs = (label.node.component as? Label)?.runs ?? []
      // Sizes and runs pair up in order: TextLayout records a size for every run it was given.
      let stuck = zip(sizes, runs).first { sizes, run in
        // Sums and ratios of fractional sizes pick up binary rounding: a label that sets its font so
        // that scaling gives back the same size lands a few billionths above it, which is no growth.
        !run.text.isEmpty && sizes.1 <= sizes.0 + 1e-6
      }
      guard let (sizes, _) = stuck else { continue }
      findings.append(
        TextScalingFinding(
          name: label.node.name, frame: label.frame, text: label.fullText, textSize: textSize,
          pointSize: sizes.0, largerTextSize: largerTextSize, largerPointSize: sizes.1))
    }
    return findings
  }

  /// For each label of `after`, the index of the label of `before` it matches, or nil.
  private static func matchLabels(_ before: [PlacedLabel], _ after: [PlacedLabel]) -> [Int?] {
    var matches: [Int?] = Array(repeating: nil, count: after.count)
    var taken = Array(repeating: false, count: before.count)
    // STEP 1 and STEP 2: a key both sides have exactly once among the labels still unmatched.
    let keys: [(PlacedLabel) -> String?] = [
      { $0.node.identifier }, { $0.node.accessibility?.label ?? $0.fullText },
    ]
    for key in keys {
      for (index, label) in after.enumerated() where matches[index] == nil {
        guard let wanted = key(label) else { continue }
        let sameAfter = after.indices.filter { matches[$0] == nil && key(after[$0]) == wanted }
        let sameBefore = before.indices.filter { !taken[$0] && key(before[$0]) == wanted }
        guard sameAfter.count == 1, sameBefore.count == 1 else { continue }
        matches[index] = sameBefore[0]
        taken[sameBefore[0]] = true
      }
    }
    // STEP 3: the rest by position, when nothing is left over on either side to throw the order off.
    let restAfter = after.indices.filter { matches[$0] == nil }
    let restBefore = before.indices.filter { !taken[$0] }
    if restAfter.count == restBefore.count {
      for (index, match) in zip(restAfter, restBefore) { matches[index] = match }
    }
    return matches
  }
}
