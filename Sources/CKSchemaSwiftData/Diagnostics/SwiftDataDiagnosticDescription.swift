import CKSchemaCore

/// Everything known about one diagnostic the SwiftData reader can report: identity, severity,
/// documentation and an example. The same value feeds `docs/swiftdata.md`, `ckschema explain`
/// and the example tests, so every ID is declared once.
public struct SwiftDataDiagnosticDescription: Sendable {
    /// Stable identifier, prefixed `swiftdata.` (`swiftdata.unresolved_type`).
    public let id: String
    public let severity: Severity
    /// One sentence without a trailing period saying when it is reported.
    public let summary: String
    /// Markdown: why ckschema reports it and what it did with the code.
    public let rationale: String
    /// Markdown: what to change in the Swift code (or why nothing needs to change).
    public let fix: String
    /// Swift source that produces the diagnostic, with `↓` right before the token it points at.
    public let example: String

    public init(id: String, severity: Severity, summary: String, rationale: String, fix: String, example: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.example = example
    }

    /// A diagnostic of this kind at `location`.
    package func diagnostic(_ message: String, at location: CKSchemaCore.SourceLocation?, entity: String? = nil,
                    attribute: String? = nil, relationship: String? = nil, fix: String? = nil) -> Diagnostic {
        Diagnostic(id: id, severity: severity, message: message, location: location, entity: entity,
                   attribute: attribute, relationship: relationship, fix: fix)
    }
}
