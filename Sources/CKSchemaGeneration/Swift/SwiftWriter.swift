/// Builds Swift source line by line with four-space indentation.
///
/// Output is deterministic: nothing depends on dictionaries, dates or the environment.
struct SwiftWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Appends a line at the current indentation; an empty string appends an empty line.
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Appends `header {`, the body one level deeper, then `}` (or `closer`).
    mutating func block(_ header: String, closer: String = "}", _ body: (inout SwiftWriter) throws -> Void) rethrows {
        line(header + " {")
        depth += 1
        try body(&self)
        depth -= 1
        line(closer)
    }

    /// Runs `body` one indentation level deeper.
    mutating func indented(_ body: (inout SwiftWriter) throws -> Void) rethrows {
        depth += 1
        try body(&self)
        depth -= 1
    }

    /// Appends a `///` documentation comment; does nothing for nil or empty text.
    mutating func doc(_ text: String?) {
        guard let text, !text.isEmpty else { return }
        for part in SwiftIdentifier.commentLines(text) { line(part.isEmpty ? "///" : "/// " + part) }
    }

    /// Appends a `//` comment.
    mutating func comment(_ text: String) {
        for part in SwiftIdentifier.commentLines(text) { line(part.isEmpty ? "//" : "// " + part) }
    }

    /// Appends a call or declaration whose arguments go one per line when there are more than
    /// `maxInline` of them (`head(a, b)` or `head(\n    a,\n    b\n)` followed by `tail`).
    mutating func arguments(_ head: String, _ arguments: [String], tail: String = "", maxInline: Int = 2) {
        if arguments.count <= maxInline {
            line(head + "(" + arguments.joined(separator: ", ") + ")" + tail)
            return
        }
        line(head + "(")
        depth += 1
        for (index, argument) in arguments.enumerated() {
            line(argument + (index == arguments.count - 1 ? "" : ","))
        }
        depth -= 1
        line(")" + tail)
    }

    /// The source text, ending with a newline.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
