import ArgumentParser
import Foundation
import GalleryExamples
import PixelproofVerifier

/// Times each stage of the snapshot pipeline on a phone screen at 3x, next to baselines measured on the
/// same machine in the same run: `memset` and `memcmp` of a buffer the size of the bitmap, and libpng's
/// own decode of the same PNG. Then times each painting feature at full-screen size and whole phone
/// screens (see ``PaintingBenchmarks``), text drawn and laid out (see ``TextBenchmarks``), lists whole and
/// in a window (see ``ListBenchmarks``), list diffs next to Swift's `CollectionDifference` (see
/// ``DiffBenchmarks``), and Stack and Flexbox layout of synthetic trees, optionally next to Yoga on the same
/// trees.
@main
struct BenchmarkCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pixelproof-benchmarks",
    abstract: "Time layout, painting, PNG coding, comparison and verification of a 1170 x 2532 px scene.",
    discussion: """
      Build in release: swift build -c release --product pixelproof-benchmarks. Every stage runs \
      \(warmUpIterations) uncounted warm-up iterations first; the first one records the reference that \
      the end-to-end verification then matches. Each painting figure's bitmap is checked once before it \
      is timed; one that fails is not timed, and the command exits with an error naming it. The layout \
      trees (wide, deep, nested) are compared with Yoga when --yoga-python names a Python with \
      yoga-python installed.
      """)

  /// Uncounted iterations before each stage: they fault in memory and record the reference.
  static let warmUpIterations = 2

  @Option(help: "Counted iterations per stage.")
  var iterations = 15

  @Option(parsing: .upToNextOption, help: "Node counts of the layout trees, each in every shape.")
  var sizes = [1000, 10000, 100000]

  @Option(parsing: .upToNextOption, help: "Shapes of the layout trees.")
  var shapes = TreeShape.allCases

  @Option(parsing: .upToNextOption, help: "Containers of the layout trees.")
  var containers = LayoutContainer.allCases

  @Option(help: "A Python with yoga-python installed: time Yoga on the same layout trees.")
  var yogaPython: String?

  @Option(help: "The Yoga side of the layout benchmark.")
  var yogaScript = YogaBenchmark.defaultScript

  @Option(
    help: "A Python with pyoxipng installed: compare reference files' size and writing time with oxipng's.")
  var oxipngPython: String?

  @Option(help: "The oxipng side of the reference-size benchmark.")
  var oxipngScript = OxipngBenchmark.defaultScript

  @Flag(help: "Run only the reference files' size and writing time (the gallery and the phone screen).")
  var referencesOnly = false

  @Flag(
    help: ArgumentHelp(
      "Run only the phone screen's pipeline: its stages, the verify path with and without the "
        + "accessibility audit, and the cold start."))
  var pipelineOnly = false

  @Flag(help: "Run only the layout trees, not the snapshot pipeline or the painting figures.")
  var layoutOnly = false

  @Flag(help: "Run only the painting figures: each feature at full-screen size, and whole screens.")
  var paintingOnly = false

  @Flag(help: "Run only the text figures: glyphs drawn cold and cached, a paragraph laid out cold and warm.")
  var textOnly = false

  @Flag(help: "Run only the shaping figures: the shaping corpus's Latin and Arabic strings, in glyphs/s.")
  var shapingOnly = false

  @Option(help: "A Python with uharfbuzz installed: time HarfBuzz on the same strings with --shaping-only.")
  var harfbuzzPython: String?

  @Flag(help: "Run only the list figures: a 1,000-cell list whole, one screen of a 10,000-cell list.")
  var listsOnly = false

  @Flag(help: "Run only the list diffs: ListDiff next to Swift's CollectionDifference.")
  var diffOnly = false

  @Option(parsing: .upToNextOption, help: "Item counts of the diffed lists.")
  var diffSizes = [10_000, 100_000, 1_000_000]

  @Option(help: "Run CollectionDifference only where the edits are at most this many (its time is O(n·d)).")
  var maxMyersEdits = 5_000

  @Flag(help: "Run only the per-snapshot figures: verify, record and mismatch reports of each scene.")
  var snapshotOnly = false

  @Option(parsing: .upToNextOption, help: "The scenes of the per-snapshot figures.")
  var scenes = SnapshotBenchmarks.SceneName.allCases

  @Option(
    parsing: .upToNextOption, help: "With --snapshot-only: the figures to measure (fewer, to profile one).")
  var figures = SnapshotBenchmarks.Figure.allCases

  @Flag(help: "With --snapshot-only: time wall-clock time, not the process's CPU time.")
  var wallClock = false

  @Flag(help: "With --snapshot-only: print each figure's stage, a tab and its median ms, and nothing else.")
  var tabSeparated = false

  @Option(
    help: ArgumentHelp(
      "With --snapshot-only: also run the figures in this debug build of the benchmark, and print both "
        + "builds' medians side by side with their ratio.", valueName: "executable"))
  var debugBuild: String?

  @Option(
    help: ArgumentHelp(
      "With --debug-build: measure both builds this many times, taking turns; with --yoga-python, the "
        + "layout trees and Yoga. Prints the median of each figure's medians: a machine whose speed "
        + "drifts then slows both sides alike."))
  var rounds = 1

  @Option(help: "New processes that each time their first verification against a warm one (0: none).")
  var coldStartProcesses = 5

  @Option(
    help: ArgumentHelp(
      "Verify the phone screen against <folder>/Benchmark/feedScreen@3x.png in this process --verifications "
        + "times; print the first's and the warm median's nanoseconds (for the cold start, and for "
        + "/usr/bin/time -v or callgrind). A missing reference is recorded.",
      valueName: "folder"))
  var verifyInNewProcess: String?

  @Option(
    help: ArgumentHelp(
      "How many times --verify-in-new-process verifies: the first, then the warm ones (0: none, the "
        + "process's start alone)."))
  var verifications = 6

  @Option(
    help: ArgumentHelp("Write a solid-colour PNG of --solid-size px square to <path>.", valueName: "path"))
  var writeSolidPNG: String?

  @Option(help: "The side of the --write-solid-png image in pixels.")
  var solidSize = 8192

  func validate() throws {
    let exclusive = [
      layoutOnly, paintingOnly, textOnly, shapingOnly, listsOnly, diffOnly, snapshotOnly, referencesOnly,
      pipelineOnly,
    ]
    guard exclusive.filter({ $0 }).count <= 1 else {
      throw ValidationError(
        "--layout-only, --painting-only, --text-only, --shaping-only, --lists-only, --diff-only, --snapshot-only, "
          + "--references-only and --pipeline-only exclude each other")
    }
    guard snapshotOnly || (!tabSeparated && debugBuild == nil && !wallClock) else {
      throw ValidationError("--tab-separated, --wall-clock and --debug-build go with --snapshot-only")
    }
    guard diffSizes.allSatisfy({ $0 >= 100 }) else {
      throw ValidationError("every --diff-sizes value must be at least 100")
    }
    guard iterations >= 1 else { throw ValidationError("--iterations must be at least 1") }
    guard rounds >= 1 else { throw ValidationError("--rounds must be at least 1") }
    guard rounds == 1 || debugBuild != nil || yogaPython != nil else {
      throw ValidationError("--rounds goes with --debug-build or --yoga-python")
    }
    guard sizes.allSatisfy({ $0 >= 2 }) else {
      throw ValidationError("every --sizes value must be at least 2")
    }
    guard Set(sizes).count == sizes.count else { throw ValidationError("--sizes has a value twice") }
    guard verifications >= 0 else { throw ValidationError("--verifications must be at least 0") }
  }

  func run() throws {
    if let folder = verifyInNewProcess {
      let (first, warm) = try VerifyBenchmarks.verifyInThisProcess(folder: folder, count: verifications)
      print(first, warm)
      return
    }
    if let path = writeSolidPNG {
      try PixelproofBenchmarks.writeSolidPNG(to: path, size: solidSize)
      return
    }
    let everything =
      !layoutOnly && !paintingOnly && !textOnly && !shapingOnly && !listsOnly && !diffOnly && !snapshotOnly
      && !referencesOnly && !pipelineOnly
    let stopwatch = Stopwatch(iterations: iterations, warmUpIterations: Self.warmUpIterations)
    if snapshotOnly {
      var snapshotStopwatch = stopwatch
      snapshotStopwatch.countsCPUTime = !wallClock
      try runSnapshotFigures(stopwatch: snapshotStopwatch)
      return
    }
    if everything || pipelineOnly {
      try runPipeline()
      if pipelineOnly { return }
      print()
    }
    var unchecked: [PaintingBenchmarks.Unchecked] = []
    if everything || paintingOnly {
      unchecked += try PaintingBenchmarks(stopwatch: stopwatch).run()
      if everything { print() }
    }
    if everything || textOnly {
      unchecked += try TextBenchmarks(stopwatch: stopwatch).run()
      if everything { print() }
    }
    if everything || shapingOnly {
      let harfBuzz = harfbuzzPython.map {
        PeerScript(python: $0, script: PeerScript.inSourceTree("harfbuzz-shaping-benchmark.py"))
      }
      try ShapingBenchmarks(stopwatch: stopwatch, harfBuzz: harfBuzz).run()
      try TextLayoutByScriptBenchmarks(stopwatch: stopwatch).run()
      if everything { print() }
    }
    if everything || listsOnly {
      unchecked += try ListBenchmarks(stopwatch: stopwatch).run()
      if everything { print() }
    }
    if everything || referencesOnly {
      let oxipng = oxipngPython.map { OxipngBenchmark(script: PeerScript(python: $0, script: oxipngScript)) }
      try ReferenceSizeBenchmarks(stopwatch: stopwatch, oxipng: oxipng).run()
      if everything { print() }
    }
    if everything || diffOnly {
      try DiffBenchmarks(stopwatch: stopwatch, sizes: diffSizes, maximumMyersEdits: maxMyersEdits).run()
      if everything { print() }
    }
    if everything || layoutOnly { try runLayoutTrees() }
    guard unchecked.isEmpty else { throw UncheckedFigures(names: unchecked.map(\.name)) }
  }

  /// The per-snapshot figures of this build, alone or beside a debug build's.
  private func runSnapshotFigures(stopwatch: Stopwatch) throws {
    let measurements = try SnapshotBenchmarks(stopwatch: stopwatch, figures: figures).measure(scenes)
    if tabSeparated {
      SnapshotBenchmarks.printTabSeparated(measurements)
      return
    }
    let build = SnapshotBenchmarks.isDebugBuild ? "debug" : "release"
    print(
      "Per-snapshot figures (\(wallClock ? "wall-clock" : "CPU") time of the process), \(iterations) counted "
        + "iterations after \(Self.warmUpIterations) warm-up ones")
    guard let debugBuild else {
      print("this build: \(build)")
      printTable(measurements.map { ($0, nil) })
      return
    }
    if SnapshotBenchmarks.isDebugBuild {
      print("warning: this build is a debug build too; the ratios compare two debug builds")
    }
    let arguments =
      ["--snapshot-only", "--tab-separated", "--iterations", "\(iterations)", "--scenes"]
      + scenes.map(\.rawValue) + ["--figures"] + figures.map(\.rawValue) + (wallClock ? ["--wall-clock"] : [])
    var release = [measurements]
    var debug: [[String: Double]] = []
    for round in 0..<rounds {
      if round > 0 {
        release.append(try SnapshotBenchmarks(stopwatch: stopwatch, figures: figures).measure(scenes))
      }
      debug.append(try SnapshotBenchmarks.medians(ofDebugBuild: debugBuild, arguments: arguments))
    }
    if rounds > 1 { print("each figure: the median of \(rounds) rounds, the builds taking turns") }
    try SnapshotBenchmarks.printSideBySide(release: release, debug: debug)
  }

  /// The snapshot pipeline, stage by stage, and its baselines.
  private func runPipeline() throws {
    let scene = BenchmarkScene()
    let stopwatch = Stopwatch(iterations: iterations, warmUpIterations: Self.warmUpIterations)

    // STEP 1: each stage's input, made once, checked to be the size the benchmark promises.
    let layout = try ComponentRenderer.layout(scene.component, in: scene.proposal, scale: scene.scale)
    let displayList = layout.displayList()
    let bitmap = try DisplayListRasterizer.rasterize(
      displayList, width: scene.width, height: scene.height, scale: Double(scene.scale))
    guard bitmap.width == scene.width, bitmap.height == scene.height else {
      throw ValidationError("the scene rendered at \(bitmap.width) x \(bitmap.height) px")
    }
    let image = bitmap.straightBitmap()
    let png = try PNGCodec.encode(image)
    let decoded = try PNGCodec.decode(png)
    guard decoded == image else { throw ValidationError("the PNG round trip changed the pixels") }
    let changed = image.changingCentrePixel()

    // STEP 2: the pipeline, stage by stage.
    let layoutTime = try stopwatch.measure("layout") {
      let laidOut = try ComponentRenderer.layout(scene.component, in: scene.proposal, scale: scene.scale)
      return UInt64(laidOut.children.count)
    }
    let displayListTime = stopwatch.measure("layout.displayList()") {
      UInt64(layout.displayList().items.count)
    }
    let paintTime = try stopwatch.measure("paint + rasterize") {
      let painted = try DisplayListRasterizer.rasterize(
        layout.displayList(), width: scene.width, height: scene.height, scale: Double(scene.scale))
      return painted.pixels.middleByte
    }
    let renderTime = try stopwatch.measure("full render") {
      let rendering = try ComponentRenderer.render(scene.component, in: scene.proposal, scale: scene.scale)
      return rendering.bitmap.pixels.middleByte
    }
    let imageTime = stopwatch.measure("bitmap.straightBitmap()") { bitmap.straightBitmap().pixels.middleByte }
    let encodeTime = try stopwatch.measure("PNG encode") { UInt64(try PNGCodec.encode(image).count) }
    let quickEncodeTime = try stopwatch.measure("PNG encode, quick") {
      UInt64(try PNGCodec.encode(image, compression: .quick).count)
    }
    let decodeTime = try stopwatch.measure("PNG decode") { try PNGCodec.decode(png).pixels.middleByte }

    // STEP 3: comparison. The decoded reference and the rendered image are separate arrays, so the
    // equal case really reads both; one changed pixel takes the per-pixel counting path.
    let compareEqualTime = stopwatch.measure("compare, equal") {
      BitmapComparison(reference: decoded, actual: image).matches ? 1 : 0
    }
    let compareChangedTime = stopwatch.measure("compare, 1 px differs") {
      UInt64(BitmapComparison(reference: decoded, actual: changed).differingPixels)
    }

    // STEP 4: end to end, against a reference the first warm-up iteration records.
    let verifyTime = try scene.withTemporaryFolder { folder in
      let reference = try SnapshotReference(suite: "Benchmark", test: "feedScreen", scale: scene.scale)
      let settings = VerificationSettings(
        record: .missing, recordSource: .code, referenceDirectory: folder + "/references",
        failureFolder: folder + "/diffs")
      var iteration = 0
      return try stopwatch.measure("verify (match)") {
        // A run refuses to verify the same file twice, so every iteration is a run of its own.
        let result = SnapshotVerifier.verify(
          scene.component, in: scene.proposal, as: reference, settings: settings, run: SnapshotRun())
        defer { iteration += 1 }
        let expected: SnapshotResult.Outcome = iteration == 0 ? .recorded : .matched
        guard result.outcome == expected else {
          throw ValidationError("verification \(iteration) was \(result.outcome): \(result.message)")
        }
        return result.passed ? 1 : 0
      }
    }

    // STEP 4b: a mismatch, against the same kind of reference: the image with its centre pixel changed.
    // The report counts the differences and finds their regions, writes the reference copy, the failed
    // image (with its layout record), the diff and the compare image, and lists the layout changes.
    let mismatchTime = try scene.withTemporaryFolder { folder in
      let reference = try SnapshotReference(suite: "Benchmark", test: "feedScreen", scale: scene.scale)
      let references = folder + "/references"
      try FileManager.default.createDirectory(
        atPath: references + "/Benchmark", withIntermediateDirectories: true)
      let file = try PNGCodec.encode(image, text: [LayoutRecord(layout).pngText()])
      try Data(file).write(to: URL(fileURLWithPath: references + "/" + reference.relativePath))
      let settings = VerificationSettings(
        record: .never, recordSource: .code, referenceDirectory: references, failureFolder: folder + "/diffs")
      return try stopwatch.measure("verify (mismatch report)") {
        let result = SnapshotVerifier.verify(
          changed, against: reference, settings: settings, run: SnapshotRun(), layout: layout)
        guard result.outcome == .failed, result.comparison?.differingPixels == 1 else {
          throw ValidationError("the mismatch was \(result.outcome): \(result.message)")
        }
        return UInt64(result.message.utf8.count)
      }
    }

    // STEP 4c: the verify path against the floor, and the cold start.
    let verifyRows = try VerifyBenchmarks(scene: scene, stopwatch: stopwatch, image: image, layout: layout)
      .rows(coldStartProcesses: coldStartProcesses)

    // STEP 5: the baselines, on buffers of the same size and the same PNG bytes.
    let buffers = BaselineBuffers(byteCount: image.pixels.count)
    var fillValue: UInt8 = 0
    let memsetTime = stopwatch.measure("memset (baseline)") {
      fillValue &+= 1
      return buffers.fill(with: fillValue)
    }
    let memcmpTime = stopwatch.measure("memcmp (baseline)") { buffers.compareEqual() }
    let freshBitmapTime = try stopwatch.measure("new PremultipliedBitmap (baseline)") {
      try PremultipliedBitmap(width: scene.width, height: scene.height).pixels.middleByte
    }
    let libpngTime = try stopwatch.measure("libpng decode (baseline)") {
      try LibPNGDecoder.decode(png).pixels.middleByte
    }
    let libpngPixels = try LibPNGDecoder.decode(png).pixels

    // STEP 6: the report.
    let memset = (name: "memset", time: memsetTime)
    let rows: [BenchmarkRow] = [
      (layoutTime, nil),
      (displayListTime, nil),
      (paintTime, memset),
      (renderTime, memset),
      (imageTime, memset),
      (encodeTime, nil),
      (quickEncodeTime, ("PNG encode", encodeTime)),
      (decodeTime, ("libpng decode", libpngTime)),
      (compareEqualTime, ("memcmp", memcmpTime)),
      (compareChangedTime, ("memcmp", memcmpTime)),
      (verifyTime, memset),
      (mismatchTime, memset),
      (memsetTime, nil),
      (memcmpTime, nil),
      (freshBitmapTime, memset),
      (libpngTime, nil),
    ]
    print("Pixelproof benchmark: FeedScreen, \(scene.width) x \(scene.height) px (390 x 844 pt at 3x)")
    print("\(iterations) counted iterations per stage after \(Self.warmUpIterations) warm-up iterations")
    print(
      "bitmap: \(image.pixels.count) bytes; PNG: \(png.count) bytes (\(image.isOpaque ? "RGB" : "RGBA"), "
        + String(format: "%.1f%% of raw)", 100 * Double(png.count) / Double(image.pixels.count)))
    print(
      "libpng's simplified decode gives the same pixels as PNGCodec.decode: "
        + "\(libpngPixels == image.pixels)")
    print()
    printTable(rows)
    print()
    print("The verify path: each figure beside its baseline (the floor, or a warm verify)")
    printTable(verifyRows)
    let digest = (rows + verifyRows).reduce(UInt64(0)) { $0 &+ $1.0.digest }
    print()
    print("digest (keeps the optimizer honest): \(digest)")
  }
}

