import Foundation
import PixelproofVerifier

/// What one case (container, shape, node count) gave: its timings, or why it could not be timed.
struct LayoutCaseResult {
  enum Outcome {
    case measured(Measurement)
    /// The layout threw, was wrong, or would not fit the thread's stack; the reason, in one line.
    case failed(String)
  }

  let container: LayoutContainer
  let shape: TreeShape
  let count: Int
  let outcome: Outcome
}

/// Times `Stack` and `Flexbox` layout of the synthetic trees (``LayoutTree``): only the root's
/// `layoutThatFits`, never building the tree or releasing it.
///
/// Layout is recursive, and so is releasing a tree of values, so every case runs on one thread with a
/// ``stackSize`` stack, and the trees and layouts are released there too.
struct LayoutBenchmarks {
  /// The stack of the benchmark thread: 1 GiB, the most Foundation's `Thread` gives on Linux.
  static let stackSize = 1 << 30
  /// The stack each level of a tree may take, with a safety margin: a release build needed about 2 KiB per
  /// level for Stack (a 10,000-deep chain crashed with 16 MiB, worked with 20) and Flexbox now about 640
  /// bytes (6 KiB before its container layouts moved off the stack). A tree deeper than this allows is
  /// reported as failed rather than crashing the benchmark.
  static let stackBytesPerLevel = 8 << 10
  /// The root is laid out exactly ``LayoutTree/rootWidth`` wide, as tall as it likes.
  static let range = SizeRange(
    min: Size(width: LayoutTree.rootWidth, height: 0),
    max: Size(width: LayoutTree.rootWidth, height: .infinity))
  static let parentSize = ParentSize(width: LayoutTree.rootWidth, height: nil)
  /// No depth limit: this thread's stack and ``stackBytesPerLevel`` bound the depth instead.
  static let environment = LayoutEnvironment(scale: 1, maximumDepth: .max)

  /// Counted iterations per case. Each case also lays its tree out once first, untimed, to check every
  /// frame; that layout is the warm-up.
  let iterations: Int
  /// Node counts, each run in every shape.
  let sizes: [Int]
  /// The shapes and containers to run, each in ``TreeShape`` and ``LayoutContainer`` order.
  let shapes: [TreeShape]
  let containers: [LayoutContainer]

  /// Runs every case, by shape, then size, then container, on a thread with a ``stackSize`` stack, and waits
  /// for it. `progress` is called on that thread after each case.
  func run(progress: @escaping @Sendable (LayoutCaseResult) -> Void) -> [LayoutCaseResult] {
    let box = ResultBox()
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread { [self] in
      for shape in shapes {
        for count in sizes {
          let tree = LayoutTree(shape: shape, count: count)
          for container in containers {
            let result = LayoutCaseResult(
              container: container, shape: shape, count: count, outcome: outcome(of: tree, in: container))
            progress(result)
            box.results.append(result)
          }
        }
      }
      finished.signal()
    }
    thread.name = "pixelproof-layout-benchmark"
    thread.stackSize = Self.stackSize
    thread.start()
    finished.wait()
    return box.results
  }

  /// Builds `tree` in `container`, checks one layout of it frame by frame, then times ``iterations``
  /// layouts and checks each root's size. The tree and every layout are released when this returns.
  private func outcome(of tree: LayoutTree, in container: LayoutContainer) -> LayoutCaseResult.Outcome {
    guard tree.depth * Self.stackBytesPerLevel <= Self.stackSize else {
      return .failed(
        "stack too small: depth \(tree.depth) needs about \(tree.depth * Self.stackBytesPerLevel >> 20) MiB, "
          + "the thread has \(Self.stackSize >> 20) MiB")
    }
    let root = tree.component(in: container)
    var layouts: [Layout] = []
    layouts.reserveCapacity(iterations + 1)
    do {
      let first = try root.layoutThatFits(
        Self.range, parentSize: Self.parentSize, environment: Self.environment)
      layouts.append(first)
      try tree.check(first)
      let stopwatch = Stopwatch(iterations: iterations, warmUpIterations: 0)
      // For a first layout, each iteration lays out a new root value, made untimed, with the same children.
      var laidOut = root
      let measurement = try stopwatch.measure(
        "\(container.name) \(tree.shape) \(tree.count)",
        before: {
          if container == .flexboxFirstLayout, let flexbox = root as? Flexbox {
            laidOut = Flexbox(flexbox.style, children: flexbox.children)
          }
        }
      ) {
        let layout = try laidOut.layoutThatFits(
          Self.range, parentSize: Self.parentSize, environment: Self.environment)
        // Kept, so that releasing it is not timed.
        layouts.append(layout)
        return UInt64(layout.size.height)
      }
      for layout in layouts.dropFirst() {
        try tree.checkRoot(layout)
      }
      return .measured(measurement)
    } catch let error as LayoutCheckFailure {
      return .failed("wrong layout: \(error)")
    } catch {
      return .failed("layout threw: \(error)")
    }
  }
}

/// The results, written by the benchmark thread and read after it has signalled that it is done.
private final class ResultBox: @unchecked Sendable {
  var results: [LayoutCaseResult] = []
}
