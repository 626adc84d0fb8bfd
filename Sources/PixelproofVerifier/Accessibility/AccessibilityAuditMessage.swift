/// What an assertion says about a snapshot's accessibility findings, in the audit's mode: a warning per
/// finding, or one failure that lists them all.
package enum AccessibilityAuditMessage {
  /// One warning line per finding, each naming the snapshot:
  /// `Accessibility of CardTests/testCard@2x: Button "Close": touch target 32 × 32 pt, needs …`.
  ///
  /// - Parameters:
  ///   - findings: what the audit found.
  ///   - snapshot: the snapshot's name, `<Suite>/<name>@<scale>x`.
  package static func warnings(_ findings: [AccessibilityFinding], of snapshot: String) -> [String] {
    findings.map {
      "Accessibility of \(DisplayText.escaped(snapshot)): \(DisplayText.escaped($0.description))"
    }
  }

  /// One failure that lists every finding, indented under a line that counts them; nil for none.
  ///
  /// - Parameters:
  ///   - findings: what the audit found.
  ///   - snapshot: the snapshot's name, `<Suite>/<name>@<scale>x`.
  package static func failure(_ findings: [AccessibilityFinding], of snapshot: String) -> String? {
    guard !findings.isEmpty else { return nil }
    let count = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
    return
      (["Accessibility of \(DisplayText.escaped(snapshot)): \(count)"]
      + findings.map { "  " + DisplayText.escaped($0.description) }
      + ["  (the audit's mode is .fail; .warn reports findings without failing the test)"])
      .joined(separator: "\n")
  }

  /// The reports of `findings` in `mode`: nothing when off or when there are none, a warning each in
  /// `.warn`, one failure in `.fail`.
  ///
  /// - Parameters:
  ///   - findings: what the audit found.
  ///   - snapshot: the snapshot's name, `<Suite>/<name>@<scale>x`.
  ///   - mode: what findings do to the test.
  package static func lines(
    _ findings: [AccessibilityFinding], of snapshot: String, mode: AccessibilityAudit.Mode
  ) -> (warnings: [String], failure: String?) {
    switch mode {
    case .off: return ([], nil)
    case .warn: return (warnings(findings, of: snapshot), nil)
    case .fail: return ([], failure(findings, of: snapshot))
    }
  }
}

extension AccessibilityAuditMessage {
  /// The snapshot's name as messages give it, `<Suite>/<name>@<scale>x`, from its reference's path.
  package static func snapshotName(referencePath: String) -> String {
    SnapshotFiles.snapshotName(referencePath: referencePath)
  }
}

extension SnapshotResult {
  /// The snapshot's name as messages give it, `<Suite>/<name>@<scale>x`, from its reference's path.
  package var snapshotName: String { AccessibilityAuditMessage.snapshotName(referencePath: referencePath) }
}
