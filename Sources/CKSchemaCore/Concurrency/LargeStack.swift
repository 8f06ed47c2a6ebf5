import Dispatch
import Foundation

/// Runs `work` on a thread with `stackSize` bytes of stack and waits for its result: for work that
/// recurses once per nesting level of its input, such as swift-syntax's parser and visitors, which
/// a thread's default stack (512 KiB for a secondary thread) may not hold in a debug build.
///
/// One thread, not one per core: since a read parses only the files it needs, parsing is half of a
/// cold build of the plugin's benchmark, so parsing on both cores would buy it about 1.35 × (the
/// parse alone: 2.02 ×), and it gained 1.26 × on a whole 600-file app, cold (Benchmarks/README.md):
/// short of the 1.5 × parallel code must buy.
package func withLargeStack<Result: Sendable>(_ stackSize: Int, _ work: @escaping @Sendable () -> Result) -> Result {
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = work()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    guard let value = box.value else { preconditionFailure("withLargeStack: the thread produced no value") }
    return value
}

/// The result of ``withLargeStack(_:_:)``: written by its thread before the semaphore is signalled,
/// read after the wait, which orders the two.
private final class ResultBox<Result>: @unchecked Sendable {
    var value: Result?
}
