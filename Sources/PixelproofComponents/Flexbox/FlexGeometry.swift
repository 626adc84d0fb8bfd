/// A width and height either of which may be undefined.
struct MaybeSize: Hashable {
  var width: Double?
  var height: Double?

  static let none = MaybeSize(width: nil, height: nil)

  init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Each undefined dimension taken from `other`.
  func or(_ other: MaybeSize) -> MaybeSize {
    MaybeSize(width: width ?? other.width, height: height ?? other.height)
  }

  /// The missing dimension derived from the other through `ratio` (width / height).
  func applyingAspectRatio(_ ratio: Double?) -> MaybeSize {
    guard let ratio else { return self }
    switch (width, height) {
    case (let width?, nil): return MaybeSize(width: width, height: width / ratio)
    case (nil, let height?): return MaybeSize(width: height * ratio, height: height)
    default: return self
    }
  }

  func adding(_ size: Size) -> MaybeSize {
    MaybeSize(width: width.map { $0 + size.width }, height: height.map { $0 + size.height })
  }

  func subtracting(_ size: Size) -> MaybeSize {
    MaybeSize(width: width.map { $0 - size.width }, height: height.map { $0 - size.height })
  }

  func clamped(min: MaybeSize, max: MaybeSize) -> MaybeSize {
    MaybeSize(
      width: width.map { clamp($0, min.width, max.width) },
      height: height.map { clamp($0, min.height, max.height) })
  }

  func atLeast(_ size: Size) -> MaybeSize {
    MaybeSize(
      width: width.map { Swift.max($0, size.width) }, height: height.map { Swift.max($0, size.height) })
  }
}

/// The space available along each axis.
struct AvailableSize: Hashable {
  var width: AvailableLength
  var height: AvailableLength

  static let maxContent = AvailableSize(width: .maxContent, height: .maxContent)
}

/// `value` limited below by `lower` and above by `upper` where they are defined; the lower limit wins.
func clamp(_ value: Double, _ lower: Double?, _ upper: Double?) -> Double {
  var result = value
  if let upper, result > upper { result = upper }
  if let lower, result < lower { result = lower }
  return result
}

/// Margins, padding or borders resolved to points are ``EdgeInsets``.
extension EdgeInsets {
  var horizontal: Double { left + right }
  var vertical: Double { top + bottom }
  var sum: Size { Size(width: horizontal, height: vertical) }

  static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
  }
}

extension FlexEdges {
  /// Each edge in points; percentages (of the containing block's width, for every edge, as CSS has it)
  /// and `auto` resolve to 0 where undefined.
  func resolved(percentOf width: Double?) -> EdgeInsets {
    EdgeInsets(
      top: top.flexResolve(width) ?? 0, left: left.flexResolve(width) ?? 0,
      bottom: bottom.flexResolve(width) ?? 0, right: right.flexResolve(width) ?? 0)
  }
}

extension RelativeDimension {
  /// The CSS length: points, or an unrounded share of `parent`; nil when auto or the parent is undefined.
  func flexResolve(_ parent: Double?) -> Double? {
    switch self {
    case .auto, .minContent, .maxContent, .fitContent, .stretch: nil
    case .points(let value): value
    case .percent(let fraction): parent.map { fraction * $0 }
    }
  }
}

extension FlexStyle {
  /// Width and height resolved against `parent`, with the aspect ratio filling a missing one.
  func resolvedSize(_ parent: MaybeSize, boxSizing adjustment: Size) -> MaybeSize {
    resolvedSize(parent, boxSizing: adjustment, aspectRatio: aspectRatio)
  }

  /// Width and height resolved against `parent`, with `ratio` (not necessarily the style's own)
  /// filling a missing one: a style is large, and a copy without its ratio would cost a copy of it.
  func resolvedSize(_ parent: MaybeSize, boxSizing adjustment: Size, aspectRatio ratio: Double?) -> MaybeSize
  {
    var size = MaybeSize(width: width.flexResolve(parent.width), height: height.flexResolve(parent.height))
    // css-sizing-4 §5.1: the ratio carries the size after its own limits, so a height held to its
    // max-height gives the width of the held height.
    let limited = MaybeSize(
      width: size.width.map {
        clamp($0, minWidth.flexResolve(parent.width), maxWidth.flexResolve(parent.width))
      },
      height: size.height.map {
        clamp($0, minHeight.flexResolve(parent.height), maxHeight.flexResolve(parent.height))
      })
    let filled = limited.applyingAspectRatio(ratio)
    if size.width == nil { size.width = filled.width }
    if size.height == nil { size.height = filled.height }
    return size.adding(adjustment)
  }

  func resolvedMinSize(_ parent: MaybeSize, boxSizing adjustment: Size) -> MaybeSize {
    let own = MaybeSize(
      width: minWidth.flexResolve(parent.width), height: minHeight.flexResolve(parent.height))
    var result = transferring(own, ratio: aspectRatio, parent: parent)
    // css-sizing-4 §5.1: a minimum carried through the ratio is capped by the maximum it lands under.
    if own.width == nil, let width = result.width, let maximum = maxWidth.flexResolve(parent.width) {
      result.width = min(width, maximum)
    }
    if own.height == nil, let height = result.height, let maximum = maxHeight.flexResolve(parent.height) {
      result.height = min(height, maximum)
    }
    return result.adding(adjustment)
  }

  /// `limits` with a limit in one axis carried through the aspect ratio to the other, if that other
  /// axis has no size of its own: css-sizing-4 §5.1 transfers limits only into the axis whose size the
  /// ratio decides, so a set width keeps a min-height from widening the box.
  private func transferring(_ limits: MaybeSize, ratio: Double?, parent: MaybeSize) -> MaybeSize {
    var result = limits.applyingAspectRatio(ratio)
    if width.flexResolve(parent.width) != nil { result.width = limits.width }
    if height.flexResolve(parent.height) != nil { result.height = limits.height }
    return result
  }

  func resolvedMaxSize(
    _ parent: MaybeSize, boxSizing adjustment: Size, aspectRatio ratio: Double?
  ) -> MaybeSize {
    let own = MaybeSize(
      width: maxWidth.flexResolve(parent.width), height: maxHeight.flexResolve(parent.height))
    // css-sizing-3 §5.2: a minimum above the maximum wins, so the maximum carried through the ratio
    // is the larger of the two.
    let floored = MaybeSize(
      width: own.width.map { max($0, minWidth.flexResolve(parent.width) ?? $0) },
      height: own.height.map { max($0, minHeight.flexResolve(parent.height) ?? $0) })
    var result = transferring(floored, ratio: ratio, parent: parent)
    if let width = own.width { result.width = width }
    if let height = own.height { result.height = height }
    return result.adding(adjustment)
  }

  /// What content-box sizes add: padding and border when sizing the content box, else nothing.
  func boxSizingAdjustment(paddingBorder: Size) -> Size {
    boxSizing == .contentBox ? paddingBorder : .zero
  }

  var isRow: Bool { direction == .row || direction == .rowReverse }
}
