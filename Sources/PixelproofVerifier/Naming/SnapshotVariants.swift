/// The environments one assertion renders a component in: every combination of the listed scales,
/// colour schemes, layout directions, text sizes and locales, each verified against a reference of its
/// own.
///
/// ```swift
/// assertSnapshot(
///   of: card, size: .width(320),
///   variants: try SnapshotVariants(
///     scales: [2, 3], colorSchemes: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft]))
/// ```
/// makes eight references, from `testCard@2x.png` to `testCard_dark_rtl@3x.png`. A list left out keeps
/// its default, so ``lightAndDark``, ``bothLayoutDirections`` and ``allScales`` vary one setting only.
///
/// With locales, each locale is laid out in its language's direction unless layout directions are
/// given, and names its references: `SnapshotVariants(locales: ["en", "de", "ar", "en-XA"])` makes
/// `testCard_en@2x.png`, `testCard_de@2x.png`, `testCard_ar@2x.png` (right to left) and
/// `testCard_en-XA@2x.png` (every label pseudo-localized).
public struct SnapshotVariants: Sendable, Hashable {
  /// The scale a snapshot is rendered at when neither the assertion nor its variants give one.
  public static let defaultScale = 2

  /// The scales to render at; nil for the assertion's scale (``defaultScale`` when it gives none).
  public let scales: [Int]?
  /// The colour schemes to render in, each once.
  public let colorSchemes: [ColorScheme]
  /// The layout directions to render in, each once; nil for each locale's own direction (left to
  /// right when there are no locales).
  public let layoutDirections: [LayoutDirection]?
  /// The text sizes to render with, each once.
  public let textSizes: [TextSize]
  /// The locales to render for, each once; nil for none, or those of the enclosing scope's
  /// ``SnapshotConfiguration/locales``.
  public let locales: [LocaleIdentifier]?

  /// Every combination of the given values.
  ///
  /// - Throws: ``SnapshotVariantError`` for an empty list, a value listed twice, a scale other than
  ///   1, 2 or 3, or a locale identifier or pseudo-localization that cannot be used.
  public init(
    scales: [Int]? = nil, colorSchemes: [ColorScheme] = [.light],
    layoutDirections: [LayoutDirection]? = nil, textSizes: [TextSize] = [.default],
    locales: [LocaleIdentifier]? = nil
  ) throws(SnapshotVariantError) {
    if let scales {
      try Self.check(scales, "scales", describe: { "\($0)" })
      if let unsupported = scales.first(where: { !ComponentRenderer.supportedScales.contains($0) }) {
        throw .unsupportedScale(unsupported)
      }
    }
    try Self.check(colorSchemes, "colorSchemes", describe: { ".\($0)" })
    if let layoutDirections { try Self.check(layoutDirections, "layoutDirections", describe: { ".\($0)" }) }
    try Self.check(textSizes, "textSizes", describe: { ".\($0)" })
    if let locales { try Self.check(locales) }
    self.init(
      checkedScales: scales, colorSchemes: colorSchemes, layoutDirections: layoutDirections,
      textSizes: textSizes, locales: locales)
  }

  private init(
    checkedScales scales: [Int]?, colorSchemes: [ColorScheme], layoutDirections: [LayoutDirection]?,
    textSizes: [TextSize], locales: [LocaleIdentifier]? = nil
  ) {
    self.scales = scales
    self.colorSchemes = colorSchemes
    self.layoutDirections = layoutDirections
    self.textSizes = textSizes
    self.locales = locales
  }

  /// These variants with `locales` where they list none: an enclosing scope's default.
  public func withLocales(_ locales: [LocaleIdentifier]?) -> SnapshotVariants {
    guard self.locales == nil, let locales else { return self }
    return SnapshotVariants(
      checkedScales: scales, colorSchemes: colorSchemes, layoutDirections: layoutDirections,
      textSizes: textSizes, locales: locales)
  }

  /// The default variant alone (light, left to right, default text size) at the assertion's scale: one
  /// reference with a plain name, `testCard@2x.png`.
  public static let `default` = SnapshotVariants(
    checkedScales: nil, colorSchemes: [.light], layoutDirections: [.leftToRight], textSizes: [.default])

  /// Light and dark, at the assertion's scale: `testCard@2x.png`, `testCard_dark@2x.png`.
  public static let lightAndDark = SnapshotVariants(
    checkedScales: nil, colorSchemes: [.light, .dark], layoutDirections: [.leftToRight],
    textSizes: [.default])

  /// Left to right and right to left, at the assertion's scale: `testCard@2x.png`, `testCard_rtl@2x.png`.
  public static let bothLayoutDirections = SnapshotVariants(
    checkedScales: nil, colorSchemes: [.light], layoutDirections: [.leftToRight, .rightToLeft],
    textSizes: [.default])

  /// Scales 1, 2 and 3: `testCard@1x.png`, `testCard@2x.png`, `testCard@3x.png`.
  public static let allScales = SnapshotVariants(
    checkedScales: [1, 2, 3], colorSchemes: [.light], layoutDirections: [.leftToRight], textSizes: [.default])

  /// Every combination, in the order a reference's name gives its parts: locales vary slowest, then
  /// colour schemes, then layout directions, then text sizes, and scales fastest, each in the order
  /// listed. For light and dark, both directions, at 2x: light ltr, light rtl, dark ltr, dark rtl.
  ///
  /// - Parameter scale: the assertion's scale, used when ``scales`` is nil; nil there means
  ///   ``defaultScale``.
  /// - Throws: ``SnapshotVariantError/scaleGivenTwice(scale:variantScales:)`` when both `scale` and
  ///   ``scales`` are given.
  public func variants(scale: Int? = nil) throws(SnapshotVariantError) -> [SnapshotVariant] {
    let chosenScales: [Int]
    switch (scale, scales) {
    case (let scale?, let scales?): throw .scaleGivenTwice(scale: scale, variantScales: scales)
    case (nil, let scales?): chosenScales = scales
    case (let scale, nil): chosenScales = [scale ?? Self.defaultScale]
    }
    var all: [SnapshotVariant] = []
    let eachLocale: [LocaleIdentifier?] = locales?.map { $0 } ?? [nil]
    for locale in eachLocale {
      for colorScheme in colorSchemes {
        for layoutDirection in layoutDirections ?? [locale?.layoutDirection ?? .leftToRight] {
          for textSize in textSizes {
            for scale in chosenScales {
              all.append(
                SnapshotVariant(
                  scale: scale, colorScheme: colorScheme, layoutDirection: layoutDirection,
                  textSize: textSize,
                  locale: locale))
            }
          }
        }
      }
    }
    return all
  }

  /// Throws for an empty list of locales, an identifier listed twice or one that cannot name a file, and
  /// a pseudo-localization that cannot be used.
  private static func check(_ locales: [LocaleIdentifier]) throws(SnapshotVariantError) {
    try check(locales.map(\.identifier), "locales", describe: { "\"\($0)\"" })
    for locale in locales {
      if let reason = locale.invalidReason ?? locale.pseudoLocalization?.invalidReason {
        throw .invalidLocale(locale.identifier, reason: reason)
      }
    }
  }

  /// Throws for an empty `values` or one listed twice; `describe` writes a value as the message shows it.
  private static func check<Value: Equatable>(
    _ values: [Value], _ list: String, describe: (Value) -> String
  ) throws(SnapshotVariantError) {
    guard !values.isEmpty else { throw .emptyList(list) }
    for (index, value) in values.enumerated() where values[..<index].contains(value) {
      throw .duplicate(list, value: describe(value))
    }
  }
}
