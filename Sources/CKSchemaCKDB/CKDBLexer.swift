import CKSchemaCore

/// A token of CloudKit Schema Language.
struct CKDBToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A bare word: a keyword or an unquoted name.
        case word(String)
        /// A double-quoted name, without its quotes.
        case quoted(String)
        case symbol(Character)
        case endOfFile
    }

    var kind: Kind
    var line: Int
    var column: Int

    /// How messages name the token: `'RECORD'`, `'"_world"'`, `'('`, `end of file`.
    var display: String {
        switch kind {
        case .word(let w): "'\(w)'"
        case .quoted(let q): "'\"\(q)\"'"
        case .symbol(let c): "'\(c)'"
        case .endOfFile: "end of file"
        }
    }

    /// Whether the token is the keyword `keyword` (upper-case ASCII; matched case-insensitively).
    func isKeyword(_ keyword: String) -> Bool {
        guard case .word(let w) = kind, w.utf8.count == keyword.utf8.count else { return false }
        // Exports spell keywords in capitals: one comparison of the whole word, before the byte loop.
        if w == keyword { return true }
        return zip(w.utf8, keyword.utf8).allSatisfy { byte, upper in
            byte == upper || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") && byte - 32 == upper)
        }
    }

    func isSymbol(_ symbol: Character) -> Bool { kind == .symbol(symbol) }
}

/// Splits `.ckdb` text into tokens, skipping white space and the three comment forms (`//`, `--`,
/// `/* */`). Lines and columns are 1-based; columns count Unicode scalars.
///
/// It reads the text's UTF-8 bytes: everything the language spells is ASCII, and only quoted names
/// and comments may hold other characters. Positions come from ``LineIndex`` (lines end at line
/// feeds; a `\r` is white space).
struct CKDBLexer {
    private let bytes: [UInt8]
    private let lines: LineIndex
    private let file: String
    private var index = 0
    /// Where each comment starts, in order.
    private(set) var comments: [SourceLocation] = []

    package init(text: String, file: String) {
        self.bytes = Array(text.utf8)
        self.lines = LineIndex(bytes)
        self.file = file
    }

    /// All tokens, ending with `.endOfFile`.
    mutating func tokenize() throws(InputError) -> [CKDBToken] {
        var tokens: [CKDBToken] = []
        while true {
            let token = try next()
            tokens.append(token)
            if token.kind == .endOfFile { return tokens }
        }
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Moves past one byte.
    private mutating func advance() {
        if index < bytes.count { index += 1 }
    }

    /// The line and column of the next byte.
    private var here: (line: Int, column: Int) { lines.position(ofByte: index) }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        NameRules.isLower(byte) || NameRules.isUpper(byte) || NameRules.isDigit(byte) || byte == UInt8(ascii: "_")
    }

    /// Whether a byte order mark (U+FEFF, EF BB BF) starts here.
    private func atByteOrderMark() -> Bool {
        peek() == 0xEF && peek(1) == 0xBB && peek(2) == 0xBF
    }

    private mutating func skipTrivia() throws(InputError) {
        while let byte = peek() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r") || byte == 0x0C {
                advance()
            } else if atByteOrderMark() {
                advance()
                advance()
                advance()
            } else if (byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/"))
                        || (byte == UInt8(ascii: "-") && peek(1) == UInt8(ascii: "-")) {
                let start = here
                comments.append(location(start.line, start.column))
                while let c = peek(), c != UInt8(ascii: "\n") { advance() }
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                let (startLine, startColumn) = here
                comments.append(location(startLine, startColumn))
                advance()
                advance()
                while true {
                    guard let c = peek() else {
                        throw InputError(
                            CKDBProblems.unterminatedComment, message: "comment is not closed with '*/'",
                            location: location(startLine, startColumn))
                    }
                    if c == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                        advance()
                        advance()
                        break
                    }
                    advance()
                }
            } else {
                return
            }
        }
    }

    private mutating func next() throws(InputError) -> CKDBToken {
        try skipTrivia()
        let (startLine, startColumn) = here
        guard let byte = peek() else { return CKDBToken(kind: .endOfFile, line: startLine, column: startColumn) }
        if Self.isWordByte(byte) {
            let start = index
            while let c = peek(), Self.isWordByte(c) { advance() }
            return CKDBToken(kind: .word(String(decoding: bytes[start..<index], as: UTF8.self)),
                             line: startLine, column: startColumn)
        }
        if byte == UInt8(ascii: "\"") {
            advance()
            let start = index
            while true {
                guard let c = peek(), c != UInt8(ascii: "\n") else {
                    throw InputError(
                        CKDBProblems.unterminatedName, message: "quoted name is not closed with '\"'",
                        location: location(startLine, startColumn))
                }
                if c == UInt8(ascii: "\"") { break }
                advance()
            }
            let end = index
            advance()
            if end == start {
                throw InputError(CKDBProblems.emptyName, message: "a name cannot be empty",
                                 location: location(startLine, startColumn))
            }
            return CKDBToken(kind: .quoted(String(decoding: bytes[start..<end], as: UTF8.self)),
                             line: startLine, column: startColumn)
        }
        if let symbol = Self.symbols.first(where: { $0 == byte }) {
            advance()
            return CKDBToken(kind: .symbol(Character(Unicode.Scalar(symbol))), line: startLine, column: startColumn)
        }
        // The character here, whole (the text is valid UTF-8: its lead byte and continuation bytes).
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let s = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        let shown = s.properties.generalCategory == .control || s == " "
            ? "U+" + String(s.value, radix: 16, uppercase: true) : String(s)
        throw InputError(
            CKDBProblems.invalidCharacter, message: "unexpected character '\(shown)'",
            location: location(startLine, startColumn))
    }

    private static let symbols = Array("(),;<>".utf8)
}

extension String {
    /// `uppercased()` for matching keywords and type names: the word itself when it has no
    /// lowercase letter and only ASCII (exports spell them so), without building a new string.
    var keywordUppercased: String {
        utf8.contains { $0 >= UInt8(ascii: "a") } ? uppercased() : self
    }
}
