/// Whether and how snapshot assertions audit the accessibility of what they render: off, findings as
/// warnings (the default), or findings that fail the test; and the thresholds the checks use.
///
/// ```swift
/// assertSnapshot(of: card, accessibility: .fail)
/// assertSnapshot(of: card, accessibility: .fail(contrast: .aaa, touchTargets: .android))
/// ```
public struct AccessibilityAudit: Sendable, Hashable {
  /// What findings do to the test.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    /// No check runs, and the audit costs nothing.
    case off
    /// Each finding is a warning; the test's verdict is the image's alone.
    case warn
    /// Findings fail the test, all of them in one message.
    case fail
  }

  /// What findings do to the test.
  public var mode: Mode
  /// The WCAG level text contrast must meet.
  public var contrastLevel: ContrastLevel
  /// The smallest size a button or link may have.
  public var touchTargets: TouchTargetGuideline
  /// The checks that run.
  public var checks: AccessibilityChecks

  /// An audit in `mode` running `checks` against `contrastLevel` and `touchTargets`.
  ///
  /// - Parameters:
  ///   - mode: what findings do to the test.
  ///   - contrastLevel: the WCAG level text contrast must meet, AA unless given.
  ///   - touchTargets: the smallest size a button or link may have, Apple's 44 × 44 pt unless given.
  ///   - checks: the checks that run, every one unless given.
  public init(
    _ mode: Mode, contrastLevel: ContrastLevel = .aa, touchTargets: TouchTargetGuideline = .apple,
    checks: AccessibilityChecks = .all
  ) {
    self.mode = mode
    self.contrastLevel = contrastLevel
    self.touchTargets = touchTargets
    self.checks = checks
  }

  /// No audit.
  public static let off = AccessibilityAudit(.off)
  /// Every check at AA and Apple's 44 × 44 pt, findings as warnings: the default.
  public static let warn = AccessibilityAudit(.warn)
  /// Every check at AA and Apple's 44 × 44 pt, findings failing the test.
  public static let fail = AccessibilityAudit(.fail)

  /// Findings as warnings, with thresholds of your own.
  ///
  /// - Parameters:
  ///   - contrast: the WCAG level text contrast must meet.
  ///   - touchTargets: the smallest size a button or link may have.
  ///   - checks: the checks that run.
  public static func warn(
    contrast: ContrastLevel = .aa, touchTargets: TouchTargetGuideline = .apple,
    checks: AccessibilityChecks = .all
  ) -> AccessibilityAudit {
    AccessibilityAudit(.warn, contrastLevel: contrast, touchTargets: touchTargets, checks: checks)
  }

  /// Findings failing the test, with thresholds of your own.
  ///
  /// - Parameters:
  ///   - contrast: the WCAG level text contrast must meet.
  ///   - touchTargets: the smallest size a button or link may have.
  ///   - checks: the checks that run.
  public static func fail(
    contrast: ContrastLevel = .aa, touchTargets: TouchTargetGuideline = .apple,
    checks: AccessibilityChecks = .all
  ) -> AccessibilityAudit {
    AccessibilityAudit(.fail, contrastLevel: contrast, touchTargets: touchTargets, checks: checks)
  }

  /// What the audit finds in `rendering`; nothing, and no work, when the mode is off. A check that cannot
  /// measure is a finding of its own rather than silence.
  ///
  /// The findings come check by check, as `Rendering.accessibilityFindings(checks:…)` gives them, then
  /// the labels whose text did not grow since `comparison`'s smaller text size. Text scaling needs that
  /// second layout: without a comparison, as for an assertion whose variants have one text size, it
  /// reports nothing.
  ///
  /// - Parameters:
  ///   - rendering: what was rendered.
  ///   - direction: the writing direction the rendering was laid out in.
  ///   - comparison: the same component laid out at the next smaller text size, when there is one.
  public func findings(
    in rendering: Rendering, direction: LayoutDirection, comparison: TextSizeComparison? = nil
  ) -> [AccessibilityFinding] {
    guard mode != .off, !checks.isEmpty else { return [] }
    var findings: [AccessibilityFinding] = []
    do {
      findings = try rendering.accessibilityFindings(
        checks: checks, contrastLevel: contrastLevel, touchTargets: touchTargets, direction: direction)
    } catch {
      findings = [Self.notAudited(error)]
    }
    guard checks.contains(.textScaling), let comparison else { return findings }
    do {
      findings += try comparison.smallerLayout.textScalingFindings(
        at: comparison.smallerTextSize, comparedWith: rendering.layout, at: comparison.textSize,
        direction: direction
      ).map { AccessibilityFinding(textScaling: $0) }
    } catch {
      findings.append(Self.notAudited(error))
    }
    return findings
  }

  /// Whether ``findings(in:direction:comparison:)`` would use a comparison with a smaller text size:
  /// the audit is on and runs the text-scaling check.
  var comparesTextSizes: Bool { mode != .off && checks.contains(.textScaling) }

  /// The finding that says a check could not run, and why.
  private static func notAudited(_ error: any Error) -> AccessibilityFinding {
    AccessibilityFinding(
      kind: .notAudited, element: "", frame: Rect(x: 0, y: 0, width: 0, height: 0),
      description: "the accessibility audit could not run: \(error)")
  }
}
