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
    var literal: DefaultLiteral?
    var literalOffset: Int?
}

/// Why a compact attribute could not be split, and where (scalar offset).
struct CompactSyntaxProblem: Error, Equatable {
    var reason: String
    var offset: Int
}


enum CompactAttributeParser {
    static func parse(_ text: String) -> Result<CompactAttribute, CompactSyntaxProblem> {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    static func parse(bytes b: UnsafeBufferPointer<UInt8>) -> Result<CompactAttribute, CompactSyntaxProblem> {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        func skipSpaces(_ i: inout Int) { while i < b.count, b[i] == space || b[i] == tab { i += 1 } }
        func offset(_ byte: Int) -> Int {
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
            return .failure(.init(reason: "expected a type name", offset: offset(typeStart)))
        }
        let typeBytes = UnsafeBufferPointer(rebasing: b[typeStart..<i])
        var result = CompactAttribute(type: knownType(typeBytes))
        if result.type == nil { result.typeName = String(decoding: typeBytes, as: UTF8.self) }
        skipSpaces(&i)
        if i < b.count, b[i] == UInt8(ascii: "?") {
            result.optionalOffset = offset(i)
            i += 1
            skipSpaces(&i)
        }
        if i == b.count { return .success(result) }
        guard b[i] == UInt8(ascii: "=") else {
            return .failure(.init(reason: "unexpected '\(String(decoding: UnsafeBufferPointer(rebasing: b[i...]), as: UTF8.self))'", offset: offset(i)))
        }
        let equals = i
        i += 1
        skipSpaces(&i)
        var end = b.count
        while end > i, b[end - 1] == space || b[end - 1] == tab { end -= 1 }
        guard end > i else {
            return .failure(.init(reason: "expected a default value after '='", offset: offset(equals)))
        }
        result.literalOffset = offset(i)
        let quote = b[i]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            switch unquote(UnsafeBufferPointer(rebasing: b[i..<end])) {
            case .success(let text): result.literal = DefaultLiteral(text: text, quoted: true, compact: true)
            case .failure(let problem):
                return .failure(.init(reason: problem.reason, offset: offset(i + problem.offset)))
            }
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: b[i..<end]), as: UTF8.self)
            result.literal = DefaultLiteral(text: text, quoted: false, compact: true)
        }
        return .success(result)
    }

    /// The UTF-8 spelling of every type, to recognise a type without making a string.
    static let typeSpellings: [(type: AttributeType, bytes: [UInt8])] = AttributeType.allCases.map { ($0, Array($0.rawValue.utf8)) }

    static func knownType(_ bytes: UnsafeBufferPointer<UInt8>) -> AttributeType? {
        for spelling in typeSpellings where spelling.bytes.count == bytes.count {
            if spelling.bytes.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) { return spelling.type }
        }
        return nil
    }

    /// Removes the quotes of a `"…"` (with `\` escapes) or `'…'` (with `''`) literal that must
    /// span all of `b`. Problem offsets are byte offsets into `b`.
    static func unquote(_ b: UnsafeBufferPointer<UInt8>) -> Result<String, CompactSyntaxProblem> {
        let quote = b[0]
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
