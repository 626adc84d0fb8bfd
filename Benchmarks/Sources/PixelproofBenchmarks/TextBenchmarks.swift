@_spi(Benchmarks) import PixelproofGraphics
@_spi(Benchmarks) import PixelproofText
import Foundation
import PixelproofVerifier

/// Times text: glyphs drawn from a display list with the glyph coverage cache emptied before every
/// iteration (cold) and left full (cached), and a 1,000-word paragraph laid out, by ``TextLayout`` alone
/// and as a ``Label`` through ``ComponentRenderer/layout(_:in:scale:traits:)``, with the glyph outline
/// cache emptied (cold) and full (warm).
///
/// Each figure's result is checked once before it is timed (ink where the text is, more than ten
/// lines); a figure whose check fails is reported and not timed.
struct TextBenchmarks {
  /// The paragraph's width in points: a 375-point phone screen less 16 points either side.
  static let width = 343.0
  static let scale = 3
  /// How many glyphs the drawing figures draw.
  static let glyphCount = 2_000
  static let wordCount = 1_000
  static let font = Font.system(size: 15)

  let stopwatch: Stopwatch

  /// Runs and prints the text figures.
  ///
  /// - Returns: the figures whose check failed, which were not timed.
  /// - Throws: when the paragraph cannot be laid out or its glyphs cannot be rendered at all.
  func run() throws -> [PaintingBenchmarks.Unchecked] {
    let runs = [TextRun(Self.paragraph(words: Self.wordCount), font: Self.font, color: Color(hex: 0x1C1C1E))]
    var style = TextStyle()
    style.numberOfLines = 0
    var rows: [BenchmarkRow] = []
    var rates: [String] = []
    var unchecked: [PaintingBenchmarks.Unchecked] = []
    func add(_ measurement: Measurement, rate: (Double) -> String) {
      rows.append((measurement, nil))
      rates.append(measurement.stage + ": " + rate(measurement.medianMilliseconds / 1000))
    }

    // STEP 1: the glyphs to draw, the first 2,000 of the paragraph, 16 points from the bitmap's corner.
    let text = try TextLayout(runs, style: style, width: Self.width)
    let frame = Rect(x: 16, y: 16, width: Self.width, height: text.size.height)
    let glyphs = Self.prefix(text.glyphRuns(in: frame), glyphs: Self.glyphCount)
    var list = DisplayList()
    for run in glyphs.runs { list.append(.glyphs(run)) }
    let scale = Double(Self.scale)
    let pixelWidth = Int(((Self.width + 32) * scale).rounded(.up))
    let pixelHeight = Int(((glyphs.bottom + 16) * scale).rounded(.up))
    let render = {
      try DisplayListRasterizer.rasterize(list, width: pixelWidth, height: pixelHeight, scale: scale)
    }

    // STEP 2: drawing, cold and cached. The check: ink on the first line, none in the margin.
    let drawn = "\(glyphs.count) glyphs at 15 pt, \(Self.scale)x"
    if let reason = Self.checkInk(try render(), firstLineTop: 16 * scale, lineHeight: 20 * scale) {
      unchecked.append(.init(name: "draw " + drawn, reason: reason))
    } else {
      let cold = try stopwatch.measure("draw \(drawn), cold", before: DisplayListRasterizer.clearGlyphCache) {
        try render().pixels.middleByte
      }
      let cached = try stopwatch.measure("draw \(drawn), cached") { try render().pixels.middleByte }
      for measurement in [cold, cached] {
        add(measurement) { seconds in Self.format(Double(glyphs.count) / seconds, "glyphs/s") }
      }
    }

    // STEP 3: layout of the whole paragraph, alone and as a label, cold and warm.
    let words = "\(Self.wordCount) words"
    let layText = { try TextLayout(runs, style: style, width: Self.width) }
    let label = Label(runs: runs).numberOfLines(0)
    let layLabel = { try ComponentRenderer.layout(label, in: .width(Self.width), scale: Self.scale) }
    // 15 pt Noto Sans lines are about 20 points apart: a label taller than ten of them has ten lines.
    if let reason = Self.checkLines(try layText().lineCount, labelHeight: try layLabel().size.height) {
      unchecked.append(.init(name: "layout of \(words)", reason: reason))
    } else {
      let clear = TextLayout.clearGlyphOutlineCache
      let figures = [
        try stopwatch.measure("TextLayout, \(words), cold", before: clear) {
          UInt64(try layText().lineCount)
        },
        try stopwatch.measure("TextLayout, \(words), warm") { UInt64(try layText().lineCount) },
        try stopwatch.measure("Label layout, \(words), cold", before: clear) {
          UInt64(try layLabel().size.height)
        },
        try stopwatch.measure("Label layout, \(words), warm") { UInt64(try layLabel().size.height) },
      ]
      for measurement in figures {
        add(measurement) { seconds in Self.format(Double(Self.wordCount) / seconds, "words/s") }
      }
    }

    // STEP 4: the report.
    print(
      "Text: a paragraph of \(Self.wordCount) words in 15 pt Noto Sans, \(Int(Self.width)) points wide "
        + "(\(text.lineCount) lines); cold figures empty their cache untimed before each iteration")
    print(
      "\(stopwatch.iterations) counted iterations per figure after \(stopwatch.warmUpIterations) warm-up "
        + "iterations; drawing includes allocating its \(pixelWidth) x \(pixelHeight) px canvas, Label layout "
        + "the hop to the layout thread")
    print()
    printTable(rows)
    print()
    for rate in rates { print(rate) }
    for figure in unchecked { print("NOT TIMED  \(figure.name): \(figure.reason)") }
    print()
    print("digest (keeps the optimizer honest): \(rows.reduce(UInt64(0)) { $0 &+ $1.0.digest })")
    return unchecked
  }

