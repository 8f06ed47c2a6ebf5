import CLibYAML

/// One event of a YAML stream, as the readers of this module see it: documents and the stream
/// start are consumed by the reader, anchors, aliases and foreign tags are refused there.
struct YAMLEvent {
    enum Kind: UInt8 {
        case scalar
        case sequenceStart
        case mappingStart
        case sequenceEnd
        case mappingEnd
        case streamEnd
    }

    var kind: Kind
    /// How a scalar was written (`!!str` on a plain scalar reads as quoted).
    var style: YAMLNode.ScalarStyle
    /// 1-based line of the event's first character.
    var line: Int
    /// 1-based column (in Unicode scalars) of the event's first character.
    var column: Int
    /// A scalar's text; empty for other events.
    var text: String

    package init(kind: Kind, line: Int, column: Int, style: YAMLNode.ScalarStyle = .plain, text: String = "") {
        self.kind = kind
        self.style = style
        self.line = line
        self.column = column
        self.text = text
    }
}

/// Pulls events from libyaml one at a time, for ``YAMLTreeBuilder``. The only type besides
/// ``YAMLParser/scanEvents(_:)`` that talks to libyaml: it refuses anchors, aliases, foreign tags,
/// nesting deeper than ``YAMLLimits/maxDepth`` and more than one document.
struct YAMLEventReader {
    /// The file positions are reported in.
    let file: String
    /// YAML problems that do not stop reading (duplicate keys, tags), reported together at the end.
    var problems: [Diagnostic] = []
    private let limits: YAMLLimits
    private let bytes: [UInt8]
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    private var holdsEvent = false
    private var ended = false
    private var depth = 0
    private var documents = 0

    /// Tags that only restate what the node is; everything else is refused.
    static let standardScalarTags: Set<String> = [
        "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
        "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null",
    ]
    static let stringTag = "tag:yaml.org,2002:str"
    static let sequenceTag = "tag:yaml.org,2002:seq"
    static let mappingTag = "tag:yaml.org,2002:map"

    private init(file: String, limits: YAMLLimits, bytes: [UInt8],
                 parser: UnsafeMutablePointer<yaml_parser_t>, event: UnsafeMutablePointer<yaml_event_t>) {
        self.file = file
        self.limits = limits
        self.bytes = bytes
        self.parser = parser
        self.event = event
    }

    /// Checks `bytes` (size, UTF-8), then runs `body` with a reader positioned before the first
    /// event. After `body` the rest of the stream is read (a second document is refused) and the
    /// problems recorded along the way are thrown; a fatal problem is thrown with the ones before it.
    static func read<Result>(
        _ bytes: [UInt8], file: String, limits: YAMLLimits,
        _ body: (inout YAMLEventReader) throws -> Result
    ) throws -> Result {
        try checkSize(bytes, file: file, limits: limits)
        try checkUTF8(bytes, file: file)
        // libyaml wants a non-null input pointer even for an empty stream.
        let input: [UInt8] = bytes.isEmpty ? [0] : bytes
        return try input.withUnsafeBufferPointer { buffer in
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
            defer {
                parser.deallocate()
                event.deallocate()
            }
            guard yaml_parser_initialize(parser) == 1 else {
                throw InputError(YAMLProblems.syntax, message: "cannot start the YAML parser",
                                 location: SourceLocation(file: file, line: 1, column: 1))
            }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_input_string(parser, buffer.baseAddress.unsafelyUnwrapped, bytes.count)
            var reader = YAMLEventReader(file: file, limits: limits, bytes: bytes, parser: parser, event: event)
            defer { if reader.holdsEvent { yaml_event_delete(event) } }
            let result: Result
            do {
                result = try body(&reader)
                while try reader.next().kind != .streamEnd {}
            } catch let error as InputError where !reader.problems.isEmpty {
                throw InputError(reader.problems + error.diagnostics)
            }
            if !reader.problems.isEmpty { throw InputError(reader.problems) }
            return result
        }
    }

