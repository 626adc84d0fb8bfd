/// A leaf that shows text, as `UILabel` does: in the bundled fonts (or fonts registered by path), wrapped
/// or truncated to the width it is given, aligned within its frame and centred vertically in it.
///
/// Its own size is the text's: as wide as its widest line (never wider than its range allows, wrapping
/// to the range's maximum width) and as tall as its lines, rounded up to whole device pixels. Defaults
/// follow `UILabel`: one line, truncated at the tail, natural alignment, 17 pt Noto Sans in the `label`
/// colour (``DynamicColor/label``: black, and white in the dark colour scheme).
///
/// Its font sizes follow the environment's ``TextSize``, as a `UILabel` with
/// `adjustsFontForContentSizeCategory` does: at the default size they are used as given, at any other
/// size scaled by its Body size over 17 (``TextSize/scaled(_:)``; a 17 pt font becomes 23 pt at
/// ``TextSize/extraExtraExtraLarge``). Line spacing and letter spacing stay as given.
public struct Label: MeasurableComponent {
  /// The text, in runs that each have their own font and colour; a run without a colour is drawn in
  /// ``textColor``.
  public var runs: [TextRun]
  /// The colour of the runs that have none of their own, resolved for the colour scheme the label is
  /// laid out in, as `UILabel.textColor`: ``DynamicColor/label`` unless given.
  public var textColor = DynamicColor.label
  /// Lines, line breaking, alignment and spacing.
  public var style = TextStyle()
  /// The text laid out, kept on the component that a ``Layout`` holds so painting does not lay it out
  /// again; the accessibility checks read what it drew.
  private(set) var laidOut: TextLayout?

  /// A label of `text` in one font and one colour for every colour scheme.
  public init(_ text: String, font: Font = .system(size: 17), color: Color) {
    runs = [TextRun(text, font: font, color: color)]
  }

  /// A label of `text` in one font, drawn in `color` resolved for the colour scheme: 17 pt Noto Sans in
  /// ``DynamicColor/label`` (black, white in the dark) unless given.
  public init(_ text: String, font: Font = .system(size: 17), color: DynamicColor = .label) {
    runs = [TextRun(text, font: font)]
    textColor = color
  }

  /// Attributed text: runs with their own font, weight and colour.
  public init(runs: [TextRun]) {
    self.runs = runs
  }

  /// The label with `change` applied to its text style.
  public func textStyle(_ change: (inout TextStyle) -> Void) -> Label {
    var copy = self
    change(&copy.style)
    return copy
  }

  /// At most `count` lines; 0 for as many as the text needs.
  public func numberOfLines(_ count: Int) -> Label { textStyle { $0.numberOfLines = count } }
  /// The label with its lines broken or truncated as `mode` says.
  public func lineBreakMode(_ mode: LineBreakMode) -> Label { textStyle { $0.lineBreakMode = mode } }
  /// The label with its lines aligned as `alignment` says.
  public func alignment(_ alignment: TextAlignment) -> Label { textStyle { $0.alignment = alignment } }
  /// The label with each line's height multiplied by `multiple`.
  public func lineHeightMultiple(_ multiple: Double) -> Label {
    textStyle { $0.lineHeightMultiple = multiple }
  }
  /// The label with `spacing` points added between lines.
  public func lineSpacing(_ spacing: Double) -> Label { textStyle { $0.lineSpacing = spacing } }
  /// `spacing` points after every character, the last one included (as the `kern` attribute of an
  /// attributed string), so centred text moves left by half of it.
  public func letterSpacing(_ spacing: Double) -> Label { textStyle { $0.letterSpacing = spacing } }

