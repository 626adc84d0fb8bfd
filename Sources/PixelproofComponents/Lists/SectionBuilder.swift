/// Builds a section's cells, as Carbon's cell builder: `if`/`else`, `switch`, `for … in`, optional
/// cells (nil ones are dropped), arrays, ``ForEach`` and ``Group``.
@resultBuilder
public enum SectionBuilder {
  /// One cell.
  public static func buildExpression<C: Component>(_ cell: C) -> [any Component] { [cell] }
  /// An optional cell: a cell when it is not nil, nothing when it is.
  public static func buildExpression<C: Component>(_ cell: C?) -> [any Component] { cell.map { [$0] } ?? [] }
  /// A cell of any type.
  public static func buildExpression(_ cell: any Component) -> [any Component] { [cell] }
  /// An array of cells, in order.
  public static func buildExpression(_ cells: [any Component]) -> [any Component] { cells }
  /// The cells of a ``ForEach``, each with its element's id.
  public static func buildExpression(_ cells: ForEach<any Component>) -> [any Component] { cells.elements }
  /// The cells of a ``Group``.
  public static func buildExpression(_ cells: Group<any Component>) -> [any Component] { cells.elements }
  /// The cells of every statement, in order.
  public static func buildBlock(_ parts: [any Component]...) -> [any Component] { parts.flatMap { $0 } }
  /// The cells of an `if` without `else`: none when the condition is false.
  public static func buildOptional(_ part: [any Component]?) -> [any Component] { part ?? [] }
  /// The cells of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [any Component]) -> [any Component] { part }
  /// The cells of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [any Component]) -> [any Component] { part }
  /// The cells of every pass of a `for … in` loop, in order.
  public static func buildArray(_ parts: [[any Component]]) -> [any Component] { parts.flatMap { $0 } }
  /// The cells of an `if #available` block.
  public static func buildLimitedAvailability(_ part: [any Component]) -> [any Component] { part }
}
