/// The environments one assertion renders a component in: every combination of the listed scales,
/// colour schemes, layout directions and text sizes, each verified against a reference of its own.
///
/// ```swift
/// assertSnapshot(
///   of: card, size: .width(320),
///   variants: try SnapshotVariants(
///     scales: [2, 3], colorSchemes: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft]))
/// ```
/// makes eight references, from `testCard@2x.png` to `testCard_dark_rtl@3x.png`. A list left out keeps
/// its default, so ``lightAndDark``, ``bothLayoutDirections`` and ``allScales`` vary one setting only.
public struct SnapshotVariants: Sendable, Hashable {
  /// The scale a snapshot is rendered at when neither the assertion nor its variants give one.
  public static let defaultScale = 2

  /// The scales to render at; nil for the assertion's scale (``defaultScale`` when it gives none).
  public let scales: [Int]?
  /// The colour schemes to render in, each once.
  public let colorSchemes: [ColorScheme]
  /// The layout directions to render in, each once.
  public let layoutDirections: [LayoutDirection]
  /// The text sizes to render with, each once.
  public let textSizes: [TextSize]

  /// Every combination of the given values.
  ///
  /// - Throws: ``SnapshotVariantError`` for an empty list, a value listed twice, or a scale other than
  ///   1, 2 or 3.
  public init(
    scales: [Int]? = nil, colorSchemes: [ColorScheme] = [.light],
    layoutDirections: [LayoutDirection] = [.leftToRight], textSizes: [TextSize] = [.default]
  ) throws(SnapshotVariantError) {
    if let scales {
      try Self.check(scales, "scales", describe: { "\($0)" })
      if let unsupported = scales.first(where: { !ComponentRenderer.supportedScales.contains($0) }) {
        throw .unsupportedScale(unsupported)
      }
    }
    try Self.check(colorSchemes, "colorSchemes", describe: { ".\($0)" })
    try Self.check(layoutDirections, "layoutDirections", describe: { ".\($0)" })
    try Self.check(textSizes, "textSizes", describe: { ".\($0)" })
    self.init(
      checkedScales: scales, colorSchemes: colorSchemes, layoutDirections: layoutDirections,
      textSizes: textSizes)
  }

  private init(
    checkedScales scales: [Int]?, colorSchemes: [ColorScheme], layoutDirections: [LayoutDirection],
    textSizes: [TextSize]
  ) {
    self.scales = scales
    self.colorSchemes = colorSchemes
    self.layoutDirections = layoutDirections
    self.textSizes = textSizes
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

  /// Every combination, in the order a reference's name gives its parts: colour schemes vary slowest,
  /// then layout directions, then text sizes, and scales fastest, each in the order listed. For light and
  /// dark, both directions, at 2x: light ltr, light rtl, dark ltr, dark rtl.
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
    for colorScheme in colorSchemes {
      for layoutDirection in layoutDirections {
        for textSize in textSizes {
          for scale in chosenScales {
            all.append(
              SnapshotVariant(
                scale: scale, colorScheme: colorScheme, layoutDirection: layoutDirection, textSize: textSize))
          }
        }
      }
    }
    return all
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