  /// `count` words of English prose, the same in every run: a passage repeated.
  static func paragraph(words count: Int) -> String {
    let passage = """
      The morning ferry left the harbour a little after seven, carrying commuters, two cyclists and a \
      crate of oranges bound for the market on the far shore. Gulls followed it out past the breakwater, \
      where the water turned from grey to a deep, quiet green. Nobody on deck said much; most of them had \
      made the crossing a thousand times and knew exactly how long it would take.
      """.split(separator: " ")
    return (0..<count).map { passage[$0 % passage.count] }.joined(separator: " ")
  }

  /// The first `glyphs` glyphs of `runs`, how many there are, and the lowest baseline among them.
  private static func prefix(
    _ runs: [GlyphRun], glyphs limit: Int
  )
    -> (runs: [GlyphRun], count: Int, bottom: Double)
  {
    var kept: [GlyphRun] = []
    var count = 0
    var bottom = 0.0
    for run in runs where count < limit {
      let glyphs = Array(run.glyphs.prefix(limit - count))
      kept.append(GlyphRun(glyphs: glyphs, size: run.size, color: run.color))
      count += glyphs.count
      // A descender reaches about a third of the size below the baseline.
      bottom = max(bottom, (glyphs.map(\.origin.y).max() ?? 0) + run.size / 3)
    }
    return (kept, count, bottom)
  }

  /// Nil when the band of the first line has some inked pixels and the left margin none.
  private static func checkInk(
    _ bitmap: PremultipliedBitmap, firstLineTop: Double, lineHeight: Double
  ) -> String? {
    let band = Int(firstLineTop)..<Int(firstLineTop + lineHeight)
    let inked = band.reduce(0) { sum, y in
      sum + (0..<bitmap.width).count { x in bitmap.premultipliedPixel(x: x, y: y).3 > 0 }
    }
    guard inked > 100 else { return "only \(inked) pixels of the first line's band are inked" }
    let margin = (0..<bitmap.height).count { y in bitmap.premultipliedPixel(x: 2, y: y).3 > 0 }
    guard margin == 0 else { return "\(margin) pixels of the left margin are inked" }
    return nil
  }

  /// Nil when the text has more than ten lines and the label is taller than ten lines.
  private static func checkLines(_ lineCount: Int, labelHeight: Double) -> String? {
    guard lineCount > 10 else { return "the paragraph was laid out in \(lineCount) lines" }
    guard labelHeight > 10 * 20 else { return "the label is \(labelHeight) points high" }
    return nil
  }

  private static func format(_ rate: Double, _ unit: String) -> String {
    rate >= 1_000_000
      ? String(format: "%.2f M ", rate / 1_000_000) + unit : String(format: "%.0f k ", rate / 1000) + unit
  }
}
