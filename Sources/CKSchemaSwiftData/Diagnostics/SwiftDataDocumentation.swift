/// Renders the SwiftData reader's diagnostic declarations: the text of `ckschema explain ID` and
/// the catalogue section of `docs/swiftdata.md` (a test keeps that section fresh).
public enum SwiftDataDocumentation {
    /// Where the catalogue lives, and the markers around its generated part.
    public static let markdownPath = "docs/swiftdata.md"
    public static let beginMarker = "<!-- BEGIN generated diagnostics: RECORD_GOLDENS=1 swift test --filter SwiftDataDocumentationTests -->"
    public static let endMarker = "<!-- END generated diagnostics -->"

    /// `ckschema explain swiftdata.…`.
    public static func explain(_ d: SwiftDataDiagnosticDescription) -> String {
        var out = "\(d.id)\n"
        out += "reported by the SwiftData reader, severity \(d.severity.rawValue)\n\n"
        out += "\(d.summary).\n\n"
        out += "Why\n\n\(indent(d.rationale))\n\n"
        out += "How to fix\n\n\(indent(d.fix))\n\n"
        if !d.example.isEmpty {
            out += "Example (↓ marks where it is reported)\n\n\(indent(d.example))\n\n"
        }
        return out
    }

    /// The generated catalogue: a table of every ID, then one section each.
    public static func markdown(_ all: [SwiftDataDiagnosticDescription] = SwiftDataDiagnostics.all) -> String {
        var out = "| ID | Severity | When |\n|---|---|---|\n"
        for d in all {
            out += "| [`\(d.id)`](#\(anchor(d.id))) | \(d.severity.rawValue) | \(cell(d.summary)) |\n"
        }
        for d in all {
            out += "\n<a id=\"\(anchor(d.id))\"></a>\n#### `\(d.id)`\n\n"
            out += "\(d.summary) (\(d.severity.rawValue)).\n\n"
            out += "**Why.** \(d.rationale)\n\n**What to do.** \(d.fix)\n"
            if !d.example.isEmpty { out += "\n```swift\n\(d.example)\n```\n" }
        }
        return out
    }

    /// `docs/swiftdata.md` with its generated part replaced by ``markdown(_:)``; nil when the markers are missing.
    public static func updating(_ document: String) -> String? {
        guard let begin = document.range(of: beginMarker), let end = document.range(of: endMarker),
              begin.upperBound <= end.lowerBound else { return nil }
        return String(document[..<begin.upperBound]) + "\n\n" + markdown() + "\n" + String(document[end.lowerBound...])
    }

    private static func anchor(_ id: String) -> String { id.replacingOccurrences(of: ".", with: "-") }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}
