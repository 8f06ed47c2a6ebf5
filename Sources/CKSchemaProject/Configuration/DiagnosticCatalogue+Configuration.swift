import CKSchemaRules

extension DiagnosticCatalogue {
    /// ``textCatalogue(_:settings:)`` with the lint severities `configuration` sets (`ckschema rules`).
    public func textCatalogue(_ kind: Kind?, configuration: ProjectConfiguration?) -> String {
        textCatalogue(kind, settings: configuration?.ruleSettings)
    }

    /// ``jsonCatalogue(_:settings:)`` with the lint severities `configuration` sets (`ckschema rules`).
    public func jsonCatalogue(_ kind: Kind?, configuration: ProjectConfiguration?) -> String {
        jsonCatalogue(kind, settings: configuration?.ruleSettings)
    }
}
