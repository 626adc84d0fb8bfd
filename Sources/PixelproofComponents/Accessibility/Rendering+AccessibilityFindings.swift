extension Rendering {
  /// What the `checks` find wrong in the rendering, one list for all of them: text contrast below
  /// `contrastLevel` (measured on the pixels, see ``textContrasts()``) in painting order, then buttons
  /// and links smaller than `touchTargets` in reading order.
  ///
  /// - Parameters:
  ///   - checks: the checks to run, every one unless given.
  ///   - contrastLevel: the WCAG level text must meet, AA unless given.
  ///   - touchTargets: the smallest size a button or link may have, Apple's 44 × 44 pt unless given.
  ///   - direction: the writing direction that orders elements at the same height.
  /// - Throws: `DisplayListRasterizer.Failure` when a glyph run cannot be rasterized to measure it.
  public func accessibilityFindings(
    checks: AccessibilityChecks = .all, contrastLevel: ContrastLevel = .aa,
    touchTargets: TouchTargetGuideline = .apple, direction: LayoutDirection = .leftToRight
  ) throws -> [AccessibilityFinding] {
    var findings: [AccessibilityFinding] = []
    if checks.contains(.contrast) {
      findings += try textContrasts().filter { !$0.meets(contrastLevel) }.map {
        AccessibilityFinding(contrast: $0, level: contrastLevel, scale: scale)
      }
    }
    if checks.contains(.touchTargets) {
      findings += layout.touchTargetFindings(minimum: touchTargets, direction: direction).map {
        AccessibilityFinding(touchTarget: $0)
      }
    }
    return findings
  }
}
