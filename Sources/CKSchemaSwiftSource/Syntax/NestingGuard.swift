/// Refuses, before parsing, the rare source shapes that make swift-syntax's parser slow or
/// overflow its stack: `[` and `(` nested deeper than ``maximumBracketDepth`` (its parser backtracks
/// on nested `[`, doubling the work per level) and `#if` nested deeper than ``maximumConditionalDepth``.
/// Real code stays far below both (the SwiftData corpus nests brackets 4 deep at most).
/// Names in backticks are skipped whole, as the lexer reads them.
///
/// A rough lexer: comments and the text of string literals are skipped so brackets inside them do
/// not count, but the code of an interpolation (`\(…)`, `\#(…)` in a raw string) is code: its
/// brackets count (a fuzzed `#"""` with 100 `[` in an interpolation took the parser minutes).
/// ``TripleQuoteGuard`` reads the code after each multi-line literal with the same lexer.
///
/// With swift-syntax 603.0.1, 2,000 `[` or 5,000 nested `#if` overflow the parser's stack
/// (`ParserGuardTests` runs both on the parser alone); the fuzzed inputs of
/// Tests/Fixtures/fuzz-regressions/swift/timeout-* keep it busy for minutes.
enum NestingGuard {
    /// Each level doubles the parser's work on a bad shape: a fuzzed input 16 deep took 24 s, 12
    /// deep 1.6 s, 10 deep 0.45 s (in the instrumented fuzzing build).
    static let maximumBracketDepth = 12
    static let maximumConditionalDepth = 16
    private static let bracketsTooDeep = "brackets nested more than \(maximumBracketDepth) deep"

    /// A string literal whose interpolation is being read: how to go on with its text after the
    /// interpolation's `)`, and the depths outside that `(`. The interpolation ends, as for the
    /// lexer, at the `)` that balances its parentheses (brackets do not count there).
    private struct OpenString {
        var hashes: Int
        var multiLine: Bool
        var bracketsOutside = 0
        var parensOutside = 0
    }

    /// The first place nesting goes too deep: its UTF-8 offset and what is too deep; nil when fine.
    static func check(_ bytes: [UInt8]) -> (offset: Int, problem: String)? {
        scan(bytes) { _, _ in nil }
    }

