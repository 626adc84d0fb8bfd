/// Which part of a ``List``'s content its window shows.
public enum ScrollTarget: Sendable, Hashable {
  /// The content `y` points down shows at the window's top, as `setContentOffset` sets it: not
  /// clamped, so an offset past the end shows the list's background.
  case offset(Double)
  /// The cell or section with this id shows at the anchor, as `scrollToRow(at:at:)`; the offset is
  /// clamped so the window stays within the content.
  case item(String, anchor: ScrollAnchor)
}

/// Where a scrolled-to cell goes in the window.
public enum ScrollAnchor: Sendable, Hashable {
  /// Its top at the window's top.
  case top
  /// Its middle at the window's middle.
  case center
  /// Its bottom at the window's bottom.
  case bottom
}

extension List {
  /// The list's window at content offset `y`: what a table view shows after scrolling `y` points down.
  /// Plain section titles stick to the window's top as UITableView pins them.
  ///
  /// - Parameters:
  ///   - y: the content offset in points, not clamped (it must be finite).
  public func scrolled(toY y: Double) -> List {
    var copy = self
    copy.scrollTarget = .offset(y)
    return copy
  }

  /// The list's window scrolled so the cell (or section) with `id` shows at `anchor`, as
  /// `scrollToRow(at:at:animated:)`: the offset is clamped to the content. An id the list does not hold
  /// is a ``LayoutError`` naming it.
  ///
  /// - Parameters:
  ///   - id: a cell's or section's id.
  ///   - anchor: where in the window it goes: `.top` (the default), `.center` or `.bottom`.
  public func scrolled(to id: String, anchor: ScrollAnchor = .top) -> List {
    var copy = self
    copy.scrollTarget = .item(id, anchor: anchor)
    return copy
  }
}
