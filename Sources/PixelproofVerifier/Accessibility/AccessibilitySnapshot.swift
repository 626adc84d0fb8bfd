/// What an accessibility snapshot shows of a component: its elements in reading order, the overlay
/// image (``AccessibilityOverlay``) and the same as text (``AccessibilityTranscript``).
public struct AccessibilitySnapshot: Sendable {
  /// The elements in reading order, with frames in the component's points.
  public let elements: [AccessibilityElement]
  /// The writing direction the component was laid out and read in.
  public let direction: LayoutDirection
  /// The render with the elements outlined and numbered, and the legend beside it.
  public let image: StraightBitmap
  /// The overlay's layout, stored with a recorded image so a mismatch can list what changed in it.
  let overlayLayout: Layout
  /// The overlay's painting, which the stored layout record needs.
  let overlayPainting: LayoutPainting

  /// The transcript: a summary line, then one line per element.
  public var text: String { AccessibilityTranscript.text(of: elements, direction: direction) }

  /// Renders `component` under `traits` at `scale`, reads its elements in `traits`' writing direction,
  /// and draws the overlay at the same scale (in the default traits, so the legend reads the same in
  /// every variant).
  ///
  /// - Parameters:
  ///   - component: what to render.
  ///   - proposal: the space offered to it.
  ///   - scale: pixels per point: 1, 2 or 3.
  ///   - traits: the writing direction, colour scheme and text size the component is rendered in.
  /// - Throws: ``/PixelproofComponents/RenderError`` when the component, or the overlay, cannot be
  ///   rendered (a layout error, an unsupported scale, a size too large for a bitmap).
  public init(
    of component: any Component, in proposal: SizeProposal, scale: Int,
    traits: EnvironmentTraits = EnvironmentTraits()
  ) throws(RenderError) {
    let rendering = try ComponentRenderer.render(component, in: proposal, scale: scale, traits: traits)
    direction = traits.layoutDirection
    elements = rendering.layout.accessibilityElements(direction: direction)
    let overlay = AccessibilityOverlay.component(
      image: rendering.bitmap.straightBitmap(), scale: scale, elements: elements, direction: direction)
    let drawn = try ComponentRenderer.render(overlay, in: .range(.unconstrained), scale: scale)
    image = drawn.bitmap.straightBitmap()
    overlayLayout = drawn.layout
    overlayPainting = drawn.painting
  }
}
