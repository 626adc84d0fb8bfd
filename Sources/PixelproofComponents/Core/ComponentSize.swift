/// A component's own size: an exact width and height with minimums and maximums, each in points, a
/// percentage of the parent, or automatic.
public struct ComponentSize: Sendable, Hashable {
  /// The exact width; automatic leaves it to the component.
  public var width: RelativeDimension
  /// The exact height; automatic leaves it to the component.
  public var height: RelativeDimension
  /// The smallest width; automatic means 0.
  public var minWidth: RelativeDimension
  /// The smallest height; automatic means 0.
  public var minHeight: RelativeDimension
  /// The largest width; automatic means no limit.
  public var maxWidth: RelativeDimension
  /// The largest height; automatic means no limit.
  public var maxHeight: RelativeDimension

  /// A size from exact values, minimums and maximums; those left out are automatic.
  public init(
    width: RelativeDimension = .auto, height: RelativeDimension = .auto,
    minWidth: RelativeDimension = .auto, minHeight: RelativeDimension = .auto,
    maxWidth: RelativeDimension = .auto, maxHeight: RelativeDimension = .auto
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.minHeight = minHeight
    self.maxWidth = maxWidth
    self.maxHeight = maxHeight
  }

  /// Every dimension automatic: the range {0, 0} ... {inf, inf}.
  public static let auto = ComponentSize()

  /// The range of sizes this allows inside a parent of `parent` size.
  ///
  /// Minimums resolve with auto = 0, maximums with auto = infinity, exact values with auto = undefined.
  /// CSS precedence follows: the minimum beats the maximum, the maximum beats the exact value. A
  /// percentage exact value against an undefined parent is ignored.
  public func resolve(_ parent: ParentSize) -> SizeRange {
    let (minW, maxW) = Self.resolve(exact: width, min: minWidth, max: maxWidth, parent: parent.width)
    let (minH, maxH) = Self.resolve(exact: height, min: minHeight, max: maxHeight, parent: parent.height)
    return SizeRange(min: Size(width: minW, height: minH), max: Size(width: maxW, height: maxH))
  }

  private static func resolve(
    exact: RelativeDimension, min: RelativeDimension, max: RelativeDimension, parent: Double?
  ) -> (Double, Double) {
    let lower = min.resolve(auto: 0, parent: parent)
    let upper = max.resolve(auto: .infinity, parent: parent)
    if upper <= lower { return (lower, lower) }
    guard let value = exact.resolve(parent: parent) else { return (lower, upper) }
    let clamped = Swift.min(Swift.max(value, lower), upper)
    return (clamped, clamped)
  }

  /// Whether every dimension is automatic, as in ``auto``: one comparison of each case, cheaper than
  /// `== .auto`, which compares payloads too.
  var isAuto: Bool {
    guard case .auto = width, case .auto = height, case .auto = minWidth, case .auto = minHeight,
      case .auto = maxWidth, case .auto = maxHeight
    else { return false }
    return true
  }

  /// Every length given in points or percent, with the name a user wrote it under.
  var specifiedLengths: [(name: String, dimension: RelativeDimension)] {
    [
      ("width", width), ("height", height), ("minWidth", minWidth), ("minHeight", minHeight),
      ("maxWidth", maxWidth), ("maxHeight", maxHeight),
    ].filter { $0.1 != .auto }
  }
}
