import Testing

@testable import PixelproofGraphics

/// A rounded rectangle's shadow is blurred through a smaller copy of the shape; these tests compare that
/// with blurring the whole shape, which must give the same bytes.
@Suite struct ShadowMaskTests {
  static let shapes: [(RoundedRect, Double)] = [
    // A wide card at fractional position, 12 px corners, σ 6: columns and rows both shrink.
    (RoundedRect(Rect(x: 10.3, y: 7.6, width: 180.45, height: 120.2), cornerRadius: 12), 6),
    // Different radius per corner, σ 3.
    (
      RoundedRect(
        Rect(x: 20, y: 20, width: 150, height: 90),
        cornerRadii: CornerRadii(
          topLeft: 0, topRight: 8, bottomRight: 20, bottomLeft: 4)), 3
    ),
    // A long thin bar: rows cannot shrink, columns can.
    (RoundedRect(Rect(x: 5.5, y: 40.25, width: 190, height: 10), cornerRadius: 5), 4),
    // No blur at all.
    (RoundedRect(Rect(x: 30.1, y: 30.9, width: 100, height: 80), cornerRadius: 10), 0),
  ]

  @Test(arguments: shapes.indices) func theSmallerCopyGivesTheSameBytesAsTheWholeShape(index: Int) {
    let (shape, deviation) = Self.shapes[index]
    let extent = GaussianBlur.extent(standardDeviation: deviation)
    let frame = (PixelRect.enclosing(shape.rect) ?? .empty).outset(by: extent)
    let whole = ShadowMask.blurred(shape.path, roundedRect: nil, standardDeviation: deviation, over: frame)
    let reduced = ShadowMask.blurred(
      shape.path, roundedRect: shape, standardDeviation: deviation, over: frame)
    #expect(whole.values.contains { $0 != 0 })
    #expect(reduced == whole)
  }

  @Test func aFrameCutByAClipGivesTheSameBytesAsTheSamePartOfTheWholeMask() {
    let (shape, deviation) = Self.shapes[0]
    let extent = GaussianBlur.extent(standardDeviation: deviation)
    let frame = (PixelRect.enclosing(shape.rect) ?? .empty).outset(by: extent)
    let part = PixelRect(minX: 60, minY: 0, maxX: 150, maxY: 50)
    let whole = ShadowMask.blurred(shape.path, roundedRect: nil, standardDeviation: deviation, over: frame)
    let reduced = ShadowMask.blurred(shape.path, roundedRect: shape, standardDeviation: deviation, over: part)
    // The part lies inside the frame (which reaches from x = -3 and y = -6 to beyond 200 and 140).
    #expect(part.intersection(frame) == part)
    #expect(reduced == whole.cropped(from: frame, to: part))
  }
}
