#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A thread that runs one piece of work beside the thread that started it, which waits for it with
/// ``join()``: the second core's share of work that splits into independent parts, or layout on a stack
/// of its own.
package final class HelperThread {
  #if canImport(Glibc)
    private var thread = pthread_t()
  #else
    private var thread: pthread_t?
  #endif
  private var joined = false

  /// Starts `body` on a new thread with the system's default stack; nil when the system cannot start
  /// one, and the caller then does the work itself.
  package convenience init?(_ body: @escaping @Sendable () -> Void) {
    do {
      try self.init(stackSize: nil, body)
    } catch {
      return nil
    }
  }

  /// Starts `body` on a new thread with a stack of `stackSize` bytes, or the system's default when nil.
  ///
  /// `body` need not be `Sendable`: what it reads and writes is shared with the caller, which must leave
  /// those alone until ``join()`` returns.
  /// - Throws: ``StartError`` with `pthread_create`'s error number when the system cannot start it.
  package init(stackSize: Int?, _ body: @escaping () -> Void) throws(StartError) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    // Until a thread starts there is nothing to join, not even from deinit, which runs when this throws.
    joined = true
    if let stackSize {
      let code = pthread_attr_setstacksize(&attributes, stackSize)
      guard code == 0 else { throw StartError(code: code) }
    }
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    let code = pthread_create(&thread, &attributes, { HelperThread.threadMain($0) }, context)
    guard code == 0 else {
      Unmanaged<Box>.fromOpaque(context).release()
      throw StartError(code: code)
    }
    joined = false
  }

  /// The system could not start a thread: `code` is `pthread_create`'s (or the stack size's) error
  /// number, such as `EAGAIN` or `ENOMEM`.
  package struct StartError: Error {
    package let code: Int32
  }

  /// Waits for the work to end. Everything it wrote is visible to the caller afterwards.
  package func join() {
    guard !joined else { return }
    joined = true
    // pthread_t is an integer in glibc and a pointer elsewhere.
    #if canImport(Glibc)
      pthread_join(thread, nil)
    #else
      pthread_join(thread!, nil)
    #endif
  }

  deinit { join() }

  /// The closure a new thread runs, passed as `pthread_create`'s context pointer.
  private final class Box {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  private static func threadMain(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
    return nil
  }
}
