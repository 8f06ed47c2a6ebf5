import CKSchemaCore

/// Finds a schema pasted into Markdown (a ```` ``` ```` or `~~~` fenced block that contains
/// `DEFINE SCHEMA`), as projects commit exports inside documentation.
enum MarkdownFence {
    /// The text with every line outside the first fenced block holding `DEFINE SCHEMA` blanked out,
    /// so that line and column numbers still point into the original file. Nil when the text is not
    /// Markdown around a schema (no such block, or `DEFINE SCHEMA` appears outside any fence first).
    static func schemaText(in text: String) -> String? {
        // Read line by line: a plain `.ckdb` file reaches `DEFINE SCHEMA` in its first lines.
        var lines: [Substring] = []
        var fence: (marker: Character, length: Int, start: Int)?
        for line in SourceLines(text) {
            let number = lines.count
            lines.append(line)
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if let open = fence {
                let run = trimmed.prefix { $0 == open.marker }.count
                let rest = trimmed.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
                if indent <= 3 && run >= open.length && rest {
                    let body = lines[(open.start + 1)..<number]
                    if body.contains(where: { $0.contains("DEFINE SCHEMA") }) {
                        return blanked(lines, keeping: (open.start + 1)..<number)
                    }
                    fence = nil
                }
            } else if indent <= 3, let marker = trimmed.first, marker == "`" || marker == "~" {
                let run = trimmed.prefix { $0 == marker }.count
                if run >= 3 { fence = (marker, run, number) }
            } else if trimmed.hasPrefix("DEFINE SCHEMA") {
                return nil
            }
        }
        if let open = fence, lines[(open.start + 1)...].contains(where: { $0.contains("DEFINE SCHEMA") }) {
            return blanked(lines, keeping: (open.start + 1)..<lines.count)  // unclosed fence: up to the end
        }
        return nil
    }

    private static func blanked(_ lines: [Substring], keeping range: Range<Int>) -> String {
        lines.indices.map { range.contains($0) ? String(lines[$0]) : "" }.joined(separator: "\n")
    }
}
