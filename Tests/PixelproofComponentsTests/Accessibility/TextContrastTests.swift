import PixelproofComponents
import Testing

/// Text contrast measured on rendered pixels. Expected ratios are the hand-worked WCAG values of
/// ContrastRatioTests (#767676 on white 4.54:1, #777777 on white 4.48:1); what is checked here is that
/// the measurement finds the right text colour and background in the bitmap.
@Suite struct TextContrastTests {
  func grey(_ value: UInt8) -> Color { Color(red: value, green: value, blue: value) }

  func contrasts(_ component: any Component, scale: Int = 1) throws -> [TextContrast] {
    try ComponentRenderer.render(component, in: .width(200), scale: scale).textContrasts()
  }

  @Test func grey767676OnWhitePassesAA() throws {
    let found = try contrasts(Label("Hello", color: grey(0x76)).id("greeting").backgroundColor(.white))
    #expect(found.count == 1)
    #expect(found.map(\.textColor) == [grey(0x76)])
    #expect(found.map(\.background) == [.white])
    #expect(found.map(\.ratio.description) == ["4.54:1"])
    #expect(found.map { $0.meets(.aa) } == [true])
    #expect(found.map(\.isLargeText) == [false])
    #expect(
      found.map(\.description) == ["Label#greeting: contrast 4.54:1, #767676 over #FFFFFF (17 pt regular)"])
  }

  @Test func grey777777OnWhiteFailsAAUnlessTheTextIsLarge() throws {
    let regular = try contrasts(Label("Hello", color: grey(0x77)).backgroundColor(.white))
    #expect(regular.map(\.ratio.description) == ["4.48:1"])
    #expect(regular.map { $0.meets(.aa) } == [false])
    let large = try contrasts(
      Label("Hello", font: .system(size: 18), color: grey(0x77)).backgroundColor(.white))
    #expect(large.map(\.isLargeText) == [true])
    #expect(large.map { $0.meets(.aa) } == [true])
    let boldFourteen = try contrasts(
      Label("Hello", font: .system(size: 14, weight: .bold), color: grey(0x77)).backgroundColor(.white))
    #expect(boldFourteen.map(\.isLargeText) == [true])
  }

  @Test func aTransparentBackgroundIsTakenOverWhite() throws {
    let found = try contrasts(Label("Hello", color: grey(0x76)))
    #expect(found.map(\.background) == [.white])
    #expect(found.map(\.ratio) == [ContrastRatio(grey(0x76), .white)])
  }

  @Test func theBackgroundIsWhatIsDrawnUnderTheText() throws {
    // White text on a black view: 21:1, measured at 2x too.
    for scale in [1, 2] {
      let found = try contrasts(Label("Hello", color: .white).backgroundColor(.black), scale: scale)
      #expect(found.map(\.background) == [.black])
      #expect(found.map(\.ratio.description) == ["21:1"])
    }
  }

  @Test func overAVaryingBackgroundTheWorstPixelDecides() throws {
    // Black text over a background whose left half is white and right half #767676: against white it
    // is 21:1, against #767676 (0.181164 + 0.05) / 0.05 = 4.62:1, the least, which is reported.
    // A flexbox row stretches its children to its height and shares its width between them.
    let halves = Flexbox {
      View(.white).flexGrow(1)
      View(grey(0x76)).flexGrow(1)
    }
    let label = Label("Hello Hello Hello", color: .black).background { halves }
    let found = try contrasts(label)
    #expect(found.map(\.background) == [grey(0x76)])
    #expect(found.map(\.ratio) == [ContrastRatio(.black, grey(0x76))])
    #expect(found.map(\.ratio.description) == ["4.62:1"])
  }

  @Test func overAnImageTheImagesPixelsAreTheBackground() throws {
    // A one-pixel #767676 image stretched behind black text samples to #767676 everywhere: 4.62:1.
    let pixel = PremultipliedBitmap(
      try StraightBitmap(width: 1, height: 1, filledWith: (0x76, 0x76, 0x76, 255)))
    let label = Label("Hello", color: .black).background { Image(pixel) }
    let found = try contrasts(label)
    #expect(found.map(\.background) == [grey(0x76)])
    #expect(found.map(\.ratio.description) == ["4.62:1"])
  }

  @Test func aTranslucentTextColourIsTakenOverTheBackground() throws {
    // Black at alpha 128 over white: (0 × 128 + 255 × 127 + 127) / 255 = 127.5 → 127 after integer
    // division, #7F7F7F.
    let found = try contrasts(
      Label("Hello", color: Color(red: 0, green: 0, blue: 0, alpha: 128)).backgroundColor(.white))
    #expect(found.map(\.textColor) == [grey(127)])
    #expect(found.map(\.ratio) == [ContrastRatio(grey(127), .white)])
  }

  @Test func eachRunOfAnAttributedLabelIsMeasured() throws {
    let label = Label(runs: [
      TextRun("Dark ", font: .system(size: 17), color: .black),
      TextRun("light", font: .system(size: 17), color: grey(0x77)),
    ])
    let found = try contrasts(label.backgroundColor(.white))
    #expect(found.map(\.textColor) == [.black, grey(0x77)])
    #expect(found.map { $0.meets(.aa) } == [true, false])
  }

  @Test func aButtonsDefaultTitleColourIsMeasuredOverWhatIsBehindIt() throws {
    // #007AFF: green 122 / 255 = 0.478431 linearises to ((0.478431 + 0.055) / 1.055)^2.4
    // = exp(2.4 × ln 0.505622) = 0.194630 and blue to 1, so L = 0.7152 × 0.194630 + 0.0722 = 0.211399
    // and the ratio on white is 1.05 / 0.261399 = 4.0168: large text only.
    let found = try contrasts(Button("Compose"))
    #expect(found.map(\.textColor) == [Color(hex: 0x007AFF)])
    #expect(found.map(\.ratio.description) == ["4.02:1"])
    #expect(found.map { $0.meets(.aa) } == [false])
  }

  /// The Accessibility article's example, run.
  @Test func theReadmeExampleFindsTheElementsAndTheLowContrastRuns() throws {
    let screen = Stack {
      Label("Inbox").accessibilityTraits(.header)
      Button("Compose").accessibilityHint("Writes a new message")
      Label("3 unread", color: Color(hex: 0x777777))
    }
    let rendering = try ComponentRenderer.render(screen, in: .width(375), scale: 2)
    let elements = rendering.layout.accessibilityElements()
    #expect(elements.map(\.label) == ["Inbox", "Compose", "3 unread"])
    #expect(elements.map(\.traits) == [.header, .button, .staticText])
    let lowContrast = try rendering.textContrasts().filter { !$0.meets(.aa) }
    #expect(lowContrast.map(\.ratio.description) == ["4.02:1", "4.48:1"])
  }

  @Test func aLabelWithNoTextHasNoRun() throws {
    let rendering = try ComponentRenderer.render(
      Label("").backgroundColor(.white), in: .fixed(width: 200, height: 20))
    #expect(try rendering.textContrasts().isEmpty)
  }
}
