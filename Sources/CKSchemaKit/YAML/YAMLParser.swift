import CLibYAML

/// Limits that keep hostile input from exhausting memory or the stack.
public struct YAMLLimits: Sendable, Hashable {
    /// Largest accepted file, in bytes.
    public var maxBytes: Int
    /// Deepest accepted nesting of collections.
    public var maxDepth: Int

    public init(maxBytes: Int = 16 * 1024 * 1024, maxDepth: Int = 64) {
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
        if bytes.count > limits.maxBytes {
            throw InputError(
                id: YAMLErrorID.tooLarge,
                message: "the file is \(bytes.count) bytes, more than the limit of \(limits.maxBytes) bytes",
                location: SourceLocation(file: file, line: 1, column: 1))
        }
        if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
            throw InputError(
                id: YAMLErrorID.invalidUTF8,
                message: "the file is not valid UTF-8: unexpected byte \(hex(bytes[bad]))",
                location: TextPosition.location(ofByte: bad, in: bytes, file: file))
        }
        if bytes.isEmpty { return nil }
        return try bytes.withUnsafeBufferPointer { buffer in
            var builder = TreeBuilder(file: file, limits: limits, bytes: buffer)
            return try builder.run()
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

/// The identifiers of YAML-level input errors.
public enum YAMLErrorID {
    public static let syntax = "yaml.syntax"
    public static let anchor = "yaml.anchor"
    public static let alias = "yaml.alias"
    public static let tag = "yaml.tag"
    public static let duplicateKey = "yaml.duplicate_key"
    public static let complexKey = "yaml.complex_key"
    public static let tooDeep = "yaml.too_deep"
    public static let tooLarge = "yaml.too_large"
    public static let invalidUTF8 = "yaml.invalid_utf8"
    public static let invalidCharacter = "yaml.invalid_character"
    public static let multipleDocuments = "yaml.multiple_documents"
}

/// Walks libyaml's events and assembles the node tree with an explicit stack (no recursion).
private struct TreeBuilder {
    /// A collection being built.
    struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        /// For mappings: true when the next node is a key.
        var expectingKey: Bool
        var pendingKey: YAMLNode?
        var pendingKeyHash: UInt64 = 0

        init(isMapping: Bool, location: SourceLocation) {
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
        /// FNV-1a hashes of the keys in `pairs`, to find duplicates without comparing strings.
        var keyHashes: [UInt64] = []
        /// For larger mappings: an open-addressing table of indexes into `keyHashes` (-1 = empty).
        var table: [Int32] = []

        func reset() {
            keyHashes.removeAll(keepingCapacity: true)
            table.removeAll(keepingCapacity: true)
        }
    }

    /// Tags that only restate what the node is; everything else is refused.
    static let standardScalarTags: Set<String> = [
        "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
        "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null",
    ]
    static let stringTag = "tag:yaml.org,2002:str"
    static let sequenceTag = "tag:yaml.org,2002:seq"
    static let mappingTag = "tag:yaml.org,2002:map"
    /// Mappings with at most this many keys are checked for duplicates by a linear scan of hashes.
    static let linearKeyLimit = 32

    let file: String
    let limits: YAMLLimits
    let bytes: UnsafeBufferPointer<UInt8>
    var stack: [Frame] = []
    var levels: [Level] = []
    var root: YAMLNode?
    var documents = 0
    /// Problems that do not stop parsing (duplicate keys, tags); thrown together at the end.
    var problems: [Diagnostic] = []

    init(file: String, limits: YAMLLimits, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        self.limits = limits
        self.bytes = bytes
        stack.reserveCapacity(16)
    }

    /// Parses the stream. A fatal problem (syntax, anchor, depth…) ends parsing; problems found
    /// before it (duplicate keys, tags) are reported with it.
    mutating func run() throws -> YAMLNode? {
        do {
            return try parseEvents()
        } catch let error as InputError where !problems.isEmpty {
            throw InputError(problems + error.diagnostics)
        }
    }

    private mutating func parseEvents() throws -> YAMLNode? {
        guard let base = bytes.baseAddress else { return nil }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer {
            parser.deallocate()
            event.deallocate()
        }
        guard yaml_parser_initialize(parser) == 1 else {
            throw InputError(id: YAMLErrorID.syntax, message: "cannot start the YAML parser",
                             location: SourceLocation(file: file, line: 1, column: 1))
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, base, bytes.count)

        while true {
            guard yaml_parser_parse(parser, event) == 1 else { throw parserError(parser.pointee) }
            defer { yaml_event_delete(event) }
            let e = event.pointee
            switch e.type {
            case YAML_STREAM_END_EVENT:
                if !problems.isEmpty {
                    defer { problems = [] }
                    throw InputError(problems)
                }
                return root
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw InputError(
                        id: YAMLErrorID.multipleDocuments,
                        message: "the file contains more than one YAML document",
                        location: location(e.start_mark),
                        fix: "put each schema version in its own file")
                }
            case YAML_SCALAR_EVENT:
                let scalar = e.data.scalar
                try refuseAnchor(scalar.anchor, at: e.start_mark)
                var style = Self.style(scalar.style)
                if let tag = scalar.tag {
                    let text = String(cString: tag)
                    if text == Self.stringTag {
                        // `!!str 12` means the string "12": treat it like a quoted scalar.
                        if style == .plain { style = .singleQuoted }
                    } else if !Self.standardScalarTags.contains(text) {
                        refuseTag(text, at: e.start_mark)
                    }
                }
                let text: String
                var hash = Self.fnvOffset
                if let value = scalar.value, scalar.length > 0 {
                    let bytes = UnsafeBufferPointer(start: value, count: scalar.length)
                    text = String(decoding: bytes, as: UTF8.self)
                    if let top = stack.indices.last, stack[top].expectingKey { hash = Self.fnv(bytes) }
                } else {
                    text = ""
                }
                try attach(YAMLNode(.scalar(text, style), location: location(e.start_mark)), keyHash: hash)
            case YAML_SEQUENCE_START_EVENT:
                let start = e.data.sequence_start
                try refuseAnchor(start.anchor, at: e.start_mark)
                if let tag = start.tag {
                    let text = String(cString: tag)
                    if text != Self.sequenceTag { refuseTag(text, at: e.start_mark) }
                }
                try push(isMapping: false, at: e.start_mark)
            case YAML_MAPPING_START_EVENT:
                let start = e.data.mapping_start
                try refuseAnchor(start.anchor, at: e.start_mark)
                if let tag = start.tag {
                    let text = String(cString: tag)
                    if text != Self.mappingTag { refuseTag(text, at: e.start_mark) }
                }
                try push(isMapping: true, at: e.start_mark)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { break }
                let level = levels[stack.count]
                let node = frame.isMapping
                    ? YAMLNode(.mapping(level.pairs.take()), location: frame.location)
                    : YAMLNode(.sequence(level.items.take()), location: frame.location)
                try attach(node, keyHash: 0)
            case YAML_ALIAS_EVENT:
                let name = e.data.alias.anchor.map { String(cString: $0) } ?? ""
                throw InputError(
                    id: YAMLErrorID.alias,
                    message: "alias '*\(name)' is not allowed",
                    location: location(e.start_mark),
                    fix: "write the value out in full; anchors and aliases are refused")
            default:
                break
            }
        }
    }

    // MARK: Building

    mutating func push(isMapping: Bool, at mark: yaml_mark_t) throws {
        if stack.count >= limits.maxDepth {
            throw InputError(
                id: YAMLErrorID.tooDeep,
                message: "the document is nested deeper than \(limits.maxDepth) levels",
                location: location(mark))
        }
        if let top = stack.indices.last, stack[top].expectingKey {
            throw InputError(
                id: YAMLErrorID.complexKey,
                message: "a mapping key must be a scalar, found \(isMapping ? "a mapping" : "a list")",
                location: location(mark))
        }
        if levels.count == stack.count { levels.append(Level()) }
        levels[stack.count].reset()
        stack.append(Frame(isMapping: isMapping, location: location(mark)))
    }

    mutating func attach(_ node: consuming YAMLNode, keyHash: UInt64) throws {
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
            // `node` is a key; collections are refused as keys in `push`.
            stack[top].pendingKey = node
            stack[top].pendingKeyHash = keyHash
            stack[top].expectingKey = false
            return
        }
        stack[top].expectingKey = true
        guard let key = stack[top].pendingKey.take() else { return }
        let hash = stack[top].pendingKeyHash
        if let first = Self.firstIndex(ofKey: key, hash: hash, in: level) {
            let text = key.scalar ?? ""
            let firstLine = level.pairs[first].key.location.line
            problems.append(Diagnostic(
                id: YAMLErrorID.duplicateKey, severity: .error,
                message: "duplicate key '\(text)' (first written on line \(firstLine))",
                location: key.location))
            return
        }
        level.pairs.append(YAMLPair(key: key, value: node))
        level.keyHashes.append(hash)
        let count = level.keyHashes.count
        if count > Self.linearKeyLimit {
            if count * 2 > level.table.count {
                Self.rebuildTable(of: level)
            } else {
                Self.insert(index: count - 1, in: level)
            }
        }
    }

