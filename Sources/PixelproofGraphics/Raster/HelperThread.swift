#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A thread that runs one piece of work beside the thread that started it, which waits for it with
/// ``join()``: the second core's share of work that splits into independent parts.
final class HelperThread {
  #if canImport(Glibc)
    private var thread = pthread_t()
  #else
    private var thread: pthread_t?
  #endif
  private var joined = false

  /// Starts `body` on a new thread with the system's default stack; nil when the system cannot start
  /// one, and the caller then does the work itself.
  init?(_ body: @escaping @Sendable () -> Void) {
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    guard pthread_create(&thread, nil, { HelperThread.threadMain($0) }, context) == 0 else {
      Unmanaged<Box>.fromOpaque(context).release()
      return nil
    }
  }

  /// Waits for the work to end. Everything it wrote is visible to the caller afterwards.
  func join() {
    guard !joined else { return }
    joined = true
    #if canImport(Glibc)
      pthread_join(thread, nil)
    #else
      pthread_join(thread!, nil)
    #endif
  }

  deinit { join() }

  /// The closure a new thread runs, passed as `pthread_create`'s context pointer.
  private final class Box {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  private static func threadMain(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
    return nil
  }
}
