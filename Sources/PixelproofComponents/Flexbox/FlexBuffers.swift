/// Storage the container layouts of one tree reuse: a slot per level of nesting for the layout in
/// progress there, and the item and line arrays of layouts that have finished. One per tree, kept with
/// it between layouts (see ``FlexTreeStore``) and used by one layout at a time.
///
/// A layout is held in a slot rather than in the frame that runs it: that frame is on the stack once per
/// level of a deep tree, and a layout in it took about 1 KB of the 3.3 KB a level kept there.
///
/// A deep tree runs the algorithm twice per level, and allocating and freeing both arrays each time was
/// about a tenth of it. The two arrays of a layout are kept as a pair, so that lending and taking back
/// each touch the pool once.
///
/// The stored properties are not checked for exclusivity at run time (`@exclusivity(unchecked)`): one
/// layout at a time uses the buffers, and no method here runs while another is changing them, and the
/// checks were a twentieth of a deep tree's layout (docs/performance.md).
final class FlexBuffers {
  @exclusivity(unchecked)
  private var spare: [(items: [FlexContainerLayout.Item], lines: [FlexContainerLayout.Line])] = []
  /// One slot per level of container layouts in progress, allocated when a level is first reached and
  /// kept, uninitialized while no layout is in it.
  @exclusivity(unchecked)
  private var slots: [UnsafeMutablePointer<FlexContainerLayout>] = []
  /// How many slots, from the first, hold a layout in progress.
  @exclusivity(unchecked)
  private var slotsInUse = 0

  deinit {
    // Every layout has finished by now: each slot is uninitialized.
    for slot in slots { slot.deallocate() }
  }

  /// The slot for a layout one level below the layouts in progress, uninitialized; the caller
  /// initializes it and gives it back with ``finish(_:)``.
  func takeSlot() -> UnsafeMutablePointer<FlexContainerLayout> {
    let level = slotsInUse
    slotsInUse = level + 1
    if level < slots.count { return slots[level] }
    let slot = UnsafeMutablePointer<FlexContainerLayout>.allocate(capacity: 1)
    slots.append(slot)
    return slot
  }

  /// Ends the layout in `slot`, the last one taken: its arrays are kept for the next layout, and the
  /// slot is free again.
  func finish(_ slot: UnsafeMutablePointer<FlexContainerLayout>) {
    takeBack(from: &slot.pointee)
    slot.deinitialize(count: 1)
    slotsInUse -= 1
  }

  /// Gives `layout` empty item and line arrays, with room from earlier layouts where there are any.
  func lend(to layout: inout FlexContainerLayout) {
    guard let arrays = spare.popLast() else { return }
    layout.items = arrays.items
    layout.lines = arrays.lines
  }

  /// Takes back the arrays of a finished `layout`, emptied but keeping their room.
  private func takeBack(from layout: inout FlexContainerLayout) {
    layout.items.removeAll(keepingCapacity: true)
    layout.lines.removeAll(keepingCapacity: true)
    spare.append((layout.items, layout.lines))
    // The layout's own copies are dropped, so the spare arrays are the only references to their storage.
    layout.items = []
    layout.lines = []
  }
}
