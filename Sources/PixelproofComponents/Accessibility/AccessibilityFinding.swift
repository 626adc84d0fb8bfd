/// One thing an accessibility audit of a rendering found wrong, whatever check found it: which kind of
/// problem, the element it is about, where that element is, and one line that says it all, its
/// ``description``.
///
/// Every check produces findings of this one type, so an assertion, a report or a tool lists them
/// without knowing the checks; a new check adds a ``Kind``.
public struct AccessibilityFinding: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem a finding is: one per check, and one for a check that could not run.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Text whose contrast with the pixels under it is below the WCAG level asked for.
    case contrast
    /// A button or link smaller than the touch-target guideline asked for.
    case touchTarget
    /// A label that does not show all of its text.
    case truncatedText
    /// A label with characters no font has a glyph for.
    case missingGlyph
    /// An image a screen reader says nothing about: no label, not hidden, not inside another element.
    case unlabelledImage
    /// A label whose text did not grow from a smaller text size to a larger one.
    case textScaling
    /// A check that could not run on the rendering; the description says why, so no problem goes unseen.
    case notAudited
  }

  /// What kind of problem this is.
  public var kind: Kind
  /// The element, as descriptions name it: its layout node's name (`Label#price`), then its label or
  /// text in quotes when the check gives one (`Button "Close"`, `Label#price "12.99"`).
  public var element: String
  /// The element's frame in points, in the rendering's coordinates.
  public var frame: Rect
  /// One line in the user's words, starting with ``element``:
  /// `Label#price: contrast 3.1:1 over #F2F2F7, needs 4.5:1 (AA, 15 pt regular)`. A finding made from
  /// one check's own finding has that finding's `description`, word for word.
  public var description: String

  /// A finding of `kind` about `element` at `frame`, said as `description`.
  ///
  /// - Parameters:
  ///   - kind: what kind of problem it is.
  ///   - element: the element's name, and its label when known.
  ///   - frame: the element's frame in points.
  ///   - description: one line that starts with the element.
  public init(kind: Kind, element: String, frame: Rect, description: String) {
    self.kind = kind
    self.element = element
    self.frame = frame
    self.description = description
  }
}

extension AccessibilityFinding {
  /// The finding for text whose contrast falls short of `level`:
  /// `Label#price: contrast 3.1:1 over #F2F2F7, needs 4.5:1 (AA, 15 pt regular)`, the size as drawn and
  /// `large` in place of `regular` for large text. A label without an identifier is named by its text
  /// too, so that one of many tells itself apart: `Label "Read more": contrast …`; text longer than
  /// ``longestQuotedText`` characters is cut there, ending in `…`.
  ///
  /// - Parameters:
  ///   - contrast: the measured run.
  ///   - level: the level it was checked against.
  ///   - scale: pixels per point of the rendering, to give the frame in points.
  public init(contrast: TextContrast, level: ContrastLevel, scale: Int) {
    let needed = level.minimumRatio(largeText: contrast.isLargeText)
    let levelName = level == .aa ? "AA" : "AAA"
    let size = "\(TextContrast.points(contrast.pointSize)) pt \(contrast.isLargeText ? "large" : "regular")"
    let box = contrast.pixelBox
    let points = { (pixels: Int) in Double(pixels) / Double(scale) }
    var element = contrast.name
    if !element.contains("#"), let text = contrast.text {
      let quoted =
        text.count > Self.longestQuotedText ? String(text.prefix(Self.longestQuotedText - 1)) + "…" : text
      element += " \"\(quoted)\""
    }
    self.init(
      kind: .contrast, element: element,
      frame: Rect(x: points(box.x), y: points(box.y), width: points(box.width), height: points(box.height)),
      description: "\(element): contrast \(contrast.ratio) over \(TextContrast.hex(contrast.background)), "
        + "needs \(needed) (\(levelName), \(size))")
  }

  /// The most characters of a label's text a contrast finding quotes.
  public static let longestQuotedText = 32

  /// The finding for a button or link smaller than its guideline:
  /// `Button "Close": touch target 32 × 32 pt, needs 44 × 44 pt (Apple)`.
  ///
  /// - Parameters:
  ///   - touchTarget: the element that is too small.
  public init(touchTarget: TouchTargetFinding) {
    self.init(
      kind: .touchTarget, element: touchTarget.elementName, frame: touchTarget.frame,
      description: touchTarget.description)
  }

  /// The finding for a label that does not show all of its text, said as the check says it:
  /// `Label#title: text cut to 1 line, shows "Terms and…" of "Terms and conditions"`.
  ///
  /// - Parameters:
  ///   - truncatedText: the label and what it shows.
  public init(truncatedText: TruncatedTextFinding) {
    self.init(
      kind: .truncatedText, element: truncatedText.name, frame: truncatedText.frame,
      description: truncatedText.description)
  }

  /// The finding for a label with characters no font has a glyph for, said as the check says it:
  /// `Label#status: no glyph for U+1FAE9 "🫩" in "Tired 🫩"`.
  ///
  /// - Parameters:
  ///   - missingGlyphs: the label and its characters without a glyph.
  public init(missingGlyphs: MissingGlyphFinding) {
    self.init(
      kind: .missingGlyph, element: missingGlyphs.name, frame: missingGlyphs.frame,
      description: missingGlyphs.description)
  }

  /// The finding for an image a screen reader says nothing about, said as the check says it:
  /// `Image#avatar (16, 8, 40, 40): no accessibility label and not hidden; label it, or hide it if it
  /// is decorative`.
  ///
  /// - Parameters:
  ///   - unlabelledImage: the image and its frame.
  public init(unlabelledImage: UnlabelledImageFinding) {
    self.init(
      kind: .unlabelledImage, element: unlabelledImage.name, frame: unlabelledImage.frame,
      description: unlabelledImage.description)
  }

  /// The finding for a label whose text did not grow with the text size, said as the check says it:
  /// `Label#price "12.99": text stays 14 pt from text size L to AX1`; its frame is the one at the larger
  /// text size.
  ///
  /// - Parameters:
  ///   - textScaling: the label and its sizes at both text sizes.
  public init(textScaling: TextScalingFinding) {
    self.init(
      kind: .textScaling, element: textScaling.elementName, frame: textScaling.frame,
      description: textScaling.description)
  }
}
