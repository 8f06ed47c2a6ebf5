import CKSchemaCore

/// What a ``ChangeRule`` says about one ``SchemaChange``.
public struct ChangeFinding: Sendable, Hashable {
    /// The rule's stable id (`field_no_delete`), or `unclassified_change`.
    public var ruleID: String
    public var impact: ChangeImpact
    /// Lowercase, no trailing period, names in single quotes. Empty for a silent classification.
    public var message: String
    public var change: SchemaChange
    /// What becomes permanent in CloudKit once this change is deployed (additive changes).
    public var permanent: [String]
    /// For migration findings: whether inferred migration suffices.
    public var migration: MigrationKind?
    public var fix: String?

    public init(ruleID: String, impact: ChangeImpact, message: String, change: SchemaChange,
                permanent: [String] = [], migration: MigrationKind? = nil, fix: String? = nil) {
        self.ruleID = ruleID
        self.impact = impact
        self.message = message
        self.change = change
        self.permanent = permanent
        self.migration = migration
        self.fix = fix
    }

    /// A classification that claims the change without anything to report.
    public var isSilent: Bool { message.isEmpty }

    /// The finding as a diagnostic of the newer version: at the new side (a removed member at the
    /// entity that lost it), with the old side as related location. Only a removed entity, which
    /// has no place in the newer version, points at the old file.
    public var diagnostic: Diagnostic {
        let location = change.newLocation ?? change.oldLocation
        let related = change.newLocation == nil ? nil : change.oldLocation
        return Diagnostic(
            id: ruleID, severity: impact.severity, message: message,
            location: location, relatedLocation: related,
            entity: change.entity,
            attribute: change.element == .attribute ? change.member : nil,
            relationship: change.element == .relationship ? change.member : nil,
            fix: fix)
    }
}
