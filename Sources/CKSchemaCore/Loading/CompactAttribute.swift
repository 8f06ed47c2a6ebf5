/// An attribute written in the compact form: `Type`, `Type?`, `Type = literal` or `Type? = literal`.
///
/// Offsets are counted in Unicode scalars from the start of the scalar's text, so that positions
/// of the `?` and of the literal follow from the scalar's own position.
struct CompactAttribute: Equatable {
    /// The type, when the name is one of ``AttributeType``'s.
    var type: AttributeType?
    /// The type's name as written, only filled when it is not a known type.
    var typeName: String = ""
    var optionalOffset: Int?
    package var literal: DefaultLiteral?
    var literalOffset: Int?
}

/// Why a compact attribute could not be split, and where (scalar offset).
struct CompactSyntaxProblem: Error, Equatable {
    var reason: String
    var offset: Int
}


enum CompactAttributeParser {
    static func parse(_ text: String) -> Result<CompactAttribute, CompactSyntaxProblem> {
        var result = CompactAttribute()
        if let problem = parse(text, into: &result) { return .failure(problem) }
        return .success(result)
    }

    /// Splits `text` into `result` (which must start empty), returning the problem if it cannot.
    static func parse(_ text: String, into result: inout CompactAttribute) -> CompactSyntaxProblem? {
        let b = Array(text.utf8)
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        func skipSpaces(_ i: inout Int) { while i < b.count, b[i] == space || b[i] == tab { i += 1 } }
        // Offsets count scalars; in ASCII text (the usual case) that is the byte offset.
        var isASCII = true
        for byte in b where byte >= 0x80 {
            isASCII = false
            break
        }
        func offset(_ byte: Int) -> Int {
            if isASCII { return byte }
            var n = 0
            for k in 0..<byte where b[k] & 0xC0 != 0x80 { n += 1 }
            return n
        }
        var i = 0
        skipSpaces(&i)
        let typeStart = i
        while i < b.count, NameRules.isUpper(b[i]) || NameRules.isLower(b[i]) || NameRules.isDigit(b[i]) || b[i] == UInt8(ascii: "_") {
            i += 1
        }
        guard i > typeStart else {
            return CompactSyntaxProblem(reason: "expected a type name", offset: offset(typeStart))
        }
        let typeName = String(decoding: b[typeStart..<i], as: UTF8.self)
        result.type = AttributeType(rawValue: typeName)
        if result.type == nil { result.typeName = typeName }
        skipSpaces(&i)
        if i < b.count, b[i] == UInt8(ascii: "?") {
            result.optionalOffset = offset(i)
            i += 1
            skipSpaces(&i)
        }
        if i == b.count { return nil }
        guard b[i] == UInt8(ascii: "=") else {
            return CompactSyntaxProblem(reason: "unexpected '\(String(decoding: b[i...], as: UTF8.self))'", offset: offset(i))
        }
        let equals = i
        i += 1
        skipSpaces(&i)
        var end = b.count
        while end > i, b[end - 1] == space || b[end - 1] == tab { end -= 1 }
        guard end > i else {
            return CompactSyntaxProblem(reason: "expected a default value after '='", offset: offset(equals))
        }
        result.literalOffset = offset(i)
        let quote = b[i]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            switch unquote(Array(b[i..<end])) {
            case .success(let text): result.literal = DefaultLiteral(text: text, quoted: true, compact: true)
            case .failure(let problem):
                return CompactSyntaxProblem(reason: problem.reason, offset: offset(i + problem.offset))
            }
        } else {
            let text = String(decoding: b[i..<end], as: UTF8.self)
            result.literal = DefaultLiteral(text: text, quoted: false, compact: true)
        }
        return nil
    }

    /// Removes the quotes of a `"…"` (with `\` escapes) or `'…'` (with `''`) literal that must
    /// span all of `b`. Problem offsets are byte offsets into `b`.
    static func unquote(_ b: [UInt8]) -> Result<String, CompactSyntaxProblem> {
        let quote = b[0]
        // The usual literal has no quote or escape inside: take its text as it is.
        if b.count >= 2, b[b.count - 1] == quote,
           !b[1..<(b.count - 1)].contains(where: { $0 == quote || $0 == UInt8(ascii: "\\") }) {
            return .success(String(decoding: b[1..<(b.count - 1)], as: UTF8.self))
        }
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var i = 1
        while i < b.count {
            let c = b[i]
            if c == quote {
                if quote == UInt8(ascii: "'"), i + 1 < b.count, b[i + 1] == quote {
                    out.append(quote)
                    i += 2
                    continue
                }
                guard i == b.count - 1 else {
                    return .failure(.init(reason: "unexpected text after the closing quote", offset: i + 1))
                }
                return .success(String(decoding: out, as: UTF8.self))
            }
            if c == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                guard i + 1 < b.count else { break }
                switch b[i + 1] {
                case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "0"): out.append(0x00)
                default:
                    return .failure(.init(reason: "unsupported escape '\\\(String(decoding: [b[i + 1]], as: UTF8.self))'", offset: i))
                }
                i += 2
                continue
            }
            out.append(c)
            i += 1
        }
        return .failure(.init(reason: "missing closing quote", offset: 0))
    }
}
