/// The diagnostics of one domain (`yaml.*`, the `.ckdb` inspector, the release lock…), declared in
/// one file in the layer that emits them; each layer lists its groups (``DiagnosticGroup/core``…)
/// and the rule catalog collects them.
public struct DiagnosticGroup: Sendable {
    /// What kind of diagnostics a group declares.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Findings of a check that is not a lint or change rule: production and release checks,
        /// the `.ckdb` inspector. Reported like lint findings (exit 1 for errors).
        case check
        /// Problems with the input that stop a command (exit 2), and warnings about input that was
        /// read only in part.
        case input
    }

    /// Title of the domain (`YAML`, `Release lock`).
    public let name: String
    public let kind: Kind
    /// One sentence: which commands report these and when.
    public let summary: String
    public let diagnostics: [DiagnosticDescription]

    public init(name: String, kind: Kind, summary: String, diagnostics: [DiagnosticDescription]) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.diagnostics = diagnostics
    }
}

extension Diagnostic {
    /// A diagnostic declared by `description`, at its declared severity.
    public init(
        _ description: DiagnosticDescription,
        message: String,
        location: SourceLocation? = nil,
        relatedLocation: SourceLocation? = nil,
        entity: String? = nil,
        attribute: String? = nil,
        relationship: String? = nil,
        fix: String? = nil
    ) {
        self.init(id: description.id, severity: description.severity, message: message, location: location,
                  relatedLocation: relatedLocation, entity: entity, attribute: attribute,
                  relationship: relationship, fix: fix)
    }
}

extension InputError {
    /// One input problem declared by `description`.
    public init(_ description: DiagnosticDescription, message: String, location: SourceLocation? = nil,
                fix: String? = nil) {
        self.init([Diagnostic(description, message: message, location: location, fix: fix)])
    }
}
