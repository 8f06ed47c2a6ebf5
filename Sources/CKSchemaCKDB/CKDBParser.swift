import CKSchemaCore
import Foundation

/// Reads CloudKit Schema Language (`.ckdb`) into a `CloudKitSchema`.
///
/// Accepts what real files contain: `//`, `--` and `/* */` comments, members in any order, any
/// alignment, quoted names, `LIST<…>`, `ENCRYPTED <type>`, `NUMBER [PREFERRED AS …]`,
/// `CREATE ROLE`, GRANT lists, keywords in any case, CRLF line ends, and an export pasted inside a
/// Markdown code fence. Every error is an `InputError` with an id `ckdb.*` and the 1-based line and
/// column of the offending token.
public enum CKDBParser {
    /// Files larger than this are refused (`input.too_large`); real exports are a few KB.
    public static let maximumFileSize = InputFormat.ckdb.byteLimit

    /// Parses schema text. `file` is the path used in error locations.
    public static func parse(_ text: String, file: String = "<input>") throws(InputError) -> CloudKitSchema {
        try parseDocument(text, file: file).schema
    }

    /// Parses schema text, keeping what the inspector needs besides the schema (comments, the
    /// Markdown wrapper, the text).
    public static func parseDocument(_ text: String, file: String = "<input>") throws(InputError) -> CKDBDocument {
        let extracted = MarkdownFence.schemaText(in: text)
        var lexer = CKDBLexer(text: extracted ?? text, file: file)
        let tokens = try lexer.tokenize()
        var parser = Parser(tokens: tokens, file: file)
        let schema = try parser.parseSchema()
        return CKDBDocument(file: file, text: text, schema: schema, comments: lexer.comments,
                            isMarkdown: extracted != nil)
    }

    /// Reads and parses the file at `path`.
    public static func parseFile(atPath path: String) throws(InputError) -> CloudKitSchema {
        try parse(try readText(atPath: path), file: path)
    }

    /// Reads a text file, refusing unreadable, oversized and non-UTF-8 input with `ckdb.*` errors.
    public static func readText(atPath path: String) throws(InputError) -> String {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let data = try InputFile.read(path, format: .ckdb) else {
            throw InputError(CKDBProblems.unreadable, message: "cannot read '\(path)'")
        }
        guard UTF8Text.isValid(data) else {
            throw InputError(CKDBProblems.invalidUTF8, message: "file is not valid UTF-8", location: start)
        }
        return UTF8Text.decoded(data)
    }
}

/// A parsed `.ckdb` file: the schema plus facts about the text it came from.
public struct CKDBDocument: Sendable {
    /// The path used in locations.
    public var file: String
    /// The full text as read (including any Markdown around the schema).
    public var text: String
    public var schema: CloudKitSchema
    /// Where each comment starts.
    public var comments: [SourceLocation]
    /// Whether the schema was taken out of a Markdown code fence.
    public var isMarkdown: Bool
}

/// Recursive-descent parser over the token list.
private struct Parser {
    let tokens: [CKDBToken]
    let file: String
    var position = 0

