/// Gives a component a fixed aspect ratio, height divided by width, with ComponentKit's ratio layout
/// rules: `View(.gray).ratio(0.5)` is half as tall as it is wide.
///
/// The ratio is fitted to the range's finite maximum: the full maximum width with the height that goes
/// with it, or the full maximum height with its width, whichever is closer to the ratio once both are
/// clamped to the range. With no finite maximum the ratio cannot apply and the range passes through.
public struct Ratio: Component {
  /// Height divided by width; more than 0.
  public let ratio: Double
  public let content: any Component

  public init(_ ratio: Double, _ content: any Component) {
    self.ratio = ratio
    self.content = content
  }

  public func computeLayout(in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment)
    throws(LayoutError) -> Layout
  {
    guard ratio.isFinite, ratio > 0 else {
      throw LayoutError(component: kindName, reason: "ratio is \(ratio); it must be finite and more than 0")
    }
    let child: Layout
    if let best = bestSize(in: range, environment: environment) {
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
    var candidates: [Size] = []
    if range.max.width.isFinite {
      let width = range.max.width
      candidates.append(range.clamp(Size(width: width, height: environment.floorToPixel(ratio * width))))
    }
    if range.max.height.isFinite {
      let height = range.max.height
      candidates.append(range.clamp(Size(width: environment.floorToPixel(height / ratio), height: height)))
    }
    // A 0-wide candidate has no ratio (h / 0 is infinite, 0 / 0 NaN): count it as infinitely far. A
    // later candidate replaces the best only when strictly closer, as ComponentKit's max_element does.
    func distance(_ size: Size) -> Double {
      let distance = abs(size.height / size.width - ratio)
      return distance.isNaN ? .infinity : distance
    }
    return candidates.dropFirst().reduce(candidates.first) { best, candidate in
      guard let best else { return candidate }
      return distance(candidate) < distance(best) ? candidate : best
    }
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
