import CKSchemaCore
import CLibXML2
import Foundation

/// An element of a parsed XML document, with the position of its start tag.
struct XMLElementNode: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [XMLElementNode]
    /// The element's own text, without whitespace-only runs (a property list's `<string>`).
    var text = ""
    /// The position of the `<` that opens the element.
    var location: SourceLocation

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// Children with this element name, in document order.
    func children(named name: String) -> [XMLElementNode] { children.filter { $0.name == name } }
}

/// Reads an XML document into ``XMLElementNode`` values with libxml2's SAX parser, directly.
///
/// Hostile input is refused, never followed: no network (`XML_PARSE_NONET`), no DTD (a
/// `<!DOCTYPE` with an internal subset stops the parse before the subset is read, so no entity is
/// ever declared, let alone expanded; only XML's five predefined ones exist; an external DTD, as
/// property lists name, is never loaded), undeclared entities are errors, and libxml2's own limits stay on (no
/// `XML_PARSE_HUGE`: names up to 50 000 bytes, values up to 10 MB, nesting up to 256). FoundationXML
/// was not used: its callbacks crash on inputs such as a bare processing instruction (`<?x?>`) or
/// an invalid UTF-8 name (docs/reliability.md).
enum XMLDocumentReader {
    /// The document's root element. Throws ``InputError`` (`import.malformed_xml`) with the line
    /// and column of the first error.
    static func read(_ data: Data, file: String) throws -> XMLElementNode {
        let builder = TreeBuilder(file: file, text: data)
        let parsed = data.withUnsafeBytes { buffer in parse(buffer, into: builder) }
        if !parsed || builder.failure != nil {
            let failure = builder.failure ?? .init(message: "the document could not be parsed", line: 1, column: 1)
            throw InputError(
                ImportProblems.malformedXML, message: "malformed XML: \(failure.message)",
                location: SourceLocation(file: file, line: max(1, failure.line), column: max(1, failure.column)))
        }
        guard let root = builder.root else {
            throw InputError(ImportProblems.malformedXML, message: "malformed XML: the document has no root element",
                             location: SourceLocation(file: file, line: 1, column: 1))
        }
        return root
    }

    /// libxml2's one-time global initialisation (thread-safe from then on).
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Runs libxml2 over `buffer`, calling `builder`; false when libxml2 could not even start.
    private static func parse(_ buffer: UnsafeRawBufferPointer, into builder: TreeBuilder) -> Bool {
        guard initialized, buffer.count < Int(Int32.max) else { return false }
        if buffer.isEmpty {
            builder.fail("the document is empty", line: 1, column: 1)
            return true
        }
        let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self)
        guard let context = xmlCreateMemoryParserCtxt(base, Int32(buffer.count)) else { return false }
        defer {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
        }
        // NOENT substitutes entities; none can be declared (see `handler()`), so it only makes
        // libxml2 hand `&amp;` in attribute values over as `&` rather than as `&#38;`.
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue))
        context.pointee.sax.pointee = handler()
        builder.context = context
        context.pointee.userData = Unmanaged.passUnretained(builder).toOpaque()
        // Errors raised outside the parser context (none are expected) must not reach standard error.
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        _ = withExtendedLifetime(builder) { xmlParseDocument(context) }
        return true
    }

    /// The callbacks: elements and errors only; a DOCTYPE stops the parse; entities are unknown.
    private static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { userData, localName, prefix, _, _, _, attributeCount, _, attributes in
            TreeBuilder.from(userData)?.start(localName, prefix, Int(attributeCount), attributes)
        }
        handler.endElementNs = { userData, _, _, _ in
            TreeBuilder.from(userData)?.end()
        }
        handler.internalSubset = { userData, _, _, _ in
            TreeBuilder.from(userData)?.doctype()
        }
        handler.characters = { userData, characters, count in
            TreeBuilder.from(userData)?.text(characters, Int(count))
        }
        handler.getEntity = { _, _ in nil }
        handler.serror = { userData, error in
            // Namespace errors are recoverable and namespaces mean nothing to a Core Data model.
            guard let error = error?.pointee, error.level.rawValue >= XML_ERR_ERROR.rawValue,
                  error.domain != Int32(XML_FROM_NAMESPACE.rawValue) else { return }
            TreeBuilder.from(userData)?.fail(TreeBuilder.text(error.message), line: Int(error.line), column: Int(error.int2))
        }
        return handler
    }
}

