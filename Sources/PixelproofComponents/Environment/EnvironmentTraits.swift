/// The settings a component tree is rendered under besides its scale, as a `UITraitCollection` carries
/// them: the writing direction, light or dark appearance, and the reader's text size. The defaults
/// (left to right, light, the default text size) render every tree as it always has.
public struct EnvironmentTraits: Sendable, Hashable {
  /// Where rows start; every flexbox that sets no direction of its own inherits it.
  public var layoutDirection: LayoutDirection
  /// Read by components through an ``EnvironmentReader``.
  public var colorScheme: ColorScheme
  /// Scales every ``Label``'s font sizes.
  public var textSize: TextSize

  /// Traits that leave out a setting keep its default: left to right, light, the default text size.
  public init(
    layoutDirection: LayoutDirection = .leftToRight, colorScheme: ColorScheme = .light,
    textSize: TextSize = .default
  ) {
    self.layoutDirection = layoutDirection
    self.colorScheme = colorScheme
    self.textSize = textSize
  }
}
