import PixelproofGraphics
import Testing

/// Display lists that cannot be painted faithfully are refused with a ``DisplayListRasterizer/Failure`` that
/// names the item and says what is wrong with it.
@Suite struct DisplayListFailureTests {
  private let square = Rect(x: 1, y: 1, width: 4, height: 4)

  /// The failure rendering `items` throws, after a valid fill as item 0 (so indices are not all 0).
  private func failure(_ items: [DisplayList.Item]) -> DisplayListRasterizer.Failure? {
    var list = DisplayList()
    list.fill(square, with: .red)
    for item in items { list.append(item) }
    do {
      _ = try DisplayListRasterizer.rasterize(list, width: 8, height: 8, scale: 1)
      return nil
    } catch let failure as DisplayListRasterizer.Failure {
      return failure
    } catch {
      Issue.record("unexpected error \(error)")
      return nil
    }
  }

  /// The reason of an `.invalidItem` failure at `item`, or nil for any other outcome.
  private func reason(_ items: [DisplayList.Item], item: Int = 1) -> String? {
    guard case .invalidItem(let index, let reason) = failure(items), index == item else { return nil }
    return reason
  }

  private func says(_ reason: String?, _ words: String...) -> Bool {
    guard let reason else { return false }
    return words.allSatisfy { reason.contains($0) }
  }

  @Test func aNaNOrNegativeCornerRadiusIsNamed() {
    let nanClip = reason([.beginClip(RoundedRect(square, cornerRadius: .nan)), .endClip])
    #expect(says(nanClip, "cornerRadius", "nan", "finite"), "\(nanClip ?? "nil")")
    let nanShadow = reason([.shadow(RoundedRect(square, cornerRadius: .nan), Shadow(color: .black))])
    #expect(says(nanShadow, "cornerRadius", "nan"), "\(nanShadow ?? "nil")")
    let radii = CornerRadii(topLeft: 2, topRight: -1, bottomRight: 2, bottomLeft: 2)
    let negative = reason([.beginClip(RoundedRect(square, cornerRadii: radii)), .endClip])
    #expect(says(negative, "topRight", "-1", "not negative"), "\(negative ?? "nil")")
    let infinite = reason([.shadow(RoundedRect(square, cornerRadius: .infinity), Shadow(color: .black))])
    #expect(says(infinite, "cornerRadius", "inf"), "\(infinite ?? "nil")")
  }

  @Test func badShadowValuesAreNamed() {
    let shape = RoundedRect(square, cornerRadius: 1)
    let blur = reason([.shadow(shape, Shadow(color: .black, blur: -1))])
    #expect(says(blur, "blur", "-1"), "\(blur ?? "nil")")
    let nanBlur = reason([.shadow(shape, Shadow(color: .black, blur: .nan))])
    #expect(says(nanBlur, "blur", "nan"), "\(nanBlur ?? "nil")")
    let offset = reason([.shadow(shape, Shadow(color: .black, offset: Point(x: .infinity, y: 0)))])
    #expect(says(offset, "offset"), "\(offset ?? "nil")")
    let spread = reason([.shadow(shape, Shadow(color: .black, spread: .nan))])
    #expect(says(spread, "spread"), "\(spread ?? "nil")")
  }

  @Test func anInvalidStrokeStyleIsNamed() {
    var path = Path()
    path.move(to: Point(x: 1, y: 1))
    path.line(to: Point(x: 6, y: 6))
    let width = reason([.strokePath(path, StrokeStyle(width: -1), .color(.black))])
    #expect(says(width, "stroke width", "-1"), "\(width ?? "nil")")
    let miter = reason([.strokePath(path, StrokeStyle(width: 1, miterLimit: .nan), .color(.black))])
    #expect(says(miter, "miter limit"), "\(miter ?? "nil")")
    let dashes = reason([.strokePath(path, StrokeStyle(width: 1, dashes: [0, 0]), .color(.black))])
    #expect(says(dashes, "add up to 0"), "\(dashes ?? "nil")")
  }

  @Test func endItemsOfAnotherKindAreUnbalanced() {
    let shape = RoundedRect(square)
    // A clip closed by endGroup: item 2 does not close the innermost begin item.
    #expect(failure([.beginClip(shape), .endGroup]) == .unbalanced(item: 2))
    #expect(failure([.beginTransform(.scale(2)), .endClip]) == .unbalanced(item: 2))
    #expect(failure([.beginGroup(opacity: 0.5), .endTransform]) == .unbalanced(item: 2))
    // Crossed scopes: the clip ends while the group inside it is open.
    let crossed: [DisplayList.Item] = [.beginClip(shape), .beginGroup(opacity: 0.5), .endClip, .endGroup]
    #expect(failure(crossed) == .unbalanced(item: 3))
    // An end with nothing open, and a begin never closed (reported at the end of the list, item 2).
    #expect(failure([.endClip]) == .unbalanced(item: 1))
    #expect(failure([.beginGroup(opacity: 0.5)]) == .unbalanced(item: 2))
    // Properly nested scopes of every kind are fine.
    let nested: [DisplayList.Item] = [
      .beginClip(shape), .beginTransform(.scale(2)), .beginGroup(opacity: 0.5), .endGroup, .endTransform,
      .endClip,
    ]
    #expect(failure(nested) == nil)
    let message = DisplayListRasterizer.Failure.unbalanced(item: 2).description
    #expect(message.contains("item 2") && message.contains("nest"), "\(message)")
  }

  @Test func nonFiniteGeometryAndOpacityAreRefused() throws {
    let hairline = DisplayList.Item.hairline(from: Point(x: .nan, y: 1), to: Point(x: 4, y: 1), .black)
    #expect(failure([hairline]) == .nonFiniteGeometry(item: 1))
    let endless = RoundedRect(Rect(x: 0, y: 0, width: .infinity, height: 2))
    #expect(failure([.beginClip(endless), .endClip]) == .nonFiniteGeometry(item: 1))
    var path = Path()
    path.move(to: Point(x: 1, y: 1))
    path.line(to: Point(x: 1, y: .infinity))
    path.line(to: Point(x: 3, y: 3))
    #expect(failure([.fillPath(path, .evenOdd, .color(.black))]) == .nonFiniteGeometry(item: 1))
    guard case .invalidOpacity(let item, let value) = failure([.beginGroup(opacity: .nan), .endGroup]) else {
      Issue.record("a NaN opacity was not refused as an opacity")
      return
    }
    #expect(item == 1 && value.isNaN)
    #expect(failure([.beginGroup(opacity: 1.5), .endGroup]) == .invalidOpacity(item: 1, 1.5))
    let notFinite = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    let transform = reason([.beginTransform(notFinite), .endTransform])
    #expect(says(transform, "transform", "not finite"), "\(transform ?? "nil")")
    let nanFrame = Rect(x: .nan, y: 0, width: 2, height: 2)
    let paint = BitmapPaint(bitmap: try PremultipliedBitmap(width: 1, height: 1), frame: nanFrame)
    let image = reason([.fillRect(square, .bitmap(paint))])
    #expect(says(image, "bitmap frame"), "\(image ?? "nil")")
    let described = DisplayListRasterizer.Failure.invalidOpacity(item: 3, 1.5).description
    #expect(says(described, "item 3", "1.5", "between 0 and 1"), "\(described)")
  }
}
