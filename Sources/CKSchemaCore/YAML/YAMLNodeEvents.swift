/// Replays a node tree as events, so that code written against ``YAMLEventSource`` (the schema
/// decoder) also reads trees that ``YAMLParser`` already built.
struct YAMLNodeEvents: YAMLEventSource {
    private struct Flat {
        var kind: YAMLEvent.Kind
        var line: Int
        var column: Int
        var style: YAMLNode.ScalarStyle
        var start: Int
        var count: Int
    }

    let file: String
    var problems: [Diagnostic] = []
    private var events: [Flat] = []
    private var position = 0
    /// The scalars' bytes, one after the other; owned by ``read(_:file:_:)``.
    private var text: UnsafeMutableBufferPointer<UInt8>

    private init(file: String, text: UnsafeMutableBufferPointer<UInt8>) {
        self.file = file
        self.text = text
    }

    /// Runs `body` with the events of `root` (none but the stream's end for nil), then throws the
    /// problems recorded while reading them.
    static func read<Result>(_ root: YAMLNode?, file: String, _ body: (inout YAMLNodeEvents) throws -> Result) throws -> Result {
        var size = 0
        if let root { countText(root, into: &size) }
        let text = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(size, 1))
        defer { text.deallocate() }
        var source = YAMLNodeEvents(file: file, text: text)
        var used = 0
        if let root { source.flatten(root, used: &used) }
        source.events.append(Flat(kind: .streamEnd, line: 1, column: 1, style: .plain, start: 0, count: 0))
        let result = try body(&source)
        if !source.problems.isEmpty { throw InputError(source.problems) }
        return result
    }

    mutating func next() throws -> YAMLEvent {
        let flat = events[min(position, events.count - 1)]
        position += 1
        let bytes = UnsafeBufferPointer(start: flat.count > 0 ? text.baseAddress.unsafelyUnwrapped + flat.start : nil, count: flat.count)
        return YAMLEvent(kind: flat.kind, line: flat.line, column: flat.column, style: flat.style, text: bytes)
    }

    private static func countText(_ node: YAMLNode, into size: inout Int) {
        switch node.kind {
        case .scalar(let text, _): size += text.utf8.count
        case .sequence(let items): for item in items { countText(item, into: &size) }
        case .mapping(let pairs):
            for pair in pairs {
                countText(pair.key, into: &size)
                countText(pair.value, into: &size)
            }
        }
    }

    private mutating func flatten(_ node: YAMLNode, used: inout Int) {
        let line = node.location.line, column = node.location.column
        switch node.kind {
        case .scalar(let scalar, let style):
            let start = used
            for byte in scalar.utf8 {
                text[used] = byte
                used += 1
            }
            events.append(Flat(kind: .scalar, line: line, column: column, style: style, start: start, count: used - start))
        case .sequence(let items):
            events.append(Flat(kind: .sequenceStart, line: line, column: column, style: .plain, start: 0, count: 0))
            for item in items { flatten(item, used: &used) }
            events.append(Flat(kind: .sequenceEnd, line: line, column: column, style: .plain, start: 0, count: 0))
        case .mapping(let pairs):
            events.append(Flat(kind: .mappingStart, line: line, column: column, style: .plain, start: 0, count: 0))
            for pair in pairs {
                flatten(pair.key, used: &used)
                flatten(pair.value, used: &used)
            }
            events.append(Flat(kind: .mappingEnd, line: line, column: column, style: .plain, start: 0, count: 0))
        }
    }
}
