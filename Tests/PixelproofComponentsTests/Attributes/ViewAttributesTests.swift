import PixelproofComponents
import Testing

/// View attributes on components: layout is untouched, painting opens and closes what it should, and
/// bad values are errors naming the component.
@Suite struct ViewAttributesTests {
  @Test func attributesOnAnyComponentWrapItOnceAndKeepItsSize() throws {
    let styled = box(40, 20).backgroundColor(.white).cornerRadius(8).alpha(0.5).clipsToBounds()
    // One Styled node: every modifier after the first changes its attributes instead of wrapping again.
    #expect(styled.content is Sized)
    #expect(styled.attributes.cornerRadii == CornerRadii(8))
    #expect(styled.attributes.alpha == 0.5 && styled.attributes.clipsToBounds)
    let result = try layout(styled, .unconstrained)
    #expect(result.size == Size(width: 40, height: 20))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 40, height: 20)])
  }

  @Test func aViewKeepsItsOwnAttributesInsteadOfBeingWrapped() {
    let view = View(.red).cornerRadius(4).border(.black, width: 2, dashes: [3, 1]).shadow(.black)
    #expect(view.attributes.backgroundColor == .red)
    #expect(view.attributes.border == Border(width: 2, color: .black, dashes: [3, 1]))
    // The shadow modifier's defaults: offset (0, 2), blur 4, no spread.
    #expect(view.attributes.shadow == Shadow(color: .black, offset: Point(x: 0, y: 2), blur: 4, spread: 0))
  }

  @Test func transformsConcatenateInTheOrderWritten() {
    let view = View().scaleEffect(2).offset(x: 10, y: 0)
    // Scale first, then move: the origin goes to (10, 0), a unit step in x to 2.
    #expect(view.attributes.transform.apply(to: Point(x: 0, y: 0)) == Point(x: 10, y: 0))
    #expect(view.attributes.transform.apply(to: Point(x: 1, y: 0)) == Point(x: 12, y: 0))
  }

  @Test func paintingOpensTheGroupTransformAndClipAroundTheChildren() throws {
    let tree = box(40, 20).backgroundColor(.white).clipsToBounds().alpha(0.5).rotation(degrees: 90)
    let items = try layout(tree, .unconstrained).displayList().items
    // Group, transform, background, clip; then the box's own view; then the clip, transform and group
    // closed in reverse order.
    guard items.count == 8 else {
      Issue.record("\(items)")
      return
    }
    #expect(items[0] == .beginGroup(opacity: 0.5))
    guard case .beginTransform(let transform) = items[1] else {
      Issue.record("\(items[1])")
      return
    }
    // A quarter turn about the centre (20, 10): the top-left corner (0, 0) goes to (30, -10).
    let corner = transform.apply(to: .zero)
    expectClose(corner.x, 30)
    expectClose(corner.y, -10)
    #expect(items[2] == .fillRect(Rect(x: 0, y: 0, width: 40, height: 20), .color(.white)))
    #expect(items[3] == .beginClip(RoundedRect(Rect(x: 0, y: 0, width: 40, height: 20))))
    #expect(items[4] == .fillRect(Rect(x: 0, y: 0, width: 40, height: 20), .color(.blue)))
    #expect(Array(items[5...]) == [.endClip, .endTransform, .endGroup])
  }

  @Test func theBorderIsPaintedAboveTheChildren() throws {
    let items = try layout(box(10, 10).border(.red, width: 1), .unconstrained).displayList().items
    // The box first, then the border ring (a path) over it.
    #expect(items.count == 2)
    #expect(items.first == .fillRect(Rect(x: 0, y: 0, width: 10, height: 10), .color(.blue)))
    guard case .fillPath(_, _, .color(.red)) = items.last else {
      Issue.record("\(items)")
      return
    }
  }

  @Test func invalidAttributesAreErrorsNamingTheComponent() {
    let cases: [(any Component, String)] = [
      (View().alpha(1.5), "View: alpha is 1.5; it must be between 0 and 1"),
      (box(10, 10).cornerRadius(-1), "Styled: cornerRadius is -1.0; it must be finite and not negative"),
      (
        View().cornerRadii(CornerRadii(topLeft: 0, topRight: .nan, bottomRight: 0, bottomLeft: 0)),
        "View: corner radius topRight is nan; it must be finite and not negative"
      ),
      (
        View().border(.red, width: .infinity), "View: border width is inf; it must be finite and not negative"
      ),
      (View().shadow(.black, blur: -2), "View: shadow blur is -2.0; it must be finite and not negative"),
      (
        View().transform(Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
        "View: transform [nan, 0, 0, 1, 0, 0] is not finite"
      ),
    ]
    for (component, message) in cases {
      // A layout error prints as "<component>: <reason>".
      let parts = message.split(separator: ": ", maxSplits: 1).map(String.init)
      #expect(throws: LayoutError(component: parts[0], reason: parts[1])) {
        try layout(component, exactly(10, 10))
      }
    }
  }

  @Test(arguments: [1.0, 2.0, 3.0]) func aDividerIsOneDevicePixelThick(scale: Double) throws {
    let horizontal = try layout(Divider(.black), range(minWidth: 100, maxWidth: 100), scale: scale)
    expectClose(horizontal.size.height * scale, 1)
    #expect(horizontal.size.width == 100)
    let vertical = try layout(
      Divider(.black, axis: .vertical), range(minHeight: 30, maxHeight: 30), scale: scale)
    expectClose(vertical.size.width * scale, 1)
    #expect(vertical.size.height == 30)
  }
}
