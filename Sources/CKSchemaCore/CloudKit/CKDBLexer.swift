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
        return zip(w.utf8, keyword.utf8).allSatisfy { byte, upper in
            byte == upper || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") && byte - 32 == upper)
        }
    }

    func isSymbol(_ symbol: Character) -> Bool { kind == .symbol(symbol) }
}

/// Splits `.ckdb` text into tokens, skipping white space and the three comment forms (`//`, `--`,
/// `/* */`). Lines and columns are 1-based; columns count Unicode scalars.
struct CKDBLexer {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    /// Where each comment starts, in order.
    private(set) var comments: [SourceLocation] = []

    package init(text: String, file: String) {
        self.scalars = Array(text.unicodeScalars)
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

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        guard let s = peek() else { return }
        index += 1
        if s == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    private mutating func skipTrivia() throws(InputError) {
        while let s = peek() {
            if s == " " || s == "\t" || s == "\n" || s == "\r" || s == "\u{FEFF}" || s == "\u{0C}" {
                advance()
            } else if (s == "/" && peek(1) == "/") || (s == "-" && peek(1) == "-") {
                comments.append(location(line, column))
                while let c = peek(), c != "\n" { advance() }
            } else if s == "/" && peek(1) == "*" {
                let (startLine, startColumn) = (line, column)
                comments.append(location(line, column))
                advance()
                advance()
                while true {
                    guard let c = peek() else {
                        throw InputError(
                            CKDBProblems.unterminatedComment, message: "comment is not closed with '*/'",
                            location: location(startLine, startColumn))
                    }
                    if c == "*" && peek(1) == "/" {
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
        let (startLine, startColumn) = (line, column)
        guard let s = peek() else { return CKDBToken(kind: .endOfFile, line: startLine, column: startColumn) }
        if CKName.isLetter(s) || s == "_" || CKName.isDigit(s) {
            let start = index
            while let c = peek(), CKName.isLetter(c) || CKName.isDigit(c) || c == "_" { advance() }
            // Words are ASCII: built from their bytes in one piece (appending scalar by scalar cost
            // most of the lexer's time).
            let word = String(decoding: scalars[start..<index].map { UInt8(truncatingIfNeeded: $0.value) }, as: UTF8.self)
            return CKDBToken(kind: .word(word), line: startLine, column: startColumn)
        }
        if s == "\"" {
            advance()
            var text = ""
            while true {
                guard let c = peek(), c != "\n" else {
                    throw InputError(
                        CKDBProblems.unterminatedName, message: "quoted name is not closed with '\"'",
                        location: location(startLine, startColumn))
                }
                advance()
                if c == "\"" { break }
                text.unicodeScalars.append(c)
            }
            if text.isEmpty {
                throw InputError(CKDBProblems.emptyName, message: "a name cannot be empty",
                                 location: location(startLine, startColumn))
            }
            return CKDBToken(kind: .quoted(text), line: startLine, column: startColumn)
        }
        if "(),;<>".unicodeScalars.contains(s) {
            advance()
            return CKDBToken(kind: .symbol(Character(s)), line: startLine, column: startColumn)
        }
        let shown = s.properties.generalCategory == .control || s == " "
            ? "U+" + String(s.value, radix: 16, uppercase: true) : String(s)
        throw InputError(
            CKDBProblems.invalidCharacter, message: "unexpected character '\(shown)'",
            location: location(startLine, startColumn))
    }
}

extension String {
    /// `uppercased()` for matching keywords and type names: the word itself when it has no
    /// lowercase letter and only ASCII (exports spell them so), without building a new string.
    var keywordUppercased: String {
        utf8.contains { $0 >= UInt8(ascii: "a") } ? uppercased() : self
    }
}
