/// The size of the parent that percentages resolve against; a dimension is nil when it is undefined.
public struct ParentSize: Sendable, Hashable {
  public var width: Double?
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Both dimensions undefined.
  public static let undefined = ParentSize(width: nil, height: nil)
}
