import PixelproofComponents
import Testing

/// A plain view of a fixed size, the usual leaf in layout tests.
func box(_ width: Double, _ height: Double) -> Sized {
  View(.blue).size(width: .points(width), height: .points(height))
}

/// Lays `component` out in `range`, with the parent size being the range's finite maximum (as a snapshot does).
func layout(
  _ component: any Component, _ range: SizeRange, scale: Double = 1, parent: ParentSize? = nil
) throws -> Layout {
  let parentSize =
    parent
    ?? ParentSize(finiteMaximumOf: range)
  return try component.layoutThatFits(
    range, parentSize: parentSize, environment: LayoutEnvironment(scale: scale))
}

/// A range of exactly `width` x `height`.
func exactly(_ width: Double, _ height: Double) -> SizeRange {
  SizeRange(exactly: Size(width: width, height: height))
}

/// A range with the given bounds.
func range(
  minWidth: Double = 0, minHeight: Double = 0, maxWidth: Double = .infinity, maxHeight: Double = .infinity
)
  -> SizeRange
{
  SizeRange(min: Size(width: minWidth, height: minHeight), max: Size(width: maxWidth, height: maxHeight))
}

/// The frames of a layout's direct children, relative to it.
func childFrames(_ layout: Layout) -> [Rect] {
  layout.children.map { Rect(origin: $0.position, size: $0.layout.size) }
}

func expectClose(_ actual: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(abs(actual - expected) < 1e-9, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}
