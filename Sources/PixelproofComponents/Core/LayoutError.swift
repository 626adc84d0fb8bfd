/// A layout that cannot be computed from what user code gave it.
public struct LayoutError: Error, Equatable, CustomStringConvertible {
  /// The kind of component where the problem was found, e.g. `Inset`.
  public let component: String
  public let reason: String

  public init(component: String, reason: String) {
    self.component = component
    self.reason = reason
  }

  public var description: String { "\(component): \(reason)" }
}
