import PixelproofComponents
import Testing

/// The truncated text, missing glyph, unlabelled image and text scaling checks as audit findings: each
/// its own kind, named and framed as its check names it, and said in its check's own line. The lines are
/// the ones worked out by hand in the checks' tests: "00 00 00" at 10 pt cut to "00…" in 20 pt (two
/// 5.72 pt zeros and the 7.91 pt ellipsis take 19.35 pt; the space after them would make 21.95),
/// U+1FAE9 in no bundled font, and a 2 × 2 image with no label.
@Suite struct AccessibilityFindingKindsTests {
  let bitmap: PremultipliedBitmap

  init() throws { bitmap = try PremultipliedBitmap(width: 2, height: 2) }

  let amountLine = #"Label#amount: text cut to 1 line, shows "00…" of "00 00 00""#
  let statusLine = "Label#status: no glyph for U+1FAE9 \"\u{1FAE9}\" in \"Tired \u{1FAE9}\""
  let avatarLine =
    "Image#avatar (0, 0, 24, 24): no accessibility label and not hidden; label it, or hide it if it is "
    + "decorative"

  /// The image 24 pt square at the top, the cut amount 14 pt tall under it at y 24, then the status;
  /// black text on white, far above any contrast minimum.
  var screen: any Component {
    Stack {
      Image(bitmap).id("avatar").size(width: 24, height: 24)
      Label("00 00 00", font: .system(size: 10)).id("amount").size(width: 20, height: 14)
      Label("Tired \u{1FAE9}").id("status")
    }
    .backgroundColor(.white)
  }

  func findings(
    _ component: any Component, checks: AccessibilityChecks = .all
  ) throws -> [AccessibilityFinding] {
    try ComponentRenderer.render(component, in: .width(200), scale: 2).accessibilityFindings(checks: checks)
  }

  @Test func eachCheckGivesAFindingOfItsKindWithItsCheckLine() throws {
    let found = try findings(screen)
    // Check by check, not in reading order: the image comes last though it is on top.
    #expect(found.map(\.kind) == [.truncatedText, .missingGlyph, .unlabelledImage])
    #expect(found.map(\.element) == ["Label#amount", "Label#status", "Image#avatar"])
    #expect(found.map(\.description) == [amountLine, statusLine, avatarLine])
    #expect(found.first?.frame == Rect(x: 0, y: 24, width: 20, height: 14))
    #expect(found.last?.frame == Rect(x: 0, y: 0, width: 24, height: 24))
  }

  @Test func checksSelectTheirFindings() throws {
    #expect(try findings(screen, checks: .truncatedText).map(\.description) == [amountLine])
    #expect(try findings(screen, checks: .missingGlyphs).map(\.description) == [statusLine])
    #expect(try findings(screen, checks: .unlabelledImages).map(\.description) == [avatarLine])
    #expect(
      try findings(screen, checks: [.unlabelledImages, .missingGlyphs]).map(\.description) == [
        statusLine, avatarLine,
      ])
    #expect(try findings(screen, checks: [.contrast, .touchTargets]).isEmpty)
    #expect(
      AccessibilityChecks.all.isSuperset(of: [
        .truncatedText, .missingGlyphs, .unlabelledImages, .textScaling,
      ]))
  }

  @Test func aLineOfACheckIsTheFindingsLineWordForWord() throws {
    let layout = try ComponentRenderer.layout(screen, in: .width(200), scale: 2)
    let checks =
      layout.truncatedTextFindings().map(\.description) + layout.missingGlyphFindings().map(\.description)
      + layout.unlabelledImageFindings().map(\.description)
    #expect(try findings(screen).map(\.description) == checks)
  }

  @Test func oneRenderingHasNoTextSizeToCompareWith() throws {
    // A label that undoes the text size, which a comparison of two text sizes would report.
    let pinned = EnvironmentReader { environment in
      Label("12.99", font: .system(size: 14 * 17 / Double(environment.textSize.bodyPointSize))).id("price")
    }
    #expect(try findings(pinned.backgroundColor(.white), checks: .textScaling).isEmpty)
  }

  @Test func aLabelThatDidNotGrowIsNamedWithItsText() throws {
    // 14 pt at L; 8.5 pt at AX1, which the label scales by 28 / 17 to 14 pt.
    let pinned = EnvironmentReader { environment in
      Label("Fixed", font: .system(size: environment.textSize == .default ? 14 : 8.5)).id("fixed")
    }
    let small = try ComponentRenderer.layout(pinned, in: .width(200), scale: 2)
    let large = try ComponentRenderer.layout(
      pinned, in: .width(200), scale: 2, traits: EnvironmentTraits(textSize: .accessibilityMedium))
    let found = try small.textScalingFindings(at: .large, comparedWith: large, at: .accessibilityMedium)
      .map { AccessibilityFinding(textScaling: $0) }
    #expect(found.map(\.kind) == [.textScaling])
    #expect(found.map(\.element) == [#"Label#fixed "Fixed""#])
    #expect(found.map(\.frame.origin) == [Point(x: 0, y: 0)])
    #expect(found.map(\.description) == [#"Label#fixed "Fixed": text stays 14 pt from text size L to AX1"#])
  }
}
