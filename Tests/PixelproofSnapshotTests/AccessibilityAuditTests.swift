import Foundation
@testable import Pixelproof
import PixelproofVerifier
import Testing
import XCTest

/// What the accessibility audit does to an assertion: nothing when off, a warning per finding by
/// default, one failure listing them all in `.fail`; the trait and `withAccessibilityAudit` set the
/// default and the assertion's own argument wins. #777777 on white is 4.48:1 by the WCAG formula
/// worked by hand, below AA's 4.5:1; #767676 is 4.54:1 and passes.
@Suite struct AccessibilityAuditTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("pixelproof-accessibility-audit-\(UUID().uuidString)").path

  let priceLine = "Label#price: contrast 4.48:1 over #FFFFFF, needs 4.5:1 (AA, 15 pt regular)"
  var warning: SnapshotAssertion.Report {
    .init(kind: .warning, message: "Accessibility of Cards/price@1x: " + priceLine)
  }
  var failure: SnapshotAssertion.Report {
    .init(
      kind: .failure,
      message: "Accessibility of Cards/price@1x: 1 finding\n  " + priceLine
        + "\n  (the audit's mode is .fail; .warn reports findings without failing the test)")
  }

  private func request(_ accessibility: AccessibilityAudit?) -> SnapshotAssertion.Request {
    var request = SnapshotAssertion.Request(
      size: .width(120), suite: "Cards", test: "price()", name: nil, scale: 1, variants: .default,
      record: .never, tolerance: nil, filePath: #filePath, filter: "Cards/price", run: SnapshotRun())
    request.accessibility = accessibility
    return request
  }

  private func price(_ grey: UInt8) -> any Component {
    Label("$4.99", font: .system(size: 15), color: Color(red: grey, green: grey, blue: grey)).id("price")
      .backgroundColor(.white)
  }

  private var settings: VerificationSettings {
    VerificationSettings(
      record: .missing, recordSource: .code, referenceDirectory: root + "/refs",
      failureFolder: root + "/diffs")
  }

  /// Writes the reference of `component` directly: recording through the assertion would depend on CI
  /// and PIXELPROOF_RECORD, which decide over a record mode set in code.
  private func record(_ component: any Component) throws {
    let reference = try SnapshotReference(suite: "Cards", test: "price", scale: 1)
    let result = SnapshotVerifier.verify(
      component, in: .width(120), as: reference, settings: settings, run: SnapshotRun())
    #expect(result.outcome == .recorded)
  }

  /// The reports of verifying `component` against the reference with `accessibility`, in this test's
  /// folders.
  private func run(
    _ component: any Component, _ accessibility: AccessibilityAudit?
  ) -> [SnapshotAssertion.Report] {
    withSnapshotConfiguration(
      SnapshotConfiguration(referenceDirectory: root + "/refs", failureFolder: root + "/diffs")
    ) { SnapshotAssertion.run(component, request(accessibility)) }
  }

  @Test func eachModeReportsAsItSays() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try record(price(0x77))
    #expect(run(price(0x77), .off) == [])
    #expect(run(price(0x77), .warn) == [warning])
    #expect(run(price(0x77), .fail) == [failure])
    // With nothing set anywhere, findings are warnings.
    #expect(run(price(0x77), nil) == [warning])
    // Checks and thresholds: without the contrast check, or #767676 at AA, there is nothing to say.
    #expect(run(price(0x77), .fail(checks: .touchTargets)) == [])
  }

  @Test func passingTextGivesNoFindingButAAAAsksForMore() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try record(price(0x76))
    #expect(run(price(0x76), .fail) == [])
    #expect(
      run(price(0x76), .warn(contrast: .aaa)).map(\.message) == [
        "Accessibility of Cards/price@1x: "
          + "Label#price: contrast 4.54:1 over #FFFFFF, needs 7:1 (AAA, 15 pt regular)"
      ])
  }

  @Test func aMismatchThatAlsoHasFindingsGivesBothFailures() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try record(price(0x76))
    let reports = run(price(0x77), .fail)
    #expect(reports.map(\.kind) == [.failure, .failure])
    #expect(reports.first?.message.hasPrefix("Snapshot Cards/price@1x does not match its reference") == true)
    #expect(reports.last == failure)
  }

  @Test(.accessibilityAudit(.fail)) func theTraitSetsTheDefaultAndTheArgumentWins() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try record(price(0x77))
    #expect(SnapshotConfiguration.current.accessibility == .fail)
    #expect(run(price(0x77), nil) == [failure])
    #expect(run(price(0x77), .warn) == [warning])
    #expect(run(price(0x77), .off) == [])
  }

  @Test func theScopeSetsTheDefaultForXCTestAndTheArgumentWins() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try record(price(0x77))
    withAccessibilityAudit(.fail) {
      #expect(run(price(0x77), nil) == [failure])
      #expect(run(price(0x77), .warn) == [warning])
      // A nested scope wins over the outer one.
      withAccessibilityAudit(.off) { #expect(run(price(0x77), nil) == []) }
    }
    #expect(run(price(0x77), nil) == [warning])
  }

  @Test func warningsAreKeptForTheRunAndFailuresAndSilenceAreNot() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try record(price(0x77))
    /// The reports of an assertion in a run named after its mode, and the warnings that run kept.
    func audited(
      _ accessibility: AccessibilityAudit
    ) throws -> ([SnapshotAssertion.Report], [AccessibilityWarnings.Entry]) {
      let run = SnapshotRun(identifier: accessibility.mode.rawValue)
      var request = request(accessibility)
      request.run = run
      let reports = withSnapshotConfiguration(
        SnapshotConfiguration(referenceDirectory: root + "/refs", failureFolder: root + "/diffs")
      ) { SnapshotAssertion.run(price(0x77), request) }
      return (reports, try AccessibilityWarnings(run: run, failureFolder: root + "/diffs").entries())
    }
    let failed = try audited(.fail)
    #expect(failed.0 == [failure] && failed.1 == [])
    let off = try audited(.off)
    #expect(off.0 == [] && off.1 == [])
    let warned = try audited(.warn)
    #expect(warned.0 == [warning])
    #expect(
      warned.1 == [
        .init(kind: .contrast, referencePath: root + "/refs/Cards/price@1x.png", description: priceLine)
      ])
  }

  @Test func anUpdateReportsEachStatesFindings() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let reference = try SnapshotReference(suite: "Cards", test: "price", scale: 1)
    let recorded = SnapshotVerifier.verifyUpdate(
      from: price(0x00), to: price(0x77), in: .width(120), as: reference, settings: settings,
      run: SnapshotRun())
    #expect(!recorded.passed)
    let reports = withSnapshotConfiguration(
      SnapshotConfiguration(referenceDirectory: root + "/refs", failureFolder: root + "/diffs")
    ) { SnapshotAssertion.runUpdate(from: price(0x00), to: price(0x77), request(.warn)) }
    #expect(
      reports == [.init(kind: .warning, message: "Accessibility of Cards/price_after@1x: " + priceLine)])
  }
}

