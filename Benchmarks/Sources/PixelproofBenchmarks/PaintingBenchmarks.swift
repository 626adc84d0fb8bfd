@_spi(Benchmarks) import PixelproofGraphics
import GalleryExamples
import PixelproofVerifier

/// Times each painting feature over the whole 1170 x 2532 px screen, then whole phone screens stage by
/// stage, each next to `memset` of a buffer the size of the bitmap, measured in the same run.
///
/// Every figure's bitmap is rendered and checked once before it is timed (a pixel that must be the fill
/// colour, a blurred edge that must be partly covered…); a figure whose check fails is reported and not
/// timed, so the table never shows the time of a paint that drew nothing.
struct PaintingBenchmarks {
  /// A phone screen, rendered whole at 3x.
  private struct Screen {
    let name: String
    let component: any Component
  }

  /// A figure that was not timed, and why.
  struct Unchecked {
    let name: String
    let reason: String
  }

  static let width = 1170
  static let height = 2532

  let stopwatch: Stopwatch

  /// Runs and prints the painting figures.
  ///
  /// - Returns: the figures whose check failed, which were not timed.
  /// - Throws: when a display list or a screen cannot be rendered at all.
  func run() throws -> [Unchecked] {
    // STEP 1: the baseline, on a buffer as large as the bitmap.
    let buffers = BaselineBuffers(byteCount: Self.width * Self.height * 4)
    var fillValue: UInt8 = 0
    let memsetTime = stopwatch.measure("memset (baseline)") {
      fillValue &+= 1
      return buffers.fill(with: fillValue)
    }
    let memset = (name: "memset", time: memsetTime)
    var rows: [BenchmarkRow] = [(memsetTime, nil)]
    var unchecked: [Unchecked] = []

    // STEP 2: the opaque fill alone, into a bitmap that already exists, as memset fills its buffer.
    var canvas = try PremultipliedBitmap(width: Self.width, height: Self.height)
    var fillColor = PaintingCases.blue
    let screenPixels = Rect(x: 0, y: 0, width: Double(Self.width), height: Double(Self.height))
    let fillTime = stopwatch.measure("fillRect, opaque, into an existing bitmap") {
      fillColor.red &+= 1
      Rasterizer.fill(screenPixels, with: fillColor, into: &canvas)
      return canvas.pixels.middleByte
    }
    if let reason = PixelCheck(canvas).expect(x: 585, y: 1266, equals: fillColor) {
      unchecked.append(Unchecked(name: "fillRect, opaque, into an existing bitmap", reason: reason))
    } else {
      rows.append((fillTime, memset))
    }

    // STEP 3: one feature at a time, over the whole screen.
    for feature in PaintingCases.all {
      let render = {
        try DisplayListRasterizer.rasterize(
          feature.list, width: Self.width, height: Self.height, scale: PaintingCases.scale)
      }
      let bitmap = try render()
      let size = PixelCheck(bitmap).expectSize(width: Self.width, height: Self.height)
      if let reason = size ?? feature.check(bitmap) {
        unchecked.append(Unchecked(name: feature.name, reason: reason))
        continue
      }
      rows.append((try stopwatch.measure(feature.name) { try render().pixels.middleByte }, memset))
    }

    // STEP 4: whole screens, stage by stage, then layout to bitmap as one figure.
    let screens = [
      Screen(name: "ShowcaseScreen", component: ShowcaseScreen()),
      Screen(name: "FeedScreen", component: FeedScreen()),
    ]
    for screen in screens {
      let proposal = SizeProposal.fixed(width: 390, height: 844)
      let rendering = try ComponentRenderer.render(screen.component, in: proposal, scale: 3)
      let pixels = PixelCheck(rendering.bitmap)
      // The screens paint an opaque background under everything: no corner may be left transparent.
      if let reason = pixels.expectSize(width: Self.width, height: Self.height)
        ?? pixels.expectAlpha(x: 0, y: 0, in: 255...255, why: "an opaque screen")
        ?? pixels.expectAlpha(x: Self.width - 1, y: Self.height - 1, in: 255...255, why: "an opaque screen")
      {
        unchecked.append(Unchecked(name: screen.name, reason: reason))
        continue
      }
      let layout = rendering.layout
      let displayList = layout.displayList()
      rows += [
        (
          try stopwatch.measure("\(screen.name): layout") {
            UInt64(try ComponentRenderer.layout(screen.component, in: proposal, scale: 3).children.count)
          }, nil
        ),
        (
          stopwatch.measure("\(screen.name): layout.displayList()") {
            UInt64(layout.displayList().items.count)
          }, nil
        ),
        (
          try stopwatch.measure("\(screen.name): rasterize (\(displayList.items.count) items)") {
            try DisplayListRasterizer.rasterize(displayList, width: Self.width, height: Self.height, scale: 3)
              .pixels.middleByte
          }, memset
        ),
        (
          try stopwatch.measure("\(screen.name): layout + paint + rasterize") {
            try ComponentRenderer.render(screen.component, in: proposal, scale: 3).bitmap.pixels.middleByte
          }, memset
        ),
      ]
      rows += try ScreenCostBreakdown.rows(
        screen: screen.name, list: displayList, width: Self.width, height: Self.height, scale: 3,
        stopwatch: stopwatch, memset: memset)
    }

    // STEP 5: the report.
    print(
      "Painting at \(Self.width) x \(Self.height) px (390 x 844 pt at 3x), each feature alone over the "
        + "whole screen, against memset of the same \(Self.width * Self.height * 4) bytes")
    print(
      "\(stopwatch.iterations) counted iterations per figure after \(stopwatch.warmUpIterations) warm-up "
        + "iterations; every figure but memset and the fill into an existing bitmap includes "
        + "allocating its canvas")
    print()
    printTable(rows)
    for figure in unchecked {
      print("NOT TIMED  \(figure.name): its bitmap failed the check: \(figure.reason)")
    }
    print()
    print("digest (keeps the optimizer honest): \(rows.reduce(UInt64(0)) { $0 &+ $1.0.digest })")
    return unchecked
  }
}

/// Some painting or text figures drew or laid out something other than their work, so they were not timed.
struct UncheckedFigures: Error, CustomStringConvertible {
  let names: [String]

  var description: String { "not timed, their results failed the check: \(names.joined(separator: ", "))" }
}
