/// A component laid out, painted and rasterized.
public struct Rendering: Sendable {
  /// The layout tree the display list was painted from.
  public let layout: Layout
  /// The layout painted: the display list the bitmap was rasterized from, and the node each item came from.
  public let painting: LayoutPainting
  /// The rasterized pixels.
  public let bitmap: PremultipliedBitmap
  /// Pixels per point: 1, 2 or 3.
  public let scale: Int
}

/// Something that stops a component from becoming a bitmap.
public enum RenderError: Error, CustomStringConvertible {
  /// A scale other than 1, 2 or 3.
  case invalidScale(Int)
  /// A proposal with a NaN or negative size, or a minimum above its maximum.
  case invalidProposal(SizeProposal)
  /// The component tree could not be laid out.
  case layout(LayoutError)
  /// The layout's size in pixels is beyond `BitmapLimits`.
  case unrenderableSize(points: Size, scale: Int)
  /// The layout's height in pixels is beyond `BitmapLimits` because of the list it holds, whose first
  /// cells would fit.
  case unrenderableList(points: Size, scale: Int, fit: ListBitmapFit)
  /// The display list could not be rasterized.
  case rasterizing(DisplayListRasterizer.Failure)

  /// What went wrong, as a sentence for a failure message.
  public var description: String {
    switch self {
    case .invalidScale(let scale): "scale \(scale) is not supported; use 1, 2 or 3"
    case .invalidProposal(let proposal):
      "the proposed size \(proposal) is invalid: sizes must not be NaN or negative, and the minimum "
        + "must not exceed the maximum"
    case .layout(let error): "layout failed: \(error)"
    case .unrenderableSize(let points, let scale):
      Self.unrenderable(points, scale) + "give it a size or a fixed proposal"
    case .unrenderableList(let points, let scale, let fit): Self.unrenderable(points, scale) + fit.advice
    case .rasterizing(let failure): "rasterizing failed: \(failure)"
    }
  }

  private static func unrenderable(_ points: Size, _ scale: Int) -> String {
    "the component laid out to \(points) points, which at scale \(scale) is not a bitmap size Pixelproof "
      + "renders (each side 1...\(BitmapLimits.maxDimension) px); "
  }
}

/// Renders components: lays a tree out, paints the layout into a display list and rasterizes that into
/// a bitmap.
public enum ComponentRenderer {
  /// The scales a snapshot can be rendered at.
  public static let supportedScales = 1...3

  /// Lays `component` out in `proposal` at `scale`, with the root's parent size being the proposal's maximum.
  ///
  /// Layout runs on a thread of its own with a 1 GiB stack and stops at
  /// ``LayoutEnvironment/defaultMaximumDepth`` levels (nested flexboxes and their children included), so
  /// a deep tree gives an error rather than a stack overflow, and the layout returned is shallow enough
  /// to release on any thread.
  ///
  /// - Parameters:
  ///   - component: the root of the tree to lay out.
  ///   - proposal: the space offered to the root, e.g. `.width(375)`.
  ///   - scale: pixels per point: 1, 2 or 3.
  ///   - traits: the writing direction, colour scheme and text size the tree is laid out under; the
  ///     defaults are left to right, light, and text at the sizes it was given.
  /// - Throws: ``RenderError`` for an unsupported scale, an invalid proposal, or a layout error
  ///   (including a tree deeper than ``LayoutEnvironment/defaultMaximumDepth``).
  public static func layout(
    _ component: any Component, in proposal: SizeProposal, scale: Int = 1,
    traits: EnvironmentTraits = EnvironmentTraits()
  ) throws(RenderError) -> Layout {
    let grid = try pixelGrid(scale)
    return try onLayoutThread(component) { () throws(RenderError) in
      try layoutHere(component, in: proposal, grid: grid, traits: traits)
    }
  }

