import PixelproofComponents
import Testing

/// The Label component in layout: its own size, wrapping to its range, baselines and descriptions.
@Suite struct LabelTests {
  let font = Font.system(size: 20)

  /// The width of one line of `text` as text layout measures it, unconstrained.
  func lineWidth(_ text: String) throws -> Double {
    var style = TextStyle()
    style.numberOfLines = 0
    return try TextLayout([TextRun(text, font: font)], style: style, width: .infinity).size.width
  }

  @Test func itsOwnSizeIsItsTextRoundedUpToDevicePixels() throws {
    let label = try layout(Label("Hello", font: font), .unconstrained, scale: 2)
    let width = try lineWidth("Hello")
    // Rounded up to half points at 2x.
    #expect(label.size.width == (width * 2).rounded(.up) / 2)
    #expect(label.size.width >= width && label.size.width - width < 0.5)
  }

  @Test func aLabelWrapsToItsRangesMaximumWidth() throws {
    let text = "one two three four five six"
    let one = try layout(Label(text, font: font).numberOfLines(0), .unconstrained)
    let wrapped = try layout(Label(text, font: font).numberOfLines(0), range(maxWidth: 120))
    #expect(wrapped.size.width <= 120)
    #expect(wrapped.size.height > 2 * one.size.height - 1)
  }

  @Test func baselineAlignmentLinesUpTextOfDifferentSizes() throws {
    // A 40 pt label beside a 12 pt one: aligned by first baselines, both baselines sit at the same y.
    let row = Stack(.horizontal, spacing: 8, align: .firstBaseline) {
      Label("Big", font: .system(size: 40))
      Label("small", font: .system(size: 12))
    }
    let result = try layout(row, .unconstrained)
    let baselines = result.children.map { $0.position.y + ($0.layout.firstBaseline ?? .nan) }
    #expect(baselines.count == 2)
    // The small label's offset is floored to the pixel grid, as a centred child's is, so at 1x the
    // baselines meet to within a point, the big one never below the small one.
    #expect(baselines[0] - baselines[1] >= 0 && baselines[0] - baselines[1] < 1, "\(baselines)")
    // The big label starts at the top; the small one is moved down to meet its baseline.
    #expect(result.children[0].position.y == 0 && result.children[1].position.y > 0)
    #expect(result.firstBaseline == baselines[0])
  }

  @Test func flexboxBaselineAlignmentUsesTheTextsBaselines() throws {
    let row = Flexbox(FlexStyle().with { $0.alignItems = .baseline }) {
      Label("Big", font: .system(size: 40))
      Label("small", font: .system(size: 12))
    }
    let result = try layout(row, .unconstrained)
    let baselines = result.children.map { $0.position.y + ($0.layout.firstBaseline ?? .nan) }
    // A flexbox rounds each item's position to the pixel grid, as Chrome does, so at 1x the baselines
    // meet to within half a point.
    #expect(abs(baselines[0] - baselines[1]) <= 0.5, "\(baselines)")
    #expect(result.children[1].position.y > 0)
  }

  @Test func charactersWithoutAGlyphAreNamedInTheLayoutDescription() throws {
    // U+1FAE9 is an emoji of Unicode 16, newer than the bundled emoji font.
    let result = try layout(Label("a\u{1FAE9}", font: font), .unconstrained)
    #expect(result.description.hasSuffix("missing glyphs: U+1FAE9"))
  }

  @Test func invalidTextStylesAreErrorsNamingTheLabel() {
    func error(_ reason: String) -> LayoutError { LayoutError(component: "Label", reason: reason) }
    #expect(throws: error("numberOfLines is -1; it must not be negative")) {
      try layout(Label("x").numberOfLines(-1), .unconstrained)
    }
    #expect(throws: error("font size is nan; it must be finite and not negative")) {
      try layout(Label("x", font: .system(size: .nan)), .unconstrained)
    }
    #expect(throws: error("lineHeightMultiple is 0.0; it must be finite and above 0")) {
      try layout(Label("x").lineHeightMultiple(0), .unconstrained)
    }
  }
}
