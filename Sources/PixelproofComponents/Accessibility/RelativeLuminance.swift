/// A colour's relative luminance as WCAG 2.2 defines it (0 for black, 1 for white), held as an integer
/// count of 10^-14 so that every machine computes the same value and the same verdicts.
///
/// Each channel is linearised through a table of WCAG's formula worked out to 60 digits and rounded to
/// 10^-10 (`scripts/generate/make-linear-srgb-table.py`), then weighted by WCAG's 0.2126, 0.7152 and 0.0722,
/// which are exact at 10^-4: the weighted sum is exact at 10^-14 and no `pow` runs.
public struct RelativeLuminance: Sendable, Hashable, Comparable {
  /// The luminance of white: 1 in units of 10^-14.
  public static let scale: Int64 = 100_000_000_000_000

  /// The luminance in units of 10^-14, from 0 (black) to ``scale`` (white).
  public let scaledValue: Int64

  /// The luminance `scaledValue` / ``scale``.
  public init(scaledValue: Int64) {
    self.scaledValue = scaledValue
  }

  /// The relative luminance of `color`'s red, green and blue; its alpha is not read, so a translucent
  /// colour must be composited over what is under it first.
  public init(of color: Color) {
    scaledValue =
      2126 * linearSRGBTable[Int(color.red)] + 7152 * linearSRGBTable[Int(color.green)]
      + 722 * linearSRGBTable[Int(color.blue)]
  }

  /// Whether `first` is darker than `second`.
  public static func < (first: RelativeLuminance, second: RelativeLuminance) -> Bool {
    first.scaledValue < second.scaledValue
  }
}