/// Builds the element tree from parser callbacks. Used from one thread only, by one parse.
private final class TreeBuilder {
    struct Failure {
        var message: String
        var line: Int
        var column: Int
    }

    let file: String
    /// The lines of the document's bytes, for the positions of start tags.
    private let lines: LineIndex
    private var stack: [XMLElementNode] = []
    private(set) var root: XMLElementNode?
    private(set) var failure: Failure?
    /// The parser, for positions and to stop it.
    var context: xmlParserCtxtPtr?

    init(file: String, text: Data) {
        self.file = file
        self.lines = LineIndex([UInt8](text))
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> TreeBuilder? {
        userData.map { Unmanaged<TreeBuilder>.fromOpaque($0).takeUnretainedValue() }
    }

    /// libxml2's limits (without `XML_PARSE_HUGE`), by the start of its message.
    private static let limits: [String: String] = [
        "Excessive depth in document": "elements are nested deeper than 256 levels, libxml2's limit",
        "AttValue length too long": "an attribute value is longer than 10000000 bytes, libxml2's limit",
        "Name too long": "a name is longer than 50000 bytes, libxml2's limit",
        "Huge input lookup": "the document is too large for libxml2",
        "xmlSAX2Characters: huge text node": "a text is longer than 10000000 bytes, libxml2's limit",
    ]

    /// A C string from libxml2 as a message: first letter lowercased, lines joined, no trailing newline.
    static func text(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "the document could not be parsed" }
        let lines = String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
            .split(whereSeparator: \.isNewline).map(trimmed).filter { !$0.isEmpty }
        // libxml2's limits, said in terms a user can act on (its text names a parser option).
        if let limit = limits.first(where: { lines.first?.hasPrefix($0.key) == true }) { return limit.value }
        // "Input is not proper UTF-8, indicate encoding !" / "Bytes: 0xC1 0x3D …"
        if lines.count == 2, lines[0].hasPrefix("Input is not proper UTF-8"), lines[1].hasPrefix("Bytes: ") {
            return "the text is not valid UTF-8 (bytes \(lines[1].dropFirst("Bytes: ".count)))"
        }
        let joined = lines.joined(separator: "; ")
        return joined.isEmpty ? "the document could not be parsed" : joined.prefix(1).lowercased() + joined.dropFirst()
    }

