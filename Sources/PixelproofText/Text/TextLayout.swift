import PixelproofGraphics

/// Text laid out in lines for a width: the line breaks, each line's baseline, the size the text needs,
/// and the glyphs to draw.
public struct TextLayout: Sendable {
  /// One line: the clusters it draws and where its baseline lies.
  struct Line: Sendable {
    let text: TextLine
    /// From the top of the text, in points.
    let baseline: Double
  }

  let shaped: ShapedText
  let lines: [Line]
  private let style: TextStyle
  /// The clusters' bidi levels; nil when all are at level 0 (no right-to-left text).
  private let levels: ClusterLevels?

  /// The width of the widest line and the height of all lines, in points.
  public let size: Size
  /// The first line's baseline from the top, in points; nil for empty text.
  public var firstBaseline: Double? { lines.first?.baseline }
  /// The last line's baseline from the top, in points; nil for empty text.
  public var lastBaseline: Double? { lines.last?.baseline }
  /// Characters that no face had a glyph for; each is drawn as its font's missing-glyph box.
  public var missingCharacters: [Character] { shaped.missing }
  /// How many lines are shown.
  public var lineCount: Int { lines.count }
  /// The size in points of each run's font, in the order the runs were given: the sizes the text is
  /// drawn at, after any scaling the caller applied.
  public let pointSizes: [Double]

  /// How far a line may exceed its width and still count as fitting, in points: the one tolerance of
  /// text layout, used by line breaking, truncation and a label's size.
  ///
  /// It compares text widths, not pixels: sums of fractional advances pick up binary rounding
  /// (0.1 + 0.2 > 0.3), and a millionth of a point is far below any pixel at any scale. A label rounds
  /// its size up to device pixels from this much below the text's width, so laying it out again at that
  /// size never wraps it differently.
  package static let widthTolerance = 1e-6

