import Synchronization

/// A transparent canvas made on a helper thread while the caller does other work (a snapshot's layout
/// and painting), for a bitmap whose size is known before that work ends.
///
/// Fresh memory costs a page fault the first time it is written: one per 4 KiB (milliseconds for a phone
/// screen at 3x; docs/performance.md), or fewer and larger faults where the system gives a bitmap huge pages (see
/// ``PremultipliedBitmap/init(width:height:)``). Made ahead, that cost runs on the second core. Later
/// canvases are made in memory the allocator reuses, which costs no faults, so a renderer makes only a
/// process's first canvas ahead (``forFirstCanvas(width:height:)``).
package final class CanvasAhead: @unchecked Sendable {
  /// Canvases of fewer bytes are made when they are needed: starting a thread would cost more.
  package static let smallestMadeAhead = 1 << 20

  /// Whether a canvas has been made ahead in this process.
  private static let madeOne = Atomic<Bool>(false)

  private let width: Int
  private let height: Int
  // Written by the helper thread only, and read only after `helper.join()`.
  private var canvas: PremultipliedBitmap?
  private var helper: HelperThread?

  /// Starts making a transparent `width` x `height` px canvas; nil for a size outside ``BitmapLimits``
  /// or of fewer than ``smallestMadeAhead`` bytes, or when the system cannot start a thread.
  package init?(width: Int, height: Int) {
    guard Self.isWorthMaking(width: width, height: height) else { return nil }
    self.width = width
    self.height = height
    let make = { self.canvas = try? PremultipliedBitmap(width: width, height: height) }
    guard let helper = try? HelperThread(stackSize: nil, make) else { return nil }
    self.helper = helper
  }

  /// A canvas made ahead as ``init(width:height:)`` makes it, when this process has not made one ahead
  /// yet; nil otherwise.
  ///
  /// The first canvas worth making is claimed before a thread starts, so two snapshots starting together
  /// never both make one.
  package static func forFirstCanvas(width: Int, height: Int) -> CanvasAhead? {
    guard isWorthMaking(width: width, height: height), !madeOne.load(ordering: .relaxed),
      !madeOne.exchange(true, ordering: .relaxed)
    else { return nil }
    return CanvasAhead(width: width, height: height)
  }

  /// Whether a `width` x `height` px canvas is within ``BitmapLimits`` and of at least
  /// ``smallestMadeAhead`` bytes.
  private static func isWorthMaking(width: Int, height: Int) -> Bool {
    BitmapLimits.accepts(width: width, height: height) && width * height * 4 >= smallestMadeAhead
  }

  /// The canvas, once made, when the bitmap is to be `width` x `height` px; nil for another size (the
  /// canvas is then freed). Either way the canvas is given out once.
  package func take(width: Int, height: Int) -> PremultipliedBitmap? {
    helper?.join()
    helper = nil
    defer { canvas = nil }
    guard width == self.width, height == self.height else { return nil }
    return canvas
  }
}
