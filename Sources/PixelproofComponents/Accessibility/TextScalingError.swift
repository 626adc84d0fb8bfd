/// Why two layouts cannot be compared for text that does not grow with the text size.
public enum TextScalingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The layout said to be at the larger text size is at `larger`, which is not larger than `base`.
  case textSizeNotLarger(TextSize, than: TextSize)

  /// What went wrong, as a sentence for a failure message.
  public var description: String {
    switch self {
    case .textSizeNotLarger(let larger, let base):
      "text size \(larger.abbreviation) (Body \(larger.bodyPointSize) pt) is not larger than "
        + "\(base.abbreviation) (Body \(base.bodyPointSize) pt); compare with a layout at a larger text size"
    }
  }
}