/// The Accessibility article's examples, compiled with the tests and never run (the assertions would record
/// references in this package).
private func readmeAccessibilityExamples(card: any Component) throws {
  let price = Label("$4.99", font: .system(size: 15), color: Color(hex: 0x777777)).id("price")
  let rendering = try ComponentRenderer.render(price.backgroundColor(.white), in: .width(120), scale: 2)
  // #777777 on white is 4.48:1, just under AA's 4.5:1.
  #expect(
    try rendering.accessibilityFindings().map(\.description) == [
      "Label#price: contrast 4.48:1 over #FFFFFF, needs 4.5:1 (AA, 15 pt regular)"
    ])

  assertSnapshot(of: card, size: .width(375), accessibility: .fail)
  assertSnapshot(
    of: card, size: .width(375), named: "strict",
    accessibility: .fail(contrast: .aaa, touchTargets: .android, checks: .all))
  assertSnapshot(of: card, size: .width(375), named: "decorative", accessibility: .off)
  // The AX1 variant's findings include the labels that stayed at their size from L.
  assertSnapshot(
    of: card, size: .width(375), named: "textSizes",
    variants: try SnapshotVariants(textSizes: [.large, .accessibilityMedium]),
    accessibility: .fail(checks: [.truncatedText, .textScaling]))
  withAccessibilityAudit(.fail(checks: .contrast)) {
    assertSnapshot(of: card, size: .width(375), named: "scoped")
  }
}

/// An XCTest case whose every test audits as `.fail`, as the Accessibility article says to write one; compiled, and its
/// one test records nothing.
final class AccessibilityAuditScopeXCTests: XCTestCase {
  override func invokeTest() {
    withAccessibilityAudit(.fail) { super.invokeTest() }
  }

  func testTheOverrideScopesEveryTest() {
    XCTAssertEqual(SnapshotConfiguration.current.accessibility, .fail)
  }
}