    /// Refuses a file larger than ``YAMLLimits/maxBytes``.
    static func checkSize(_ bytes: [UInt8], file: String, limits: YAMLLimits) throws {
        if bytes.count > limits.maxBytes {
            throw InputError(
                YAMLProblems.tooLarge,
                message: "the file is \(bytes.count) bytes, more than the limit of \(limits.maxBytes) bytes",
                location: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// Refuses bytes that are not valid UTF-8, at the first bad byte.
    static func checkUTF8(_ bytes: [UInt8], file: String) throws {
        if let bad = UTF8Text.firstInvalidByte(in: bytes) {
            throw InputError(
                YAMLProblems.invalidUTF8,
                message: "the file is not valid UTF-8: unexpected byte \(YAMLParser.hex(bytes[bad]))",
                location: location(ofByte: bad, in: bytes, file: file))
        }
    }

    /// The position of a byte, counted as libyaml counts its marks: a line ends at a line feed, a
    /// carriage return or both, and a leading byte order mark is not a column.
    static func location(ofByte offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        let position = LineIndex(bytes, breaks: .lineFeedOrCarriageReturn).position(ofByte: offset)
        return SourceLocation(file: file, line: position.line, column: position.column)
    }

    func location(_ event: YAMLEvent) -> SourceLocation {
        SourceLocation(file: file, line: event.line, column: event.column)
    }

    /// The error for a collection written where a mapping key belongs.
    func complexKeyError(_ event: YAMLEvent) -> InputError {
        InputError(
            YAMLProblems.complexKey,
            message: "a mapping key must be a scalar, found \(event.kind == .mappingStart ? "a mapping" : "a list")",
            location: location(event))
    }

    /// Records a duplicate key (the later one is dropped).
    mutating func reportDuplicateKey(_ text: String, at location: SourceLocation, firstLine: Int) {
        problems.append(Diagnostic(
            YAMLProblems.duplicateKey,
            message: "duplicate key '\(text)' (first written on line \(firstLine))",
            location: location))
    }

    /// The next event. Throws ``InputError`` for a problem that stops reading.
    mutating func next() throws -> YAMLEvent {
        // Long on purpose: one switch over libyaml's event kinds, on the hot path of every load.
        while true {
            if holdsEvent {
                yaml_event_delete(event)
                holdsEvent = false
            }
            if ended { return YAMLEvent(kind: .streamEnd, line: 1, column: 1) }
            guard yaml_parser_parse(parser, event) == 1 else { throw parserError() }
            holdsEvent = true
            let mark = event.pointee.start_mark
            let line = Int(mark.line) + 1, column = Int(mark.column) + 1
            switch event.pointee.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.pointee.data.scalar
                try refuseAnchor(scalar.anchor, line: line, column: column)
                var style = Self.style(scalar.style)
                if let tag = scalar.tag {
                    let text = String(cString: tag)
                    if text == Self.stringTag {
                        // `!!str 12` means the string "12": treat it like a quoted scalar.
                        if style == .plain { style = .singleQuoted }
                    } else if !Self.standardScalarTags.contains(text) {
                        refuseTag(text, line: line, column: column)
                    }
                }
                let text = scalar.length > 0 && scalar.value != nil
                    ? String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                    : ""
                return YAMLEvent(kind: .scalar, line: line, column: column, style: style, text: text)
            case YAML_SEQUENCE_START_EVENT:
                let start = event.pointee.data.sequence_start
                return try collectionStart(.sequenceStart, anchor: start.anchor, tag: start.tag,
                                           standardTag: Self.sequenceTag, line: line, column: column)
            case YAML_MAPPING_START_EVENT:
                let start = event.pointee.data.mapping_start
                return try collectionStart(.mappingStart, anchor: start.anchor, tag: start.tag,
                                           standardTag: Self.mappingTag, line: line, column: column)
            case YAML_SEQUENCE_END_EVENT:
                depth -= 1
                return YAMLEvent(kind: .sequenceEnd, line: line, column: column)
            case YAML_MAPPING_END_EVENT:
                depth -= 1
                return YAMLEvent(kind: .mappingEnd, line: line, column: column)
            case YAML_ALIAS_EVENT:
                let name = event.pointee.data.alias.anchor.map { String(cString: $0) } ?? ""
                throw InputError(
                    YAMLProblems.alias,
                    message: "alias '*\(name)' is not allowed",
                    location: SourceLocation(file: file, line: line, column: column),
                    fix: "write the value out in full; anchors and aliases are refused")
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw InputError(
                        YAMLProblems.multipleDocuments,
                        message: "the file contains more than one YAML document",
                        location: SourceLocation(file: file, line: line, column: column),
                        fix: "put each schema version in its own file")
                }
            case YAML_STREAM_END_EVENT:
                ended = true
                return YAMLEvent(kind: .streamEnd, line: line, column: column)
            default:
                break
            }
        }
    }

    /// The start of a sequence or mapping: refuses an anchor or a tag other than the standard
    /// one, and counts the nesting depth.
    private mutating func collectionStart(
        _ kind: YAMLEvent.Kind, anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?,
        standardTag: String, line: Int, column: Int
    ) throws -> YAMLEvent {
        try refuseAnchor(anchor, line: line, column: column)
        if let tag {
            let text = String(cString: tag)
            if text != standardTag { refuseTag(text, line: line, column: column) }
        }
        try enter(line: line, column: column)
        return YAMLEvent(kind: kind, line: line, column: column)
    }

    private mutating func enter(line: Int, column: Int) throws {
        if depth >= limits.maxDepth {
            throw InputError(
                YAMLProblems.tooDeep,
                message: "the document is nested deeper than \(limits.maxDepth) levels",
                location: SourceLocation(file: file, line: line, column: column))
        }
        depth += 1
    }

    // MARK: Refusals

    private func refuseAnchor(_ anchor: UnsafeMutablePointer<yaml_char_t>?, line: Int, column: Int) throws {
        guard let anchor else { return }
        throw InputError(
            YAMLProblems.anchor,
            message: "anchor '&\(String(cString: anchor))' is not allowed",
            location: SourceLocation(file: file, line: line, column: column),
            fix: "write the value out in full; anchors and aliases are refused")
    }

    private mutating func refuseTag(_ tag: String, line: Int, column: Int) {
        let shown = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst(18) : tag
        problems.append(Diagnostic(
            YAMLProblems.tag,
            message: "tag '\(shown)' is not allowed",
            location: SourceLocation(file: file, line: line, column: column),
            fix: "remove the tag"))
    }

    private func parserError() -> InputError {
        let parser = self.parser.pointee
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a mark.
            let offset = min(Int(parser.problem_offset), max(bytes.count - 1, 0))
            return InputError(
                YAMLProblems.invalidCharacter,
                message: "invalid character: \(problem)",
                location: Self.location(ofByte: offset, in: bytes, file: file))
        }
        var message = "invalid YAML: \(problem)"
        if let context = parser.context {
            let mark = parser.context_mark
            message += " \(String(cString: context)) at line \(Int(mark.line) + 1), column \(Int(mark.column) + 1)"
        }
        let mark = parser.problem_mark
        return InputError(YAMLProblems.syntax, message: message,
                          location: SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1))
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
