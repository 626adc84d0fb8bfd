extension Rendering {
  /// The contrast of every run of text in the rendering, measured on its pixels, in painting order.
  ///
  /// A run is the glyphs of a label that share a size and colour on one line. Its glyphs are
  /// rasterized alone, with the clips and transforms around them, to find their coverage; the run's
  /// box is the pixels that coverage touches. The background is every pixel of the rendered bitmap in
  /// the box that the glyphs leave fully uncovered, so text over a gradient or an image is measured
  /// against what is really under it. When that background varies, the pixel that contrasts least with
  /// the text decides: the run is as readable as its worst spot. Pixels that are not opaque are taken
  /// over white, as a transparent snapshot is shown on a page; a translucent text colour is taken over
  /// the background pixel. The opacity of an enclosing group is not applied to the text colour. A run
  /// whose box has no uncovered pixel is left out.
  ///
  /// Large text is judged at the size drawn: 18 points or more, or 14 or more when every run of the
  /// label in that colour is bold.
  ///
  /// - Throws: `DisplayListRasterizer.Failure` when a glyph run cannot be rasterized.
  public func textContrasts() throws -> [TextContrast] {
    var nodes: [Layout] = []
    layout.visit { node, _, _ in nodes.append(node) }
    var results: [TextContrast] = []
    let items = painting.displayList.items
    for (index, item) in items.enumerated() {
      guard case .glyphs(let run) = item else { continue }
      // Only the pixels the run can reach are rasterized and scanned, so a run costs its own size, not
      // the whole screen's; a run that reaches no pixel of the bitmap has nothing to measure.
      guard
        let window = DisplayListRasterizer.reach(
          ofItemAt: index, in: painting.displayList, width: bitmap.width, height: bitmap.height,
          scale: Double(scale))
      else { continue }
      let node = nodes[painting.nodeIndices[index]]
      let coverage = try DisplayListRasterizer.rasterize(
        Self.glyphsAlone(items, keeping: index), window: window, scale: Double(scale))
      guard
        var measured = measure(
          run, coverage: coverage, at: (window.x, window.y), name: node.name,
          isBold: Self.isBold(run, in: node))
      else { continue }
      measured.text = (node.component as? Label).map { $0.runs.map(\.text).joined() }
      results.append(measured)
    }
    return results
  }

  /// `items` with every drawing item taken out but the glyph run at `kept`, drawn opaque, and every group
  /// opaque, so the rasterized alpha is that run's coverage.
  private static func glyphsAlone(_ items: [DisplayList.Item], keeping kept: Int) -> DisplayList {
    var list = DisplayList()
    for (index, item) in items.enumerated() {
      switch item {
      case .glyphs(let run) where index == kept:
        list.append(.glyphs(GlyphRun(glyphs: run.glyphs, size: run.size, color: .white)))
      case .beginClip, .endClip, .beginTransform, .endTransform, .endGroup:
        list.append(item)
      case .beginGroup:
        list.append(.beginGroup(opacity: 1))
      default:
        break
      }
    }
    return list
  }

  /// Whether every text run of the label `node` in `run`'s colour is bold; false for any other node.
  private static func isBold(_ run: GlyphRun, in node: Layout) -> Bool {
    guard let label = node.component as? Label else { return false }
    let matching = label.runs.filter { $0.color == run.color }
    return !matching.isEmpty && matching.allSatisfy { $0.font.weight == .bold }
  }

  /// The least contrast between `run`'s colour and the pixels `coverage` leaves uncovered in its box;
  /// `coverage`'s pixel (0, 0) is the bitmap's pixel `origin`.
  private func measure(
    _ run: GlyphRun, coverage: PremultipliedBitmap, at origin: (x: Int, y: Int), name: String, isBold: Bool
  )
    -> TextContrast?
  {
    // The alpha bytes read straight from the pixel array: this scan runs over the run's window once per
    // run, and a call per pixel would cost most of the measurement.
    let width = coverage.width
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min
    coverage.pixels.withUnsafeBufferPointer { bytes in
      for y in 0..<coverage.height {
        let row = y * width * 4 + 3
        for x in 0..<width where bytes[row + x * 4] > 0 {
          minX = min(minX, x)
          maxX = max(maxX, x)
          minY = min(minY, y)
          maxY = max(maxY, y)
        }
      }
    }
    guard minX <= maxX else { return nil }
    var worst: (ratio: ContrastRatio, text: Color, background: Color)?
    // Over an image a box can hold thousands of colours, and a list of them would make the scan
    // quadratic. The set is only asked whether a colour was met, never for its order: the scan's own
    // order decides between equal ratios. Neighbouring pixels mostly share a colour, which skips the hash.
    var seen: Set<Color> = []
    var previous: Color?
    for y in minY...maxY {
      for x in minX...maxX where coverage.pixels[(y * width + x) * 4 + 3] == 0 {
        let background = Self.overWhite(bitmap.premultipliedPixel(x: origin.x + x, y: origin.y + y))
        if background == previous { continue }
        previous = background
        guard seen.insert(background).inserted else { continue }
        let text = Self.composite(run.color, over: background)
        let ratio = ContrastRatio(text, background)
        if let current = worst, current.ratio <= ratio { continue }
        worst = (ratio, text, background)
      }
    }
    guard let worst else { return nil }
    return TextContrast(
      name: name, pixelBox: (origin.x + minX, origin.y + minY, maxX - minX + 1, maxY - minY + 1),
      textColor: worst.text,
      background: worst.background, ratio: worst.ratio, pointSize: run.size,
      isLargeText: run.size >= 18 || (run.size >= 14 && isBold))
  }

  /// A premultiplied pixel composited over opaque white.
  private static func overWhite(_ pixel: (UInt8, UInt8, UInt8, UInt8)) -> Color {
    let uncovered = 255 - Int(pixel.3)
    return Color(
      red: UInt8(Int(pixel.0) + uncovered), green: UInt8(Int(pixel.1) + uncovered),
      blue: UInt8(Int(pixel.2) + uncovered))
  }

  /// `color` (straight alpha) over the opaque `background`, each channel rounded to the nearest.
  private static func composite(_ color: Color, over background: Color) -> Color {
    let alpha = Int(color.alpha)
    func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8((Int(top) * alpha + Int(bottom) * (255 - alpha) + 127) / 255)
    }
    return Color(
      red: channel(color.red, background.red), green: channel(color.green, background.green),
      blue: channel(color.blue, background.blue))
  }
}
