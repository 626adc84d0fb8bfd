/// What an assertion rendered: the bitmap, and the layout it was painted from when there is one.
///
/// The layout's record (see ``LayoutRecord``) is made on first use, when a reference is written or a
/// mismatch explained: a match never needs it. Its colours come from the display list the bitmap was
/// rendered from when that is at hand, else from painting the layout once more.
final class RenderedSnapshot {
  let bitmap: StraightBitmap
  /// What the accessibility audit found in the rendering; empty when it did not run.
  let accessibilityFindings: [AccessibilityFinding]
  private let layout: Layout?
  private let painting: LayoutPainting?
  private var madeRecord: LayoutRecord??
  private var foundDigest: ContentDigest?

  init(
    bitmap: StraightBitmap, layout: Layout?, painting: LayoutPainting? = nil,
    accessibilityFindings: [AccessibilityFinding] = [], pixelDigest: ContentDigest? = nil
  ) {
    self.bitmap = bitmap
    self.layout = layout
    self.painting = painting
    self.accessibilityFindings = accessibilityFindings
    foundDigest = pixelDigest
  }

  /// The digest of the bitmap's pixels (``ContentDigest/init(pixelsOf:)``): found while straightening
  /// them when this snapshot was rendered here, else on first use.
  var pixelDigest: ContentDigest {
    if let foundDigest { return foundDigest }
    let digest = ContentDigest(pixelsOf: bitmap)
    foundDigest = digest
    return digest
  }

  /// `rendering` with what `audit` finds in it, read from the rendering's own bitmap and layout, and
  /// from `comparison` for text that does not grow.
  ///
  /// Given the rendering's last use, its bitmap becomes straight alpha in its own memory, not a copy,
  /// and the pixel digest is found in the same pass.
  convenience init(
    _ rendering: consuming Rendering, variant: SnapshotVariant, audit: AccessibilityAudit,
    comparison: TextSizeComparison? = nil
  ) {
    // The audit reads the premultiplied pixels, so it runs before they are converted.
    let findings = audit.findings(
      in: rendering, direction: variant.traits.layoutDirection, comparison: comparison)
    let (layout, painting, premultiplied) = (rendering.layout, rendering.painting, rendering.bitmap)
    _ = consume rendering
    let (straight, digest) = (consume premultiplied).straightenedWithDigest()
    self.init(
      bitmap: straight, layout: layout, painting: painting, accessibilityFindings: findings,
      pixelDigest: digest)
  }

  /// The layout's record; nil for a bitmap verified without its layout.
  var record: LayoutRecord? {
    if let madeRecord { return madeRecord }
    let made = layout.map { layout in
      painting.map { LayoutRecord(layout, painting: $0) } ?? LayoutRecord(layout)
    }
    madeRecord = made
    return made
  }

  /// The bitmap as a PNG file, with the layout record in a text entry when there is one, and the
  /// pixels' digest (``PNGPixelDigest``) that lets a later verification match it without decoding. A
  /// record too large for a text entry (tens of thousands of nodes) is left out rather than fail the
  /// recording.
  func pngFile() throws(PNGError) -> [UInt8] {
    let file = try PNGCodec.encode(bitmap, text: storableRecord.map { [$0] } ?? [])
    return PNGPixelDigest.adding(to: file, pixelDigest: pixelDigest)
  }

  /// The record as a PNG text entry, or nil without a layout or when it is too large for one.
  private var storableRecord: PNGTextChunk? {
    (try? record?.pngText()) ?? nil
  }
}