    /// `line` without the spaces and tabs around it.
    private static func trimmed(_ line: Substring) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = line.firstIndex(where: { !isBlank($0) }), let last = line.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(line[first...last])
    }

    /// libxml2's `xmlChar` text as a String; invalid UTF-8 (which libxml2 refuses first) is repaired, never trapped on.
    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))), as: UTF8.self)
    }

    /// A qualified name: `prefix:localName`, or `localName`.
    private static func name(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
        prefix.map { string($0) + ":" + string(localName) } ?? string(localName)
    }

    /// An element starts. `attributes` holds five pointers per attribute: local name, prefix,
    /// namespace URI, and the value's start and end (the value is not NUL-terminated).
    func start(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ attributeCount: Int,
               _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard failure == nil else { return }
        let elementName = Self.name(localName, prefix)
        var values: [String: String] = [:]
        if let attributes {
            for index in 0..<max(0, attributeCount) {
                let fields = attributes.advanced(by: 5 * index)
                guard let start = fields[3], let end = fields[4], end >= start else { continue }
                values[Self.name(fields[0], fields[1])] = String(decoding: UnsafeBufferPointer(start: start, count: end - start),
                                                                 as: UTF8.self)
            }
        }
        let input = context?.pointee.input?.pointee
        let location = startTagLocation(of: elementName, reportedLine: Int(input?.line ?? 1), reportedColumn: Int(input?.col ?? 0))
        stack.append(XMLElementNode(name: elementName, attributes: values, children: [], location: location))
    }

    func end() {
        guard failure == nil, let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    /// A DOCTYPE: an internal subset (`[`, where entities are declared) stops the parse; a bare
    /// external identifier is let through (never loaded).
    func doctype() {
        guard let input = context?.pointee.input?.pointee, var cursor = input.cur, let end = input.end else { return }
        while cursor < end, [0x20, 0x09, 0x0A, 0x0D].contains(cursor.pointee) { cursor += 1 }
        if cursor < end, cursor.pointee == UInt8(ascii: "[") {
            stop("a DOCTYPE with declarations is not allowed", at: "<!DOCTYPE")
        }
    }

    /// Text inside the current element; whitespace-only runs are left out.
    func text(_ characters: UnsafePointer<xmlChar>?, _ count: Int) {
        guard failure == nil, !stack.isEmpty, let characters, count > 0 else { return }
        let run = UnsafeBufferPointer(start: characters, count: count)
        if stack[stack.count - 1].text.isEmpty && run.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return }
        stack[stack.count - 1].text += String(decoding: run, as: UTF8.self)
    }

    /// Records the first error.
    func fail(_ message: String, line: Int, column: Int) {
        if failure == nil { failure = Failure(message: message, line: line, column: column) }
    }

    /// Records an error at the last `construct` before the parser's position, and stops the parse.
    func stop(_ message: String, at construct: String) {
        let input = context?.pointee.input?.pointee
        let location = startTagLocation(of: construct, reportedLine: Int(input?.line ?? 1), reportedColumn: Int(input?.col ?? 0),
                                        prefixed: false)
        fail(message, line: location.line, column: location.column)
        if let context { xmlStopParser(context) }
    }

    /// The parser reports the position where the start tag ends; find its `<` in the text
    /// (or, not `prefixed`, the text `name` itself).
    private func startTagLocation(of name: String, reportedLine: Int, reportedColumn: Int,
                                  prefixed: Bool = true) -> SourceLocation {
        let needle = Array(((prefixed ? "<" : "") + name).utf8)
        let lineCount = lines.lineCount
        var lineIndex = min(max(reportedLine, 1), lineCount) - 1
        var limit = reportedColumn > 0 ? reportedColumn : Int.max
        while lineIndex >= 0 && lineIndex < lineCount {
            let line = lines.bytes(ofLine: lineIndex + 1)
            if let offset = lastOccurrence(of: needle, in: line, before: min(limit, line.count)) {
                let column = lines.position(ofByte: line.startIndex + offset).column
                return SourceLocation(file: file, line: lineIndex + 1, column: column)
            }
            if reportedLine - lineIndex > 50 { break }
            lineIndex -= 1
            limit = Int.max
        }
        return SourceLocation(file: file, line: max(reportedLine, 1), column: 1)
    }

    /// The offset (from the line's start) of the last `needle` that starts before `end`.
    private func lastOccurrence(of needle: [UInt8], in line: ArraySlice<UInt8>, before end: Int) -> Int? {
        guard needle.count <= line.count else { return nil }
        let base = line.startIndex
        var start = min(end, line.count) - 1
        while start >= 0 {
            if start + needle.count <= line.count, line[(base + start)..<(base + start + needle.count)].elementsEqual(needle) {
                let after = start + needle.count
                // `<entity` must not match `<entityX`.
                if after == line.count || !Self.isNameByte(line[base + after]) { return start }
            }
            start -= 1
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }
}
