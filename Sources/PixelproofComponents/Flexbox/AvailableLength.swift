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

/// A component whose content has a natural size that depends on the space offered, such as text that
/// wraps. A ``Flexbox`` asks it for its min-content and max-content sizes; other components are sized
/// by laying them out.
public protocol MeasurableComponent: Component {
  /// The content's size (inside any padding) when `knownWidth`/`knownHeight` are fixed, and otherwise
  /// fitted to the available lengths.
  func measure(
    knownWidth: Double?, knownHeight: Double?, availableWidth: AvailableLength, availableHeight: AvailableLength,
    environment: LayoutEnvironment) -> Size

  /// The first line's baseline from the top of the content when the content is `contentSize`, for
  /// baseline alignment; nil when the content has none (its bottom edge stands in).
  func firstBaseline(contentSize: Size, environment: LayoutEnvironment) -> Double?
}

extension MeasurableComponent {
  /// No baseline: the bottom edge of the content stands in.
  public func firstBaseline(contentSize: Size, environment: LayoutEnvironment) -> Double? { nil }
}
