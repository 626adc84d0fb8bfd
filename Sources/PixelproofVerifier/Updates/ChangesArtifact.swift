/// The `.changes.png` image of an update snapshot: the state before and the state after side by side,
/// each under a caption, with the changed cells marked: deleted ones outlined in red on the before;
/// inserted ones in green and updated ones in amber on the after; moved ones in blue on both, with a
/// small `3 → 0` badge (old → new position) in a gutter right of the after, level with the cell's top,
/// so that no badge covers what a cell shows. A cell that moved and changed has an amber outline inside
/// its blue one. Composed of Pixelproof's own components and drawn by its own text engine,
/// one image pixel per output pixel, as ``CompareArtifact`` is.
package enum ChangesArtifact {
  static let deletedColor = Color(hex: 0xFF3B30)
  static let insertedColor = Color(hex: 0x34C759)
  static let updatedColor = Color(hex: 0xFF9F0A)
  static let movedColor = Color(hex: 0x007AFF)

  /// A rectangle to draw over a panel, in the image's pixels.
  private struct Mark {
    var frame: Rect
    /// Outline colours, outermost first, each inside the one before.
    var colors: [Color]
    var label: (from: Int, to: Int)?
  }

  /// The gap between a framed image and its gutter of badges, and between two badges, in pixels.
  private static let badgeGap = 4.0

  /// Before | after, marked with `changes`, whose frames are in points at `scale` pixels per point.
  ///
  /// - Parameters:
  ///   - before: the state before's image.
  ///   - after: the state after's image.
  ///   - scale: pixels per point of both images.
  ///   - changes: what to mark.
  /// - Throws: ``RenderError`` when the two side by side exceed ``BitmapLimits``.
  package static func make(
    before: StraightBitmap, after: StraightBitmap, scale: Int, changes: UpdateChanges
  ) throws(RenderError) -> StraightBitmap {
    let fontSize = min(max(Double(max(before.height, after.height)) / 30, 14), 40).rounded()
    let lineWidth = Double(max(scale, 1))
    let (beforeMarks, afterMarks) = marks(changes, scale: Double(scale))
    // Position badges stay readable beside the cells of a 2x or 3x image: at least 6 pt's worth.
    let badgeSize = max((fontSize * 0.7).rounded(), 6 * lineWidth)
    let badgeHeight = try ComponentRenderer.layout(
      badge((0, 0), fontSize: badgeSize), in: .range(.unconstrained)
    )
    .size.height
    let row = Stack(.horizontal, spacing: CompareArtifact.gap) {
      panel(
        "Before", caption(changes, kinds: [.deleted, .moved]), before, beforeMarks, lineWidth: lineWidth,
        fontSize: fontSize, badgeSize: badgeSize, badgeHeight: badgeHeight)
      panel(
        "After", caption(changes, kinds: [.inserted, .updated, .moved]), after, afterMarks,
        lineWidth: lineWidth, fontSize: fontSize, badgeSize: badgeSize, badgeHeight: badgeHeight)
    }
    .inset(CompareArtifact.gap)
    .background(CompareArtifact.background)
    return try ComponentRenderer.render(row, in: .range(.unconstrained), scale: 1).bitmap.straightBitmap()
  }

  private enum KindName: String {
    case moved, inserted, deleted, updated
  }

  /// `2 deleted, 1 moved`, in the order `kinds` lists them; `no changes` when none of them happened.
  private static func caption(_ changes: UpdateChanges, kinds: [KindName]) -> String {
    let parts = kinds.compactMap { kind -> String? in
      let count = changes.changes.filter { name(of: $0.kind) == kind }.count
      return count > 0 ? "\(count) \(kind.rawValue)" : nil
    }
    return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
  }

  private static func name(of kind: UpdateChange.Kind) -> KindName {
    switch kind {
    case .moved: .moved
    case .inserted: .inserted
    case .deleted: .deleted
    case .updated: .updated
    }
  }

  /// The marks of each panel, in the order of `changes`; a cell that moved and changed gets one mark
  /// with both colours.
  private static func marks(_ changes: UpdateChanges, scale: Double) -> (before: [Mark], after: [Mark]) {
    func pixels(_ frame: Rect) -> Rect {
      Rect(
        x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale
      )
    }
    var before: [Mark] = []
    var after: [Mark] = []
    // Index of the after mark of each moved cell, by section and identifier, to add an update to it.
    var movedMarks: [[String]: Int] = [:]
    for change in changes.changes {
      switch change.kind {
      case .moved(let from, let to):
        change.frameBefore.map { before.append(Mark(frame: pixels($0), colors: [movedColor])) }
        if let frame = change.frameAfter {
          movedMarks[change.section + [change.identifier]] = after.count
          after.append(Mark(frame: pixels(frame), colors: [movedColor], label: (from, to)))
        }
      case .inserted:
        change.frameAfter.map { after.append(Mark(frame: pixels($0), colors: [insertedColor])) }
      case .deleted:
        change.frameBefore.map { before.append(Mark(frame: pixels($0), colors: [deletedColor])) }
      case .updated:
        if let index = movedMarks[change.section + [change.identifier]] {
          after[index].colors.append(updatedColor)
        } else if let frame = change.frameAfter {
          after.append(Mark(frame: pixels(frame), colors: [updatedColor]))
        }
      }
    }
    return (before, after)
  }

  /// A caption over an image on white, in a one-pixel frame, with `marks` outlined over the image and
  /// their badges in a gutter to its right.
  private static func panel(
    _ title: String, _ detail: String, _ image: StraightBitmap, _ marks: [Mark], lineWidth: Double,
    fontSize: Double, badgeSize: Double, badgeHeight: Double
  ) -> some Component {
    let overlay = Static(children: marks.flatMap { outlines($0, lineWidth: lineWidth) })
    let framed = Image(PremultipliedBitmap(image)).overlay { overlay }.background(.white).inset(1)
      .background(CompareArtifact.frame)
    let gutter = badges(marks, fontSize: badgeSize, height: badgeHeight)
    return Stack(.vertical, spacing: (fontSize / 3).rounded()) {
      Label(title, font: .system(size: fontSize, weight: .bold), color: CompareArtifact.titleColor)
      Label(detail, font: .system(size: fontSize * 0.85), color: CompareArtifact.detailColor)
      if let gutter {
        Stack(.horizontal, spacing: badgeGap, align: .start) {
          framed
          gutter
        }
      } else {
        framed
      }
    }
  }

  /// The badges of the marks that have one, each level with its cell's top, or just below the badge
  /// above it where cells side by side (a grid's) or short ones would make them overlap; nil for none.
  private static func badges(_ marks: [Mark], fontSize: Double, height: Double) -> Static? {
    var children: [Static.Child] = []
    var nextFree = 0.0
    // Top to bottom, then in the writing order of a grid's row; the index keeps equal frames in order.
    let labelled = marks.enumerated().filter { $0.element.label != nil }.sorted {
      ($0.element.frame.minY, $0.element.frame.minX, $0.offset)
        < ($1.element.frame.minY, $1.element.frame.minX, $1.offset)
    }
    for (_, mark) in labelled {
      guard let move = mark.label else { continue }
      // One pixel down for the image's frame.
      let y = max(mark.frame.minY + 1, nextFree)
      children.append(Static.Child(position: Point(x: 0, y: y), badge(move, fontSize: fontSize)))
      nextFree = y + height + badgeGap
    }
    return children.isEmpty ? nil : Static(children: children)
  }

  /// One outline per colour, each inside the one before, drawn inside the cell's frame.
  private static func outlines(_ mark: Mark, lineWidth: Double) -> [Static.Child] {
    mark.colors.enumerated().map { index, color in
      let inset = Double(index) * lineWidth
      let width = max(mark.frame.width - 2 * inset, 0)
      let height = max(mark.frame.height - 2 * inset, 0)
      return View().border(color, width: lineWidth).positioned(
        x: mark.frame.minX + inset, y: mark.frame.minY + inset,
        size: RelativeSizeRange(width: .points(width), height: .points(height)))
    }
  }

  /// `3 → 0` in white on blue. The font has no arrow, so the arrow is a path.
  private static func badge(_ move: (from: Int, to: Int), fontSize: Double) -> some Component {
    let arrowWidth = (fontSize * 0.8).rounded()
    var arrow = Path()
    let middle = (fontSize * 0.6).rounded()
    let head = (fontSize * 0.25).rounded()
    arrow.move(to: Point(x: 0, y: middle))
    arrow.line(to: Point(x: arrowWidth, y: middle))
    arrow.move(to: Point(x: arrowWidth - head, y: middle - head))
    arrow.line(to: Point(x: arrowWidth, y: middle))
    arrow.line(to: Point(x: arrowWidth - head, y: middle + head))
    let font = Font.system(size: fontSize, weight: .bold)
    let content = Stack(.horizontal, spacing: (fontSize / 4).rounded(), align: .center) {
      Label("\(move.from)", font: font, color: .white)
      Shape(arrow).stroke(.white, width: max((fontSize / 8).rounded(), 1))
        .size(width: .points(arrowWidth), height: .points(fontSize))
      Label("\(move.to)", font: font, color: .white)
    }
    return
      content
      .inset(EdgeInsets(top: 0, left: (fontSize / 3).rounded(), bottom: 0, right: (fontSize / 3).rounded()))
      .background(movedColor, cornerRadius: (fontSize / 4).rounded())
  }
}
