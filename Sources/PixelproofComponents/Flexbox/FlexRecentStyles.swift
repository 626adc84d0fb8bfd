/// The last two distinct styles the nodes of a tree were given while it is built, for a node whose style
/// is not its previous sibling's to share one of them instead of a copy of its own.
///
/// Siblings styled alike already share one style (``FlexNode``); these are the alike nodes that are not
/// siblings: each level of a chain of alike flexboxes (a copy of about 500 bytes a level, read at every
/// step of its layout, was a fifth of the memory a deep tree's layout touches), and the first leaf of
/// each of many alike flexboxes. Two, since a tree's containers and its leaves usually differ.
///
/// It also keeps the last leaf style made from a component's size alone, with that size: the next leaf
/// of the very same size has the very same style, and takes it without building and comparing one (a
/// style made, checked and compared was about a fifth of building a leaf's node).
struct FlexRecentStyles {
  private var newer: SharedFlexStyle?
  private var older: SharedFlexStyle?
  private var sizedStyle: SharedFlexStyle?
  private var sizedFrom: ComponentSize?

  /// The style made from `size` alone (``FlexStyle/sized(like:)``, no item properties) for the last leaf
  /// sized so, if that leaf's size is identical to `size`.
  func style(sizedLike size: ComponentSize) -> SharedFlexStyle? {
    guard let sizedStyle, let sizedFrom, sizedFrom.isIdentical(to: size) else { return nil }
    return sizedStyle
  }

  /// Notes the style a leaf was given, made from `size` alone and checked.
  mutating func note(_ style: SharedFlexStyle, sizedLike size: ComponentSize) {
    sizedStyle = style
    sizedFrom = size
    note(style)
  }

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

extension ComponentSize {
  /// Every dimension the same case with the same bits: what makes ``FlexStyle/sized(like:)`` give the
  /// same bytes, which `==` does not tell (it finds 0 and -0 equal).
  func isIdentical(to other: ComponentSize) -> Bool {
    width.isIdentical(to: other.width) && height.isIdentical(to: other.height)
      && minWidth.isIdentical(to: other.minWidth) && minHeight.isIdentical(to: other.minHeight)
      && maxWidth.isIdentical(to: other.maxWidth) && maxHeight.isIdentical(to: other.maxHeight)
  }
}

extension RelativeDimension {
  fileprivate func isIdentical(to other: RelativeDimension) -> Bool {
    switch (self, other) {
    case (.points(let a), .points(let b)), (.percent(let a), .percent(let b)):
      a.bitPattern == b.bitPattern
    case (.auto, .auto), (.minContent, .minContent), (.maxContent, .maxContent),
      (.fitContent, .fitContent), (.stretch, .stretch):
      true
    default:
      false
    }
  }
}