/// The benchmarked scene: a phone screen of feed cards, 390 x 844 points at 3x.
struct BenchmarkScene {
  let component = FeedScreen()
  let proposal = SizeProposal.fixed(width: 390, height: 844)
  let scale = 3
  /// The bitmap's size in pixels: the proposal times the scale.
  let width = 1170
  let height = 2532

  /// Runs `body` with a new empty folder, and removes the folder afterwards.
  ///
  /// - Throws: when the folder cannot be created, or whatever `body` throws.
  func withTemporaryFolder<Result>(_ body: (String) throws -> Result) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pixelproof-benchmark-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      do {
        try FileManager.default.removeItem(at: folder)
      } catch {
        print("warning: could not remove \(folder.path): \(error)")
      }
    }
    return try body(folder.path)
  }
}

extension StraightBitmap {
  /// A copy with the centre pixel's red channel inverted: exactly one pixel differs.
  func changingCentrePixel() -> StraightBitmap {
    var copy = self
    let index = ((height / 2) * width + width / 2) * 4
    copy.pixels[index] = ~copy.pixels[index]
    return copy
  }
}

extension [UInt8] {
  /// The byte in the middle, as a digest: reading it makes the work that produced the array observable.
  var middleByte: UInt64 { UInt64(self[count / 2]) }
}
