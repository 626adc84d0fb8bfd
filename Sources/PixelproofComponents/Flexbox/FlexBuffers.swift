/// The item and line arrays of container layouts that have finished, kept for the next container
/// layout of the same tree to fill: a deep tree runs the algorithm twice per level, and allocating and
/// freeing both arrays each time was about a tenth of it. One per layout of a tree, on one thread.
final class FlexBuffers {
  private var spareItems: [[FlexContainerLayout.Item]] = []
  private var spareLines: [[FlexContainerLayout.Line]] = []

  /// Gives `layout` empty item and line arrays, with room from earlier layouts where there are any.
  func lend(to layout: inout FlexContainerLayout) {
    if let items = spareItems.popLast() { layout.items = items }
    if let lines = spareLines.popLast() { layout.lines = lines }
  }

  /// Takes back the arrays of a finished `layout`, emptied but keeping their room.
  func takeBack(from layout: inout FlexContainerLayout) {
    layout.items.removeAll(keepingCapacity: true)
    layout.lines.removeAll(keepingCapacity: true)
    spareItems.append(layout.items)
    spareLines.append(layout.lines)
    // The layout's own copies are dropped, so the spare arrays are the only references to their storage.
    layout.items = []
    layout.lines = []
  }
}
