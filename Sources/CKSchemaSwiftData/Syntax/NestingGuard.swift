/// Refuses, before parsing, the rare source shapes that make swift-syntax's parser slow or
/// overflow its stack: `[` and `(` nested deeper than ``maximumBracketDepth`` (its parser backtracks
/// on nested `[`, doubling the work per level) and `#if` nested deeper than ``maximumConditionalDepth``.
/// Real code stays far below both (the SwiftData corpus nests brackets 4 deep at most).
///
/// A rough lexer: comments and string literals are skipped so brackets inside them do not count.
enum NestingGuard {
    static let maximumBracketDepth = 16
    static let maximumConditionalDepth = 16

    /// The first place nesting goes too deep: its UTF-8 offset and what is too deep; nil when fine.
    static func check(_ bytes: [UInt8]) -> (offset: Int, problem: String)? {
        var brackets = 0
        var conditionals = 0
        var i = 0
        let n = bytes.count
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        while i < n {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                i = skipBlockComment(bytes, from: i)
                continue
            case UInt8(ascii: "\""):
                i = skipString(bytes, from: i)
                continue
            case UInt8(ascii: "#") where startsString(bytes, at: i):
                // A raw string (`#"…"#`); any other `#` is a directive or a macro.
                i = skipString(bytes, from: i)
                continue
            case UInt8(ascii: "["), UInt8(ascii: "("):
                brackets += 1
                if brackets > maximumBracketDepth {
                    return (i, "brackets nested more than \(maximumBracketDepth) deep")
                }
            case UInt8(ascii: "]"), UInt8(ascii: ")"):
                brackets = max(0, brackets - 1)
            case UInt8(ascii: "#"):
                if matches(bytes, at: i, "#if") {
                    conditionals += 1
                    if conditionals > maximumConditionalDepth {
                        return (i, "#if nested more than \(maximumConditionalDepth) deep")
                    }
                } else if matches(bytes, at: i, "#endif") {
                    conditionals = max(0, conditionals - 1)
                }
            default:
                break
            }
            i += 1
        }
        return nil
    }

    private static func matches(_ bytes: [UInt8], at i: Int, _ word: String) -> Bool {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else { return false }
        let next = i + w.count < bytes.count ? bytes[i + w.count] : 0
        return !(next == UInt8(ascii: "_") || (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z"))
    }

    private static func skipBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var i = start
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                depth += 1
                i += 2
            } else if bytes[i] == UInt8(ascii: "*"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return i }
            } else {
                i += 1
            }
        }
        return i
    }

    /// `"`, or `#`… followed by `"` (a raw string).
    private static func startsString(_ bytes: [UInt8], at i: Int) -> Bool {
        var k = i
        while k < bytes.count, bytes[k] == UInt8(ascii: "#") { k += 1 }
        return k < bytes.count && bytes[k] == UInt8(ascii: "\"")
    }

    /// Skips a string literal (`"…"`, `"""…"""`, raw `#"…"#`), interpolations included as text.
    private static func skipString(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        var hashes = 0
        while i < bytes.count, bytes[i] == UInt8(ascii: "#") { hashes += 1; i += 1 }
        let multiLine = i + 2 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"") && bytes[i + 2] == UInt8(ascii: "\"")
        let quotes = multiLine ? 3 : 1
        i += quotes
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\\"), hashes == 0 {
                i += 2
                continue
            }
            if !multiLine, c == UInt8(ascii: "\n") { return i }
            if c == UInt8(ascii: "\""), closes(bytes, at: i, quotes: quotes, hashes: hashes) {
                return i + quotes + hashes
            }
            i += 1
        }
        return i
    }

    private static func closes(_ bytes: [UInt8], at i: Int, quotes: Int, hashes: Int) -> Bool {
        guard i + quotes + hashes <= bytes.count else { return false }
        for k in 0..<quotes where bytes[i + k] != UInt8(ascii: "\"") { return false }
        for k in 0..<hashes where bytes[i + quotes + k] != UInt8(ascii: "#") { return false }
        return true
    }
}
