/// Refuses, before parsing, the source shape that stops swift-syntax 603's parser with a failed
/// precondition instead of a diagnostic (found by fuzzing; docs/reliability.md): the closing `"""`
/// of a multi-line literal followed, on the same line, by a name, a gap (spaces, a comment, a
/// stray character) and more, up to another `"""` or a `\`. Minimal example: `"\(b""""""y b"""`.
///
/// How it happens: inside an interpolation the lexer reads `""""""` as an empty literal and the
/// parser reads its closing `"""` as the opening of a new one. The lexer is then outside any
/// literal, so the names after it come as identifiers, which the parser takes as the literal's
/// segments. Its check that a segment's trailing trivia is an escaped newline then fails
/// (`reclassifyNewlineOfLastSegmentAsTrivia` in
/// https://github.com/swiftlang/swift-syntax/blob/603.0.1/Sources/SwiftParser/StringLiterals.swift).
///
/// `ParserGuardTests` runs the committed inputs (Tests/Fixtures/fuzz-regressions/swift/crash-*) on
/// swift-syntax 603.0.1's parser alone: each still stops it. The shape is looked for only in code,
/// after the closing `"""` of a multi-line literal (``NestingGuard``'s lexer skips comments and the
/// text of literals): valid code never follows that `"""` with bare names and a gap up to another
/// `"""` or a `\` on the same line, so no valid file is refused.
enum TripleQuoteGuard {
    /// The UTF-8 offset of the closing `"""` that starts the shape; nil when there is none.
    static func check(_ bytes: [UInt8]) -> Int? {
        var comments = CommentEnds()
        let found = NestingGuard.scan(bytes) { _, next in
            startsShape(bytes, after: next, comments: &comments) ? shape : nil
        }
        return found?.problem == shape ? found?.offset : nil
    }

    private static let shape = "triple-quote shape"

    /// Whether the text from `start` is names and gaps, with a gap after a name, up to a `"""` or
    /// a `\`. A gap is anything swift-syntax's lexer may set aside as trivia between two tokens on
    /// one line: spaces, tabs, other control characters but line breaks, block comments (which
    /// may span lines) and any non-ASCII character (it is read as unexpected text unless it
    /// belongs to a name, so it counts as both).
    private static func startsShape(_ bytes: [UInt8], after start: Int, comments: inout CommentEnds) -> Bool {
        var i = start
        var sawName = false
        var gapAfterName = false
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "`"), let end = BacktickedName.end(in: bytes, from: i) {
                // A name in backticks may hold spaces and quotes: it is still one name.
                if sawName { gapAfterName = true }
                sawName = true
                i = end
            } else if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                i = comments.end(of: i, in: bytes)
                if sawName { gapAfterName = true }
            } else if c >= 0x80 {
                if sawName { gapAfterName = true }
                sawName = true
                i += 1
            } else if isNameByte(c) {
                sawName = true
                i += 1
            } else if c != UInt8(ascii: "\n") && c != UInt8(ascii: "\r") && (c < 0x20 || c == 0x7F || c == UInt8(ascii: " ")) {
                if sawName { gapAfterName = true }
                i += 1
            } else {
                let quote = UInt8(ascii: "\"")
                let closes = c == quote && i + 3 <= bytes.count && bytes[i + 1] == quote && bytes[i + 2] == quote
                return gapAfterName && (closes || c == UInt8(ascii: "\\"))
            }
        }
        return false
    }

    /// An ASCII letter, digit, `_` or backtick.
    private static func isNameByte(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "_") || c == UInt8(ascii: "`") || (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z")
            || c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
    }
}
