import PixelproofComponents
import Testing

/// The findings every check gives, as one type with one line each. Ratios are the WCAG 2.2 formula
/// worked by hand from the sRGB values: #767676 on white (0.18116 + 0.05 → 1.05 / 0.23116) 4.54:1,
/// #777777 4.48:1, #949494 3.03:1; the minimums are WCAG's 4.5:1 (AA), 7:1 (AAA), and 3:1 and 4.5:1 for
/// large text (18 pt); touch targets are Apple's 44 × 44 pt and Android's 48 × 48 dp.
@Suite struct AccessibilityFindingTests {
  func grey(_ value: UInt8) -> Color { Color(red: value, green: value, blue: value) }

  func findings(
    _ component: any Component, checks: AccessibilityChecks = .all, level: ContrastLevel = .aa,
    touchTargets: TouchTargetGuideline = .apple
  ) throws -> [String] {
    try ComponentRenderer.render(component, in: .width(200), scale: 2)
      .accessibilityFindings(checks: checks, contrastLevel: level, touchTargets: touchTargets)
      .map(\.description)
  }

  func price(_ grey: UInt8) -> any Component {
    Label("$4.99", font: .system(size: 15), color: self.grey(grey)).id("price").backgroundColor(.white)
  }

  @Test func grey777777FailsAAWithTheRatioTheBackgroundAndTheMinimum() throws {
    #expect(
      try findings(price(0x77)) == [
        "Label#price: contrast 4.48:1 over #FFFFFF, needs 4.5:1 (AA, 15 pt regular)"
      ])
  }

  @Test func grey767676PassesAAButNotAAA() throws {
    #expect(try findings(price(0x76)) == [])
    #expect(
      try findings(price(0x76), level: .aaa) == [
        "Label#price: contrast 4.54:1 over #FFFFFF, needs 7:1 (AAA, 15 pt regular)"
      ])
  }

  @Test func largeTextNeedsLess() throws {
    let title = Label("Inbox", font: .system(size: 18), color: grey(0x94)).id("title").backgroundColor(.white)
    #expect(try findings(title) == [])
    #expect(
      try findings(title, level: .aaa) == [
        "Label#title: contrast 3.03:1 over #FFFFFF, needs 4.5:1 (AAA, 18 pt large)"
      ])
  }

  @Test func aLabelWithoutAnIdentifierIsNamedByItsText() throws {
    let short = Label("Read more", color: grey(0x77)).backgroundColor(.white)
    #expect(
      try findings(short) == [
        #"Label "Read more": contrast 4.48:1 over #FFFFFF, needs 4.5:1 (AA, 17 pt regular)"#
      ])
    // 50 characters: the first 31 and an ellipsis.
    let long = Label("Terms and conditions apply to every single order.", color: grey(0x77))
      .backgroundColor(.white)
    #expect(
      try findings(long, checks: .contrast).map { $0.prefix { $0 != ":" } } == [
        #"Label "Terms and conditions apply to e…""#
      ])
  }

  @Test func aSmallButtonIsATouchTargetFinding() throws {
    let close = Stack { Button("Close").size(width: 32, height: 32) }
    let found = try ComponentRenderer.render(close, in: .width(200), scale: 2)
      .accessibilityFindings(checks: .touchTargets)
    #expect(found.map(\.kind) == [.touchTarget])
    #expect(found.map(\.element) == [#"Button "Close""#])
    #expect(found.map(\.frame) == [Rect(x: 0, y: 0, width: 32, height: 32)])
    #expect(
      found.map(\.description) == [#"Button "Close": touch target 32 × 32 pt, needs 44 × 44 pt (Apple)"#])
    #expect(
      try findings(close, checks: .touchTargets, touchTargets: .android) == [
        #"Button "Close": touch target 32 × 32 dp, needs 48 × 48 dp (Android)"#
      ])
  }

  @Test func onlyTheChecksAskedForRun() throws {
    // The small button's white title on its blue fill, and a grey caption that fails AA, in one column.
    let screen = Stack {
      Label("Caption", color: grey(0x77)).id("caption").backgroundColor(.white)
      Button("Close").size(width: 32, height: 32)
    }
    let touchTargets = try findings(screen, checks: .touchTargets)
    #expect(touchTargets == [#"Button "Close": touch target 32 × 32 pt, needs 44 × 44 pt (Apple)"#])
    let contrast = try findings(screen, checks: .contrast)
    #expect(contrast.first == "Label#caption: contrast 4.48:1 over #FFFFFF, needs 4.5:1 (AA, 17 pt regular)")
    #expect(!contrast.contains { $0.contains("touch target") })
    // Both: contrast in painting order first, then touch targets in reading order.
    #expect(try findings(screen, checks: [.contrast, .touchTargets]) == contrast + touchTargets)
    #expect(try findings(screen, checks: []) == [])
  }
}
