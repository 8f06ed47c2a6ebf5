/// Spells strings as YAML scalars: plain when that reads back as the same string, double-quoted
/// (with escapes) otherwise.
enum YAMLScalar {
    /// Plain scalars that YAML 1.1 or 1.2 would read as something other than a string.
    private static let reservedWords: Set<String> = [
        "", "~", "null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE",
        "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N",
        ".inf", ".Inf", ".INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN", "<<", "=",
    ]

    /// The string as a YAML scalar that reads back as exactly `text` (a string, never a number,
    /// bool or null).
    static func string(_ text: String) -> String {
        isPlainSafe(text) ? text : doubleQuoted(text)
    }

    /// The string double-quoted, with every character YAML cannot hold literally escaped.
    static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default:
                if isPrintable(scalar) {
                    out.unicodeScalars.append(scalar)
                } else if scalar.value <= 0xFF {
                    out += "\\x" + hex(scalar.value, width: 2)
                } else if scalar.value <= 0xFFFF {
                    out += "\\u" + hex(scalar.value, width: 4)
                } else {
                    out += "\\U" + hex(scalar.value, width: 8)
                }
            }
        }
        return out + "\""
    }

    /// Whether `text` can be written as a plain scalar and read back as the same string.
    /// - parameter allowingQuotes: accept `"` after the first character (legal in plain scalars;
    ///   refused by default so that strings with quotes are written quoted, which reads better).
    static func isPlainSafe(_ text: String, allowingQuotes: Bool = false) -> Bool {
        if reservedWords.contains(text) || looksNumeric(text) || looksLikeTimestamp(text) { return false }
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        // Indicators that cannot start a plain scalar.
        if "-?:,[]{}#&*!|>'\"%@` ".unicodeScalars.contains(first) { return false }
        if last == " " || last == ":" { return false }
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            guard isPrintable(scalar), scalar != "\t" else { return false }
            // Flow indicators are harmless in block context, but keep output readable everywhere.
            if ",[]{}\\".unicodeScalars.contains(scalar) || (scalar == "\"" && !allowingQuotes) { return false }
            if scalar == "#" && previous == " " { return false }
            if previous == ":" && scalar == " " { return false }
            previous = scalar
        }
        return true
    }

    /// Plain text a YAML resolver may read as an integer or float.
    private static func looksNumeric(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        if rest.hasPrefix("0x") || rest.hasPrefix("0o") || rest.hasPrefix("0b") { return true }
        if rest.isEmpty { return false }
        let allowed = Set("0123456789._eE+-:")
        return rest.first.map { $0.isNumber || $0 == "." } == true && rest.allSatisfy { allowed.contains($0) }
    }

    /// Plain text a YAML 1.1 resolver may read as a timestamp (`2001-12-14`).
    private static func looksLikeTimestamp(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.prefix(10))
        guard scalars.count == 10 else { return false }
        for (index, scalar) in scalars.enumerated() {
            if index == 4 || index == 7 {
                if scalar != "-" { return false }
            } else if !("0"..."9").contains(scalar) {
                return false
            }
        }
        return true
    }

    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: true
        case 0xA0...0xD7FF: scalar.value != 0x2028 && scalar.value != 0x2029
        case 0xE000...0xFFFD: scalar.value != 0xFEFF
        case 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
