/// A width and a height, each automatic, in points, or a share of the parent's length.
public struct RelativeSize: Sendable, Hashable {
  /// The width: automatic, in points, or a share of the parent's width.
  public var width: RelativeDimension
  /// The height: automatic, in points, or a share of the parent's height.
  public var height: RelativeDimension

  /// A size whose dimensions left out are automatic.
  public init(width: RelativeDimension = .auto, height: RelativeDimension = .auto) {
    self.width = width
    self.height = height
  }

  /// Both dimensions automatic.
  public static let auto = RelativeSize()
}

/// The sizes a component may take, with bounds that may be relative to its parent: what a ``Static``
/// layout gives each of its children.
public struct RelativeSizeRange: Sendable, Hashable {
  /// The smallest size; an automatic dimension means 0.
  public var min: RelativeSize
  /// The largest size; an automatic dimension means no limit.
  public var max: RelativeSize

  /// The sizes from `min` to `max`; automatic bounds are 0 and no limit.
  public init(min: RelativeSize = .auto, max: RelativeSize = .auto) {
    self.min = min
    self.max = max
  }

  /// The range holding only `size`; an automatic dimension stays free.
  public init(exactly size: RelativeSize) {
    self.init(min: size, max: size)
  }

  /// The range of exactly `width` x `height`; an automatic dimension stays free.
  public init(width: RelativeDimension, height: RelativeDimension) {
    self.init(exactly: RelativeSize(width: width, height: height))
  }

  /// No bounds: {0, 0} ... {inf, inf}.
  public static let auto = RelativeSizeRange()

  /// The range in points inside a parent of `parent` size.
  ///
  /// Minimums resolve with auto = 0 and maximums with auto = infinity; a percentage of an undefined
  /// parent length counts as auto. Where the maximum is below the minimum, the minimum wins.
  public func resolve(_ parent: ParentSize) -> SizeRange {
    let minSize = Size(
      width: min.width.resolve(auto: 0, parent: parent.width),
      height: min.height.resolve(auto: 0, parent: parent.height))
    let maxSize = Size(
      width: Swift.max(minSize.width, max.width.resolve(auto: .infinity, parent: parent.width)),
      height: Swift.max(minSize.height, max.height.resolve(auto: .infinity, parent: parent.height)))
    return SizeRange(min: minSize, max: maxSize)
  }

  /// Throws when a bound is NaN, negative or infinite; only a maximum may be +infinity points.
  ///
  /// - Parameter component: the kind of component the range belongs to, for the error.
  /// - Throws: ``LayoutError`` naming `component` and the bound.
  func validate(for component: @autoclosure () -> String) throws(LayoutError) {
    let bounds: [(name: String, dimension: RelativeDimension)] = [
      ("minWidth", min.width), ("minHeight", min.height), ("maxWidth", max.width), ("maxHeight", max.height),
    ]
    for (name, dimension) in bounds {
      guard dimension.isValidSize(infinityAllowed: name.hasPrefix("max")) else {
        throw LayoutError(
          component: component(),
          reason: "a child's \(name) is \(dimension); sizes must be finite and not negative")
      }
    }
  }
}
