#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

import PixelproofGraphics

/// Runs layout and painting on a thread of its own with a large stack, and waits for it.
///
/// Layout is recursive. In a debug build a level takes up to 8 KiB of stack (a `Stack`; an `Inset` about
/// 3 KiB), so a tree at ``LayoutEnvironment/defaultMaximumDepth`` needs about 8 MiB, as much as a test
/// thread has on Linux and far more than the 512 KiB of a secondary thread on macOS; a ``Flexbox`` lays
/// out the flexboxes nested in it itself, at about 24 KiB a level, and 10,000 of them need 240 MiB. The
/// thread's stack is address space only: pages a layout does not reach are never touched.
enum LayoutThread {
  /// The stacks tried for the layout thread, largest first: 1 GiB, then 64 MiB (still 8 times what the
  /// depth limit needs) where the system will not reserve that much.
  static let stackSizes = [1 << 30, 64 << 20]

  /// `work`'s result, computed on a new thread with the first of ``stackSizes`` the system accepts, which
  /// this thread waits for.
  ///
  /// - Throws: `work`'s error, or `failure(code)` when the system cannot start the thread with any of
  ///   them (`code` is `pthread_create`'s error number).
  static func run<Value, Failure: Error>(
    _ work: () throws(Failure) -> Value, failure: (Int32) -> Failure
  ) throws(Failure) -> Value {
    // Written by the layout thread, read here only after pthread_join, which orders the two.
    var outcome: Result<Value, Failure>?
    let code = withoutActuallyEscaping(work) { work in
      var code: Int32 = 0
      for size in stackSizes {
        code = start(stackSize: size) { outcome = Result(catching: work) }
        guard code == EAGAIN || code == ENOMEM else { break }
      }
      return code
    }
    guard code == 0, let outcome else { throw failure(code) }
    return try outcome.get()
  }

  /// Runs `body` on a new thread with a `stackSize` stack and waits for it to end; pthread_create's error
  /// number, 0 on success.
  private static func start(stackSize: Int, _ body: @escaping () -> Void) -> Int32 {
    do {
      try HelperThread(stackSize: stackSize, body).join()
      return 0
    } catch {
      return error.code
    }
  }
}
