/// What an assertion rendered: the bitmap, and the layout it was painted from when there is one.
///
/// The layout's record (see ``LayoutRecord``) is made on first use, when a reference is written or a
/// mismatch explained: a match never needs it. Its colours come from the display list the bitmap was
/// rendered from when that is at hand, else from painting the layout once more.
///
/// A rendering keeps its premultiplied pixels until something needs them straight, and its accessibility
/// audit waits until its findings are asked for: a match whose reference stored the findings of the same
/// audit of the same layout (``StoredAccessibilityFindings``) takes them from the reference, and neither
/// the audit nor the straightening runs.
final class RenderedSnapshot {
  /// An accessibility audit of the rendering: its settings, the writing direction the rendering was
  /// laid out in, and the rendering at the next smaller text size when the audit compares the two.
  private struct Audit {
    let settings: AccessibilityAudit
    let direction: LayoutDirection
    let comparison: TextSizeComparison?
  }

  /// The accessibility audit's findings, or the audit still to run.
  private enum Findings {
    /// Known without an audit here: given with the bitmap, none (the audit is off), or stored in the
    /// reference.
    case given([AccessibilityFinding])
    /// The audit to run when they are first asked for.
    case pending(Audit)
    /// Found by running the audit.
    case audited([AccessibilityFinding], Audit)
  }

  private var straight: StraightBitmap?
  /// The rendering while its pixels are premultiplied; nil once they are straightened.
  private var rendering: Rendering?
  private var findings: Findings
  /// The layout the bitmap was painted from; nil for a bitmap verified without it.
  let layout: Layout?
  private let painting: LayoutPainting?
  private var madeRecord: LayoutRecord??
  private var foundDigest: ContentDigest?
  /// The bitmap's width and height in pixels.
  let size: (width: Int, height: Int)

  init(
    bitmap: StraightBitmap, layout: Layout?, painting: LayoutPainting? = nil,
    accessibilityFindings: [AccessibilityFinding] = [], pixelDigest: ContentDigest? = nil
  ) {
    straight = bitmap
    size = (bitmap.width, bitmap.height)
    self.layout = layout
    self.painting = painting
    findings = .given(accessibilityFindings)
    foundDigest = pixelDigest
  }

  /// `rendering`, whose findings are what `audit` finds in it, read from the rendering's own
  /// premultiplied bitmap and layout, and from `comparison` for text that does not grow.
  ///
  /// Given the rendering's only copy, its bitmap becomes straight alpha in its own memory, not a copy,
  /// when it is first needed so.
  init(
    _ rendering: Rendering, variant: SnapshotVariant, audit: AccessibilityAudit,
    comparison: TextSizeComparison? = nil
  ) {
    layout = rendering.layout
    painting = rendering.painting
    size = (rendering.bitmap.width, rendering.bitmap.height)
    findings =
      audit.mode == .off
      ? .given([])
      : .pending(Audit(settings: audit, direction: variant.traits.layoutDirection, comparison: comparison))
    self.rendering = rendering
  }

  /// The straight bitmap. A rendering's pixels are straightened in place on first use, after its
  /// audit has run, since the audit reads them premultiplied.
  var bitmap: StraightBitmap {
    if let straight { return straight }
    _ = accessibilityFindings
    guard let rendering = rendering.take() else { preconditionFailure("a snapshot without pixels") }
    let premultiplied = rendering.bitmap
    _ = consume rendering
    let made: StraightBitmap
    if foundDigest == nil {
      let digest: ContentDigest
      (made, digest) = (consume premultiplied).straightenedWithDigest()
      foundDigest = digest
    } else {
      made = (consume premultiplied).straightened()
    }
    straight = made
    return made
  }

  /// What the accessibility audit found in the rendering; empty when it did not run. The audit runs
  /// on first use, unless the reference gave them (``adoptStoredFindings(from:)``).
  var accessibilityFindings: [AccessibilityFinding] {
    switch findings {
    case .given(let found), .audited(let found, _): return found
    case .pending(let audit):
      guard let rendering else { preconditionFailure("the pixels were straightened before the audit") }
      let found = audit.settings.findings(
        in: rendering, direction: audit.direction, comparison: audit.comparison)
      findings = .audited(found, audit)
      return found
    }
  }

  /// The digest of the bitmap's straight pixels (``ContentDigest/init(pixelsOf:)``): found while
  /// straightening them, or read from the premultiplied pixels, which stay as they are.
  var pixelDigest: ContentDigest {
    if let foundDigest { return foundDigest }
    let digest: ContentDigest
    if let straight {
      digest = ContentDigest(pixelsOf: straight)
    } else if let rendering {
      digest = ContentDigest(straightenedPixelsOf: rendering.bitmap)
    } else {
      preconditionFailure("a snapshot without pixels")
    }
    foundDigest = digest
    return digest
  }

  /// Takes the findings that `file`, a reference whose trusted pixel digest is this snapshot's, stores
  /// for the same audit of the same layout, instead of running the audit. Does nothing when the
  /// findings are known already, when the audit compares text sizes with another rendering, or when
  /// the file stores none for this audit and layout.
  func adoptStoredFindings(from file: [UInt8]) {
    guard case .pending(let audit) = findings, audit.comparison == nil, let layout,
      let stored = StoredAccessibilityFindings(in: file),
      stored.inputs
        == StoredAccessibilityFindings.inputs(of: layout, audit: audit.settings, direction: audit.direction)
    else { return }
    findings = .given(stored.findings)
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
    return PNGPixelDigest.adding(to: storingFindings(in: file), pixelDigest: pixelDigest)
  }

  /// `file` with the audit's findings stored in it (``StoredAccessibilityFindings``) when the audit ran
  /// on this rendering alone, not comparing text sizes with another, so that a later match can take
  /// them from the reference.
  private func storingFindings(in file: [UInt8]) -> [UInt8] {
    guard case .audited(let found, let audit) = findings, audit.comparison == nil, let layout else {
      return file
    }
    let stored = StoredAccessibilityFindings(
      inputs: StoredAccessibilityFindings.inputs(
        of: layout, audit: audit.settings, direction: audit.direction),
      findings: found)
    return PNGStoredText.adding(keyword: StoredAccessibilityFindings.keyword, text: stored.text, to: file)
  }

  /// The record as a PNG text entry, or nil without a layout or when it is too large for one.
  private var storableRecord: PNGTextChunk? {
    (try? record?.pngText()) ?? nil
  }
}
