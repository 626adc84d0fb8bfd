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
  /// the background pixel.
  ///
  /// Text inside groups drawn at less than full opacity (`.alpha(_:)`) is measured at the colour it is
  /// drawn in: the display list is rasterized again with the run replaced by a rectangle of its colour
  /// covering its box, so each pixel of that rectangle is what a fully covered glyph pixel would be there,
  /// with the groups' opacities and the rasterizer's own rounding applied. Fading the text colour by the
  /// groups' opacities and blending it over the final background pixel would not do: a fill inside the
  /// same group (a disabled button's background) lies under the text in the group's layer, so the text
  /// shows the page through the group, not the faded fill, and that blend would count the fill twice.
  /// A run in a group drawn at opacity 0 is not drawn and is left out, as is a run whose box has no
  /// uncovered pixel.
  ///
  /// Only text that can be seen is measured, against what is around it: a glyph pixel that opaque
  /// content drawn later covers (a pinned section header over a scrolled cell) is hidden, and a run with
  /// no glyph pixel left is left out; the box is that of the visible glyph pixels, and its background
  /// leaves out the pixels such content covers and those of the label's own glyph images (colour
  /// emoji), which are text, not what the text stands on.
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
    let reaches = DisplayListRasterizer.reaches(
      of: painting.displayList, width: bitmap.width, height: bitmap.height, scale: Double(scale))
    // The opacities of the groups open at each item, kept as the list is walked once.
    var groups: [Double] = []
    for (index, item) in items.enumerated() {
      switch item {
      case .beginGroup(let opacity): groups.append(opacity)
      case .endGroup where !groups.isEmpty: groups.removeLast()
      default: break
      }
      guard case .glyphs(let run) = item else { continue }
      // Only the pixels the run can reach are rasterized and scanned, so a run costs its own size, not
      // the whole screen's; a run that reaches no pixel of the bitmap has nothing to measure.
      guard let window = reaches[index] else { continue }
      let node = nodes[painting.nodeIndices[index]]
      guard let faded = Self.isFaded(inside: groups) else { continue }
      // Outside faded groups the text colour alone says what is drawn, and the second rasterization
      // is not paid for.
      let stand = faded ? Self.standIn(for: run) : nil
      let coverage = try DisplayListRasterizer.rasterize(
        Self.glyphsAlone(items, keeping: index, over: stand), window: window, scale: Double(scale))
      let drawnText = try stand.map {
        try DisplayListRasterizer.rasterize(
          Self.replacing(items, at: index, with: .fillRect($0, .color(run.color))), window: window,
          scale: Double(scale))
      }
      let nodeIndex = painting.nodeIndices[index]
      let coveredLater = try Self.drawnAfter(index, of: items, reaches: reaches, within: window) { _ in true }
        .map { try DisplayListRasterizer.rasterize($0, window: window, scale: Double(scale)) }
      let ownImages = try Self.drawnAfter(index, of: items, reaches: reaches, within: window, opaque: true) {
        painting.nodeIndices[$0] == nodeIndex && !Self.isGlyphs(items[$0])
      }
      .map { try DisplayListRasterizer.rasterize($0, window: window, scale: Double(scale)) }
      let masks = Masks(coveredLater: coveredLater, ownImages: ownImages)
      guard
        var measured = measure(
          run, coverage: coverage, drawnText: drawnText, masks: masks, at: (window.x, window.y),
          name: node.name, isBold: Self.isBold(run, in: node))
      else { continue }
      measured.text = (node.component as? Label).map { $0.runs.map(\.text).joined() }
      results.append(measured)
    }
    return results
  }

  /// Whether one of the groups an item is drawn in, given by their opacities, is drawn at less than
  /// full opacity (rounded to 1/255, as the rasterizer rounds it); nil when one is drawn at opacity 0,
  /// so nothing of the item reaches the bitmap.
  private static func isFaded(inside open: [Double]) -> Bool? {
    if open.contains(where: { UInt8(clampedUnit: $0) == 0 }) { return nil }
    return open.contains { UInt8(clampedUnit: $0) < 255 }
  }

  /// A rectangle, in the run's own coordinates, that holds every pixel its glyphs can touch: their
  /// outlines' bounds grown by an em, far more than anti-aliasing reaches.
  private static func standIn(for run: GlyphRun) -> Rect {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for glyph in run.glyphs {
      let scale = run.size / Double(max(glyph.shape.unitsPerEm, 1))
      guard let outline = glyph.shape.outline.controlPointBounds else { continue }
      minX = min(minX, glyph.origin.x + outline.minX * scale)
      minY = min(minY, glyph.origin.y + outline.minY * scale)
      maxX = max(maxX, glyph.origin.x + outline.maxX * scale)
      maxY = max(maxY, glyph.origin.y + outline.maxY * scale)
    }
    guard minX <= maxX, minY <= maxY else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).insetBy(-run.size)
  }

  /// `items` with the item at `index` replaced by `replacement`.
  private static func replacing(
    _ items: [DisplayList.Item], at index: Int, with replacement: DisplayList.Item
  ) -> DisplayList {
    var list = DisplayList()
    for (place, item) in items.enumerated() { list.append(place == index ? replacement : item) }
    return list
  }

  /// `items` with every drawing item taken out but the glyph run at `kept`, and every group opaque, so
  /// the rasterized red channel is that run's coverage. With `stand`, the run is drawn in red over that
  /// rectangle filled in blue, so where the red is 0 the alpha says how fully the rectangle, and so a
  /// glyph, can be drawn there within the clips; without, the run is drawn in white.
  private static func glyphsAlone(
    _ items: [DisplayList.Item], keeping kept: Int, over stand: Rect?
  ) -> DisplayList {
    var list = DisplayList()
    for (index, item) in items.enumerated() {
      switch item {
      case .glyphs(let run) where index == kept:
        if let stand { list.append(.fillRect(stand, .color(Color(red: 0, green: 0, blue: 255)))) }
        let color = stand == nil ? Color.white : Color.red
        list.append(.glyphs(GlyphRun(glyphs: run.glyphs, size: run.size, color: color)))
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

  /// What is drawn after the item at `index` that `includes` (called with each later item's index) and
  /// that can reach `window`, with the clips, transforms and groups around it; nil when nothing is.
  /// Groups keep their opacity, so the alpha says how fully the content covers a pixel, unless `opaque`
  /// asks for every group drawn fully, so that any pixel it touches has some alpha.
  private static func drawnAfter(
    _ index: Int, of items: [DisplayList.Item], reaches: [DisplayListRasterizer.Window?],
    within window: DisplayListRasterizer.Window, opaque: Bool = false, including includes: (Int) -> Bool
  ) -> DisplayList? {
    var list = DisplayList()
    var drawsSomething = false
    for (place, item) in items.enumerated() {
      switch item {
      case .beginClip, .endClip, .beginTransform, .endTransform, .endGroup:
        list.append(item)
      case .beginGroup:
        list.append(opaque ? .beginGroup(opacity: 1) : item)
      default:
        guard place > index, let reach = reaches[place], overlap(reach, window), includes(place) else {
          continue
        }
        list.append(item)
        drawsSomething = true
      }
    }
    return drawsSomething ? list : nil
  }

  private static func isGlyphs(_ item: DisplayList.Item) -> Bool {
    if case .glyphs = item { true } else { false }
  }

  private static func overlap(_ a: DisplayListRasterizer.Window, _ b: DisplayListRasterizer.Window) -> Bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  }

  /// Whether every text run of the label `node` in `run`'s colour is bold; false for any other node.
  private static func isBold(_ run: GlyphRun, in node: Layout) -> Bool {
    guard let label = node.component as? Label else { return false }
    let matching = label.runs.filter { $0.color == run.color }
    return !matching.isEmpty && matching.allSatisfy { $0.font.weight == .bold }
  }

  /// The least contrast between `run`'s colour and the pixels `coverage` leaves uncovered in its box;
  /// `coverage`'s pixel (0, 0) is the bitmap's pixel `origin`. With `drawnText`, the text's colour at
  /// each pixel is that bitmap's pixel there, and only pixels a glyph could cover fully are measured.
  private func measure(
    _ run: GlyphRun, coverage: PremultipliedBitmap, drawnText: PremultipliedBitmap?, masks: Masks,
    at origin: (x: Int, y: Int), name: String, isBold: Bool
  )
    -> TextContrast?
  {
    // The scans over the run's window are C's (TextContrastScan): per pixel, in a debug build, Swift
    // would cost most of the audit.
    let scan = TextContrastScan(
      coverage: coverage, coveredLater: masks.coveredLater, ownImages: masks.ownImages)
    guard let box = scan.visibleGlyphBox() else { return nil }
    var worst: (ratio: ContrastRatio, text: Color, background: Color)?
    // Over an image a box can hold thousands of colours, and a list of them would make the scan
    // quadratic. The set is only asked whether a colour was met, never for its order: the scan's own
    // order decides between equal ratios. The scan leaves out a pixel whose colours are its
    // neighbour's, which skips the hash.
    var seen: Set<TextContrastScan.ColorPair> = []
    for pair in scan.pairs(
      in: box, bitmap: bitmap, origin: origin, drawnText: drawnText, textColor: run.color)
    {
      guard seen.insert(pair).inserted else { continue }
      let ratio = ContrastRatio(pair.text, pair.background)
      if let current = worst, current.ratio <= ratio { continue }
      worst = (ratio, pair.text, pair.background)
    }
    guard let worst else { return nil }
    return TextContrast(
      name: name,
      pixelBox: (
        origin.x + box.minX, origin.y + box.minY, box.maxX - box.minX + 1, box.maxY - box.minY + 1
      ),
      textColor: worst.text,
      background: worst.background, ratio: worst.ratio, pointSize: run.size,
      isLargeText: run.size >= 18 || (run.size >= 14 && isBold))
  }

  /// What is drawn over a run's window after it: content that may hide the text, and the label's own
  /// glyph images.
  private struct Masks {
    var coveredLater: PremultipliedBitmap?
    var ownImages: PremultipliedBitmap?
  }
}