    package init(tokens: [CKDBToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    var current: CKDBToken { tokens[min(position, tokens.count - 1)] }

    mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    func location(of token: CKDBToken) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    func error(_ problem: DiagnosticDescription, _ message: String, at token: CKDBToken, fix: String? = nil) -> InputError {
        InputError(problem, message: message, location: location(of: token), fix: fix)
    }

    func unexpected(expected: String) -> InputError {
        error(CKDBProblems.unexpectedToken, "expected \(expected), found \(current.display)", at: current)
    }

    mutating func expectKeyword(_ keyword: String) throws(InputError) {
        guard current.isKeyword(keyword) else { throw unexpected(expected: "'\(keyword)'") }
        advance()
    }

    mutating func expectSymbol(_ symbol: Character) throws(InputError) {
        guard current.isSymbol(symbol) else { throw unexpected(expected: "'\(symbol)'") }
        advance()
    }

    mutating func parseName(_ what: String) throws(InputError) -> (CKName, SourceLocation) {
        let token = current
        switch token.kind {
        case .word(let w):
            advance()
            return (CKName(w, writtenQuoted: false), location(of: token))
        case .quoted(let q):
            advance()
            return (CKName(q, writtenQuoted: true), location(of: token))
        default:
            throw unexpected(expected: what)
        }
    }

    mutating func parseSchema() throws(InputError) -> CloudKitSchema {
        guard current.isKeyword("DEFINE") else {
            throw error(CKDBProblems.expectedDefineSchema,
                        "a schema starts with 'DEFINE SCHEMA', found \(current.display)", at: current)
        }
        advance()
        try expectKeyword("SCHEMA")
        var schema = CloudKitSchema()
        var typeNames: [CKName: SourceLocation] = [:]
        var roleNames: [CKName: SourceLocation] = [:]
        while current.kind != .endOfFile {
            let start = current
            if start.isKeyword("CREATE") {
                advance()
                try expectKeyword("ROLE")
                let nameToken = current
                let (name, _) = try parseName("a role name")
                if let first = roleNames[name] {
                    throw error(CKDBProblems.duplicateRole, "role '\(name)' is already created at \(first.line):\(first.column)",
                                at: nameToken)
                }
                roleNames[name] = location(of: start)
                schema.roles.append(Role(name: name, location: location(of: start)))
            } else if start.isKeyword("RECORD") {
                let recordType = try parseRecordType()
                if let first = typeNames[recordType.name] {
                    throw error(CKDBProblems.duplicateRecordType,
                                "record type '\(recordType.name)' is already defined at \(first.line):\(first.column)",
                                at: start)
                }
                typeNames[recordType.name] = location(of: start)
                schema.recordTypes.append(recordType)
            } else {
                throw unexpected(expected: "'RECORD TYPE' or 'CREATE ROLE'")
            }
            guard current.isSymbol(";") else {
                throw error(CKDBProblems.missingSemicolon,
                            "expected ';' after the statement, found \(current.display)", at: current)
            }
            advance()
        }
        return schema
    }

    mutating func parseRecordType() throws(InputError) -> RecordType {
        let start = current
        try expectKeyword("RECORD")
        try expectKeyword("TYPE")
        let (name, _) = try parseName("a record type name")
        var recordType = RecordType(name: name, location: location(of: start))
        try expectSymbol("(")
        var fieldNames: [CKName: SourceLocation] = [:]
        if !current.isSymbol(")") {
            while true {
                if current.isKeyword("GRANT") {
                    recordType.grants.append(try parseGrant())
                } else {
                    let nameToken = current
                    let field = try parseField()
                    if let first = fieldNames[field.name] {
                        throw error(CKDBProblems.duplicateField,
                                    "field '\(field.name)' is already defined at \(first.line):\(first.column)",
                                    at: nameToken)
                    }
                    fieldNames[field.name] = field.location
                    recordType.fields.append(field)
                }
                if current.isSymbol(",") {
                    let comma = current
                    advance()
                    if current.isSymbol(")") {
                        throw error(CKDBProblems.trailingComma, "a ',' must be followed by another member",
                                    at: comma, fix: "remove the ','")
                    }
                    continue
                }
                if current.isSymbol(")") { break }
                if case .word(let word) = current.kind,
                   let suggestion = Suggestion.closest(to: word.uppercased(), in: ["QUERYABLE", "SEARCHABLE", "SORTABLE"]) {
                    throw error(CKDBProblems.unknownIndexOption, "unknown index option '\(word)'", at: current,
                                fix: "did you mean '\(suggestion)'?")
                }
                throw unexpected(expected: "',' or ')'")
            }
        }
        recordType.endLocation = location(of: current)
        try expectSymbol(")")
        return recordType
    }

    mutating func parseGrant() throws(InputError) -> Grant {
        let start = current
        try expectKeyword("GRANT")
        var permissions: [Permission] = []
        while true {
            let token = current
            guard case .word(let word) = token.kind else { throw unexpected(expected: "'READ', 'CREATE' or 'WRITE'") }
            guard let permission = Permission(rawValue: word.uppercased()) else {
                throw error(CKDBProblems.unknownPermission, "unknown permission '\(word)'", at: token,
                            fix: Suggestion.closest(to: word.uppercased(), in: Permission.allCases.map(\.rawValue))
                                .map { "did you mean '\($0)'?" })
            }
            permissions.append(permission)
            advance()
            if current.isSymbol(",") {
                advance()
                continue
            }
            break
        }
        try expectKeyword("TO")
        let (role, _) = try parseName("a role name")
        return Grant(permissions, to: role, location: location(of: start))
    }

    mutating func parseField() throws(InputError) -> Field {
        let (name, nameLocation) = try parseName("a field name or 'GRANT'")
        let typeLocation = location(of: current)
        let type = try parseType(allowList: true)
        var indexes: FieldIndexes = []
        while true {
            if current.isKeyword("QUERYABLE") {
                indexes.insert(.queryable)
            } else if current.isKeyword("SEARCHABLE") {
                indexes.insert(.searchable)
            } else if current.isKeyword("SORTABLE") {
                indexes.insert(.sortable)
            } else {
                break
            }
            advance()
        }
        return Field(name: name, type: type, indexes: indexes, location: nameLocation, typeLocation: typeLocation)
    }

    mutating func parseType(allowList: Bool) throws(InputError) -> FieldType {
        let token = current
        guard case .word(let word) = token.kind else { throw unexpected(expected: "a field type") }
        let keyword = word.keywordUppercased
        switch keyword {
        case "LIST":
            guard allowList else {
                throw error(CKDBProblems.nestedList, "a list cannot contain another list", at: token)
            }
            advance()
            try expectSymbol("<")
            let element = try parseType(allowList: false)
            try expectSymbol(">")
            return .list(element)
        case "ENCRYPTED":
            advance()
            let inner = current
            guard case .word(let innerWord) = inner.kind else { throw unexpected(expected: "a field type") }
            guard let primitive = CKPrimitiveType(rawValue: innerWord.keywordUppercased) else {
                throw unknownType(innerWord, at: inner)
            }
            guard primitive.canBeEncrypted else {
                throw error(CKDBProblems.invalidEncryptedType, "'\(primitive.rawValue)' fields cannot be ENCRYPTED",
                            at: inner)
            }
            advance()
            return .encrypted(primitive)
        case "NUMBER":
            advance()
            guard current.isKeyword("PREFERRED") else { return .number(preferredAs: nil) }
            advance()
            try expectKeyword("AS")
            let preferred = current
            if preferred.isKeyword("INT64") || preferred.isKeyword("DOUBLE") {
                advance()
                return .number(preferredAs: preferred.isKeyword("INT64") ? .int64 : .double)
            }
            throw unexpected(expected: "'INT64' or 'DOUBLE'")
        default:
            guard let primitive = CKPrimitiveType(rawValue: keyword) else { throw unknownType(word, at: token) }
            advance()
            return .primitive(primitive)
        }
    }

    func unknownType(_ word: String, at token: CKDBToken) -> InputError {
        let names = CKPrimitiveType.allCases.map(\.rawValue) + ["LIST", "ENCRYPTED", "NUMBER"]
        return error(CKDBProblems.unknownType, "unknown field type '\(word)'", at: token,
                     fix: Suggestion.closest(to: word.uppercased(), in: names).map { "did you mean '\($0)'?" })
    }
}