  /// Lays out, paints and rasterizes `component`. The bitmap is the layout's size times `scale`, rounded
  /// up to whole pixels and at least one pixel each way, transparent where nothing is painted. All three run on a thread with a large
  /// stack, as in ``layout(_:in:scale:traits:)``.
  ///
  /// - Parameters:
  ///   - component: the root of the tree to render.
  ///   - proposal: the space offered to the root, e.g. `.width(375)`.
  ///   - scale: pixels per point: 1, 2 or 3.
  ///   - traits: the writing direction, colour scheme and text size the tree is laid out under.
  /// - Throws: ``RenderError``.
  public static func render(
    _ component: any Component, in proposal: SizeProposal, scale: Int = 1,
    traits: EnvironmentTraits = EnvironmentTraits()
  ) throws(RenderError) -> Rendering {
    let grid = try pixelGrid(scale)
    let canvasAhead = canvasAhead(for: proposal, grid: grid)
    return try onLayoutThread(component) { () throws(RenderError) in
      let layout = try layoutHere(component, in: proposal, grid: grid, traits: traits)
      // A length beyond the limits is Int.max, which `BitmapLimits` refuses. A length of zero is one
      // pixel: an empty list at `.width(…)` is an empty state, a screen worth a snapshot.
      let width = grid.bitmapLength(layout.size.width).map { max($0, 1) } ?? Int.max
      let height = grid.bitmapLength(layout.size.height).map { max($0, 1) } ?? Int.max
      guard BitmapLimits.accepts(width: width, height: height) else {
        if let fit = ListBitmapFit.of(layout, grid: grid) {
          throw .unrenderableList(points: layout.size, scale: scale, fit: fit)
        }
        throw .unrenderableSize(points: layout.size, scale: scale)
      }
      let painting = layout.painting()
      do {
        let bitmap = try DisplayListRasterizer.rasterize(
          painting.displayList, width: width, height: height, grid: grid, canvasAhead: canvasAhead)
        return Rendering(layout: layout, painting: painting, bitmap: bitmap, scale: scale)
      } catch let failure as DisplayListRasterizer.Failure {
        throw .rasterizing(failure)
      } catch {
        throw .unrenderableSize(points: layout.size, scale: scale)
      }
    }
  }

  /// `work` on the layout thread (see ``LayoutThread``); an error naming `component` if that thread
  /// cannot be started.
  private static func onLayoutThread<Value>(
    _ component: any Component, _ work: () throws(RenderError) -> Value
  ) throws(RenderError) -> Value {
    try LayoutThread.run(work) { code in
      .layout(
        LayoutError(
          component: component.kindName,
          reason: "the system could not start a thread with a \(LayoutThread.stackSizes.last! >> 20) MiB "
            + "stack to lay it out on (pthread_create error \(code))"))
    }
  }

  /// For a process's first fixed proposal, whose size a layout takes, its canvas made on a helper thread
  /// while the layout thread lays out and paints (see ``CanvasAhead``); nil otherwise.
  private static func canvasAhead(for proposal: SizeProposal, grid: PixelGrid) -> CanvasAhead? {
    guard case .fixed(let width, let height) = proposal, let pixelWidth = grid.bitmapLength(width),
      let pixelHeight = grid.bitmapLength(height)
    else { return nil }
    return CanvasAhead.forFirstCanvas(width: pixelWidth, height: pixelHeight)
  }

  /// The grid of `scale`, the one place a snapshot's scale is checked.
  private static func pixelGrid(_ scale: Int) throws(RenderError) -> PixelGrid {
    guard supportedScales.contains(scale) else { throw .invalidScale(scale) }
    return PixelGrid(scale: Double(scale))
  }

  /// The layout on `grid`, computed on the calling thread.
  private static func layoutHere(
    _ component: any Component, in proposal: SizeProposal, grid: PixelGrid, traits: EnvironmentTraits
  ) throws(RenderError) -> Layout {
    let range = proposal.sizeRange
    let values = [range.min.width, range.min.height, range.max.width, range.max.height]
    guard values.allSatisfy({ !$0.isNaN && $0 >= 0 }), range.min.width <= range.max.width,
      range.min.height <= range.max.height, range.min.width.isFinite, range.min.height.isFinite
    else { throw .invalidProposal(proposal) }
    let parent = ParentSize(finiteMaximumOf: range)
    var environment = LayoutEnvironment()
    environment.pixelGrid = grid
    environment.traits = traits
    do {
      return try component.layoutThatFits(range, parentSize: parent, environment: environment)
    } catch {
      throw .layout(error)
    }
  }
}
