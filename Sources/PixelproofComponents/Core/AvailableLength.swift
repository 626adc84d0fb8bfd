/// The space a component may measure itself in along one axis: a definite length, or the smallest
/// (`minContent`) or natural (`maxContent`) size of its content.
public enum AvailableLength: Sendable, Hashable {
  /// This many points.
  case definite(Double)
  /// As little as the content can take: the widest word of a text, for instance.
  case minContent
  /// As much as the content wants: a text on one line, for instance.
  case maxContent

  /// The definite length, if any.
  public var value: Double? {
    if case .definite(let length) = self { length } else { nil }
  }

  func subtracting(_ length: Double) -> AvailableLength {
    if case .definite(let value) = self { .definite(value - length) } else { self }
  }
}
