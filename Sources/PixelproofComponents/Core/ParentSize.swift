/// The size of the parent that percentages resolve against; a dimension is nil when it is undefined.
public struct ParentSize: Sendable, Hashable {
  /// The parent's width in points, or nil when it is undefined.
  public var width: Double?
  /// The parent's height in points, or nil when it is undefined.
  public var height: Double?

  /// A parent size with either dimension possibly undefined.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// A parent size with both dimensions defined, those of `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// The range's maximum where it is finite: what a component laid out in `range` resolves percentages
  /// against when its own size is not yet known.
  public init(finiteMaximumOf range: SizeRange) {
    self.init(
      width: range.max.width.isFinite ? range.max.width : nil,
      height: range.max.height.isFinite ? range.max.height : nil)
  }

  /// Both dimensions undefined.
  public static let undefined = ParentSize(width: nil, height: nil)
}
