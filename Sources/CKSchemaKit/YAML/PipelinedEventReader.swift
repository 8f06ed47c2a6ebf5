import Foundation

/// Reads a large YAML file on two threads: ``YAMLEventReader`` runs libyaml (with every check it
/// makes) on a second thread and hands the events over in batches, while the calling thread
/// consumes them — the schema decoder builds the model as libyaml parses the rest of the file.
///
/// Consumers see exactly what ``YAMLEventReader/read(_:file:limits:_:)`` would give them: the same
/// events in the same order, the reader's problems recorded at the same points between events,
/// and a fatal problem thrown by `next()` where the reader would throw it.
enum PipelinedEventReader {
    /// Files at least this large are read on two threads; smaller ones are not worth a thread.
    static let minimumBytes = 256 * 1024

    /// ``YAMLEventReader/read(_:file:limits:_:)`` on two threads.
    static func read<Result>(
        _ bytes: [UInt8], file: String, limits: YAMLLimits,
        _ body: (inout PipelinedEvents) throws -> Result
    ) throws -> Result {
        let channel = BatchChannel()
        let done = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: done) {
            produce(bytes, file: file, limits: limits, into: channel)
        }
        defer {
            channel.cancel()
            done.wait()
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
        var batch = EventBatch()
        do {
            try YAMLEventReader.withReader(bytes, file: file, limits: limits, checkingUTF8: false) { reader in
                var reported = 0
                while true {
                    let event: YAMLEvent
                    do {
                        event = try reader.next()
                    } catch {
                        while reported < reader.problems.count {
                            batch.problems.append((before: batch.events.count, reader.problems[reported]))
                            reported += 1
                        }
                        throw error
                    }
                    while reported < reader.problems.count {
                        batch.problems.append((before: batch.events.count, reader.problems[reported]))
                        reported += 1
                    }
                    batch.append(event)
                    if event.kind == .streamEnd { break }
                    if batch.isFull {
                        guard channel.put(batch) else { return }
                        batch = EventBatch()
                    }
                }
            }
        } catch let error as InputError {
            batch.failure = error
        } catch {
            batch.failure = InputError(id: YAMLErrorID.syntax, message: "cannot read the YAML stream: \(error)",
                                       location: SourceLocation(file: file, line: 1, column: 1))
        }
        batch.isLast = true
        _ = channel.put(batch)
    }
}

/// The consuming side: a ``YAMLEventSource`` over the batches of the reading thread.
struct PipelinedEvents: YAMLEventSource {
    let file: String
    var problems: [Diagnostic] = []
    fileprivate let channel: BatchChannel
    private var batch: EventBatch?
    private var position = 0
    private var problemPosition = 0

    fileprivate init(file: String, channel: BatchChannel) {
        self.file = file
        self.channel = channel
    }

    mutating func next() throws -> YAMLEvent {
        while true {
            if batch == nil { batch = channel.take() }
            guard let current = batch else { return YAMLEvent(kind: .streamEnd, line: 1, column: 1) }
            while problemPosition < current.problems.count, current.problems[problemPosition].before <= position {
                problems.append(current.problems[problemPosition].problem)
                problemPosition += 1
            }
            if position < current.events.count {
                position += 1
                return current.events[position - 1]
            }
            if let failure = current.failure { throw failure }
            if current.isLast {
                // After the end, the reader keeps answering the end of the stream.
                return YAMLEvent(kind: .streamEnd, line: 1, column: 1)
            }
            batch = nil
            position = 0
            problemPosition = 0
        }
    }
}

/// Events with their scalar text copied into memory the batch owns (libyaml's own buffers live
/// only until its next event), the reader's problems and where they came, and how the stream
/// ended when it did in this batch.
private final class EventBatch: @unchecked Sendable {
    static let eventCapacity = 4096
    static let textCapacity = 64 * 1024

    var events: [YAMLEvent] = []
    /// Problems the reader recorded before the event at `before`.
    var problems: [(before: Int, problem: Diagnostic)] = []
    var failure: InputError?
    var isLast = false
    private var chunks: [UnsafeMutableBufferPointer<UInt8>] = []
    private var used = 0

    init() {
        events.reserveCapacity(Self.eventCapacity)
    }

    deinit {
        for chunk in chunks { chunk.deallocate() }
    }

    var isFull: Bool { events.count >= Self.eventCapacity }

    /// Appends `event`, copying its text.
    func append(_ event: YAMLEvent) {
        var copy = event
        if !event.text.isEmpty {
            let count = event.text.count
            if chunks.isEmpty || used + count > chunks[chunks.count - 1].count {
                chunks.append(.allocate(capacity: max(Self.textCapacity, count)))
                used = 0
            }
            let chunk = chunks[chunks.count - 1]
            let target = UnsafeMutableBufferPointer(rebasing: chunk[used..<used + count])
            _ = target.initialize(from: event.text)
            copy.text = UnsafeBufferPointer(target)
            used += count
        }
        events.append(copy)
    }
}

/// Batches from the reading thread to the consuming one, in order. A few batches are buffered;
/// the reader waits when the consumer falls behind, and stops when it cancels.
private final class BatchChannel: @unchecked Sendable {
    private static let capacity = 8
    private let condition = NSCondition()
    private var queue: [EventBatch] = []
    private var cancelled = false

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
