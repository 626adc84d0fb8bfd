/// The reader's preferred text size, as iOS's Dynamic Type setting (`UIContentSizeCategory`): seven
/// standard sizes and five larger accessibility sizes. ``large`` is the default and leaves text as
/// written; a ``Label`` scales its font sizes with ``scaled(_:)`` at any other size, as a `UILabel` with
/// `adjustsFontForContentSizeCategory` does.
public enum TextSize: Sendable, Hashable, CaseIterable {
  case extraSmall
  case small
  case medium
  /// The default.
  case large
  case extraLarge
  case extraExtraLarge
  case extraExtraExtraLarge
  case accessibilityMedium
  case accessibilityLarge
  case accessibilityExtraLarge
  case accessibilityExtraExtraLarge
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
