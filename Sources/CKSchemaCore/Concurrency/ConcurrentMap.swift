import Dispatch
import Foundation

/// Computes `transform(i)` for every `i` in `0..<count` on all the machine's cores, on threads with
/// `stackSize` bytes of stack each (a secondary thread's default is 512 KiB), for work that recurses
/// once per nesting level of its input, such as swift-syntax's parser and visitors. Returns the
/// results in index order.
///
/// Indexes are handed out one at a time to whichever thread is free, so uneven pieces of work
/// balance themselves.
///
/// Kept for its measured gain (Benchmarks/README.md, "Speed code"): the build plugin's cold lint
/// of 165,000 lines, best rounds, took 0.73 s on 2 cores and 1.25 s pinned to one (`taskset -c 0`,
/// same binary, same minutes): 1.7 ×.
package func concurrentMap<Result: Sendable>(_ count: Int, stackSize: Int,
                                             _ transform: @escaping @Sendable (Int) -> Result) -> [Result] {
    let slots = ResultSlots<Result>(count: count)
    let group = DispatchGroup()
    for _ in 0..<max(1, min(count, ProcessInfo.processInfo.activeProcessorCount)) {
        group.enter()
        let thread = Thread {
            while let index = slots.claimNext() { slots.store(transform(index), at: index) }
            group.leave()
        }
        thread.stackSize = stackSize
        thread.start()
    }
    group.wait()
    return slots.results()
}

/// The results of ``concurrentMap(_:stackSize:_:)``: each slot is written by the one thread that
/// claimed its index, and all are read after every thread has left the group, which orders the
/// writes first.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var values: [Result?]

    package init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    /// The next index nobody has claimed, nil when every index is taken.
    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < values.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ value: Result, at index: Int) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func results() -> [Result] {
        values.map { value in
            guard let value else { preconditionFailure("concurrentMap: an index produced no value") }
            return value
        }
    }
}
