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
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Result<CompactAttribute, CompactSyntaxProblem> {
        var result = CompactAttribute()
        if let problem = parse(bytes: bytes, into: &result) { return .failure(problem) }
        return .success(result)
    }

    /// Splits `b` into `result` (which must start empty), returning the problem if it cannot
    /// (the loader's form: no `Result` of a large struct to build and take apart).
    static func parse(bytes b: UnsafeBufferPointer<UInt8>, into result: inout CompactAttribute) -> CompactSyntaxProblem? {
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
        let typeBytes = UnsafeBufferPointer(rebasing: b[typeStart..<i])
        result.type = knownType(typeBytes)
        if result.type == nil { result.typeName = String(decoding: typeBytes, as: UTF8.self) }
        skipSpaces(&i)
        if i < b.count, b[i] == UInt8(ascii: "?") {
            result.optionalOffset = offset(i)
            i += 1
            skipSpaces(&i)
        }
        if i == b.count { return nil }
        guard b[i] == UInt8(ascii: "=") else {
            return CompactSyntaxProblem(reason: "unexpected '\(String(decoding: UnsafeBufferPointer(rebasing: b[i...]), as: UTF8.self))'", offset: offset(i))
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
            switch unquote(UnsafeBufferPointer(rebasing: b[i..<end])) {
            case .success(let text): result.literal = DefaultLiteral(text: text, quoted: true, compact: true)
            case .failure(let problem):
                return CompactSyntaxProblem(reason: problem.reason, offset: offset(i + problem.offset))
            }
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: b[i..<end]), as: UTF8.self)
            result.literal = DefaultLiteral(text: text, quoted: false, compact: true)
        }
        return nil
    }

    /// The type spelled by `bytes` (exactly, as in ``AttributeType``'s raw values), recognised
    /// without making a string: the length and first byte leave one candidate, compared with its
    /// spelling in static memory.
    static func knownType(_ bytes: UnsafeBufferPointer<UInt8>) -> AttributeType? {
        guard let first = bytes.first else { return nil }
        let candidate: AttributeType
        let spelling: StaticString
        switch (bytes.count, first) {
        case (6, UInt8(ascii: "S")): (candidate, spelling) = (.string, "String")
        case (5, UInt8(ascii: "I")):
            // Int16, Int32, Int64: told apart by the digits.
            switch (bytes[3], bytes[4]) {
            case (UInt8(ascii: "1"), UInt8(ascii: "6")): (candidate, spelling) = (.int16, "Int16")
            case (UInt8(ascii: "3"), UInt8(ascii: "2")): (candidate, spelling) = (.int32, "Int32")
            case (UInt8(ascii: "6"), UInt8(ascii: "4")): (candidate, spelling) = (.int64, "Int64")
            default: return nil
            }
        case (4, UInt8(ascii: "B")): (candidate, spelling) = (.bool, "Bool")
        case (6, UInt8(ascii: "D")): (candidate, spelling) = (.double, "Double")
        case (5, UInt8(ascii: "F")): (candidate, spelling) = (.float, "Float")
        case (7, UInt8(ascii: "D")): (candidate, spelling) = (.decimal, "Decimal")
        case (4, UInt8(ascii: "D")): (candidate, spelling) = (.date, "Date")
        case (6, UInt8(ascii: "B")): (candidate, spelling) = (.binary, "Binary")
        case (4, UInt8(ascii: "U")): (candidate, spelling) = (.uuid, "UUID")
        case (3, UInt8(ascii: "U")): (candidate, spelling) = (.uri, "URI")
        case (13, UInt8(ascii: "T")): (candidate, spelling) = (.transformable, "Transformable")
        case (9, UInt8(ascii: "U")): (candidate, spelling) = (.undefined, "Undefined")
        case (8, UInt8(ascii: "O")): (candidate, spelling) = (.objectID, "ObjectID")
        default: return nil
        }
        let expected = UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount)
        return bytesEqual(expected, bytes) ? candidate : nil
    }

    /// Byte-wise equality (the generic `elementsEqual` costs several times more here).
    static func bytesEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0..<a.count where a[i] != b[i] { return false }
        return true
    }

    /// Removes the quotes of a `"…"` (with `\` escapes) or `'…'` (with `''`) literal that must
    /// span all of `b`. Problem offsets are byte offsets into `b`.
    static func unquote(_ b: UnsafeBufferPointer<UInt8>) -> Result<String, CompactSyntaxProblem> {
        let quote = b[0]
        // The usual literal has no quote or escape inside: take its text as it is.
        if b.count >= 2, b[b.count - 1] == quote,
           !b[1..<(b.count - 1)].contains(where: { $0 == quote || $0 == UInt8(ascii: "\\") }) {
            return .success(String(decoding: UnsafeBufferPointer(rebasing: b[1..<(b.count - 1)]), as: UTF8.self))
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
