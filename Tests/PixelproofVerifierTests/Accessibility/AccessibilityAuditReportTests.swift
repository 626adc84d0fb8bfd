import Foundation
import PixelproofVerifier
import Testing

/// Where the audit's findings go in the verifier: the result, the summary a failure or recording
/// leaves, and the HTML report's section. #777777 on white is 4.48:1 by the WCAG formula worked by hand,
/// below AA's 4.5:1.
@Suite struct AccessibilityAuditReportTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  let priceLine = "Label#price: contrast 4.48:1 over #FFFFFF, needs 4.5:1 (AA, 15 pt regular)"

  func price(_ grey: UInt8) -> any Component {
    Label("$4.99", font: .system(size: 15), color: Color(red: grey, green: grey, blue: grey)).id("price")
      .backgroundColor(.white)
  }

  func verify(
    _ component: any Component, _ reference: SnapshotReference, _ record: RecordMode,
    audit: AccessibilityAudit
  ) -> SnapshotResult {
    var settings = folders.settings(record)
    settings.accessibility = audit
    return SnapshotVerifier.verify(
      component, in: .width(120), as: reference, settings: settings, run: SnapshotRun())
  }

  @Test func settingsAuditAsWarningsWhenResolvedAndNotWhenAToolBuildsThem() throws {
    let resolved = try VerificationSettings.resolve(
      SnapshotConfiguration(), packageRoot: folders.root, environment: [:])
    #expect(resolved.accessibility == .warn)
    let failing = try VerificationSettings.resolve(
      SnapshotConfiguration(accessibility: .fail), packageRoot: folders.root, environment: [:])
    #expect(failing.accessibility == .fail)
    #expect(folders.settings(.never).accessibility == .off)
    // The later configuration's audit wins; one that sets none keeps the earlier's.
    let scope = SnapshotConfiguration(accessibility: .fail(contrast: .aaa))
    #expect(scope.merging(SnapshotConfiguration(accessibility: .off)).accessibility == .off)
    #expect(scope.merging(SnapshotConfiguration(record: .all)).accessibility == .fail(contrast: .aaa))
  }

  @Test func offRunsNoCheckAndFindingsNeverChangeTheOutcome() throws {
    let reference = try SnapshotReference(suite: "CardTests", test: "price", scale: 1)
    #expect(verify(price(0x77), reference, .missing, audit: .off).outcome == .recorded)
    let off = verify(price(0x77), reference, .never, audit: .off)
    #expect(off.outcome == .matched && off.accessibilityFindings.isEmpty)
    let warn = verify(price(0x77), reference, .never, audit: .warn)
    #expect(warn.outcome == .matched && warn.message.isEmpty)
    #expect(warn.accessibilityFindings.map(\.description) == [priceLine])
    let fail = verify(price(0x77), reference, .never, audit: .fail)
    #expect(fail.outcome == .matched && fail.accessibilityFindings.map(\.description) == [priceLine])
    // A matched snapshot leaves nothing in the failure folder, findings or not.
    #expect(!folders.exists(folders.diffs + "/CardTests/price@1x.snapshot.json"))
  }

  @Test func messagesAreAWarningEachOrOneFailure() throws {
    let reference = try SnapshotReference(suite: "CardTests", test: "price", scale: 1)
    let findings = verify(price(0x77), reference, .missing, audit: .warn).accessibilityFindings
    #expect(
      AccessibilityAuditMessage.lines(findings, of: "CardTests/price@1x", mode: .warn).warnings == [
        "Accessibility of CardTests/price@1x: " + priceLine
      ])
    #expect(
      AccessibilityAuditMessage.lines(findings, of: "CardTests/price@1x", mode: .fail).failure == """
        Accessibility of CardTests/price@1x: 1 finding
          \(priceLine)
          (the audit's mode is .fail; .warn reports findings without failing the test)
        """)
    #expect(AccessibilityAuditMessage.lines(findings, of: "CardTests/price@1x", mode: .off) == ([], nil))
    #expect(AccessibilityAuditMessage.lines([], of: "CardTests/price@1x", mode: .fail) == ([], nil))
  }

  @Test func theReportListsTheFindingsOfASnapshotThatHasThem() throws {
    let grey = try SnapshotReference(suite: "CardTests", test: "grey", scale: 1)
    let black = try SnapshotReference(suite: "CardTests", test: "black", scale: 1)
    #expect(verify(price(0x77), grey, .missing, audit: .warn).outcome == .recorded)
    #expect(verify(price(0x00), black, .missing, audit: .warn).outcome == .recorded)
    let summaries = SnapshotSummary.all(in: folders.diffs).summaries.map(\.summary)
    #expect(summaries.map(\.name) == ["CardTests/black@1x", "CardTests/grey@1x"])
    #expect(summaries.map(\.accessibilityFindings) == [nil, [priceLine]])
    // A summary without findings is written as before audits: no key for them.
    let blackFile = String(
      decoding: try folders.bytes(folders.diffs + "/CardTests/black@1x.snapshot.json"), as: UTF8.self)
    #expect(!blackFile.contains("accessibility"))

    let html = SnapshotReport.load(failureFolder: folders.diffs).html()
    let section =
      "<h3>Accessibility: 1 finding</h3>\n<ul class=\"accessibility\">\n"
      + "<li>Label#price: contrast 4.48:1 over #FFFFFF, needs 4.5:1 (AA, 15 pt regular)</li>\n</ul>\n"
    #expect(html.components(separatedBy: section).count == 2)
    #expect(html.components(separatedBy: "<h3>Accessibility").count == 2)
  }
}
