import PixelproofComponents
import Testing

/// A leaf written as a class: laid out, it is 5 x 5 points.
private class PlainBox: Component, @unchecked Sendable {
  func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  ) throws(LayoutError) -> Layout {
    Layout(component: self, size: range.clamp(Size(width: 5, height: 5)))
  }
}

/// A subclass that reports its own size, 30 x 20 points, where the class it comes from does not.
private final class MeasuredBox: PlainBox, MeasurableComponent, @unchecked Sendable {
  func measure(
    knownWidth: Double?, knownHeight: Double?, availableWidth: AvailableLength,
    availableHeight: AvailableLength, environment: LayoutEnvironment
  ) -> Size {
    Size(width: knownWidth ?? 30, height: knownHeight ?? 20)
  }
}

/// A flexbox asks once for a run of alike leaves whether they report their own sizes; leaves held as
/// one class may be instances of subclasses that answer otherwise.
@Suite struct FlexboxClassLeavesTests {
  /// Both children are held as `PlainBox`; the second, a `MeasuredBox`, is 30 wide, its measured width,
  /// and the row's items stretch to its height, 20.
  @Test func aSubclassHeldAsItsClassReportsItsOwnSize() throws {
    let boxes: [PlainBox] = [PlainBox(), MeasuredBox(), PlainBox()]
    let row = Flexbox(FlexStyle(), children: boxes.map { $0 as any Component })
    let layout = try row.layoutThatFits(
      SizeRange(min: .zero, max: Size(width: 100, height: .infinity)),
      parentSize: ParentSize(width: 100, height: nil), environment: LayoutEnvironment(scale: 1))
    #expect(childFrames(layout).map(\.width) == [5, 30, 5])
    #expect(childFrames(layout).map(\.height) == [20, 20, 20])
  }
}