    /// ``check(_:)``, calling `afterMultiLineLiteral` with the offsets of the closing `"""` and of
    /// the byte after it at the end of each multi-line literal in code; the first problem it
    /// returns is returned at the closing `"""`.
    static func scan(_ bytes: [UInt8], afterMultiLineLiteral: (_ close: Int, _ next: Int) -> String?)
        -> (offset: Int, problem: String)? {
        var brackets = 0
        var parens = 0
        var conditionals = 0
        var strings: [OpenString] = []
        var comments = CommentEnds()
        var i = 0
        let n = bytes.count
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        /// Reads string text from `i`: to the end of the literal, or into an interpolation.
        func readText(of string: OpenString, from start: Int) -> (offset: Int, problem: String)? {
            let (next, interpolation) = skipText(bytes, from: start, hashes: string.hashes, multiLine: string.multiLine)
            i = next
            guard interpolation else {
                let close = next - 3 - string.hashes
                guard string.multiLine, close >= start, closes(bytes, at: close, quotes: 3, hashes: string.hashes) else { return nil }
                return afterMultiLineLiteral(close, next).map { (close, $0) }
            }
            strings.append(OpenString(hashes: string.hashes, multiLine: string.multiLine,
                                      bracketsOutside: brackets, parensOutside: parens))
            brackets += 1
            parens += 1
            return brackets > maximumBracketDepth ? (i - 1, bracketsTooDeep) : nil
        }
        while i < n {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < n, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") { i += 1 }
                continue
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                i = comments.end(of: i, in: bytes)
                continue
            case UInt8(ascii: "`"):
                // A name in backticks, which may hold quotes and brackets (Swift 6's raw identifiers).
                i = BacktickedName.end(in: bytes, from: i) ?? i + 1
                continue
            case _ where c == UInt8(ascii: "\"") || c == UInt8(ascii: "#") && startsString(bytes, at: i):
                // A string, or a raw string (`#"…"#`); any other `#` is a directive or a macro.
                var k = i
                var hashes = 0
                while k < n, bytes[k] == UInt8(ascii: "#") { hashes += 1; k += 1 }
                let multiLine = at(k + 1) == UInt8(ascii: "\"") && at(k + 2) == UInt8(ascii: "\"")
                let string = OpenString(hashes: hashes, multiLine: multiLine)
                if let tooDeep = readText(of: string, from: k + (multiLine ? 3 : 1)) { return tooDeep }
                continue
            case UInt8(ascii: ")") where strings.last.map({ parens == $0.parensOutside + 1 }) == true:
                // The end of an interpolation: back to its string's text.
                let string = strings.removeLast()
                brackets = string.bracketsOutside
                parens = string.parensOutside
                if let tooDeep = readText(of: string, from: i + 1) { return tooDeep }
                continue
            case UInt8(ascii: "["), UInt8(ascii: "("):
                brackets += 1
                if c == UInt8(ascii: "(") { parens += 1 }
                if brackets > maximumBracketDepth {
                    return (i, bracketsTooDeep)
                }
            case UInt8(ascii: "]"), UInt8(ascii: ")"):
                // Never below the interpolation being read: a stray closing bracket does not end it.
                brackets = max(strings.last.map { $0.bracketsOutside + 1 } ?? 0, brackets - 1)
                if c == UInt8(ascii: ")") { parens = max(strings.last.map { $0.parensOutside + 1 } ?? 0, parens - 1) }
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

    /// `"`, or `#`… followed by `"` (a raw string).
    private static func startsString(_ bytes: [UInt8], at i: Int) -> Bool {
        var k = i
        while k < bytes.count, bytes[k] == UInt8(ascii: "#") { k += 1 }
        return k < bytes.count && bytes[k] == UInt8(ascii: "\"")
    }

    /// Skips the text of a string literal from `start`: to just after its closing quote (or to the
    /// end of the line of a single-line literal), or to just after the `(` of an interpolation
    /// (`\(`, or `\#(` with as many `#` as the literal's delimiter), whose code the caller reads.
    private static func skipText(_ bytes: [UInt8], from start: Int, hashes: Int, multiLine: Bool)
        -> (next: Int, interpolation: Bool) {
        let quotes = multiLine ? 3 : 1
        var i = start
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\\") {
                var k = i + 1
                var delimiter = 0
                while delimiter < hashes, k < bytes.count, bytes[k] == UInt8(ascii: "#") { delimiter += 1; k += 1 }
                if delimiter == hashes {
                    if k < bytes.count, bytes[k] == UInt8(ascii: "(") { return (k + 1, true) }
                    // An escaped character; a line break still ends a single-line literal.
                    i = !multiLine && k < bytes.count && (bytes[k] == UInt8(ascii: "\n") || bytes[k] == UInt8(ascii: "\r")) ? k : k + 1
                    continue
                }
                i += 1
                continue
            }
            // A line ends at either a line feed or a carriage return, as for the lexer.
            if !multiLine, c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return (i, false) }
            if c == UInt8(ascii: "\""), closes(bytes, at: i, quotes: quotes, hashes: hashes) {
                return (i + quotes + hashes, false)
            }
            i += 1
        }
        return (i, false)
    }

    private static func closes(_ bytes: [UInt8], at i: Int, quotes: Int, hashes: Int) -> Bool {
        guard i + quotes + hashes <= bytes.count else { return false }
        for k in 0..<quotes where bytes[i + k] != UInt8(ascii: "\"") { return false }
        for k in 0..<hashes where bytes[i + quotes + k] != UInt8(ascii: "#") { return false }
        return true
    }
}
