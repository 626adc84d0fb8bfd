/// The smallest size a control can be and still be touched reliably, as a platform's design guidelines
/// give it: Apple's 44 × 44 points, Android's 48 × 48 density-independent pixels, or a size of your own.
public struct TouchTargetGuideline: Sendable, Hashable, CustomStringConvertible {
  /// Who sets the minimum, as findings name it (`Apple`).
  public var name: String
  /// The smallest width and height, in layout points.
  public var minimum: Size
  /// What the guideline calls a layout point (`pt` for Apple, `dp` for Android), as findings show sizes.
  public var unit: String

  /// A guideline named `name` asking for at least `minimum`, written in `unit`.
  ///
  /// - Parameters:
  ///   - name: who sets the minimum, as findings name it.
  ///   - minimum: the smallest width and height, in layout points.
  ///   - unit: what the guideline calls a layout point, as `pt`.
  public init(name: String, minimum: Size, unit: String = "pt") {
    self.name = name
    self.minimum = minimum
    self.unit = unit
  }

  /// Apple's Human Interface Guidelines: 44 × 44 points.
  public static let apple = TouchTargetGuideline(
    name: "Apple", minimum: Size(width: 44, height: 44), unit: "pt")

  /// Android's Material Design guidelines: 48 × 48 dp. Layout points stand for dp, as both are
  /// sizes before the screen's scale.
  public static let android = TouchTargetGuideline(
    name: "Android", minimum: Size(width: 48, height: 48), unit: "dp")

  /// A minimum of your own, `width` × `height` points, named `custom` in findings.
  ///
  /// - Parameters:
  ///   - width: the smallest width, in points.
  ///   - height: the smallest height, in points.
  public static func custom(width: Double, height: Double) -> TouchTargetGuideline {
    TouchTargetGuideline(name: "custom", minimum: Size(width: width, height: height), unit: "pt")
  }

  /// The minimum and who sets it: `44 × 44 pt (Apple)`.
  public var description: String {
    "\(formatCoordinate(minimum.width)) × \(formatCoordinate(minimum.height)) \(unit) (\(name))"
  }
}
