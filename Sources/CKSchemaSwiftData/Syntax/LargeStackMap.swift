import Foundation

/// Like the core's `concurrentMap`, but on threads with a large stack: swift-syntax's parser and
/// visitors recurse once per nesting level, and a debug build's frames are big, so the default
/// 512 KiB of a secondary thread is not enough for deep (but valid) code.
enum LargeStackMap {
    static let stackSize = 64 << 20

    static func map<Result: Sendable>(_ count: Int, _ transform: @escaping @Sendable (Int) -> Result) -> [Result] {
        let slots = Slots<Result>(count: count)
        let threads = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount))
        let group = DispatchGroup()
        for _ in 0..<threads {
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

    /// Each slot is written by the one thread that claimed its index and read after all threads
    /// have left the group, which orders the writes first.
    private final class Slots<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var values: [Result?]

        init(count: Int) { values = Array(repeating: nil, count: count) }

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

        func results() -> [Result] { values.compactMap { $0 } }
    }
}
