import CKSchemaCore

extension DiagnosticDescription {
    /// A diagnostic of this kind at `location`, at its declared severity.
    package func diagnostic(_ message: String, at location: CKSchemaCore.SourceLocation?, entity: String? = nil,
                            attribute: String? = nil, relationship: String? = nil, fix: String? = nil) -> Diagnostic {
        Diagnostic(self, message: message, location: location, entity: entity, attribute: attribute,
                   relationship: relationship, fix: fix)
    }
}
