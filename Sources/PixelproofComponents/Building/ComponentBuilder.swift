/// Builds a list of children from statements, as SwiftUI's view builders do: `if`, `if let`, `switch`,
/// `for … in`, and optional components (nil children are dropped).
@resultBuilder
public enum ComponentBuilder {
  public static func buildExpression<C: Component>(_ component: C) -> [any Component] { [component] }
  public static func buildExpression<C: Component>(_ component: C?) -> [any Component] {
    component.map { [$0] } ?? []
  }
  public static func buildExpression(_ component: any Component) -> [any Component] { [component] }
  public static func buildExpression(_ components: [any Component]) -> [any Component] { components }
  public static func buildBlock(_ parts: [any Component]...) -> [any Component] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [any Component]?) -> [any Component] { part ?? [] }
  public static func buildEither(first part: [any Component]) -> [any Component] { part }
  public static func buildEither(second part: [any Component]) -> [any Component] { part }
  public static func buildArray(_ parts: [[any Component]]) -> [any Component] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [any Component]) -> [any Component] { part }
}