  /// Lays the text out in the range: wrapped to its maximum width, as tall as its lines, rounded up to
  /// whole device pixels.
  ///
  /// - Throws: ``LayoutError`` when the text style or a font cannot be used.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    var laid = self
    laid.runs = runs(for: environment.colorScheme)
    let text = try laid.layText(width: range.max.width, environment: environment)
    let natural = Self.pixelAligned(text.size, on: environment.pixelGrid)
    laid.laidOut = text
    let size = range.clamp(natural)
    var layout = Layout(component: laid, size: size)
    if let first = text.firstBaseline, let last = text.lastBaseline {
      let top = max(0, (size.height - text.size.height) / 2)
      layout.ownBaselines = (top + first, top + last)
    }
    return layout
  }

  /// The text's size when the width or height is known, else within the available lengths: on one line for
  /// max-content, broken at every opportunity for min-content.
  public func measure(
    knownWidth: Double?, knownHeight: Double?, availableWidth: AvailableLength,
    availableHeight: AvailableLength,
    environment: LayoutEnvironment
  ) -> Size {
    if let knownWidth, let knownHeight { return Size(width: knownWidth, height: knownHeight) }
    // Min-content wraps at every opportunity (width 0); max-content keeps each paragraph on one line.
    let width =
      knownWidth
      ?? {
        switch availableWidth {
        case .minContent: 0
        case .maxContent: .infinity
        case .definite(let space): space
        }
      }()
    guard let text = try? layText(width: width, environment: environment) else { return .zero }
    let size = Self.pixelAligned(text.size, on: environment.pixelGrid)
    return Size(width: knownWidth ?? size.width, height: knownHeight ?? size.height)
  }

  /// The first line's baseline from the top of a label of `contentSize` (text centred vertically in it).
  public func firstBaseline(contentSize: Size, environment: LayoutEnvironment) -> Double? {
    guard let text = try? layText(width: contentSize.width, environment: environment),
      let baseline = text.firstBaseline
    else { return nil }
    return baseline + max(0, (contentSize.height - text.size.height) / 2)
  }

  /// Adds the laid-out text's glyphs, centred vertically in `frame`.
  public func paint(in frame: Rect, into list: inout DisplayList) {
    guard let text = laidOut else { return }
    // Vertically centred, as UILabel draws text in a frame taller than it.
    let top = frame.minY + max(0, (frame.height - text.size.height) / 2)
    let textFrame = Rect(x: frame.minX, y: top, width: frame.width, height: text.size.height)
    for run in text.glyphRuns(in: textFrame) { list.append(.glyphs(run)) }
    for paint in text.colorBitmaps(in: textFrame) { list.fill(paint.frame, with: .bitmap(paint)) }
  }

  /// The whole text, and the code points of the characters no bundled or given font had a glyph for.
  public var contentDescription: ContentDescription? {
    let missing = laidOut?.missingCharacters.flatMap(\.unicodeScalars) ?? []
    return ContentDescription(text: runs.map(\.text).joined(), missingGlyphs: missing)
  }

  /// The runs with ``textColor`` resolved for `scheme` where they have no colour of their own: what the
  /// label draws, and what a laid-out label keeps.
  func runs(for scheme: ColorScheme) -> [TextRun] {
    let color = textColor.resolved(for: scheme)
    return runs.map { run in
      var resolved = run
      if resolved.color == nil { resolved.color = color }
      return resolved
    }
  }

  /// The text laid out in `width`: rewritten by the environment's pseudo-locale, its fonts scaled for the
  /// environment's text size, a paragraph without strong characters written in its layout direction.
  private func layText(width: Double, environment: LayoutEnvironment) throws(LayoutError) -> TextLayout {
    let textSize = environment.textSize
    if let reason = style.invalidReason { throw LayoutError(component: kindName, reason: reason) }
    for run in runs where !(run.font.size.isFinite && run.font.size >= 0) {
      throw LayoutError(
        component: kindName, reason: "font size is \(run.font.size); it must be finite and not negative")
    }
    var scaledRuns = runs
    if let pseudoLocalization = environment.locale?.pseudoLocalization {
      if let reason = pseudoLocalization.invalidReason {
        throw LayoutError(component: kindName, reason: reason)
      }
      for (index, text) in pseudoLocalization.rewrite(runs.map(\.text)).enumerated() {
        scaledRuns[index].text = text
      }
    }
    if textSize != .default {
      for index in scaledRuns.indices {
        let size = textSize.scaled(scaledRuns[index].font.size)
        guard size.isFinite else {
          throw LayoutError(
            component: kindName,
            reason: "font size \(scaledRuns[index].font.size) scaled for text size \(textSize) is \(size); "
              + "it must be finite")
        }
        scaledRuns[index].font.size = size
      }
    }
    do {
      let direction: WritingDirection =
        environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      return try TextLayout(scaledRuns, style: style, width: width, naturalDirection: direction)
    } catch {
      throw LayoutError(component: kindName, reason: "the text could not be laid out: \(error)")
    }
  }

  /// `size` rounded up to whole device pixels, as UIKit rounds a label's size.
  private static func pixelAligned(_ size: Size, on grid: PixelGrid) -> Size {
    // Less the text's width tolerance, so the rounded width is never below what the line breaker
    // accepts: laid out again at exactly this width (as a flexbox does), the text keeps its lines.
    func up(_ length: Double) -> Double { grid.ceil(length - TextLayout.widthTolerance) }
    return Size(width: up(size.width), height: up(size.height))
  }
}
