import CLibYAML

/// Limits that keep hostile input from exhausting memory or the stack.
public struct YAMLLimits: Sendable, Hashable {
    /// Largest accepted file, in bytes.
    public var maxBytes: Int
    /// Deepest accepted nesting of collections.
    public var maxDepth: Int

    public init(maxBytes: Int = InputFormat.yamlSchema.byteLimit, maxDepth: Int = 64) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
    }

    public static let `default` = YAMLLimits()
}

/// Parses YAML text into ``YAMLNode`` trees with 1-based positions.
///
/// This is the only type that talks to libyaml. Anchors and aliases are refused (no alias bombs),
/// as are duplicate keys, invalid UTF-8, documents deeper or larger than ``YAMLLimits``.
public enum YAMLParser {
    /// Parses the first document of `bytes`. Returns nil for an empty stream (only comments or
    /// whitespace). Throws ``InputError`` with positions for every problem.
    public static func parse(_ bytes: [UInt8], file: String, limits: YAMLLimits = .default) throws -> YAMLNode? {
        try YAMLEventReader.read(bytes, file: file, limits: limits) { reader in
            let first = try reader.next()
            if first.kind == .streamEnd { return nil }
            return try YAMLTreeBuilder.build(startingWith: first, from: &reader)
        }
    }

    /// Counts the events libyaml produces for `bytes` without building nodes: the baseline the
    /// benchmark compares loading against. Returns -1 when libyaml reports an error.
    public static func scanEvents(_ bytes: [UInt8]) -> Int {
        // libyaml wants a non-null input pointer even for an empty stream.
        let input: [UInt8] = bytes.isEmpty ? [0] : bytes
        return input.withUnsafeBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return -1 }
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
            defer {
                parser.deallocate()
                event.deallocate()
            }
            guard yaml_parser_initialize(parser) == 1 else { return -1 }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_input_string(parser, base, bytes.count)
            var count = 0
            while true {
                guard yaml_parser_parse(parser, event) == 1 else { return -1 }
                let done = event.pointee.type == YAML_STREAM_END_EVENT
                yaml_event_delete(event)
                count += 1
                if done { return count }
            }
        }
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}

/// Assembles the node tree of one node from the reader's events, with an explicit stack (no
/// recursion), and refuses duplicate and collection keys.
enum YAMLTreeBuilder {
    /// A collection being built.
    struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        /// The line each key of a mapping was first written on, to refuse duplicates.
        var keyLines: [String: Int] = [:]
        /// A mapping's key read, whose value comes next.
        var pendingKey: YAMLNode?
        /// The first line of the pending key when it repeats an earlier key of the mapping.
        var duplicateOfLine: Int?

        init(isMapping: Bool, location: SourceLocation) {
            self.isMapping = isMapping
            self.location = location
        }

        /// True for a mapping whose next node is a key.
        var expectingKey: Bool { isMapping && pendingKey == nil }
    }

    /// Reads the node that `first` starts (a scalar, or a collection up to its end event).
    static func build(startingWith first: YAMLEvent, from reader: inout YAMLEventReader) throws -> YAMLNode {
        var stack: [Frame] = []
        var event = first
        while true {
            var finished: YAMLNode?
            switch event.kind {
            case .scalar:
                finished = YAMLNode(.scalar(event.text, event.style), location: reader.location(event))
            case .sequenceStart, .mappingStart:
                if stack.last?.expectingKey == true { throw reader.complexKeyError(event) }
                stack.append(Frame(isMapping: event.kind == .mappingStart, location: reader.location(event)))
            case .sequenceEnd, .mappingEnd:
                guard let frame = stack.popLast() else { break }
                finished = frame.isMapping
                    ? YAMLNode(.mapping(frame.pairs), location: frame.location)
                    : YAMLNode(.sequence(frame.items), location: frame.location)
            case .streamEnd:
                // The reader ends a stream only after every collection is closed.
                throw InputError(YAMLProblems.syntax, message: "invalid YAML: unexpected end of the stream",
                                 location: reader.location(event))
            }
            if let finished {
                guard !stack.isEmpty else { return finished }
                attach(finished, to: &stack[stack.count - 1], reader: &reader)
            }
            event = try reader.next()
        }
    }

    /// Adds `node` to the collection being built: an item, a key, or the value of the pending key
    /// (dropped, and reported, when the key repeats an earlier one).
    static func attach(_ node: YAMLNode, to frame: inout Frame, reader: inout YAMLEventReader) {
        guard frame.isMapping else {
            frame.items.append(node)
            return
        }
        guard let key = frame.pendingKey else {
            // `node` is a key: a scalar (collections are refused as keys in `build`).
            let text = node.scalar ?? ""
            frame.duplicateOfLine = frame.keyLines[text]
            if frame.duplicateOfLine == nil { frame.keyLines[text] = node.location.line }
            frame.pendingKey = node
            return
        }
        frame.pendingKey = nil
        if let firstLine = frame.duplicateOfLine {
            reader.reportDuplicateKey(key.scalar ?? "", at: key.location, firstLine: firstLine)
            return
        }
        frame.pairs.append(YAMLPair(key: key, value: node))
    }
}
