/// Builds a list's sections, as Carbon's section builder: `if`/`else`, `switch`, `for … in`, optional
/// sections, arrays, ``ForEach`` and ``Group``.
@resultBuilder
public enum ListBuilder {
  /// One section.
  public static func buildExpression(_ section: Section) -> [Section] { [section] }
  /// An optional section: a section when it is not nil, nothing when it is.
  public static func buildExpression(_ section: Section?) -> [Section] { section.map { [$0] } ?? [] }
  /// An array of sections, in order.
  public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
  /// The sections of a ``ForEach``.
  public static func buildExpression(_ sections: ForEach<Section>) -> [Section] { sections.elements }
  /// The sections of a ``Group``.
  public static func buildExpression(_ sections: Group<Section>) -> [Section] { sections.elements }
  /// A cell among sections, refused with what to write: a block lists sections or cells, not both.
  /// Refuses a cell among sections at compile time, saying what to write.
  @available(
    *, unavailable, message: "a List lists sections or cells, not both: write Section(id: \"…\") { cells }"
  )
  public static func buildExpression(_ cell: any Component) -> [Section] { [] }
  /// The sections of every statement, in order.
  public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
  /// The sections of an `if` without `else`: none when the condition is false.
  public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
  /// The sections of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Section]) -> [Section] { part }
  /// The sections of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Section]) -> [Section] { part }
  /// The sections of every pass of a `for … in` loop, in order.
  public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
  /// The sections of an `if #available` block.
  public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}
