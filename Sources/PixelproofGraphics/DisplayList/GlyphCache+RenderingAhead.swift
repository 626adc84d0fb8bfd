import Synchronization

/// Rendering the coverage of a display list's new glyphs before drawing it, on two cores.
///
/// The first render in a process finds the glyph cache empty, and rendering each glyph's coverage is
/// then the largest part of its time; making the canvas (fresh memory: a page fault every 4 KiB) comes
/// next. A helper thread renders the glyphs the list draws from the cache while this thread makes the
/// canvas (or waits for the one ``CanvasAhead`` makes), then the two share what is left, and drawing
/// finds every glyph cached. A glyph's coverage is
/// a pure function of its key, so which thread rendered it changes no pixel.
extension GlyphCache {
  /// A glyph to render ahead: its key and its outline.
  struct Request: Sendable {
    let key: Key
    let outline: Path
  }

  /// Fewer new glyphs than this are rendered as they are drawn: starting a thread costs about as much as
  /// rendering one glyph.
  static let fewestRenderedAhead = 8

  /// How many of a list's glyphs are looked up before giving up on rendering ahead, when fewer than
  /// ``fewestRenderedAhead`` of them are missing: in a process that has drawn text before, the rest are
  /// then most likely cached too, and looking every glyph up twice (here and when drawing) would cost a
  /// phone screen more in a debug build than the rest of its rasterizing.
  static let glyphsSampled = 64

  /// Runs `meanwhile` on this thread while a helper thread renders the coverage of the glyphs `list`
  /// draws from the cache under `base` that it does not hold yet (``missingGlyphs(of:under:)``); then
  /// renders the rest beside the helper and waits for it.
  ///
  /// When `meanwhile` throws, the glyphs not yet started are left to be rendered when drawn.
  func renderingAhead<Value>(
    glyphsOf list: DisplayList, under base: Transform, meanwhile: () throws -> Value
  ) throws -> Value {
    let missing = missingGlyphs(of: list, under: base)
    guard missing.count >= Self.fewestRenderedAhead else { return try meanwhile() }
    let batch = Batch(missing, cache: self)
    let helper = HelperThread { batch.renderUntilDone() }
    let value: Value
    do {
      value = try meanwhile()
    } catch {
      batch.stop()
      helper?.join()
      throw error
    }
    batch.renderUntilDone()
    helper?.join()
    return value
  }

  /// The glyphs `list` draws from the cache that it does not hold yet (see
  /// ``DisplayList/cachedGlyphs(under:leavingOut:givingUpAfter:)``): after the first render, usually
  /// none, found with one look-up a glyph.
  func missingGlyphs(of list: DisplayList, under base: Transform) -> [Request] {
    lookingUp { contains in
      list.cachedGlyphs(under: base, leavingOut: contains, givingUpAfter: Self.glyphsSampled)
    }
  }

  /// Glyphs that threads take one at a time, each exactly once.
  private final class Batch: Sendable {
    let requests: [Request]
    let cache: GlyphCache
    /// The index of the next glyph to take.
    let next = Atomic<Int>(0)

    init(_ requests: [Request], cache: GlyphCache) {
      self.requests = requests
      self.cache = cache
    }

    func renderUntilDone() {
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < requests.count else { return }
        cache.add(requests[index].key, outline: requests[index].outline)
      }
    }

    /// Leaves the glyphs no thread has taken yet.
    func stop() {
      next.store(requests.count, ordering: .relaxed)
    }
  }
}

extension DisplayList {
  /// The glyphs the list draws from ``GlyphCache`` with points mapped to device pixels by `base`: each
  /// key once, in the order drawn, less those `isLeftOut` picks. Glyphs that are filled from their
  /// outlines, or that rasterizing refuses, are left out; so is everything after a transform that cannot
  /// be applied, where rasterizing stops.
  ///
  /// Empty when the first `sample` glyphs drawn from the cache give fewer than
  /// ``GlyphCache/fewestRenderedAhead`` (see ``GlyphCache/glyphsSampled``).
  func cachedGlyphs(
    under base: Transform, leavingOut isLeftOut: (GlyphCache.Key) -> Bool = { _ in false },
    givingUpAfter sample: Int = .max
  ) -> [GlyphCache.Request] {
    var transforms = [base]
    var requests: [GlyphCache.Request] = []
    var looked = 0
    // Only asked whether it holds a key, never iterated.
    var seen = Set<GlyphCache.Key>()
    for item in items {
      switch item {
      case .beginTransform(let transform):
        let combined = transform.concatenating(transforms[transforms.count - 1])
        guard transform.isFinite, combined.isFinite else { return requests }
        transforms.append(combined)
      case .endTransform where transforms.count > 1:
        transforms.removeLast()
      case .glyphs(let run) where run.size.isFinite && run.size > 0 && run.color.alpha > 0:
        let toDevice = transforms[transforms.count - 1]
        for glyph in run.glyphs where glyph.shape.unitsPerEm > 0 {
          let origin = toDevice.apply(to: glyph.origin)
          guard origin.x.isFinite, origin.y.isFinite,
            let placed = ItemRasterizer.cachedPlacement(
              of: glyph.shape, at: origin, size: run.size, under: toDevice)
          else { continue }
          looked += 1
          if !isLeftOut(placed.key), seen.insert(placed.key).inserted {
            requests.append(GlyphCache.Request(key: placed.key, outline: glyph.shape.outline))
          }
          if looked == sample, requests.count < GlyphCache.fewestRenderedAhead { return [] }
        }
      default:
        break
      }
    }
    return requests
  }
}
