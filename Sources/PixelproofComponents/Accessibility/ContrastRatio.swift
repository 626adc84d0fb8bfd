/// The WCAG 2.2 contrast ratio of two colours, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter relative
/// luminance, held as an exact fraction of integers so that a verdict never depends on rounding: 4.499:1
/// fails a 4.5:1 minimum even though it is shown as 4.5:1.
public struct ContrastRatio: Sendable, Comparable, CustomStringConvertible {
  /// The top of the fraction; with ``denominator``, the ratio exactly.
  public let numerator: Int64
  /// The bottom of the fraction, above zero.
  public let denominator: Int64

  /// The ratio `numerator` / `denominator`; `denominator` must be above zero.
  public init(numerator: Int64, denominator: Int64) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// The contrast between two luminances, in either order: from 1:1 (the same) to 21:1 (black and white).
  public init(_ first: RelativeLuminance, _ second: RelativeLuminance) {
    // 0.05 in units of 10^-14.
    let offset = RelativeLuminance.scale / 20
    numerator = max(first, second).scaledValue + offset
    denominator = min(first, second).scaledValue + offset
  }

  /// The contrast between the red, green and blue of two colours, in either order; alphas are not read.
  public init(_ first: Color, _ second: Color) {
    self.init(RelativeLuminance(of: first), RelativeLuminance(of: second))
  }

  /// The ratio in hundredths, rounded half up (454 for 4.54:1), as contrast checkers show it.
  public var hundredths: Int64 {
    (numerator * 200 + denominator) / (2 * denominator)
  }

  /// The ratio rounded to two decimals without trailing zeros, then `:1`: `4.54:1`, `3.1:1`, `21:1`.
  public var description: String {
    let whole = hundredths / 100
    let fraction = hundredths % 100
    if fraction == 0 { return "\(whole):1" }
    if fraction % 10 == 0 { return "\(whole).\(fraction / 10):1" }
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction):1"
  }

  /// Whether text of this contrast meets `level`: large text (see `Font.isLargeText`) needs 3:1 for AA
  /// and 4.5:1 for AAA, other text 4.5:1 for AA and 7:1 for AAA.
  ///
  /// - Parameters:
  ///   - level: AA or AAA.
  ///   - largeText: whether the text is large scale.
  public func meets(_ level: ContrastLevel, largeText: Bool) -> Bool {
    self >= level.minimumRatio(largeText: largeText)
  }

  /// Whether the two ratios are exactly equal.
  public static func == (first: ContrastRatio, second: ContrastRatio) -> Bool {
    first.numerator.multipliedFullWidth(by: second.denominator)
      == second.numerator.multipliedFullWidth(by: first.denominator)
  }

  /// Whether `first` is exactly below `second`, compared without rounding.
  public static func < (first: ContrastRatio, second: ContrastRatio) -> Bool {
    let left = first.numerator.multipliedFullWidth(by: second.denominator)
    let right = second.numerator.multipliedFullWidth(by: first.denominator)
    return (left.high, left.low) < (right.high, right.low)
  }
}

/// The WCAG 2.2 conformance level that text contrast is checked against.
public enum ContrastLevel: Sendable, Hashable, CaseIterable {
  /// Success criterion 1.4.3, Contrast (Minimum): 4.5:1, or 3:1 for large text.
  case aa
  /// Success criterion 1.4.6, Contrast (Enhanced): 7:1, or 4.5:1 for large text.
  case aaa

  /// The least contrast text needs at this level.
  ///
  /// - Parameters:
  ///   - largeText: whether the text is large scale (see `Font.isLargeText`).
  public func minimumRatio(largeText: Bool) -> ContrastRatio {
    switch (self, largeText) {
    case (.aa, false), (.aaa, true): return ContrastRatio(numerator: 9, denominator: 2)
    case (.aa, true): return ContrastRatio(numerator: 3, denominator: 1)
    case (.aaa, false): return ContrastRatio(numerator: 7, denominator: 1)
    }
  }
}

extension Font {
  /// Whether text in this font is large scale as WCAG 2.2 defines it: at least 18 points, or at least 14
  /// points and bold. Sizes are read in the font's own points; medium is not bold.
  public var isLargeText: Bool {
    size >= 18 || (size >= 14 && weight == .bold)
  }
}
