/// A run's accessibility warnings counted once for the whole run, as `pixelproof failures` and the
/// report say it: `12 warnings in 5 snapshots of the latest run (7 contrast, 3 touch targets, 2
/// truncated text)`.
package struct AccessibilityWarningSummary: Sendable, Equatable {
  /// How many warnings of one kind.
  package struct KindCount: Sendable, Equatable {
    package let kind: AccessibilityFinding.Kind
    package let count: Int
  }

  /// Every warning.
  package let warnings: Int
  /// The snapshots (reference files) they are about.
  package let snapshots: Int
  /// How many of each kind, in ``/PixelproofComponents/AccessibilityFinding/Kind``'s order, kinds
  /// without a warning left out.
  package let kinds: [KindCount]

  /// The summary of `entries`; nil when there are none, so a run without warnings says nothing.
  package init?(_ entries: [AccessibilityWarnings.Entry]) {
    guard !entries.isEmpty else { return nil }
    warnings = entries.count
    snapshots = Set(entries.map(\.referencePath)).count
    kinds = AccessibilityFinding.Kind.allCases.compactMap { kind in
      let count = entries.count { $0.kind == kind }
      return count == 0 ? nil : KindCount(kind: kind, count: count)
    }
  }

  /// `12 warnings in 5 snapshots of the latest run (7 contrast, 3 touch targets, 2 truncated text)`.
  package var counts: String {
    let warnings = self.warnings == 1 ? "1 warning" : "\(self.warnings) warnings"
    let snapshots = self.snapshots == 1 ? "1 snapshot" : "\(self.snapshots) snapshots"
    let kinds = kinds.map { "\($0.count) \($0.kind.countedName($0.count))" }.joined(separator: ", ")
    return "\(warnings) in \(snapshots) of the latest run (\(kinds))"
  }

  /// The line `pixelproof failures` ends with: `Accessibility: 12 warnings in 5 snapshots of the latest
  /// run (7 contrast, 3 touch targets, 2 truncated text); `swift run pixelproof report` lists them`.
  package var line: String {
    "Accessibility: \(counts); `swift run pixelproof report` lists them"
  }
}

extension AccessibilityFinding.Kind {
  /// The kind after a count, as the check's findings say it: `contrast`, `touch target(s)`,
  /// `truncated text`, `missing glyph(s)`, `unlabelled image(s)`, `text scaling`, `not audited`.
  package func countedName(_ count: Int) -> String {
    let plural = count != 1
    switch self {
    case .contrast: return "contrast"
    case .touchTarget: return plural ? "touch targets" : "touch target"
    case .truncatedText: return "truncated text"
    case .missingGlyph: return plural ? "missing glyphs" : "missing glyph"
    case .unlabelledImage: return plural ? "unlabelled images" : "unlabelled image"
    case .textScaling: return "text scaling"
    case .notAudited: return "not audited"
    }
  }

  /// The kind as a heading, in the words of the audit's list of checks: `Touch targets`, `Text that
  /// does not grow`.
  package var heading: String {
    switch self {
    case .contrast: return "Contrast"
    case .touchTarget: return "Touch targets"
    case .truncatedText: return "Truncated text"
    case .missingGlyph: return "Missing glyphs"
    case .unlabelledImage: return "Unlabelled images"
    case .textScaling: return "Text that does not grow"
    case .notAudited: return "Checks that could not run"
    }
  }
}
