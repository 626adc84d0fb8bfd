import Foundation
@testable import Pixelproof
import PixelproofVerifier
import Testing

/// The truncated text, missing glyph, unlabelled image and text scaling checks in the assertion's audit.
/// The lines are those worked out by hand in the checks' tests: "00 00 00" at 10 pt cut to "00…" in
/// 20 pt (two 5.72 pt zeros and the 7.91 pt ellipsis take 19.35 pt, the space after them would make
/// 21.95), U+1FAE9 in no bundled font, and a 24 pt image with no label at the top. For text scaling a
/// label's font scales by the Body size over 17 (14 at XS, 17 at L, 28 at AX1), so 8.5 pt is 7 pt at XS
/// and 14 pt at AX1; the labels that opt out pick their font for the text size in an EnvironmentReader.
@Suite struct AccessibilityAuditChecksTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("pixelproof-accessibility-checks-\(UUID().uuidString)").path
  let bitmap: PremultipliedBitmap

  init() throws { bitmap = try PremultipliedBitmap(width: 2, height: 2) }

  let amountLine = #"Label#amount: text cut to 1 line, shows "00…" of "00 00 00""#
  let statusLine = "Label#status: no glyph for U+1FAE9 \"\u{1FAE9}\" in \"Tired \u{1FAE9}\""
  let avatarLine =
    "Image#avatar (0, 0, 24, 24): no accessibility label and not hidden; label it, or hide it if it is "
    + "decorative"
  let fixedLine = #"Label#fixed "Fixed": text stays 14 pt from text size L to AX1"#
  let noteLine = #"Label#note "Note": text shrinks from 17 pt at text size L to 14 pt at AX1"#
  let failHint = "  (the audit's mode is .fail; .warn reports findings without failing the test)"

  /// The image 24 pt square at the top, the cut amount under it, then the status; black text on white.
  var profile: any Component {
    Stack {
      Image(bitmap).id("avatar").size(width: 24, height: 24)
      Label("00 00 00", font: .system(size: 10)).id("amount").size(width: 20, height: 14)
      Label("Tired \u{1FAE9}").id("status")
    }
    .backgroundColor(.white)
  }

  /// A label whose font is `regular` points at the default text size and `scaled` points, before the
  /// label's own scaling, at any other.
  func pinned(_ text: String, id: String, regular: Double, scaled: Double) -> EnvironmentReader {
    EnvironmentReader { environment in
      Label(text, font: .system(size: environment.textSize == .default ? regular : scaled)).id(id)
    }
  }

  /// "Fixed" is 7 pt at XS and 14 pt at L and AX1; "Note" 7, 17 and 14 pt; "Price" scales, 14, 17 and
  /// 28 pt.
  /// The background is the system background, as the labels' default colour is `label`: both follow
  /// the colour scheme, so no variant has a contrast finding.
  var prices: any Component {
    EnvironmentReader { environment in
      Stack {
        pinned("Fixed", id: "fixed", regular: 14, scaled: 8.5)
        pinned("Note", id: "note", regular: 17, scaled: 8.5)
        Label("Price").id("price")
      }
      .backgroundColor(DynamicColor.systemBackground.resolved(for: environment.colorScheme))
    }
  }

  /// Largest first, so the variant at L is laid out for the one at AX1 before its own turn, in light and
  /// dark: light AX1, L, XS, then dark AX1, L, XS.
  var textSizes: SnapshotVariants {
    get throws {
      try SnapshotVariants(
        colorSchemes: [.light, .dark], textSizes: [.accessibilityMedium, .large, .extraSmall])
    }
  }

  private var folders: SnapshotConfiguration {
    SnapshotConfiguration(referenceDirectory: root + "/refs", failureFolder: root + "/diffs")
  }

  /// Writes the references of `component` in `variants` directly, with no audit: recording through the
  /// assertion would depend on CI and PIXELPROOF_RECORD, which decide over a record mode set in code.
  private func record(_ component: any Component, _ test: String, variants: SnapshotVariants) throws {
    let settings = VerificationSettings(
      record: .missing, recordSource: .code, referenceDirectory: root + "/refs",
      failureFolder: root + "/diffs")
    let references = try variants.variants(scale: 1).map { variant in
      try SnapshotReference(suite: "Cards", test: test, name: nil, variant: variant)
    }
    let results = SnapshotVerifier.verify(
      component, in: .width(120), as: references, settings: settings, run: SnapshotRun())
    #expect(results.map(\.outcome) == Array(repeating: .recorded, count: references.count))
  }

  /// The reports of verifying `component` as `test` of the suite Cards against its references.
  private func run(
    _ component: any Component, _ test: String, variants: SnapshotVariants = .default,
    _ accessibility: AccessibilityAudit?
  ) -> [SnapshotAssertion.Report] {
    var request = SnapshotAssertion.Request(
      size: .width(120), suite: "Cards", test: test + "()", name: nil, scale: 1, variants: variants,
      record: .never, tolerance: nil, filePath: #filePath, filter: "Cards/" + test, run: SnapshotRun())
    request.accessibility = accessibility
    return withSnapshotConfiguration(folders) { SnapshotAssertion.run(component, request) }
  }

  private func warning(_ snapshot: String, _ line: String) -> SnapshotAssertion.Report {
    .init(kind: .warning, message: "Accessibility of Cards/\(snapshot): " + line)
  }

  private func failure(_ snapshot: String, _ lines: [String]) -> SnapshotAssertion.Report {
    let count = lines.count == 1 ? "1 finding" : "\(lines.count) findings"
    return .init(
      kind: .failure,
      message: (["Accessibility of Cards/\(snapshot): \(count)"] + lines.map { "  " + $0 } + [failHint])
        .joined(separator: "\n"))
  }

  @Test func eachNewKindIsAWarningOrPartOfTheFailure() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try record(profile, "profile", variants: .default)
    #expect(
      run(profile, "profile", .warn) == [
        warning("profile@1x", amountLine), warning("profile@1x", statusLine),
        warning("profile@1x", avatarLine),
      ])
    #expect(run(profile, "profile", .fail) == [failure("profile@1x", [amountLine, statusLine, avatarLine])])
    // With nothing set anywhere, they are warnings, and off says nothing.
    #expect(run(profile, "profile", nil).map(\.kind) == [.warning, .warning, .warning])
    #expect(run(profile, "profile", .off) == [])
  }

  @Test func checksChooseWhichOfThemRun() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try record(profile, "profile", variants: .default)
    #expect(run(profile, "profile", .fail(checks: .missingGlyphs)) == [failure("profile@1x", [statusLine])])
    #expect(
      run(profile, "profile", .warn(checks: [.unlabelledImages, .truncatedText])) == [
        warning("profile@1x", amountLine), warning("profile@1x", avatarLine),
      ])
    #expect(run(profile, "profile", .fail(checks: [.contrast, .touchTargets, .textScaling])) == [])
  }

  @Test func eachTextSizeIsComparedWithTheNextSmallerOneOfTheSameColourScheme() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let variants = try textSizes
    try record(prices, "prices", variants: variants)
    // AX1 against L: "Fixed" stays, "Note" shrinks. Against XS, where both are 7 pt, they would have
    // grown. L against XS grows everywhere, and XS has nothing smaller.
    #expect(
      run(prices, "prices", variants: variants, .warn) == [
        warning("prices_textAX1@1x", fixedLine), warning("prices_textAX1@1x", noteLine),
        warning("prices_dark_textAX1@1x", fixedLine), warning("prices_dark_textAX1@1x", noteLine),
      ])
    #expect(
      run(prices, "prices", variants: variants, .fail) == [
        failure("prices_textAX1@1x", [fixedLine, noteLine]),
        failure("prices_dark_textAX1@1x", [fixedLine, noteLine]),
      ])
  }

  @Test func textScalingIsAChecksChoiceToo() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let variants = try textSizes
    try record(prices, "prices", variants: variants)
    #expect(
      run(prices, "prices", variants: variants, .fail(checks: .textScaling)) == [
        failure("prices_textAX1@1x", [fixedLine, noteLine]),
        failure("prices_dark_textAX1@1x", [fixedLine, noteLine]),
      ])
    let allButTextScaling = AccessibilityChecks.all.subtracting(.textScaling)
    #expect(run(prices, "prices", variants: variants, .fail(checks: allButTextScaling)) == [])
  }

  @Test func withoutTextSizeVariantsThereIsNothingToCompare() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    // The same labels in light and dark at L alone: nothing did not grow, since nothing was compared.
    try record(prices, "prices", variants: .lightAndDark)
    #expect(run(prices, "prices", variants: .lightAndDark, .fail) == [])
  }
}
