import PixelproofComponents
import Testing

/// The rules behind disagreements the Chromium corpus found, each worked out by hand from the CSS spec
/// section named in its comment (and checked against Chromium).
@Suite struct FlexboxChromiumRulesTests {
  /// An empty flexbox of a fixed size, a leaf as the corpus writes it.
  private func leaf(
    _ width: Double, _ height: Double, _ change: (inout FlexStyle) -> Void = { _ in }
  )
    -> Flexbox
  {
    Flexbox(
      FlexStyle().with {
        $0.width = .points(width); $0.height = .points(height); change(&$0)
      }, children: [])
  }

  @Test func percentagesOfAnAutoWidthResolveAgainstTheWidthItSizesTo() throws {
    // css-sizing-3 §5.2.1 (cyclic percentages) and css-flexbox-1 §9.2 step 3: while the root's auto
    // width is found, the 50% basis is of an indefinite size and counts as `auto`, so the item
    // contributes its width, 100, and the root is 100 wide. The width is then known before the content
    // is laid out, as for any box in CSS, and the basis is 50% of it: 50.
    let root = Flexbox {
      leaf(100, 10) { $0.basis = .percent(0.5) }
    }
    let result = try root.layoutThatFits(
      .unconstrained, parentSize: .undefined, environment: LayoutEnvironment())
    #expect(result.size == Size(width: 100, height: 10))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 50, height: 10)])
  }
}
