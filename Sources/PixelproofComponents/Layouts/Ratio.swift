/// Gives a component a fixed aspect ratio, height divided by width, with ComponentKit's ratio layout
/// rules: `View(.gray).ratio(0.5)` is half as tall as it is wide.
///
/// The ratio is fitted to the range's finite maximum: the full maximum width with the height that goes
/// with it, or the full maximum height with its width, whichever is closer to the ratio once both are
/// clamped to the range. With no finite maximum the ratio cannot apply and the range passes through.
public struct Ratio: Component {
  /// Height divided by width; more than 0.
  public let ratio: Double
  /// The child.
  public let content: any Component

  /// `content` at `ratio`, height divided by width.
  public init(_ ratio: Double, _ content: any Component) {
    self.ratio = ratio
    self.content = content
  }

  /// Fits the ratio to the range's finite maximum and lays the child out at that size.
  ///
  /// - Throws: ``LayoutError`` for a ratio that is not finite and more than 0, or one that gives no finite
  ///   size in the range; or what the child's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    guard ratio.isFinite, ratio > 0 else {
      throw LayoutError(component: kindName, reason: "ratio is \(ratio); it must be finite and more than 0")
    }
    try rejectItemProperties(of: content)
    let child: Layout
    if let best = bestSize(in: range, environment: environment) {
      guard best.width.isFinite, best.height.isFinite else {
        throw LayoutError(
          component: kindName,
          reason: "ratio \(ratio) in \(range) gives \(best), which is not a finite size; give it a finite "
            + "maximum in both dimensions or a less extreme ratio")
      }
      child = try content.layoutThatFits(
        range.intersect(SizeRange(exactly: best)), parentSize: ParentSize(best), environment: environment)
    } else {
      // As ComponentKit: no candidate, so nothing to resolve percentages against either.
      child = try content.layoutThatFits(range, parentSize: .undefined, environment: environment)
    }
    return Layout(component: self, size: child.size, children: [.init(position: .zero, layout: child)])
  }

  /// The candidate size whose height / width is closest to the ratio, or nil when the range's maximum is
  /// infinite in both dimensions. On a tie the width-based candidate wins.
  private func bestSize(in range: SizeRange, environment: LayoutEnvironment) -> Size? {
    let grid = environment.pixelGrid
    let fromWidth =
      range.max.width.isFinite
      ? range.clamp(Size(width: range.max.width, height: grid.floor(ratio * range.max.width)))
      : nil
    let fromHeight =
      range.max.height.isFinite
      ? range.clamp(Size(width: grid.floor(range.max.height / ratio), height: range.max.height))
      : nil
    guard let fromWidth else { return fromHeight }
    guard let fromHeight else { return fromWidth }
    // The height candidate wins only when strictly closer, as with ComponentKit's max_element. A 0-wide
    // height candidate's infinite or NaN distance never wins; a width candidate that is 0 by 0 has a NaN
    // distance, which no comparison beats, so it wins (`{0, 0} ... {0, 50}` at ratio 1 gives 0 x 0).
    func distance(_ size: Size) -> Double { abs(size.height / size.width - ratio) }
    return distance(fromHeight) < distance(fromWidth) ? fromHeight : fromWidth
  }
}

extension Component {
  /// The component at a fixed aspect ratio, `ratio` = height / width, fitted to the parent's maximum.
  ///
  /// - Parameter ratio: height divided by width; it must be finite and more than 0, or layout throws.
  public func ratio(_ ratio: Double) -> Ratio {
    Ratio(ratio, self)
  }
}
