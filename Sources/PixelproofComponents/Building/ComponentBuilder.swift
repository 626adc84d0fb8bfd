/// Builds a list of children from statements, as SwiftUI's view builders do: `if`, `if let`, `switch`,
/// `for … in`, and optional components (nil children are dropped).
@resultBuilder
public enum ComponentBuilder {
  /// One component as a child.
  public static func buildExpression<C: Component>(_ component: C) -> [any Component] { [component] }
  /// An optional component: a child when it is not nil, nothing when it is.
  public static func buildExpression<C: Component>(_ component: C?) -> [any Component] {
    component.map { [$0] } ?? []
  }
  /// A component of any type as a child.
  public static func buildExpression(_ component: any Component) -> [any Component] { [component] }
  /// An array of components as children, in order.
  public static func buildExpression(_ components: [any Component]) -> [any Component] { components }
  /// The children of every statement, in order.
  public static func buildBlock(_ parts: [any Component]...) -> [any Component] { parts.flatMap { $0 } }
  /// The children of an `if` without `else`: none when the condition is false.
  public static func buildOptional(_ part: [any Component]?) -> [any Component] { part ?? [] }
  /// The children of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [any Component]) -> [any Component] { part }
  /// The children of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [any Component]) -> [any Component] { part }
  /// The children of every pass of a `for … in` loop, in order.
  public static func buildArray(_ parts: [[any Component]]) -> [any Component] { parts.flatMap { $0 } }
  /// The children of an `if #available` block.
  public static func buildLimitedAvailability(_ part: [any Component]) -> [any Component] { part }
}
