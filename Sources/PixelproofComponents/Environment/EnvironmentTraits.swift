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
  /// The locale the tree is rendered for, read by components through an ``EnvironmentReader``; a
  /// pseudo-locale rewrites every ``Label``'s text. Nil when none is given.
  public var locale: LocaleIdentifier?

  /// Traits that leave out a setting keep its default: left to right, light, the default text size, no
  /// locale.
  public init(
    layoutDirection: LayoutDirection = .leftToRight, colorScheme: ColorScheme = .light,
    textSize: TextSize = .default, locale: LocaleIdentifier? = nil
  ) {
    self.layoutDirection = layoutDirection
    self.colorScheme = colorScheme
    self.textSize = textSize
    self.locale = locale
  }
}
