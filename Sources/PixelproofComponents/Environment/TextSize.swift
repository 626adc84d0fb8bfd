/// The reader's preferred text size, as iOS's Dynamic Type setting (`UIContentSizeCategory`): seven
/// standard sizes and five larger accessibility sizes. ``large`` is the default and leaves text as
/// written; a ``Label`` scales its font sizes with ``scaled(_:)`` at any other size, as a `UILabel` with
/// `adjustsFontForContentSizeCategory` does.
public enum TextSize: Sendable, Hashable, CaseIterable {
  /// The smallest standard size (XS): Body text 14 pt.
  case extraSmall
  /// Small (S): Body text 15 pt.
  case small
  /// Medium (M): Body text 16 pt.
  case medium
  /// The default.
  case large
  /// Extra large (XL): Body text 19 pt.
  case extraLarge
  /// Extra extra large (XXL): Body text 21 pt.
  case extraExtraLarge
  /// The largest standard size (XXXL): Body text 23 pt.
  case extraExtraExtraLarge
  /// The first accessibility size (AX1): Body text 28 pt.
  case accessibilityMedium
  /// Accessibility size AX2: Body text 33 pt.
  case accessibilityLarge
  /// Accessibility size AX3: Body text 40 pt.
  case accessibilityExtraLarge
  /// Accessibility size AX4: Body text 47 pt.
  case accessibilityExtraExtraLarge
  /// The largest accessibility size (AX5): Body text 53 pt.
  case accessibilityExtraExtraExtraLarge

  /// iOS's default, at which text keeps the sizes it was given.
  public static let `default` = TextSize.large

  /// The size of iOS's Body text style at this setting, in points: 14, 15, 16, 17 (the default), 19, 21,
  /// 23, then 28, 33, 40, 47 and 53 for the accessibility sizes.
  ///
  /// These are the Body column of the iOS Dynamic Type sizes table in Apple's Human Interface
  /// Guidelines (Typography › Specifications). Every font scales by the Body style's ratio here; iOS
  /// scales some other text styles (captions, headlines) by slightly different ratios.
  public var bodyPointSize: Int {
    switch self {
    case .extraSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .extraLarge: 19
    case .extraExtraLarge: 21
    case .extraExtraExtraLarge: 23
    case .accessibilityMedium: 28
    case .accessibilityLarge: 33
    case .accessibilityExtraLarge: 40
    case .accessibilityExtraExtraLarge: 47
    case .accessibilityExtraExtraExtraLarge: 53
    }
  }

  /// `size` at this text size: `size` × ``bodyPointSize`` / 17, multiplied before dividing so that a
  /// 17 pt font becomes exactly the Body size; `size` itself, untouched, at the default.
  public func scaled(_ size: Double) -> Double {
    self == .default ? size : size * Double(bodyPointSize) / 17
  }

  /// A short name for snapshot file names: `XS`, `S`, `M`, `L`, `XL`, `XXL` and `XXXL` for the standard
  /// sizes, then `AX1` to `AX5` for the accessibility sizes, as the Human Interface Guidelines number them.
  public var abbreviation: String {
    switch self {
    case .extraSmall: "XS"
    case .small: "S"
    case .medium: "M"
    case .large: "L"
    case .extraLarge: "XL"
    case .extraExtraLarge: "XXL"
    case .extraExtraExtraLarge: "XXXL"
    case .accessibilityMedium: "AX1"
    case .accessibilityLarge: "AX2"
    case .accessibilityExtraLarge: "AX3"
    case .accessibilityExtraExtraLarge: "AX4"
    case .accessibilityExtraExtraExtraLarge: "AX5"
    }
  }
}
