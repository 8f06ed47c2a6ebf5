import Foundation

/// Reads a large YAML file on two threads: ``YAMLEventReader`` runs libyaml (with every check it
/// makes) on a thread started for it and hands the events over in batches, while the calling thread
/// consumes them — the schema decoder builds the model as libyaml parses the rest of the file.
///
/// Consumers see exactly what ``YAMLEventReader/read(_:file:limits:_:)`` would give them: the same
/// events in the same order, the reader's problems recorded at the same points between events,
/// and a fatal problem thrown by `next()` where the reader would throw it.
enum PipelinedEventReader {
    /// Files at least this large are read on two threads; smaller ones are not worth a thread.
    static let minimumBytes = 256 * 1024

    /// Whether a file of `count` bytes is read on two threads: when it is large enough and the
    /// machine has a second core (on one core the threads would only take turns).
    static func isWorthwhile(forBytes count: Int) -> Bool {
        count >= minimumBytes && ProcessInfo.processInfo.activeProcessorCount > 1
    }

    /// ``YAMLEventReader/read(_:file:limits:_:)`` on two threads.
    static func read<Result>(
        _ bytes: [UInt8], file: String, limits: YAMLLimits,
        _ body: (inout PipelinedEvents) throws -> Result
    ) throws -> Result {
        let channel = BatchChannel()
        let finished = DispatchSemaphore(value: 0)
        // A thread of its own, not a worker of a shared pool: this thread is about to wait for it,
        // and a pool whose workers all wait so (loads on every core of a busy app) could leave
        // the reader queued behind them forever.
        let reader = Thread {
            produce(bytes, file: file, limits: limits, into: channel)
            finished.signal()
        }
        reader.qualityOfService = .userInitiated
        reader.start()
        defer {
            channel.cancel()
            finished.wait()
        }
        var events = PipelinedEvents(file: file, channel: channel)
        // Here, while the other thread parses: the same refusals, before any event, as the reader's.
        try YAMLEventReader.checkSize(bytes, file: file, limits: limits)
        try YAMLEventReader.checkUTF8(bytes, file: file)
        let result: Result
        do {
            result = try body(&events)
            while try events.next().kind != .streamEnd {}
        } catch let error as InputError where !events.problems.isEmpty {
            throw InputError(events.problems + error.diagnostics)
        }
        if !events.problems.isEmpty { throw InputError(events.problems) }
        return result
    }

    /// Reads every event (until the stream ends or a fatal problem) into batches.
    private static func produce(_ bytes: [UInt8], file: String, limits: YAMLLimits, into channel: BatchChannel) {
        var last: EventBatch?
        var failure: InputError?
        do {
            // The batch being filled is a local of the closure: a variable captured from outside
            // would live in a heap box and be retained on every event.
            (last, failure) = try YAMLEventReader.withReader(bytes, file: file, limits: limits, checkingUTF8: false) { reader in
                var batch = channel.emptyBatch()
                var reported = 0
                while true {
                    let event: YAMLEvent
                    do {
                        event = try reader.next()
                    } catch {
                        batch.record(reader.problems[reported...])
                        return (batch, error as? InputError ?? streamError(error, file: file))
                    }
                    if reported < reader.problems.count {
                        batch.record(reader.problems[reported...])
                        reported = reader.problems.count
                    }
                    batch.append(event)
                    if event.kind == .streamEnd { return (batch, nil) }
                    if batch.isFull {
                        guard channel.put(batch) else { return (nil, nil) }
                        batch = channel.emptyBatch()
                    }
                }
            }
        } catch {
            // Refused before the first event (the parser could not start).
            last = channel.emptyBatch()
            failure = error as? InputError ?? streamError(error, file: file)
        }
        guard let last else { return }  // the consumer has cancelled
        last.failure = failure
        last.isLast = true
        _ = channel.put(last)
    }

    private static func streamError(_ error: any Error, file: String) -> InputError {
        InputError(YAMLProblems.syntax, message: "cannot read the YAML stream: \(error)",
                   location: SourceLocation(file: file, line: 1, column: 1))
    }
}

/// The consuming side: a ``YAMLEventSource`` over the batches of the reading thread.
struct PipelinedEvents: YAMLEventSource {
    let file: String
    var problems: [Diagnostic] = []
    fileprivate let channel: BatchChannel
    /// The batch being read, its events, and the position of the next one.
    private var batch: EventBatch?
    private var events: UnsafePointer<YAMLEvent>?
    private var position = 0
    /// Events before this position can be returned at once: they are in the batch and no
    /// problem of the reader comes before them.
    private var plainUntil = 0
    private var problemPosition = 0

    fileprivate init(file: String, channel: BatchChannel) {
        self.file = file
        self.channel = channel
    }

    mutating func next() throws -> YAMLEvent {
        if position < plainUntil, let events {
            position += 1
            return events[position - 1]
        }
        return try nextAfterBoundary()
    }

