/// A layout that cannot be computed from what user code gave it.
public struct LayoutError: Error, Equatable, CustomStringConvertible {
  /// The kind of component where the problem was found, e.g. `Inset`.
  public let component: String
  /// What is wrong, as a sentence for a failure message.
  public let reason: String

  /// A layout error found in a component of kind `component`.
  public init(component: String, reason: String) {
    self.component = component
    self.reason = reason
  }

  /// The component's kind and the reason, e.g. `Inset: an inset is nan; insets are numbers or +infinity`.
  public var description: String { "\(component): \(reason)" }
}
