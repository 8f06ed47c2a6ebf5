/// Spelling schema names and literals as Swift source.
enum SwiftIdentifier {
    /// Words that must be written in backticks to be used as a property, parameter or type name.
    static let keywords: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol",
    ]

    /// Whether `name` has the shape of a Swift identifier (ASCII letters, digits, `_`; no leading digit).
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        let isLetter = { (s: Unicode.Scalar) in (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_" }
        return isLetter(first) && name.unicodeScalars.allSatisfy { isLetter($0) || ($0 >= "0" && $0 <= "9") }
    }

    /// `name`, in backticks when it is a keyword (`default` → `` `default` ``).
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label in a call: only `inout`, `var` and `let` need backticks there.
    static func argumentLabel(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// `name: name`, one argument of a call that passes a variable named like the label.
    static func passing(_ name: String) -> String {
        "\(argumentLabel(name)): \(escaped(name))"
    }

    /// A Swift string literal holding `text` exactly: quotes, backslashes and control characters escaped,
    /// so an interpolation-looking `\(` stays text.
    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `text` as the lines of a comment: each line of the text, with trailing spaces removed.
    static func commentLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = String(line)
            while line.last == " " || line.last == "\t" || line.last == "\r" { line.removeLast() }
            return line
        }
    }
}
