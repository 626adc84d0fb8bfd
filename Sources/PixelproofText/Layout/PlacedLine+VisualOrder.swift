// A placed line's clusters reordered for display (UAX #9 L2): `place` lays them out in logical order;
// right-to-left runs are then shown reversed, each cluster keeping the room it took.

extension PlacedLine {
  /// The index that stands for the ellipsis among a reordered line's clusters.
  static let ellipsisIndex = -1

  /// The line with its clusters, and its ellipsis, in visual order from the same left edge, each as
  /// wide as it was in logical order (its advance plus any room justification gave it). The ellipsis
  /// becomes one of `clusters`, at ``ellipsisIndex``, and `ellipsisX` is nil.
  ///
  /// - Parameters:
  ///   - levels: the text's bidi levels.
  ///   - line: the line `self` was placed from.
  ///   - advances: the measured clusters, for the last entry's width.
  ///   - ellipsisAdvance: the ellipsis's advance, in points.
  func inVisualOrder(
    levels: ClusterLevels, line: TextLine, advances: [MeasuredCluster], ellipsisAdvance: Double
  ) -> PlacedLine {
    // STEP 1: the entries in logical order (leading, the ellipsis, trailing), with their x.
    var entries: [(index: Int, x: Double)] = []
    entries.reserveCapacity(clusters.count + 1)
    let leadingCount = line.leading.count
    for (offset, position) in clusters.enumerated() {
      if offset == leadingCount, let ellipsisX { entries.append((Self.ellipsisIndex, ellipsisX)) }
      entries.append((position.index, position.x))
    }
    if clusters.count == leadingCount, let ellipsisX { entries.append((Self.ellipsisIndex, ellipsisX)) }
    guard !entries.isEmpty else { return self }

    // STEP 2: each entry's width: up to the next one's x, the last one's advance.
    var widths: [Double] = []
    widths.reserveCapacity(entries.count)
    for offset in entries.indices {
      if offset + 1 < entries.count {
        widths.append(entries[offset + 1].x - entries[offset].x)
      } else {
        let index = entries[offset].index
        widths.append(index == Self.ellipsisIndex ? ellipsisAdvance : advances[index].advance)
      }
    }

    // STEP 3: laid out again from the same left edge in visual order.
    let order = levels.visualOrder(
      of: entries.map { $0.index == Self.ellipsisIndex ? nil : $0.index }, line: line.range)
    var x = entries[0].x
    var reordered: [ClusterPosition] = []
    reordered.reserveCapacity(entries.count)
    for offset in order {
      reordered.append(ClusterPosition(index: entries[offset].index, x: x))
      x += widths[offset]
    }
    return PlacedLine(clusters: reordered, ellipsisX: nil)
  }
}
