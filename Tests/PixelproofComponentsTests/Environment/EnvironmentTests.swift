import PixelproofComponents
import Testing

/// The environment a tree renders under: traits through the renderer, the environment reader, text sizes
/// in labels, and writing directions reaching flexboxes.
@Suite struct EnvironmentTests {
  /// A reader that shows what it saw as its child's identifier.
  let reporter = EnvironmentReader { environment in
    let seen = [
      "\(environment.colorScheme)", "\(environment.layoutDirection)", "\(environment.textSize)",
      "\(environment.scale)",
    ]
    return View().size(width: 10, height: 10).id(seen.joined(separator: " "))
  }

  // MARK: Traits

  @Test func theDefaultTraitsAreLightLeftToRightAndTheDefaultTextSize() {
    let traits = EnvironmentTraits()
    #expect(traits.colorScheme == .light)
    #expect(traits.layoutDirection == .leftToRight)
    #expect(traits.textSize == .large)
    #expect(LayoutEnvironment().traits == traits)
    #expect(TextSize.default == .large)
  }

  @Test func theEnvironmentsTraitsAreItsThreeSettings() {
    var environment = LayoutEnvironment(scale: 2)
    environment.traits = EnvironmentTraits(
      layoutDirection: .rightToLeft, colorScheme: .dark, textSize: .small)
    #expect(environment.layoutDirection == .rightToLeft)
    #expect(environment.colorScheme == .dark)
    #expect(environment.textSize == .small)
    #expect(environment.scale == 2)
  }

  // MARK: Environment reader

  @Test(arguments: [ColorScheme.light, .dark], [LayoutDirection.leftToRight, .rightToLeft])
  func theReaderSeesTheSchemeAndDirectionTheRendererIsGiven(
    _ scheme: ColorScheme, _ direction: LayoutDirection
  ) throws {
    let traits = EnvironmentTraits(layoutDirection: direction, colorScheme: scheme)
    let layout = try ComponentRenderer.layout(reporter, in: .range(.unconstrained), scale: 3, traits: traits)
    #expect(layout.children.first?.layout.identifier == "\(scheme) \(direction) large 3.0")
  }

  @Test(arguments: TextSize.allCases)
  func theReaderSeesEveryTextSize(_ textSize: TextSize) throws {
    let layout = try ComponentRenderer.layout(
      reporter, in: .range(.unconstrained), traits: EnvironmentTraits(textSize: textSize))
    #expect(layout.children.first?.layout.identifier == "light leftToRight \(textSize) 1.0")
  }

  @Test func theReaderTakesTheSizeOfWhatItBuildsAndHoldsItsLayout() throws {
    let reader = EnvironmentReader { _ in View(.red).size(width: 30, height: .percent(0.5)) }
    let result = try layout(reader, range(maxWidth: 100, maxHeight: 80))
    // The built view gets the reader's range and parent size: 50% of 80 is 40.
    #expect(result.size == Size(width: 30, height: 40))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 30, height: 40)])
    #expect(result.description == "EnvironmentReader (0, 0, 30, 40)\n  View (0, 0, 30, 40)")
  }

  @Test func theReaderPaintsWhatItBuiltForTheScheme() throws {
    let swatch = DynamicColor(light: .white, dark: .black)
    let reader = EnvironmentReader { environment in
      View(swatch.resolved(for: environment.colorScheme)).size(width: 2, height: 2)
    }
    func pixel(_ scheme: ColorScheme) throws -> [UInt8] {
      let rendering = try ComponentRenderer.render(
        reader, in: .range(.unconstrained), traits: EnvironmentTraits(colorScheme: scheme))
      return Array(rendering.bitmap.straightBitmap().pixels[0..<4])
    }
    #expect(try pixel(.light) == [255, 255, 255, 255])
    #expect(try pixel(.dark) == [0, 0, 0, 255])
  }

  // MARK: Text size

