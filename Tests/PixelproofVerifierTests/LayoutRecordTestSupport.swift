import PixelproofVerifier

/// Lays `component` out in `range`, with the parent size being the range's finite maximum (as a snapshot
/// does).
func layout(_ component: any Component, _ range: SizeRange, scale: Double = 1) throws -> Layout {
  try component.layoutThatFits(
    range, parentSize: ParentSize(finiteMaximumOf: range), environment: LayoutEnvironment(scale: scale))
}

/// A range of exactly `width` x `height`.
func exactly(_ width: Double, _ height: Double) -> SizeRange {
  SizeRange(exactly: Size(width: width, height: height))
}

/// A range from nothing up to `maxWidth` wide.
func range(maxWidth: Double) -> SizeRange {
  SizeRange(min: .zero, max: Size(width: maxWidth, height: .infinity))
}
