import CKSchemaCore
import CKSchemaRules
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a parsed XML document, with the position of its start tag.
struct XMLElementNode: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [XMLElementNode]
    /// The position of the `<` that opens the element.
    var location: SourceLocation

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// Children with this element name, in document order.
    func children(named name: String) -> [XMLElementNode] { children.filter { $0.name == name } }
}

/// Reads an XML document into ``XMLElementNode`` values with Foundation's `XMLParser`
/// (FoundationXML on Linux). External entities are never resolved.
enum XMLDocumentReader {
    /// The document's root element. Throws ``InputError`` (`import.malformed_xml`) with the line
    /// and column of the first error.
    static func read(_ data: Data, file: String) throws -> XMLElementNode {
        let builder = TreeBuilder(file: file, text: data)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let succeeded = parser.parse()
        if !succeeded || builder.failure != nil {
            let line = max(1, builder.failure?.line ?? parser.lineNumber)
            let column = max(1, builder.failure?.column ?? parser.columnNumber)
            let reason = builder.failure?.message ?? describe(parser.parserError)
            throw InputError(
                id: "import.malformed_xml", message: "malformed XML: \(reason)",
                location: SourceLocation(file: file, line: line, column: column))
        }
        guard let root = builder.root else {
            throw InputError(id: "import.malformed_xml", message: "malformed XML: the document has no root element",
                             location: SourceLocation(file: file, line: 1, column: 1))
        }
        return root
    }

    private static func describe(_ error: (any Error)?) -> String {
        guard let error else { return "the document could not be parsed" }
        return message(for: error)
    }

    /// A readable message for a parser error: libxml2's text when Foundation passes it on, else a
    /// description of the error code (the codes are libxml2's, shared with `XMLParser.ErrorCode`).
    static func message(for error: any Error) -> String {
        let nsError = error as NSError
        if let text = nsError.userInfo[NSLocalizedDescriptionKey] as? String {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty, !trimmed.hasPrefix("The operation could not be completed") {
                return trimmed.prefix(1).lowercased() + trimmed.dropFirst()
            }
        }
        return codeDescriptions[nsError.code] ?? "parser error \(nsError.code)"
    }

    private static let codeDescriptions: [Int: String] = [
        3: "the document does not start like XML",
        4: "the document is empty",
        5: "the document ends too early or has content after its root element",
        6: "invalid hexadecimal character reference",
        7: "invalid decimal character reference",
        8: "invalid character reference",
        9: "invalid character",
        23: "entity reference without ';'",
        26: "undeclared entity",
        38: "'<' in an attribute value",
        39: "attribute value not started",
        40: "attribute value not finished",
        41: "attribute without a value",
        42: "attribute given twice",
        64: "XML declaration not finished",
        68: "element or attribute name expected",
        73: "'>' expected",
        76: "opening and ending tag mismatch",
        77: "element not closed before the end of the document",
    ]
}

/// Builds the element tree from parser callbacks. Used from one thread only, by one `parse()` call.
private final class TreeBuilder: NSObject, XMLParserDelegate, @unchecked Sendable {
    struct Failure {
        var message: String
        var line: Int
        var column: Int
    }

    let file: String
    private let lines: [[UInt8]]
    private var stack: [XMLElementNode] = []
    private(set) var root: XMLElementNode?
    private(set) var failure: Failure?

    init(file: String, text: Data) {
        self.file = file
        self.lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let location = startTagLocation(of: elementName, reportedLine: parser.lineNumber, reportedColumn: parser.columnNumber)
        stack.append(XMLElementNode(name: elementName, attributes: attributes, children: [], location: location))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if failure == nil {
            failure = Failure(message: XMLDocumentReader.message(for: parseError), line: parser.lineNumber, column: parser.columnNumber)
        }
    }

    /// The parser reports the position where the start tag ends; find its `<` in the text.
    private func startTagLocation(of name: String, reportedLine: Int, reportedColumn: Int) -> SourceLocation {
        let needle = Array(("<" + name).utf8)
        var lineIndex = min(max(reportedLine, 1), lines.count) - 1
        var limit = reportedColumn > 0 ? reportedColumn : Int.max
        while lineIndex >= 0 && lineIndex < lines.count {
            let line = lines[lineIndex]
            if let offset = lastOccurrence(of: needle, in: line, before: min(limit, line.count)) {
                let column = String(decoding: line[..<offset], as: UTF8.self).unicodeScalars.count + 1
                return SourceLocation(file: file, line: lineIndex + 1, column: column)
            }
            if reportedLine - lineIndex > 50 { break }
            lineIndex -= 1
            limit = Int.max
        }
        return SourceLocation(file: file, line: max(reportedLine, 1), column: 1)
    }

    private func lastOccurrence(of needle: [UInt8], in line: [UInt8], before end: Int) -> Int? {
        guard needle.count <= line.count else { return nil }
        var start = min(end, line.count) - 1
        while start >= 0 {
            if start + needle.count <= line.count, line[start..<(start + needle.count)].elementsEqual(needle) {
                let after = start + needle.count
                // `<entity` must not match `<entityX`.
                if after == line.count || !Self.isNameByte(line[after]) { return start }
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
