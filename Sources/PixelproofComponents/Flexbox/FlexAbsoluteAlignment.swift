/// How an absolutely positioned child with both vertical insets sits between them (css-position-3 §4.4
/// with css-align-3 §6.1): its own `align-self` aligns it in the block axis, which is always the
/// vertical one here, whatever the container's direction.
enum FlexAbsoluteAlignment {
  case start, center, end

  /// The alignment `alignSelf` gives, or nil where the child fills the space between its insets: `auto`
  /// behaves as `normal` for an absolutely positioned box (the container's `align-items` does not
  /// apply), and `normal` and `stretch` fill. `flex-start` and `flex-end` are `start` and `end`, since
  /// the child is not a flex item, so neither the direction nor `wrap-reverse` turns them.
  init?(_ alignSelf: FlexStyle.AlignItems?) {
    switch alignSelf {
    case nil, .stretch?: return nil
    case .flexStart?, .start?, .selfStart?, .baseline?: self = .start
    case .flexEnd?, .end?, .selfEnd?: self = .end
    case .center?: self = .center
    }
  }

  /// The offset of the child's margin box from the start of the space between its insets.
  ///
  /// - Parameters:
  ///   - free: that space less the child's margin box; negative when the child overflows it.
  ///   - startInset: the start inset, from the containing block's start edge.
  ///   - endInset: the end inset, from the containing block's end edge.
  ///   - containingBlock: the containing block's length.
  func offset(free: Double, startInset: Double, endInset: Double, containingBlock: Double) -> Double {
    let offset: Double
    switch self {
    case .start: offset = 0
    case .center: offset = free / 2
    case .end: offset = free
    }
    guard free < 0 else { return offset }
    // An overflowing child is kept within the containing block, or the space between its insets
    // where that reaches further, as far as it fits, its start edge first (as Chrome does).
    let size = containingBlock - startInset - endInset - free
    let regionStart = min(0, startInset)
    let regionEnd = max(containingBlock, containingBlock - endInset)
    let position = max(min(startInset + offset, regionEnd - size), regionStart)
    return position - startInset
  }
}
