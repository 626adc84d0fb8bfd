/// Glyphs of one colour, each an outline placed at a position and size: text as the display list
/// carries it. The graphics layer knows no fonts; a glyph brings its own outline and a key that names it.
public struct GlyphRun: Sendable, Equatable {
  /// One glyph's outline, shared by every place it is drawn.
  public struct Shape: Sendable, Equatable {
    /// Names the outline uniquely and the same in every process (e.g. the font's name and the glyph's
    /// number): rendered coverage is cached under it.
    public let key: String
    /// In font units, y down, origin on the baseline at the glyph's origin.
    public let outline: Path
    /// Font units per em: an outline drawn at size `s` points is scaled by `s / unitsPerEm`.
    public let unitsPerEm: Int

    /// An outline named by `key`, in font units of a font with `unitsPerEm` units per em.
    public init(key: String, outline: Path, unitsPerEm: Int) {
      self.key = key
      self.outline = outline
      self.unitsPerEm = unitsPerEm
    }
  }

  /// A glyph placed on the page.
  public struct Glyph: Sendable, Equatable {
    /// The glyph's outline.
    public let shape: Shape
    /// The glyph's origin (on the baseline), in points.
    public let origin: Point

    /// `shape` with its origin at `origin`.
    public init(shape: Shape, origin: Point) {
      self.shape = shape
      self.origin = origin
    }
  }

  /// The glyphs, each with its own position.
  public let glyphs: [Glyph]
  /// The font size in points: the em square's height.
  public let size: Double
  /// The colour every glyph is filled with.
  public let color: Color

  /// Glyphs at `size` points, filled with `color`.
  public init(glyphs: [Glyph], size: Double, color: Color) {
    self.glyphs = glyphs
    self.size = size
    self.color = color
  }
}
