// Placing a broken line horizontally in its container: aligning it, or justifying it by stretching the
// gaps between its words (or between CJK clusters).

/// How lines sit horizontally in their container, as `NSTextAlignment`.
public enum TextAlignment: Sendable, Hashable {
  /// Against the left edge, centred, or against the right edge.
  case left, center, right
  /// Left for a left-to-right paragraph, right for a right-to-left one (Arabic, Hebrew), as UIKit's
  /// natural alignment follows the paragraph's writing direction.
  case natural
  /// Lines are stretched to the container's width, except the last line of each paragraph and
  /// truncated lines, which sit as `.natural` puts them.
  case justified
}

/// Where one drawn cluster starts.
struct ClusterPosition: Equatable, Sendable {
  /// The cluster's index in the text.
  var index: Int
  /// The cluster's left edge, in points from the container's left edge.
  var x: Double
}

/// The horizontal positions of what a line draws.
struct PlacedLine: Equatable, Sendable {
  /// The drawn clusters, `leading` then `trailing`, left to right.
  var clusters: [ClusterPosition]
  /// The ellipsis's left edge, when the line has one.
  var ellipsisX: Double?
}

/// Places a line's drawn clusters in a container.
///
/// A line wider than the container starts at its left edge when aligned left, and left of it (at a
/// negative x) when centred or aligned right. Justification stretches every space after the line's
/// first drawn cluster by the same amount; a line without such spaces stretches each gap that has a
/// CJK cluster on either side; a line with neither stays at the left.
///
/// - Parameters:
///   - line: the line, from `LineBreaker`.
///   - clusters: the measured text the line was made from.
///   - alignment: how the line sits.
///   - containerWidth: the container's width in points; when not finite, every line starts at 0.
///   - ellipsisAdvance: the advance of "…", in points, as given to `LineBreaker`.
///   - rightToLeft: whether the line's paragraph is right to left, which `.natural` follows.
/// - Returns: the x of each drawn cluster and of the ellipsis, in logical order.
func place(
  _ line: TextLine, of clusters: [MeasuredCluster], alignment: TextAlignment, containerWidth: Double,
  ellipsisAdvance: Double, rightToLeft: Bool = false
) -> PlacedLine {
  // STEP 1: the room left over on the line.
  let slack = containerWidth.isFinite ? containerWidth - line.width : 0

  // STEP 2: where justification adds room, and how much each gap gets.
  var stretchedGaps: [Bool] = []  // after each cluster of `line.leading`
  if alignment == .justified && !line.endsParagraph && !line.hasEllipsis && slack > 0 {
    stretchedGaps = justificationGaps(in: line.leading, of: clusters)
  }
  let gapCount = stretchedGaps.reduce(0) { $1 ? $0 + 1 : $0 }
  let extraPerGap = gapCount > 0 ? slack / Double(gapCount) : 0

  // STEP 3: where the line starts.
  let origin: Double
  switch alignment {
  case .left: origin = 0
  case .natural, .justified: origin = rightToLeft && gapCount == 0 ? slack : 0
  case .center: origin = slack / 2
  case .right: origin = slack
  }

  // STEP 4: walk the drawn clusters left to right.
  var positions: [ClusterPosition] = []
  positions.reserveCapacity(line.leading.count + line.trailing.count)
  var x = origin
  for (offset, index) in line.leading.enumerated() {
    positions.append(ClusterPosition(index: index, x: x))
    x += clusters[index].advance
    if gapCount > 0 && stretchedGaps[offset] { x += extraPerGap }
  }
  var ellipsisX: Double?
  if line.hasEllipsis {
    ellipsisX = x
    x += ellipsisAdvance
  }
  for index in line.trailing {
    positions.append(ClusterPosition(index: index, x: x))
    x += clusters[index].advance
  }
  return PlacedLine(clusters: positions, ellipsisX: ellipsisX)
}

/// Which gaps after the clusters of a drawn range justification stretches: spaces after the first
/// non-space cluster (leading indentation keeps its width), or, without any, gaps beside CJK clusters.
private func justificationGaps(in range: Range<Int>, of clusters: [MeasuredCluster]) -> [Bool] {
  let classes = range.map { BreakClass(clusters[$0].character) }
  guard let firstVisible = classes.firstIndex(where: { $0 != .space }) else {
    return Array(repeating: false, count: classes.count)
  }
  let spaces = classes.indices.map { $0 > firstVisible && classes[$0] == .space }
  if spaces.contains(true) { return spaces }
  return classes.indices.map { offset in
    offset + 1 < classes.count && (classes[offset].isCJK || classes[offset + 1].isCJK)
  }
}
