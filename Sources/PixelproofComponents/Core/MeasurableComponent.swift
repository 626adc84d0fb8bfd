/// A component whose content has a natural size that depends on the space offered, such as text that
/// wraps. A ``Flexbox`` asks it for its min-content and max-content sizes; other components are sized
/// by laying them out.
public protocol MeasurableComponent: Component {
  /// The content's size (inside any padding) when `knownWidth`/`knownHeight` are fixed, and otherwise
  /// fitted to the available lengths.
  func measure(
    knownWidth: Double?, knownHeight: Double?, availableWidth: AvailableLength,
    availableHeight: AvailableLength,
    environment: LayoutEnvironment
  ) -> Size

  /// The first line's baseline from the top of the content when the content is `contentSize`, for
  /// baseline alignment; nil when the content has none (its bottom edge stands in).
  func firstBaseline(contentSize: Size, environment: LayoutEnvironment) -> Double?
}

extension MeasurableComponent {
  /// No baseline: the bottom edge of the content stands in.
  public func firstBaseline(contentSize: Size, environment: LayoutEnvironment) -> Double? { nil }
}
