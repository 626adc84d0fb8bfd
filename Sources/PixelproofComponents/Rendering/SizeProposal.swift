/// The space a snapshot offers its root component.
public enum SizeProposal: Sendable, Hashable {
  /// Exactly this many points.
  case fixed(width: Double, height: Double)
  /// A fixed width; the height is whatever the component needs.
  case width(Double)
  /// Any size in this range.
  case range(SizeRange)

  /// The proposal as a size range for the root component.
  public var sizeRange: SizeRange {
    switch self {
    case .fixed(let width, let height): SizeRange(exactly: Size(width: width, height: height))
    case .width(let width):
      SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
    case .range(let range): range
    }
  }
}