  /// Lays `runs` out in lines at most `width` points wide (`.infinity` for one line per paragraph).
  ///
  /// Each paragraph is written in the direction of its first strong character (UAX #9, P2–P3), or in
  /// `naturalDirection` when it has none; its lines show their clusters in visual order (L1–L2), right
  /// to left where the text is, with mirrored brackets (L4), and `.natural` aligns a right-to-left
  /// paragraph's lines to the right, as UIKit does.
  ///
  /// - Parameters:
  ///   - runs: the text, in runs of one font and colour.
  ///   - style: lines, line breaking, alignment and spacing.
  ///   - width: the widest a line may be, in points.
  ///   - naturalDirection: the direction of a paragraph without strong characters: the layout direction
  ///     of the interface the text is shown in.
  /// - Throws: ``FontError`` when a bundled font cannot be read or a glyph's outline is malformed.
  public init(
    _ runs: [TextRun], style: TextStyle, width: Double, naturalDirection: WritingDirection = .leftToRight
  ) throws(FontError) {
    self.style = style
    pointSizes = runs.map(\.font.size)
    let levels = ClusterLevels(
      runs, defaultDirection: naturalDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    self.levels = levels
    let shaped = try ShapedText(runs, letterSpacing: style.letterSpacing, levels: levels)
    self.shaped = shaped
    let measured = shaped.clusters.map {
      MeasuredCluster(character: $0.character, advance: max(0, $0.advance))
    }
    let breaker = LineBreaker(
      mode: style.lineBreakMode, maximumWidth: width.isFinite ? max(0, width) : .infinity,
      numberOfLines: style.numberOfLines, ellipsisAdvance: shaped.ellipsis?.advance ?? 0)
    let textLines = breaker.lines(for: measured)
    // Each line is as tall as the tallest face on it: ascent, descent and line gap, times the multiple,
    // the extra above the text; lines are `lineSpacing` apart.
    var top = 0.0
    var laid: [Line] = []
    var widest = 0.0
    for (index, line) in textLines.enumerated() {
      var ascent = 0.0
      var descent = 0.0
      var gap = 0.0
      // The drawn clusters and the line's newline, which sizes an empty line as UIKit does; a last empty
      // line (after a final newline) takes the newline before it.
      let drawn = Array(line.leading) + Array(line.trailing)
      var sizing = drawn + line.range.filter { shaped.clusters[$0].character.isNewline }
      if line.range.isEmpty, line.range.lowerBound > 0 { sizing.append(line.range.lowerBound - 1) }
      for index in sizing {
        let cluster = shaped.clusters[index]
        (ascent, descent, gap) = (
          max(ascent, cluster.ascent), max(descent, cluster.descent), max(gap, cluster.lineGap)
        )
      }
      if sizing.isEmpty || line.hasEllipsis {
        ascent = max(ascent, shaped.defaultMetrics.ascent)
        descent = max(descent, shaped.defaultMetrics.descent)
        gap = max(gap, shaped.defaultMetrics.lineGap)
      }
      let natural = ascent + descent + gap
      let height = natural * style.lineHeightMultiple
      if index > 0 { top += style.lineSpacing }
      laid.append(Line(text: line, baseline: top + (height - natural) + ascent))
      top += height
      widest = max(widest, line.width)
    }
    lines = laid
    size = Size(width: widest, height: top)
  }

  /// Empties the process-wide cache of glyph outlines read from fonts, for benchmarks that time layout
  /// cold.
  ///
  /// Layout never needs this: an outline read again is the same outline.
  @_spi(Benchmarks) public static func clearGlyphOutlineCache() {
    GlyphOutlineCache.removeAll()
  }

  /// The glyphs of every line, in runs of one size and colour, for text whose frame is `frame`: lines
  /// are aligned within the frame's width.
  public func glyphRuns(in frame: Rect) -> [GlyphRun] {
    var runs: [GlyphRun] = []
    var pending: [GlyphRun.Glyph] = []
    var current: (size: Double, color: Color)?
    func flush() {
      if let current, !pending.isEmpty {
        runs.append(GlyphRun(glyphs: pending, size: current.size, color: current.color))
      }
      pending = []
    }
    func add(_ cluster: ShapedText.Cluster, x: Double, baseline: Double) {
      if current == nil || current?.size != cluster.size || current?.color != cluster.color {
        flush()
        current = (cluster.size, cluster.color)
      }
      for glyph in cluster.glyphs {
        pending.append(
          GlyphRun.Glyph(
            shape: glyph.shape, origin: Point(x: frame.minX + x + glyph.x, y: baseline - glyph.y)))
      }
    }
    forEachPlacedCluster(in: frame, add)
    flush()
    return runs
  }

  /// Calls `body` with every cluster of every line (a truncated line's ellipsis included), in order,
  /// at its x within the line and its line's baseline, for text whose frame is `frame`.
  private func forEachPlacedCluster(
    in frame: Rect, _ body: (_ cluster: ShapedText.Cluster, _ x: Double, _ baseline: Double) -> Void
  ) {
    for (line, placed) in placedLines(inWidth: frame.width) {
      let baseline = frame.minY + line.baseline
      for position in placed.clusters {
        if position.index == PlacedLine.ellipsisIndex {
          if let ellipsis = shaped.ellipsis { body(ellipsis, position.x, baseline) }
        } else {
          body(shaped.clusters[position.index], position.x, baseline)
        }
      }
      if let x = placed.ellipsisX, let ellipsis = shaped.ellipsis {
        body(ellipsis, x, baseline)
      }
    }
  }

  /// Every line with its drawn clusters placed in a container `width` points wide, in visual order
  /// from left to right (a reordered line's ellipsis among them, at ``PlacedLine/ellipsisIndex``).
  func placedLines(inWidth width: Double) -> [(line: Line, placed: PlacedLine)] {
    let measured = shaped.clusters.map {
      MeasuredCluster(character: $0.character, advance: max(0, $0.advance))
    }
    return lines.map { line in
      let rightToLeft = levels?.isParagraphRightToLeft(line.text.range.lowerBound) ?? false
      var placed = place(
        line.text, of: measured, alignment: style.alignment, containerWidth: width,
        ellipsisAdvance: shaped.ellipsis?.advance ?? 0, rightToLeft: rightToLeft)
      if let levels {
        placed = placed.inVisualOrder(
          levels: levels, line: line.text, advances: measured, ellipsisAdvance: shaped.ellipsis?.advance ?? 0)
      }
      return (line, placed)
    }
  }

  /// The colour bitmaps (emoji) of every line, for text whose frame is `frame`, as bitmap paints each
  /// filling its own frame: scaled from the font's strike to the text's size with bilinear sampling.
  /// The text's colour does not tint them. Empty for text without colour glyphs.
  public func colorBitmaps(in frame: Rect) -> [BitmapPaint] {
    guard shaped.clusters.contains(where: { !$0.images.isEmpty }) else { return [] }
    var paints: [BitmapPaint] = []
    forEachPlacedCluster(in: frame) { cluster, clusterX, baseline in
      for (image, x) in cluster.images {
        let source = image.source
        // Strike pixels to points: the strike's em is the text's em.
        let scale = cluster.size / Double(source.pixelsPerEm)
        let imageFrame = Rect(
          x: frame.minX + clusterX + x + Double(source.bearingX) * scale,
          y: baseline - Double(source.bearingY) * scale,
          width: Double(source.width) * scale, height: Double(source.height) * scale)
        paints.append(BitmapPaint(bitmap: image.bitmap, frame: imageFrame, sampling: .bilinear))
      }
    }
    return paints
  }
}
