/// The item and line arrays of container layouts that have finished, kept for the next container
/// layout of the same tree to fill: a deep tree runs the algorithm twice per level, and allocating and
/// freeing both arrays each time was about a tenth of it. One per tree, kept with it between layouts
/// (see ``FlexTreeStore``) and used by one layout at a time.
///
/// The two arrays of a layout are kept as a pair, so that lending and taking back each touch the pool
/// once: every access to a class's stored array is checked for exclusivity at run time.
final class FlexBuffers {
  private var spare: [(items: [FlexContainerLayout.Item], lines: [FlexContainerLayout.Line])] = []

  /// Gives `layout` empty item and line arrays, with room from earlier layouts where there are any.
  func lend(to layout: inout FlexContainerLayout) {
    guard let arrays = spare.popLast() else { return }
    layout.items = arrays.items
    layout.lines = arrays.lines
  }

  /// Takes back the arrays of a finished `layout`, emptied but keeping their room.
  func takeBack(from layout: inout FlexContainerLayout) {
    layout.items.removeAll(keepingCapacity: true)
    layout.lines.removeAll(keepingCapacity: true)
    spare.append((layout.items, layout.lines))
    // The layout's own copies are dropped, so the spare arrays are the only references to their storage.
    layout.items = []
    layout.lines = []
  }
}
