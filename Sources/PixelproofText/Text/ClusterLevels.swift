/// The bidirectional embedding levels of a text's clusters (UAX #9), which put each line's clusters in
/// visual order, pick mirrored glyphs for brackets in right-to-left text and align `.natural` lines.
///
/// Each paragraph's direction is that of its first strong character (P2–P3), or `defaultDirection` when
/// it has none: the layout direction it is shown in, as UIKit's natural writing direction falls back to
/// the interface's. A cluster takes the level of its first scalar.
struct ClusterLevels: Sendable {
  private struct Paragraph: Sendable {
    let clusters: Range<Int>
    let firstScalar: Int
    let bidi: BidiParagraph
  }

  private let paragraphs: [Paragraph]
  /// Each cluster's first scalar in the whole text, and the text's scalar count last.
  private let scalarStarts: [Int]

  /// The levels of the clusters of `runs` (grapheme clusters, as text layout counts them); nil when every
  /// cluster is at level 0, as in text without right-to-left characters in a left-to-right layout, which
  /// then costs a scan of its scalars and nothing more.
  init?(_ runs: [TextRun], defaultDirection: BidiDirection) {
    // Below U+0590 no character is R, AL, AN or an explicit embedding: such text in a left-to-right
    // layout is all at level 0, found without building anything.
    guard
      defaultDirection == .rightToLeft
        || runs.contains(where: { $0.text.unicodeScalars.contains { $0.value >= 0x0590 } })
    else { return nil }
    var scalars: [UInt32] = []
    var starts: [Int] = []
    for run in runs {
      for character in run.text {
        starts.append(scalars.count)
        for scalar in character.unicodeScalars { scalars.append(scalar.value) }
      }
    }
    starts.append(scalars.count)
    var paragraphs: [Paragraph] = []
    var cluster = 0
    for (range, bidi) in BidiParagraph.paragraphs(
      scalars: scalars, direction: .fromText(default: defaultDirection))
    {
      let first = cluster
      while cluster < starts.count - 1, starts[cluster] < range.upperBound { cluster += 1 }
      paragraphs.append(Paragraph(clusters: first..<cluster, firstScalar: range.lowerBound, bidi: bidi))
    }
    guard paragraphs.contains(where: { $0.bidi.levels.contains { $0 != 0 } || $0.bidi.baseLevel != 0 })
    else { return nil }
    self.paragraphs = paragraphs
    scalarStarts = starts
  }

  /// The index of the paragraph that holds `cluster`.
  private func paragraphIndex(of cluster: Int) -> Int? {
    var (low, high) = (0, paragraphs.count)
    while low < high {
      let middle = (low + high) / 2
      if paragraphs[middle].clusters.upperBound <= cluster { low = middle + 1 } else { high = middle }
    }
    return low < paragraphs.count ? low : nil
  }

  /// The paragraph that holds `cluster`.
  private func paragraph(of cluster: Int) -> Paragraph? { paragraphIndex(of: cluster).map { paragraphs[$0] } }

  /// Whether `cluster` is drawn right to left (an odd level), where brackets take their mirrored glyphs
  /// (L4).
  func isRightToLeft(_ cluster: Int) -> Bool { level(of: cluster) & 1 == 1 }

  /// The embedding level of `cluster`: a run of one direction is a run of one level.
  func level(of cluster: Int) -> UInt8 {
    guard let paragraph = paragraph(of: cluster) else { return 0 }
    return paragraph.bidi.levels[scalarStarts[cluster] - paragraph.firstScalar]
  }

  /// Whether the paragraph that holds `cluster` is right to left.
  func isParagraphRightToLeft(_ cluster: Int) -> Bool {
    paragraph(of: cluster).map { $0.bidi.baseLevel & 1 == 1 } ?? false
  }

  /// The entries of one line in visual order, left to right (L1–L2): `entries` are the line's drawn
  /// clusters in logical order, nil standing for its ellipsis, which takes the paragraph's level so that
  /// it ends the line in reading order. `line` is every cluster the line consumes, for L1's trailing
  /// whitespace. Returns offsets into `entries`.
  func visualOrder(of entries: [Int?], line: Range<Int>) -> [Int] {
    var levels: [UInt8] = []
    levels.reserveCapacity(entries.count)
    // L1 per paragraph over the line's part of it (a truncated last line may span paragraphs).
    var lineLevels: [(paragraph: Int, levels: [UInt8], start: Int)] = []
    func level(of cluster: Int) -> UInt8 {
      guard let index = paragraphIndex(of: cluster) else { return 0 }
      let paragraph = paragraphs[index]
      if lineLevels.last?.paragraph != index {
        let clusters = paragraph.clusters.clamped(to: line)
        let start = scalarStarts[clusters.lowerBound] - paragraph.firstScalar
        let end = scalarStarts[clusters.upperBound] - paragraph.firstScalar
        lineLevels.append((index, paragraph.bidi.lineLevels(start..<end), start))
      }
      let current = lineLevels[lineLevels.count - 1]
      return current.levels[scalarStarts[cluster] - paragraph.firstScalar - current.start]
    }
    let base = entries.compactMap { $0 }.first.flatMap { paragraph(of: $0)?.bidi.baseLevel } ?? 0
    for entry in entries { levels.append(entry.map(level(of:)) ?? base) }
    return BidiParagraph.visualOrder(levels: levels)
  }
}
