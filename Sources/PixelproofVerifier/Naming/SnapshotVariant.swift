/// One environment a snapshot is rendered in: a scale, a colour scheme, a writing direction, a text
/// size and a locale, like FBSnapshotTestCase's agnostic options. Each variant has a reference of its own, told apart
/// by ``nameSuffix`` and the `@<scale>x` that ends every reference name.
public struct SnapshotVariant: Sendable, Hashable, CustomStringConvertible {
  /// Pixels per point: 1, 2 or 3.
  public var scale: Int
  /// Light or dark; dark adds `_dark` to the reference's name.
  public var colorScheme: ColorScheme
  /// Left to right or right to left; right to left adds `_rtl` to the reference's name.
  public var layoutDirection: LayoutDirection
  /// The text size, like Dynamic Type's; any but the default adds `_text` and its abbreviation.
  public var textSize: TextSize
  /// The locale, which components read to pick their strings; adds `_` and its identifier first. Nil
  /// for none.
  public var locale: LocaleIdentifier?

  /// The variant at `scale`, with the defaults for everything not given.
  ///
  /// - Parameters:
  ///   - scale: pixels per point: 1, 2 or 3.
  ///   - colorScheme: light or dark.
  ///   - layoutDirection: the writing direction the component is laid out in.
  ///   - textSize: the text size labels are set in.
  ///   - locale: the locale the component is rendered for.
  public init(
    scale: Int, colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection = .leftToRight,
    textSize: TextSize = .default, locale: LocaleIdentifier? = nil
  ) {
    self.scale = scale
    self.colorScheme = colorScheme
    self.layoutDirection = layoutDirection
    self.textSize = textSize
    self.locale = locale
  }

  /// What the component is laid out under besides the scale.
  public var traits: EnvironmentTraits {
    EnvironmentTraits(
      layoutDirection: layoutDirection, colorScheme: colorScheme, textSize: textSize, locale: locale)
  }

  /// What the variant adds to a reference's name before `@<scale>x`: one part for each setting that is
  /// not the default, always in this order, and nothing at all for light, left-to-right text at the
  /// default size with no locale, so a single-variant reference keeps its plain name.
  ///
  /// - `_` and the locale's identifier: `_ar`, `_de-CH`, `_en-XA`;
  /// - `_dark` for the dark colour scheme;
  /// - `_rtl` for right-to-left where the locale's language is written left to right (or there is no
  ///   locale), `_ltr` for left-to-right where it is written right to left: the direction is named only
  ///   when it is not the locale's own, so Arabic at 2x is `testCard_ar@2x.png`;
  /// - `_text` and the size's ``/PixelproofComponents/TextSize/abbreviation`` for a text size other than
  ///   the default: `_textXS`, `_textS`, `_textM`, `_textXL`, `_textXXL`, `_textXXXL`,
  ///   `_textAX1` … `_textAX5`.
  ///
  /// So dark, right-to-left, extra-large text at 3x is `testCard_dark_rtl_textXL@3x.png`.
  public var nameSuffix: String {
    var suffix = ""
    if let locale { suffix += "_" + locale.identifier }
    if colorScheme == .dark { suffix += "_dark" }
    if layoutDirection != (locale?.layoutDirection ?? .leftToRight) {
      suffix += layoutDirection == .rightToLeft ? "_rtl" : "_ltr"
    }
    if textSize != .default { suffix += "_text" + textSize.abbreviation }
    return suffix
  }

  /// The suffix and the scale, e.g. `_dark_rtl@3x`, or `@2x` for the defaults.
  public var description: String { nameSuffix + "@\(scale)x" }
}
