/// A default value as written in a schema file, before it is checked against the attribute's type.
struct DefaultLiteral: Equatable {
    /// The literal's text, quotes removed and escapes resolved.
    var text: String
    /// Whether the literal was quoted (a quoted literal is always text, never a dynamic value).
    var quoted: Bool
    /// Whether it came from the compact form (`Type = literal`), where strings must be quoted.
    var compact: Bool
}

/// Why a default does not fit its attribute's type.
struct DefaultLiteralProblem: Error, Equatable {
    var reason: String
    var fix: String?
}

/// Checks default literals against attribute types and turns them into ``DefaultValue``s.
package enum DefaultLiteralChecker {
    /// Spellings of the dynamic "current date" default; the first is canonical.
    static let nowSpellings = ["now", ".now", "Date.now", "Date()"]
    /// Spellings of the dynamic "fresh UUID" default; the first is canonical.
    static let newUUIDSpellings = ["UUID()", ".init()", "uuid()"]

    static func value(of literal: DefaultLiteral, for type: AttributeType) -> Result<DefaultValue, DefaultLiteralProblem> {
        let text = literal.text
        switch type {
        case .string:
            if literal.compact && !literal.quoted {
                return .failure(.init(reason: "a String default must be quoted in the compact form, found '\(text)'",
                                      fix: "write String = \"\(text)\""))
            }
            return .success(.string(text))
        case .int16, .int32, .int64:
            guard isDecimalInteger(text) else {
                return .failure(.init(reason: "'\(text)' is not a decimal integer"))
            }
            let bits = type.integerBitWidth ?? 64
            let minimum = bits == 64 ? Int64.min : -(Int64(1) << (bits - 1))
            let maximum = bits == 64 ? Int64.max : (Int64(1) << (bits - 1)) - 1
            guard let value = decimalInteger(text), value >= minimum, value <= maximum else {
                return .failure(.init(reason: "\(text) is out of range for \(type.rawValue) (\(minimum)...\(maximum))"))
            }
            return .success(.integer(value))
        case .bool:
            switch text {
            case "true": return .success(.bool(true))
            case "false": return .success(.bool(false))
            default: return .failure(.init(reason: "expected true or false, found '\(text)'"))
            }
        case .double, .float, .decimal:
            guard isNumber(text) else { return .failure(.init(reason: "'\(text)' is not a number")) }
            return .success(.number(text))
        case .date:
            if !literal.quoted && nowSpellings.contains(text) { return .success(.now) }
            guard isISO8601(text) else {
                return .failure(.init(reason: "'\(text)' is not an ISO 8601 date or date-time",
                                      fix: "write a date like 2024-01-31 or 2024-01-31T12:00:00Z, or 'now'"))
            }
            return .success(.date(text))
        case .uuid:
            if !literal.quoted && newUUIDSpellings.contains(text) { return .success(.newUUID) }
            guard isUUID(text) else {
                return .failure(.init(reason: "'\(text)' is not a UUID",
                                      fix: "write a UUID like 123E4567-E89B-12D3-A456-426614174000, or 'UUID()'"))
            }
            return .success(.uuid(text))
        case .uri:
            guard isAbsoluteURL(text) else {
                return .failure(.init(reason: "'\(text)' is not an absolute URL", fix: "write a URL like \"https://example.com\""))
            }
            return .success(.uri(text))
        case .binary:
            guard literal.quoted && text.isEmpty else {
                return .failure(.init(reason: "the only Binary default is \"\" (empty data)"))
            }
            return .success(.emptyData)
        case .transformable, .undefined, .objectID:
            return .failure(.init(reason: "\(type.rawValue) attributes cannot have a default"))
        }
    }

    // MARK: Literal syntax

    /// `[-+]?[0-9]+`
    package static func isDecimalInteger(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { b in
            var i = 0
            if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") { i += 1 }
            guard i < b.count else { return false }
            for k in i..<b.count where !NameRules.isDigit(b[k]) { return false }
            return true
        }
    }

    /// The value of a text ``isDecimalInteger(_:)`` accepts, nil when it does not fit in Int64
    /// (what `Int64(text)` answers, without its generic parsing).
    static func decimalInteger(_ text: String) -> Int64? {
        var text = text
        return text.withUTF8 { b -> Int64? in
            var i = 0
            var negative = false
            if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
                negative = b[i] == UInt8(ascii: "-")
                i += 1
            }
            guard i < b.count else { return nil }
            // Accumulated negatively, so that Int64.min fits.
            var value: Int64 = 0
            for k in i..<b.count {
                guard NameRules.isDigit(b[k]) else { return nil }
                let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (next, overflow2) = times10.subtractingReportingOverflow(Int64(b[k] - 0x30))
                if overflow1 || overflow2 { return nil }
                value = next
            }
            if negative { return value }
            return value == Int64.min ? nil : -value
        }
    }

    /// `[-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?`
    package static func isNumber(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isNumber(bytes: $0) }
    }

    private static func isNumber(bytes b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") { i += 1 }
        var digits = 0
        while i < b.count, NameRules.isDigit(b[i]) { i += 1; digits += 1 }
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            while i < b.count, NameRules.isDigit(b[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return false }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") { i += 1 }
            var exponent = 0
            while i < b.count, NameRules.isDigit(b[i]) { i += 1; exponent += 1 }
            guard exponent > 0 else { return false }
        }
        return i == b.count
    }

    /// `YYYY-MM-DD`, optionally followed by `THH:MM[:SS[.fraction]]` and a zone (`Z`, `±HH:MM`,
    /// `±HHMM`, `±HH`), with valid field ranges (leap years included).
    static func isISO8601(_ text: String) -> Bool {
        let b = Array(text.utf8)
        var i = 0
        func number(_ width: Int) -> Int? {
            guard i + width <= b.count else { return nil }
            var value = 0
            for k in i..<(i + width) {
                guard NameRules.isDigit(b[k]) else { return nil }
                value = value * 10 + Int(b[k] - 0x30)
            }
            i += width
            return value
        }
        func expect(_ c: Character) -> Bool {
            guard i < b.count, b[i] == c.asciiValue else { return false }
            i += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2) else { return false }
        guard (1...12).contains(month), day >= 1 else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard day <= days else { return false }
        if i == b.count { return true }
        guard expect("T"), let hour = number(2), hour < 24, expect(":"), let minute = number(2), minute < 60 else { return false }
        if i < b.count, b[i] == UInt8(ascii: ":") {
            i += 1
            guard let second = number(2), second <= 60 else { return false }
            if i < b.count, b[i] == UInt8(ascii: ".") {
                i += 1
                let start = i
                while i < b.count, NameRules.isDigit(b[i]) { i += 1 }
                guard i > start else { return false }
            }
        }
        if i == b.count { return true }
        if expect("Z") { return i == b.count }
        guard i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") else { return false }
        i += 1
        guard let zoneHour = number(2), zoneHour < 24 else { return false }
        if i == b.count { return true }
        _ = expect(":")
        guard let zoneMinute = number(2), zoneMinute < 60 else { return false }
        return i == b.count
    }

    /// `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in hexadecimal digits of either case.
    package static func isUUID(_ text: String) -> Bool {
        let b = Array(text.utf8)
        guard b.count == 36 else { return false }
        for (i, c) in b.enumerated() {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                guard c == UInt8(ascii: "-") else { return false }
            } else {
                guard NameRules.isDigit(c) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x66) else { return false }
            }
        }
        return true
    }

    /// A scheme (`[A-Za-z][A-Za-z0-9+.-]*`), a colon and a non-empty remainder without spaces.
    package static func isAbsoluteURL(_ text: String) -> Bool {
        let b = Array(text.utf8)
        guard let colon = b.firstIndex(of: UInt8(ascii: ":")), colon > 0, colon + 1 < b.count else { return false }
        guard NameRules.isUpper(b[0]) || NameRules.isLower(b[0]) else { return false }
        for c in b[1..<colon] {
            guard NameRules.isUpper(c) || NameRules.isLower(c) || NameRules.isDigit(c)
                || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || c == UInt8(ascii: "-") else { return false }
        }
        return b[(colon + 1)...].allSatisfy { $0 > 0x20 && $0 != 0x7F }
    }
}