    /// ``next()`` at the end of a batch or where a problem of the reader comes first.
    private mutating func nextAfterBoundary() throws -> YAMLEvent {
        while true {
            if batch == nil {
                batch = channel.take()
                events = batch.map { UnsafePointer($0.events) }
            }
            guard let current = batch else { return YAMLEvent(kind: .streamEnd, line: 1, column: 1) }
            while problemPosition < current.problems.count, current.problems[problemPosition].before <= position {
                problems.append(current.problems[problemPosition].problem)
                problemPosition += 1
            }
            plainUntil = problemPosition < current.problems.count
                ? min(current.count, current.problems[problemPosition].before) : current.count
            if position < current.count {
                position += 1
                return current.events[position - 1]
            }
            if let failure = current.failure { throw failure }
            if current.isLast {
                // After the end, the reader keeps answering the end of the stream.
                return YAMLEvent(kind: .streamEnd, line: 1, column: 1)
            }
            channel.recycle(current)
            batch = nil
            events = nil
            position = 0
            plainUntil = 0
            problemPosition = 0
        }
    }
}

/// Events with their scalar text copied into memory the batch owns (libyaml's own buffers live
/// only until its next event), the reader's problems and where they came, and how the stream
/// ended when it did in this batch. The consumer hands a batch back once it has read it, and the
/// reader fills it again: the memory stays warm and nothing is allocated per batch.
private final class EventBatch: @unchecked Sendable {
    static let eventCapacity = 4096
    static let textCapacity = 64 * 1024

    /// The events, `count` of them; ``YAMLEvent`` holds no references, so they need no deinitializing.
    let events = UnsafeMutablePointer<YAMLEvent>.allocate(capacity: eventCapacity)
    // Only the thread that holds the batch touches it (the channel's lock orders the hand-over),
    // so the hot fields skip the runtime exclusivity checks.
    @exclusivity(unchecked) private(set) var count = 0
    /// Problems the reader recorded before the event at `before`.
    var problems: [(before: Int, problem: Diagnostic)] = []
    var failure: InputError?
    var isLast = false
    /// The text of this batch's scalars; one that does not fit goes to an overflow chunk.
    private let text = UnsafeMutablePointer<UInt8>.allocate(capacity: textCapacity)
    @exclusivity(unchecked) private var used = 0
    private var overflow: [UnsafeMutableBufferPointer<UInt8>] = []
    private var overflowUsed = 0

    deinit {
        events.deallocate()
        text.deallocate()
        for chunk in overflow { chunk.deallocate() }
    }

    var isFull: Bool { count >= Self.eventCapacity }

    /// Empties the batch for the reader to fill again.
    func reset() {
        count = 0
        used = 0
        if !problems.isEmpty { problems.removeAll() }
        failure = nil
        isLast = false
        for chunk in overflow { chunk.deallocate() }
        overflow.removeAll()
    }

    /// Records the reader's `problems`, which came before the next event.
    func record(_ problems: ArraySlice<Diagnostic>) {
        for problem in problems { self.problems.append((before: count, problem)) }
    }

    /// Appends `event`, copying its text.
    func append(_ event: YAMLEvent) {
        var copy = event
        let length = event.text.count
        if length > 0, let source = event.text.baseAddress {
            let target: UnsafeMutablePointer<UInt8>
            if used + length <= Self.textCapacity {
                target = text + used
                used += length
            } else {
                target = overflowSpace(length)
            }
            target.initialize(from: source, count: length)
            copy.text = UnsafeBufferPointer(start: target, count: length)
        }
        (events + count).initialize(to: copy)
        count += 1
    }

    private func overflowSpace(_ length: Int) -> UnsafeMutablePointer<UInt8> {
        if overflow.isEmpty || overflowUsed + length > overflow[overflow.count - 1].count {
            overflow.append(.allocate(capacity: max(Self.textCapacity, length)))
            overflowUsed = 0
        }
        let target = overflow[overflow.count - 1].baseAddress.unsafelyUnwrapped + overflowUsed
        overflowUsed += length
        return target
    }
}

/// Batches from the reading thread to the consuming one, in order. A few batches are buffered;
/// the reader waits when the consumer falls behind, and stops when it cancels.
private final class BatchChannel: @unchecked Sendable {
    private static let capacity = 3
    private let condition = NSCondition()
    private var queue: [EventBatch] = []
    private var spare: [EventBatch] = []
    private var cancelled = false

    /// An empty batch: one the consumer has handed back, or a new one.
    func emptyBatch() -> EventBatch {
        condition.lock()
        let batch = spare.popLast()
        condition.unlock()
        return batch ?? EventBatch()
    }

    /// Takes back a batch the consumer has read, for the reader to fill again.
    func recycle(_ batch: EventBatch) {
        batch.reset()
        condition.lock()
        spare.append(batch)
        condition.unlock()
    }

    /// Hands `batch` over; false when the consumer has cancelled (the reader should stop).
    func put(_ batch: EventBatch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= Self.capacity && !cancelled { condition.wait() }
        guard !cancelled else { return false }
        queue.append(batch)
        condition.broadcast()
        return true
    }

    /// The next batch, waiting for it; nil once cancelled.
    func take() -> EventBatch? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && !cancelled { condition.wait() }
        guard !queue.isEmpty else { return nil }
        let batch = queue.removeFirst()
        condition.broadcast()
        return batch
    }

    /// Tells the reader to stop (the consumer is done or gave up).
    func cancel() {
        condition.lock()
        cancelled = true
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}
