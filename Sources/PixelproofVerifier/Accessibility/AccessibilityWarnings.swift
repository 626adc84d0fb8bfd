import Foundation

/// The accessibility findings a run reported as warnings (the audit's `.warn` mode), kept so that they
/// can be counted once for the run: `<failure folder>/.manifests/findings/<run>.tsv`, one line per
/// finding, `<kind>\t<test>\t<reference path>\t<description>`, the kind as
/// ``/PixelproofComponents/AccessibilityFinding/Kind`` spells it (`touchTarget`).
///
/// Every process of a run appends to the same file as to its manifest (``RunManifest``), one write per
/// snapshot; a folder of its own keeps it out of the manifests' way, and it is removed with the run's
/// manifest. `pixelproof failures` and `pixelproof report` read the latest run's.
package struct AccessibilityWarnings: Sendable, Equatable {
  /// One finding reported as a warning.
  package struct Entry: Sendable, Equatable {
    /// What kind of problem it is.
    package let kind: AccessibilityFinding.Kind
    /// The test that reported it, as `swift test list` names it; nil when not known.
    package let test: String?
    /// The snapshot's reference file, as the run resolved it.
    package let referencePath: String
    /// The finding's line, `Button "Close": touch target 32 × 32 pt, needs 44 × 44 pt (Apple)`.
    package let description: String

    /// - Parameters:
    ///   - test: the test that reported it; nil when not known.
    package init(
      kind: AccessibilityFinding.Kind, test: String? = nil, referencePath: String, description: String
    ) {
      self.kind = kind
      self.test = test
      self.referencePath = referencePath
      self.description = description
    }

    /// The snapshot's name as messages give it, `<Suite>/<name>@<scale>x`.
    package var snapshot: String { AccessibilityAuditMessage.snapshotName(referencePath: referencePath) }
  }

  /// The folder below the manifests' folder that holds the warnings.
  package static let folderName = "findings"

  package let path: String

  package init(path: String) { self.path = path }

  /// The warnings of `run` in the failure folder `failureFolder`.
  package init(run: SnapshotRun, failureFolder: String) {
    path = FailureFolder(failureFolder).findingsPath(run: run.identifier)
  }

  /// The warnings of the latest run in the failure folder `failureFolder`, the one of its newest
  /// manifest; nil when there is no manifest.
  package static func ofLatestRun(in failureFolder: String) -> AccessibilityWarnings? {
    RunManifest.all(in: failureFolder).last.map {
      AccessibilityWarnings(path: FailureFolder(failureFolder).findingsPath(run: $0.run))
    }
  }

  /// Appends one snapshot's findings, in one write. A failure is returned, not thrown: warnings that
  /// cannot be kept must never change a test's verdict.
  ///
  /// - Parameters:
  ///   - findings: the findings reported as warnings, in the audit's order.
  ///   - referencePath: the snapshot's reference file.
  ///   - test: the test that reported them, as `swift test list` names it; nil when not known.
  @discardableResult
  package func append(
    _ findings: [AccessibilityFinding], referencePath: String, test: String?
  ) -> FileError? {
    table.append(findings.map { [$0.kind.rawValue, test ?? "", referencePath, $0.description] })
  }

  /// The warnings, sorted by kind (in ``/PixelproofComponents/AccessibilityFinding/Kind``'s order), then
  /// snapshot, then the audit's order within the snapshot, whichever process appended first; none when
  /// the run kept no file.
  ///
  /// - Throws: ``FileError`` when the file cannot be read or a line is not
  ///   `<kind>\t<test>\t<reference path>\t<description>`.
  package func entries() throws(FileError) -> [Entry] {
    guard let rows = try table.rows() else { return [] }
    let entries = try rows.enumerated().map { (number, row) throws(FileError) in
      guard row.fields.count == 4, let kind = AccessibilityFinding.Kind(rawValue: row.fields[0]) else {
        throw FileError(
          path: path,
          reason: "line \(number + 1) is not <kind>\\t<test>\\t<reference path>\\t<description>: \(row.line)")
      }
      let test = row.fields[1]
      return Entry(
        kind: kind, test: test.isEmpty ? nil : test, referencePath: row.fields[2], description: row.fields[3])
    }
    let rank = Dictionary(
      uniqueKeysWithValues: AccessibilityFinding.Kind.allCases.enumerated().map { ($1, $0) })
    // One snapshot's findings are one write, so their order in the file is the audit's.
    return entries.enumerated().sorted {
      let (left, right) = ($0.element, $1.element)
      return (rank[left.kind] ?? 0, left.snapshot, left.referencePath, $0.offset)
        < (rank[right.kind] ?? 0, right.snapshot, right.referencePath, $1.offset)
    }.map(\.element)
  }

  /// The file, in the failure folder three levels up.
  private var table: AppendOnlyTable {
    AppendOnlyTable(path: path, failureFolder: FailureFolder.holding(record: path, levels: 3))
  }
}
