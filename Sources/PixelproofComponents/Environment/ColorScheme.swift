/// Light or dark appearance, as `UIUserInterfaceStyle` and SwiftUI's `ColorScheme`. Components that
/// look different in the dark read it through an ``EnvironmentReader``; nothing changes by itself.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
  /// The light appearance, the default.
  case light
  /// The dark appearance.
  case dark
}
