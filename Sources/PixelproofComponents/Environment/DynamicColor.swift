/// A colour for each colour scheme, as a dynamic `UIColor`: keep one in a palette and resolve it in an
/// ``EnvironmentReader``.
///
/// ```swift
/// let cardBackground = DynamicColor(light: .white, dark: Color(hex: 0x1C1C1E))
/// EnvironmentReader { environment in View(cardBackground.resolved(for: environment.colorScheme)) }
/// ```
public struct DynamicColor: Sendable, Hashable {
  /// The colour in the light appearance.
  public var light: Color
  /// The colour in the dark appearance.
  public var dark: Color

  /// A colour that is `light` in the light appearance and `dark` in the dark one.
  public init(light: Color, dark: Color) {
    self.light = light
    self.dark = dark
  }

  /// The colour to paint with in `scheme`.
  public func resolved(for scheme: ColorScheme) -> Color {
    switch scheme {
    case .light: light
    case .dark: dark
    }
  }
}
