extension Rendering {
  /// What the `checks` find wrong in the rendering, one list for all of them, check by check: text
  /// contrast below `contrastLevel` (measured on the pixels, see ``textContrasts()``) in painting order,
  /// then, each in reading order, buttons and links smaller than `touchTargets`, truncated text
  /// (``Layout/truncatedTextFindings(direction:origin:)``), missing glyphs
  /// (``Layout/missingGlyphFindings(direction:origin:)``) and unlabelled images
  /// (``Layout/unlabelledImageFindings(direction:origin:)``).
  ///
  /// Text that does not grow with the text size takes a second layout at a larger text size, which one
  /// rendering does not have: ``AccessibilityChecks/textScaling`` finds nothing here (see
  /// ``Layout/textScalingFindings(at:comparedWith:at:direction:)``).
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
    if checks.contains(.truncatedText) {
      findings += layout.truncatedTextFindings(direction: direction).map {
        AccessibilityFinding(truncatedText: $0)
      }
    }
    if checks.contains(.missingGlyphs) {
      findings += layout.missingGlyphFindings(direction: direction).map {
        AccessibilityFinding(missingGlyphs: $0)
      }
    }
    if checks.contains(.unlabelledImages) {
      findings += layout.unlabelledImageFindings(direction: direction).map {
        AccessibilityFinding(unlabelledImage: $0)
      }
    }
    return findings
  }
}
