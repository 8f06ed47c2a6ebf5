import CKSchemaCore

/// Production: a deployed field can never be deleted.
public struct FieldNoDeleteRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "field_no_delete",
        name: "Field No Delete",
        summary: "Checks that no field the old version mirrored to CloudKit disappears from its record type",
        rationale: """
            Production fields are permanent: a schema import that drops one is rejected, and older app \
            versions keep writing it. Removing a synced attribute or to-one relationship, marking it \
            transient or CloudKit-ignored, or removing the subentity that declared it drops its `CD_` \
            field. Keep the attribute (stop using it in code instead), or move to a new container. \
            Sources: https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema; https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit.
            """,
        level: .breaking,
        examples: [
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                        bonus: Int64 = 0
                    """,
                after: """
                    ↓Score:
                      attributes:
                        points: Int64 = 0
                    """),
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                        bonus: Int64 = 0
                    """,
                after: """
                    Score:
                      attributes:
                        points: Int64 = 0
                        bonus:
                          type: Int64
                          default: 0
                          transient: ↓true
                    """),
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                        cache:
                          type: Binary
                          optional: true
                          transient: true
                    """,
                after: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    """,
                triggers: false),
        ])

    public static let handles: [ChangeSubject] = [
        .attribute(.removed), .attribute(.modified(.transient)), .attribute(.modified(.cloudKitIgnored)),
        .relationship(.removed), .entity(.removed),
    ]

    public init() {}

    public func attributeRemoved(_ attribute: Removed<Attribute>, from entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        let field = context.oldField(of: attribute.old, in: entity.old)
        return lost(field.map { [($0.recordType, $0.name)] } ?? [], attribute.change, keep: "attribute", context)
    }

    /// Marked transient or CloudKit-ignored: the attribute stops syncing.
    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        guard !attribute.new.isSynced else { return [] }
        let field = context.oldField(of: attribute.old, in: entity.old)
        return lost(field.map { [($0.recordType, $0.name)] } ?? [], attribute.change, keep: "attribute", context)
    }

    public func relationshipRemoved(_ relationship: Removed<Relationship>, from entity: Paired<Entity>,
                                    in context: ChangeContext) -> [ChangeFinding] {
        guard SyncedRecordTypes.hasField(relationship.old), let recordType = context.oldRecordType(of: entity.old) else { return [] }
        return lost([(recordType, CloudKitNaming.mirrored(relationship.old.name))], relationship.change, keep: "relationship", context)
    }

    /// A removed subentity takes its own fields out of the record type its tree keeps.
    public func entityRemoved(_ entity: Removed<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        guard let recordType = context.oldRecordType(of: entity.old),
              context.newRecordTypes.contains(recordType: recordType) else { return [] }
        let fields = SyncedRecordTypes.fields(of: entity.old, in: context.old).map { (recordType, $0.name) }
        return lost(fields, entity.change, keep: "entity", context)
    }

    private func lost(_ fields: [(recordType: String, field: String)], _ change: SchemaChange, keep element: String,
                      _ context: ChangeContext) -> [ChangeFinding] {
        fields.map { recordType, field in
            if context.newRecordTypes.type(of: field, in: recordType) != nil {
                return silent(change)  // another entity of the tree still declares the field
            }
            return finding(change, "field '\(field)' removed from record type '\(recordType)': production keeps it and older versions still write it",
                           fix: "keep the \(element) and stop using it in code")
        }
    }
}

// MARK: Outside version steps

extension FieldNoDeleteRule {
    /// A field deployed in production that `declarer` ("the schema", "model 'Notes' version 3") no
    /// longer declares: the one wording of `field_no_delete` for the comparison with a production
    /// export (``ProductionComparison``) and the promotion of the local store.
    public static func deployedFieldMissing(
        _ field: String, of recordType: String, notDeclaredBy declarer: String,
        location: SourceLocation? = nil, relatedLocation: SourceLocation? = nil
    ) -> Diagnostic {
        Diagnostic(
            id: description.id, severity: .error,
            message: "field '\(field)' of record type '\(recordType)' is deployed in production but \(declarer) no longer declares it",
            location: location, relatedLocation: relatedLocation,
            fix: "keep the attribute: production fields are permanent")
    }
}
