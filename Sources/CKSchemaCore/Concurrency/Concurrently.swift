import Dispatch
import Foundation

/// Runs `background` on another thread while `foreground` runs on the calling thread, and
/// returns both results once both are done.
///
/// For independent, CPU-bound halves of one command (the machine `dev init` targets has two
/// cores): `foreground` may use values bound to the calling thread, such as a database
/// connection; `background` gets only `Sendable` values. When `foreground` throws, the error is
/// rethrown after `background` has finished.
package func concurrently<Foreground, Background: Sendable>(
    _ foreground: () throws -> Foreground,
    background: @escaping @Sendable () -> Background
) rethrows -> (Foreground, Background) {
    let slot = ResultSlot<Background>()
    let finished = DispatchSemaphore(value: 0)
    // A thread of its own, not a worker of a shared pool, which could be busy with callers that
    // wait like this one.
    let thread = Thread {
        slot.value = background()
        finished.signal()
    }
    thread.qualityOfService = .userInitiated
    thread.start()
    let first: Foreground
    do {
        first = try foreground()
    } catch {
        finished.wait()
        throw error
    }
    finished.wait()
    guard let second = slot.value else { preconditionFailure("the background computation produced no value") }
    return (first, second)
}

/// Where the background half leaves its result; read only after the semaphore is signalled,
/// which orders the write before the read.
private final class ResultSlot<Value>: @unchecked Sendable {
    var value: Value?
}
