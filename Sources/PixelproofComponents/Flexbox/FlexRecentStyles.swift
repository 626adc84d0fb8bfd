/// The last two distinct styles the nodes of a tree were given while it is built, for a node whose style
/// is not its previous sibling's to share one of them instead of a copy of its own.
///
/// Siblings styled alike already share one style (``FlexNode``); these are the alike nodes that are not
/// siblings: each level of a chain of alike flexboxes (a copy of about 500 bytes a level, read at every
/// step of its layout, was a fifth of the memory a deep tree's layout touches), and the first leaf of
/// each of many alike flexboxes. Two, since a tree's containers and its leaves usually differ.
struct FlexRecentStyles {
  private var newer: SharedFlexStyle?
  private var older: SharedFlexStyle?

  /// The recent shared style stored as the same bytes as `style`, if any.
  func holding(_ style: borrowing FlexStyle) -> SharedFlexStyle? {
    if let newer, newer.holds(style) { return newer }
    if let older, older.holds(style) { return older }
    return nil
  }

  /// Notes the style a node was given: it becomes the newer, unless it is one of the two already.
  mutating func note(_ style: SharedFlexStyle) {
    if style === newer || style === older { return }
    older = newer
    newer = style
  }
}
