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
            return try reader.readNode(startingWith: first)
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

/// Assembles the node tree of one node from events, with an explicit stack (no recursion), and
/// refuses duplicate and collection keys.
struct YAMLTreeBuilder {
    /// A collection being built.
    struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        /// For mappings: true when the next node is a key.
        var expectingKey: Bool
        var pendingKey: YAMLNode?
        /// The first line of the pending key when it repeats an earlier key of the mapping.
        var duplicateOfLine: Int?

        package init(isMapping: Bool, location: SourceLocation) {
            self.isMapping = isMapping
            self.location = location
            self.expectingKey = isMapping
        }
    }

    /// Working storage of one nesting level, reused by every collection at that depth so that
    /// building a collection allocates only its final, exactly sized array.
    final class Level {
        var items = ScratchBuffer<YAMLNode>()
        var pairs = ScratchBuffer<YAMLPair>()
        var keys = MappingKeys()
    }

    let file: String
    var stack: [Frame] = []
    var levels: [Level] = []
    package var root: YAMLNode?

    package init(file: String) {
        self.file = file
        stack.reserveCapacity(16)
    }

    /// Reads the collection that `first` starts, up to its end event.
    mutating func build<Source: YAMLEventSource>(startingWith first: YAMLEvent, from source: inout Source) throws -> YAMLNode {
        var event = first
        while true {
            switch event.kind {
            case .scalar:
                if let top = stack.indices.last, stack[top].expectingKey {
                    stack[top].duplicateOfLine = levels[top].keys.register(event.text, line: event.line)
                }
                attach(YAMLNode(.scalar(event.text, event.style), location: source.location(event)), source: &source)
            case .sequenceStart, .mappingStart:
                if let top = stack.indices.last, stack[top].expectingKey { throw source.complexKeyError(event) }
                if levels.count == stack.count { levels.append(Level()) }
                let isMapping = event.kind == .mappingStart
                if isMapping { levels[stack.count].keys.reset() }
                stack.append(Frame(isMapping: isMapping, location: source.location(event)))
            case .sequenceEnd, .mappingEnd:
                guard let frame = stack.popLast() else { break }
                let level = levels[stack.count]
                let node = frame.isMapping
                    ? YAMLNode(.mapping(level.pairs.take()), location: frame.location)
                    : YAMLNode(.sequence(level.items.take()), location: frame.location)
                attach(node, source: &source)
            case .streamEnd:
                // The reader ends a stream only after every collection is closed.
                throw InputError(YAMLProblems.syntax, message: "invalid YAML: unexpected end of the stream",
                                 location: source.location(event))
            }
            if stack.isEmpty, let root = root.take() { return root }
            event = try source.next()
        }
    }

    // MARK: Building

    mutating func attach<Source: YAMLEventSource>(_ node: consuming YAMLNode, source: inout Source) {
        let top = stack.count - 1
        guard top >= 0 else {
            root = node
            return
        }
        let level = levels[top]
        if !stack[top].isMapping {
            level.items.append(node)
            return
        }
        if stack[top].expectingKey {
            // `node` is a key; collections are refused as keys in `build`.
            stack[top].pendingKey = node
            stack[top].expectingKey = false
            return
        }
        stack[top].expectingKey = true
        guard let key = stack[top].pendingKey.take() else { return }
        if let firstLine = stack[top].duplicateOfLine {
            source.reportDuplicateKey(key.scalar ?? "", at: key.location, firstLine: firstLine)
            return
        }
        level.pairs.append(YAMLPair(key: key, value: node))
    }
}

/// A growable buffer whose contents move out into an exactly sized array, keeping its capacity
/// for the next use.
struct ScratchBuffer<Element> {
    private final class Storage {
        var base: UnsafeMutablePointer<Element>?
        var count = 0
        var capacity = 0

        deinit {
            if let base {
                base.deinitialize(count: count)
                base.deallocate()
            }
        }
    }

    private let storage = Storage()

    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < storage.count)
        return storage.base.unsafelyUnwrapped[index]
    }

    func append(_ element: consuming Element) {
        if storage.count == storage.capacity {
            let capacity = max(16, storage.capacity * 2)
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            if let base = storage.base {
                grown.moveInitialize(from: base, count: storage.count)
                base.deallocate()
            }
            storage.base = grown
            storage.capacity = capacity
        }
        (storage.base.unsafelyUnwrapped + storage.count).initialize(to: element)
        storage.count += 1
    }

    /// Moves the elements out, leaving the buffer empty.
    func take() -> [Element] {
        let count = storage.count
        guard count > 0, let base = storage.base else { return [] }
        storage.count = 0
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress.unsafelyUnwrapped.moveInitialize(from: base, count: count)
            initialized = count
        }
    }
}

/// Strict UTF-8 validation (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
enum UTF8Validation {
    /// The offset of the first byte that does not start a valid UTF-8 sequence, or nil.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidByte(in: $0) }
    }

    static func firstInvalidByte(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = buffer.count
        guard let base = buffer.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i < count {
            // Fast path: eight ASCII bytes at a time.
            while i + 8 <= count, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
            }
            guard i < count else { break }
            let b0 = buffer[i]
            if b0 < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch b0 {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return i
            }
            // A malformed sequence is reported at its first byte: the character that is wrong.
            guard i + 1 < count, buffer[i + 1] >= lower, buffer[i + 1] <= upper else { return i }
            for k in 2..<length {
                guard i + k < count, buffer[i + k] & 0xC0 == 0x80 else { return i }
            }
            i += length
        }
        return nil
    }
}

/// Line and column of a byte offset, counted the way libyaml counts marks.
enum TextPosition {
    /// 1-based line and column (in Unicode scalars) of the byte at `offset`; a leading BOM does not count.
    static func location(ofByte offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        bytes.withUnsafeBufferPointer { location(ofByte: offset, in: $0, file: file) }
    }

    static func location(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String) -> SourceLocation {
        var line = 1
        var column = 1
        var i = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        let end = min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
                column = 1
            } else if b == 0x0D {
                if i + 1 < end, bytes[i + 1] == 0x0A { i += 1 }
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
