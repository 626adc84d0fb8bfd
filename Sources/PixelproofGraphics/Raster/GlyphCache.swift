import Synchronization

/// Rendered glyph coverage, shared by every render in the process.
///
/// An entry is a pure function of its key (the outline, its scale to device pixels and its position
/// within a pixel to a quarter of a pixel), so a glyph looks the same whether its coverage was just
/// rendered or found here, and results never depend on the order glyphs were drawn in. The cache is only
/// ever looked up, never iterated.
final class GlyphCache: Sendable {
  static let shared = GlyphCache()

  /// Quarter-pixel steps: a glyph lands within 1/8 px of where layout put it.
  static let subpixelSteps = 4

  struct Key: Hashable {
    let shape: String
    /// Device pixels per font unit.
    let scale: Double
    /// The glyph's position inside its pixel, in quarters of a pixel.
    let subpixelX: Int
    let subpixelY: Int
  }

  /// Coverage of the glyph drawn with its origin at device pixel (0, 0) plus the sub-pixel offset;
  /// `frame` places the mask relative to that pixel.
  struct Entry: Sendable, Equatable {
    let mask: AlphaMask
    let frame: PixelRect
  }

  /// Glyphs larger than this many device pixels to the em are not cached: their masks would be large,
  /// and a clipped direct fill draws only what is visible.
  static let largestCachedEm = 256.0

  /// Past this many entries the cache starts again empty, which bounds its memory; being a pure
  /// function of each key, a dropped entry renders the same when it is needed again.
  static let capacity = 20_000

  private let entries = Mutex<[Key: Entry]>([:])

  /// The coverage of the glyph under `key`: cached, or rendered from `outline` and cached. Its result may
  /// be dropped by a caller that only fills the cache.
  @discardableResult
  func entry(for key: Key, outline: Path) -> Entry {
    if let found = entries.withLock({ $0[key] }) { return found }
    return add(key, outline: outline)
  }

  /// Renders the coverage of `key` and stores it.
  @discardableResult
  func add(_ key: Key, outline: Path) -> Entry {
    let entry = Self.render(outline, key: key)
    entries.withLock { entries in
      if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = entry
    }
    return entry
  }

  /// Whether the coverage of `key` is cached.
  func contains(_ key: Key) -> Bool {
    lookingUp { $0(key) }
  }

  /// What `body` finds, given whether the cache holds a key, with the cache locked throughout: one lock
  /// for many look-ups.
  func lookingUp<Found: Sendable>(_ body: (_ contains: (Key) -> Bool) -> Found) -> Found {
    entries.withLock { entries in body { entries[$0] != nil } }
  }

  /// How many glyphs' coverage the cache holds.
  var count: Int { entries.withLock { $0.count } }

  /// Empties the cache, so that the next draw of every glyph renders its coverage again.
  func removeAll() {
    entries.withLock { $0.removeAll() }
  }

  private static func render(_ outline: Path, key: Key) -> Entry {
    let step = 1 / Double(subpixelSteps)
    let placed = outline.applying(
      Transform.scale(key.scale).concatenating(
        .translation(x: Double(key.subpixelX) * step, y: Double(key.subpixelY) * step)))
    guard let bounds = placed.controlPointBounds.flatMap(PixelRect.enclosing), !bounds.isEmpty,
      placed.isWithin(Rasterizer.coordinateLimit)
    else { return Entry(mask: AlphaMask(width: 0, height: 0), frame: .empty) }
    return Entry(mask: Rasterizer.coverageMask(of: placed, rule: .nonZero, over: bounds), frame: bounds)
  }
}
