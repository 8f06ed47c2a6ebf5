/// Text that came from the repository under review (a name, a path, a reason, a file's excerpt),
/// made safe for the place it is printed. A pull request chooses that text: with a newline and
/// `::error …::` it would write its own workflow command into a CI log, with an ANSI escape
/// rewrite a terminal, with Markdown or HTML draw its own "✅ Safe" in a job summary.
///
/// Each output format escapes every such text through here (docs/security.md).
public enum UntrustedText {
    /// `text` on one line with nothing a terminal or a log reader acts on: control characters
    /// (C0, DEL, C1), line and paragraph separators and bidirectional controls are written as
    /// visible escapes (`\n`, `\r`, `\t`, `\u{1B}`).
    ///
    /// - Parameter keepingTabs: tabs stay (a source excerpt, whose caret lines up under them).
    public static func oneLine(_ text: String, keepingTabs: Bool = false) -> String {
        func escaped(_ scalar: Unicode.Scalar) -> Bool { needsEscape(scalar) && !(keepingTabs && scalar == "\t") }
        guard text.unicodeScalars.contains(where: escaped) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard escaped(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    /// At most `limit` characters of `text`, on one line (``oneLine(_:)``), with `…` where cut:
    /// what a message may quote of a file, never its whole content.
    public static func excerpt(_ text: String, limit: Int = 60) -> String {
        let line = oneLine(text)
        guard line.count > limit else { return line }
        return String(line.prefix(limit)) + "…"
    }

    /// A line of plain-text output that starts with repository text: one line, and never starting
    /// with `::`, which a GitHub Actions runner reads as a workflow command.
    public static func lineStart(_ text: String) -> String {
        let line = oneLine(text)
        return line.drop(while: { $0 == " " }).hasPrefix("::") ? "./" + line : line
    }

    /// Text for Markdown prose or a table cell: one line, with every character that Markdown or
    /// HTML gives a meaning escaped (so no link, image, heading, emphasis, HTML or cell break),
    /// and `@` kept from starting a mention.
    public static func markdown(_ text: String) -> String {
        var out = ""
        for character in oneLine(text) {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "@": out += "@\u{200B}"
            case "\\", "`", "*", "_", "[", "]", "!", "|", "~", "#":
                out += "\\" + String(character)
            default: out.append(character)
            }
        }
        // Bare addresses GitHub would turn into links.
        return out.replacingOccurrences(of: "://", with: "\\://").replacingOccurrences(of: "www.", with: "www\\.")
    }

    /// Text for a Markdown code span (`` `…` ``) in a table: one line, no backtick to close the
    /// span, and `|` escaped (GitHub splits table cells on it even inside a span).
    public static func markdownCode(_ text: String) -> String {
        oneLine(text).replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|")
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true // line and paragraph separators
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true // bidirectional controls
        default: false
        }
    }
}