    static func firstIndex(ofKey key: YAMLNode, hash: UInt64, in level: Level) -> Int? {
        if level.table.isEmpty {
            for i in level.keyHashes.indices where level.keyHashes[i] == hash && level.pairs[i].key.scalar == key.scalar {
                return i
            }
            return nil
        }
        let mask = level.table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(level.table[slot])
            if index < 0 { return nil }
            if level.keyHashes[index] == hash && level.pairs[index].key.scalar == key.scalar { return index }
            slot = (slot + 1) & mask
        }
    }

    static func rebuildTable(of level: Level) {
        var capacity = 64
        while capacity < level.keyHashes.count * 4 { capacity *= 2 }
        level.table = [Int32](repeating: -1, count: capacity)
        for index in level.keyHashes.indices { insert(index: index, in: level) }
    }

    static func insert(index: Int, in level: Level) {
        let mask = level.table.count - 1
        var slot = Int(truncatingIfNeeded: level.keyHashes[index]) & mask
        while level.table[slot] >= 0 { slot = (slot + 1) & mask }
        level.table[slot] = Int32(truncatingIfNeeded: index)
    }

    static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325

    /// 64-bit FNV-1a: cheap, unseeded, good enough to tell keys apart before comparing them.
    static func fnv(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = fnvOffset
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    // MARK: Refusals

    func refuseAnchor(_ anchor: UnsafeMutablePointer<yaml_char_t>?, at mark: yaml_mark_t) throws {
        guard let anchor else { return }
        throw InputError(
            id: YAMLErrorID.anchor,
            message: "anchor '&\(String(cString: anchor))' is not allowed",
            location: location(mark),
            fix: "write the value out in full; anchors and aliases are refused")
    }

    mutating func refuseTag(_ tag: String, at mark: yaml_mark_t) {
        let shown = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst(18) : tag
        problems.append(Diagnostic(
            id: YAMLErrorID.tag, severity: .error,
            message: "tag '\(shown)' is not allowed",
            location: location(mark),
            fix: "remove the tag"))
    }

    func parserError(_ parser: yaml_parser_t) -> InputError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a mark.
            let offset = min(Int(parser.problem_offset), max(bytes.count - 1, 0))
            return InputError(
                id: YAMLErrorID.invalidCharacter,
                message: "invalid character: \(problem)",
                location: TextPosition.location(ofByte: offset, in: bytes, file: file))
        }
        var message = "invalid YAML: \(problem)"
        if let context = parser.context {
            let mark = location(parser.context_mark)
            message += " \(String(cString: context)) at line \(mark.line), column \(mark.column)"
        }
        return InputError(id: YAMLErrorID.syntax, message: message, location: location(parser.problem_mark))
    }

    // MARK: Helpers

    /// libyaml marks are 0-based and count characters (Unicode scalars); locations are 1-based.
    func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    static func style(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
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