  @Test func textSizesScaleByTheBodySizeOverSeventeen() {
    #expect(TextSize.allCases.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(
      TextSize.allCases.map(\.abbreviation) == [
        "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5",
      ])
    // A 17 pt font becomes exactly the Body size, and 34 pt twice that.
    for size in TextSize.allCases {
      #expect(size.scaled(17) == Double(size.bodyPointSize))
      #expect(size.scaled(34) == Double(2 * size.bodyPointSize))
    }
    // The default leaves a size untouched, even one that x 17 / 17 would round differently.
    #expect(TextSize.large.scaled(0.1) == 0.1)
    #expect(TextSize.accessibilityExtraLarge.scaled(14) == 14.0 * 40 / 17)
  }

  @Test(arguments: [TextSize.extraSmall, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
  func aLabelAtATextSizeIsTheLabelWithItsFontScaled(_ textSize: TextSize) throws {
    // 17 pt scales to exactly the Body size, so the label must lay out and paint as one written at it.
    let scaled = try ComponentRenderer.render(
      Label("Dynamic Type", font: .system(size: 17)), in: .range(.unconstrained), scale: 2,
      traits: EnvironmentTraits(textSize: textSize))
    let written = try ComponentRenderer.render(
      Label("Dynamic Type", font: .system(size: Double(textSize.bodyPointSize))), in: .range(.unconstrained),
      scale: 2)
    #expect(scaled.layout.size == written.layout.size)
    #expect(scaled.bitmap.straightBitmap() == written.bitmap.straightBitmap())
  }

  @Test func aLabelsWidthGrowsByTheTextSizesRatio() throws {
    // Advances and kerning are linear in the font size, so the unrounded line width grows by exactly
    // 53 / 17; the label rounds its width up to whole pixels (half points at 2x), so the two differ
    // from the exact ratio by less than half a point.
    var style = TextStyle()
    style.numberOfLines = 0
    let line = try TextLayout(
      [TextRun("Larger text", font: .system(size: 15))], style: style, width: .infinity)
    let expected = line.size.width * 53 / 17
    let label = try ComponentRenderer.layout(
      Label("Larger text", font: .system(size: 15)), in: .range(.unconstrained), scale: 2,
      traits: EnvironmentTraits(textSize: .accessibilityExtraExtraExtraLarge))
    #expect(label.size.width >= expected - 1e-9 && label.size.width - expected < 0.5, "\(label.size.width)")
    let base = try ComponentRenderer.layout(
      Label("Larger text", font: .system(size: 15)), in: .range(.unconstrained), scale: 2)
    #expect(label.size.height > base.size.height * 3)
  }

  @Test func everyRunOfAnAttributedLabelScales() throws {
    let runs = [
      TextRun("Bold ", font: .system(size: 17, weight: .bold)), TextRun("plain", font: .system(size: 34)),
    ]
    let scaled = try ComponentRenderer.render(
      Label(runs: runs), in: .range(.unconstrained), traits: EnvironmentTraits(textSize: .extraLarge))
    let written = try ComponentRenderer.render(
      Label(runs: [
        TextRun("Bold ", font: .system(size: 19, weight: .bold)), TextRun("plain", font: .system(size: 38)),
      ]), in: .range(.unconstrained))
    #expect(scaled.bitmap.straightBitmap() == written.bitmap.straightBitmap())
  }

  @Test func aFontTooLargeToScaleIsAnErrorNamingTheLabel() {
    // The largest Double times more than 1 overflows to infinity.
    let reason =
      "font size \(Double.greatestFiniteMagnitude) scaled for text size "
      + "accessibilityExtraExtraExtraLarge is inf; it must be finite"
    #expect {
      try ComponentRenderer.layout(
        Label("x", font: .system(size: .greatestFiniteMagnitude)), in: .range(.unconstrained),
        traits: EnvironmentTraits(textSize: .accessibilityExtraExtraExtraLarge))
    } throws: { error in
      guard case .layout(let layoutError) = error as? RenderError else { return false }
      return layoutError == LayoutError(component: "Label", reason: reason)
    }
  }

  // MARK: Writing direction

  @Test func theRenderersDirectionReachesAFlexbox() throws {
    let row = Flexbox(FlexStyle().with { $0.columnGap = 10 }) {
      box(30, 20)
      box(50, 20)
    }
    func starts(_ direction: LayoutDirection) throws -> [Double] {
      let result = try ComponentRenderer.layout(
        row, in: .fixed(width: 200, height: 20), traits: EnvironmentTraits(layoutDirection: direction))
      return childFrames(result).map(\.minX)
    }
    #expect(try starts(.leftToRight) == [0, 40])
    // From the right: 200 - 30 = 170, then 170 - 10 - 50 = 110.
    #expect(try starts(.rightToLeft) == [170, 110])
  }

  @Test func aReaderInsideARightToLeftFlexboxSeesRightToLeft() throws {
    let row = Flexbox(FlexStyle().with { $0.layoutDirection = .rightToLeft }) { reporter }
    let result = try layout(row, exactly(100, 10))
    #expect(result.children[0].layout.children[0].layout.identifier == "light rightToLeft large 1.0")
  }

  @Test func stacksKeepTheirOrderRightToLeft() throws {
    // ComponentKit's stack rules have no writing direction: a horizontal stack starts at the left
    // whatever the environment says. Use a Flexbox for rows that mirror.
    let stack = Stack(.horizontal, spacing: 10) {
      box(30, 20)
      box(50, 20)
    }
    let result = try ComponentRenderer.layout(
      stack, in: .fixed(width: 200, height: 20), traits: EnvironmentTraits(layoutDirection: .rightToLeft))
    #expect(childFrames(result).map(\.minX) == [0, 40])
  }
}
