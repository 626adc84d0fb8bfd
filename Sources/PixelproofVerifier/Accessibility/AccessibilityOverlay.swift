/// The image of an accessibility snapshot as a component tree: the render with every element tinted,
/// outlined and numbered in its reading order (a badge on its leading top corner), and beside it (to
/// the right, or below a render wider than tall) the legend of each number's label, traits and hint.
/// Made of Pixelproof's own components and text, so it renders to the same pixels everywhere.
public enum AccessibilityOverlay {
  /// Space around and between the render and the legend, in points.
  static let gap = 16.0
  /// The legend's width beside a render, in points.
  static let legendWidth = 260.0
  /// The narrowest legend below a wide render, in points.
  static let narrowestLegend = 200.0
  /// Outline width, in points.
  static let lineWidth = 1.0
  static let background = Color.white
  static let frame = Color(hex: 0xC7C7CC)

  /// The overlay of `elements` on `image`, laid out in points: render it at `scale` to keep one image
  /// pixel per output pixel.
  ///
  /// - Parameters:
  ///   - image: the component as rendered, at `scale` pixels per point.
  ///   - scale: pixels per point of `image`.
  ///   - elements: the elements in reading order, with frames in the render's points.
  ///   - direction: the writing direction: badges sit on each element's leading top corner, and the
  ///     legend says which way the elements were read.
  public static func component(
    image: StraightBitmap, scale: Int, elements: [AccessibilityElement], direction: LayoutDirection
  ) -> any Component {
    // Badges on an element at the render's edge reach half a badge past it, so the marks are laid over
    // the framed render with that much room around it; the outer margin is smaller by as much.
    let room = AccessibilityBadge.size / 2
    let origin = room + lineWidth
    let marks = Static(
      children: elements.enumerated().flatMap { index, element in
        self.marks(
          number: index + 1,
          Rect(origin: element.frame.origin + Point(x: origin, y: origin), size: element.frame.size),
          direction: direction)
      })
    // White under the render, as a reviewer sees a transparent one elsewhere, not the frame's grey.
    let render = Image(PremultipliedBitmap(image), scale: Double(scale)).sampling(.nearest)
      .background(background)
      .inset(lineWidth)
      .background(frame)
      .inset(room)
      .overlay { marks }
    let width = Double(image.width) / Double(scale)
    let height = Double(image.height) / Double(scale)
    let below = width > height
    let legend = AccessibilityLegend(elements: elements, direction: direction).body
      .size(width: .points(below ? max(width + 2 * lineWidth, narrowestLegend) : legendWidth))
    let content: any Component =
      below
      ? Stack(.vertical, spacing: gap - room) {
        render
        legend.inset(top: 0, left: room, bottom: room, right: room)
      }
      : Stack(.horizontal, spacing: gap - room) {
        render
        legend.inset(top: room, left: 0, bottom: room, right: room)
      }
    return content.inset(gap - room).background(background)
  }

  /// The tint and outline over `frame`, then the number's badge centred on its leading top corner, where
  /// it hides as little of the element's content as it can.
  private static func marks(number: Int, _ frame: Rect, direction: LayoutDirection) -> [Static.Child] {
    let color = AccessibilityPalette.color(number)
    let outline = View(AccessibilityPalette.tint(color)).border(color, width: lineWidth).positioned(
      x: frame.minX, y: frame.minY,
      size: RelativeSizeRange(width: .points(frame.width), height: .points(frame.height)))
    // A row from half a badge before the element to half a badge after it puts the badge's centre on
    // the leading corner in either direction, without measuring the badge here.
    let half = AccessibilityBadge.size / 2
    let row = Stack(.horizontal, justify: direction == .leftToRight ? .start : .end) {
      AccessibilityBadge(number: number).body
    }
    return [
      outline,
      row.positioned(
        x: frame.minX - half, y: frame.minY - half,
        size: RelativeSizeRange(width: .points(frame.width + 2 * half), height: .auto)),
    ]
  }
}
