#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization
import Testing

@testable import PixelproofGraphics

/// The thread that shares work with the second core and runs layout on a large stack.
@Suite struct HelperThreadTests {
  @Test func theWorkIsDoneOnAnotherThreadAndSeenAfterTheJoin() throws {
    let caller = pthread_self()
    let ranElsewhere = Mutex<Bool?>(nil)
    let thread = try HelperThread(stackSize: 1 << 20) {
      ranElsewhere.withLock { $0 = pthread_equal(pthread_self(), caller) == 0 }
    }
    thread.join()
    #expect(ranElsewhere.withLock { $0 } == true)
    // A second join returns at once.
    thread.join()
  }

  @Test func aStackSmallerThanTheSystemAllowsIsItsErrorNumberAndNoThread() {
    // POSIX: pthread_attr_setstacksize fails with EINVAL below PTHREAD_STACK_MIN. The failed helper is
    // released at the end of the call, so its deinit must not join a thread that never started.
    let ran = Mutex(false)
    var code: Int32?
    do {
      _ = try HelperThread(stackSize: 1) { ran.withLock { $0 = true } }
    } catch {
      code = error.code
    }
    #expect(code == EINVAL)
    #expect(ran.withLock { $0 } == false)
  }
}
