/// Why a label does not show all of its text.
public enum TextTruncation: Sendable, Hashable {
  /// The text needs more lines than the label's `numberOfLines` allows: it was cut to that many lines
  /// (`lines`), an ellipsis (or, without room for one, nothing) standing for the rest.
  case lineLimit(lines: Int)
  /// The laid-out text, `textSize` points, overflows the label's frame: a line is wider than the frame,
  /// or a line's baseline is below the frame's bottom. It is drawn past the frame's edges, where a
  /// clipping container or a neighbour hides it (`UILabel` would clip it).
  case overflow(textSize: Size)
}
