/// The space a component may measure itself in along one axis: a definite length, or the smallest
/// (`minContent`) or natural (`maxContent`) size of its content.
public enum AvailableLength: Sendable, Hashable {
  case definite(Double)
  case minContent
  case maxContent

  /// The definite length, if any.
  public var value: Double? {
    if case .definite(let length) = self { length } else { nil }
  }

  func subtracting(_ length: Double) -> AvailableLength {
    if case .definite(let value) = self { .definite(value - length) } else { self }
  }
}
