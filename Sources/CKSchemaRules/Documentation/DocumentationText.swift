import Foundation

/// Formatting shared by the lint and change rule documentation: Markdown cells and code blocks,
/// indented text, aligned columns and JSON string objects.
enum DocumentationText {
    /// A Markdown table cell (pipes escaped, one line).
    static func tableCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// A fenced YAML block followed by an empty line.
    static func yamlBlock(_ text: String) -> String { codeBlock(text, language: "yaml") }

    /// A fenced code block in `language`.
    static func codeBlock(_ text: String, language: String) -> String {
        "```\(language)\n\(text.hasSuffix("\n") ? text : text + "\n")```\n\n"
    }

    /// `text` indented by four spaces, without trailing whitespace.
    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
            .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }

    /// Rows in aligned columns; the last column is not padded.
    static func columns(header: [String], rows: [[String]]) -> String {
        let all = [header] + rows
        let last = header.count - 1
        let widths = (0..<last).map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            (0..<last).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[last]
        }
        return all.map(line).joined(separator: "\n") + "\n"
    }

    /// A JSON array of objects with string values, keys in the given order, two-space indented,
    /// newline-terminated.
    static func jsonArray(_ objects: [[(String, String)]]) -> String {
        let rendered = objects.map { fields in
            "  {\n" + fields.map { "    \(jsonString($0.0)): \(jsonString($0.1))" }.joined(separator: ",\n") + "\n  }"
        }
        return rendered.isEmpty ? "[]\n" : "[\n" + rendered.joined(separator: ",\n") + "\n]\n"
    }

    /// A JSON string literal.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
