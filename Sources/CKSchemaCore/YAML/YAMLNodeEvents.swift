/// Replays a node tree as events, so that code written against ``YAMLEventSource`` (the schema
/// decoder) also reads trees that ``YAMLParser`` already built.
struct YAMLNodeEvents: YAMLEventSource {
    let file: String
    var problems: [Diagnostic] = []
    private var events: [YAMLEvent] = []
    private var position = 0

    private init(file: String) {
        self.file = file
    }

    /// Runs `body` with the events of `root` (none but the stream's end for nil), then throws the
    /// problems recorded while reading them.
    static func read<Result>(_ root: YAMLNode?, file: String, _ body: (inout YAMLNodeEvents) throws -> Result) throws -> Result {
        var source = YAMLNodeEvents(file: file)
        if let root { source.flatten(root) }
        source.events.append(YAMLEvent(kind: .streamEnd, line: 1, column: 1))
        let result = try body(&source)
        if !source.problems.isEmpty { throw InputError(source.problems) }
        return result
    }

    mutating func next() throws -> YAMLEvent {
        let event = events[min(position, events.count - 1)]
        position += 1
        return event
    }

    private mutating func flatten(_ node: YAMLNode) {
        let line = node.location.line, column = node.location.column
        switch node.kind {
        case .scalar(let text, let style):
            events.append(YAMLEvent(kind: .scalar, line: line, column: column, style: style, text: text))
        case .sequence(let items):
            events.append(YAMLEvent(kind: .sequenceStart, line: line, column: column))
            for item in items { flatten(item) }
            events.append(YAMLEvent(kind: .sequenceEnd, line: line, column: column))
        case .mapping(let pairs):
            events.append(YAMLEvent(kind: .mappingStart, line: line, column: column))
            for pair in pairs {
                flatten(pair.key)
                flatten(pair.value)
            }
            events.append(YAMLEvent(kind: .mappingEnd, line: line, column: column))
        }
    }
}
