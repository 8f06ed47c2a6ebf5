import Foundation

/// `docs/ckschema-config-schema.json`, the JSON Schema editors complete `ckschema.yaml` with.
///
/// The keys and their descriptions are written by hand in the file; the list of rule IDs a
/// configuration may name (`$defs.ruleID.enum`) is generated from the rule registry, so a new
/// rule needs no edit there (a test fails when the checked-in file is stale).
public enum ConfigurationJSONSchema {
    /// Where the document lives, relative to the repository root.
    public static let path = "docs/ckschema-config-schema.json"

    /// `document` with the `enum` of `$defs.ruleID` replaced by `ruleIDs` (every ID `rules:` and
    /// `suppressions:` accept, sorted), indented as the file is (two spaces per level); nil when the
    /// document has no such list.
    public static func withGeneratedRuleIDs(_ document: String, ruleIDs: [String]) -> String? {
        guard let definition = document.range(of: "\"ruleID\": {"),
              let list = document.range(of: "\"enum\": [\n", range: definition.upperBound..<document.endIndex),
              let end = closingBracket(in: document, after: list.upperBound) else { return nil }
        let lineStart = document[..<list.lowerBound].lastIndex(of: "\n").map { document.index(after: $0) } ?? document.startIndex
        let indent = String(document[lineStart..<list.lowerBound])
        let items = ruleIDs.map { "\(indent)  \"\($0)\"" }.joined(separator: ",\n")
        return String(document[..<list.upperBound]) + items + "\n" + String(document[end...])
    }

    /// The start of the line holding the `]` that closes the list opened just before `start`.
    private static func closingBracket(in document: String, after start: String.Index) -> String.Index? {
        var index = start
        while index < document.endIndex {
            let lineEnd = document[index...].firstIndex(of: "\n") ?? document.endIndex
            let line = document[index..<lineEnd].drop { $0 == " " }
            if line.hasPrefix("]") { return index }
            guard lineEnd < document.endIndex else { return nil }
            index = document.index(after: lineEnd)
        }
        return nil
    }
}
