import CKSchemaCore

/// Safe: new fields on existing record types.
public struct FieldAddedRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "field_added",
        name: "Field Added",
        summary: "Reports attributes and relationships that add fields (or `CDMR` records) to CloudKit, and what becomes permanent once deployed",
        rationale: """
            Adding fields is Apple's "incrementally add new fields" strategy: older versions see every \
            record but not the new field. Once deployed the field is permanent, so its name and type \
            must be final. Deploy before releasing the build that writes it.
            """,
        level: .safe,
        examples: [
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    """,
                after: """
                    Score:
                      attributes:
                        points: Int64 = 0
                        ↓streak: Int32 = 0
                    """),
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    """,
                after: """
                    Score:
                      attributes:
                        points: Int64 = 0
                        cache:
                          type: Binary
                          optional: true
                          transient: true
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        switch (change.element, change.kind) {
        case (.attribute, .added):
            return attributeField(change, in: context)
        case (.attribute, .modified(.transient)), (.attribute, .modified(.cloudKitIgnored)):
            guard context.oldAttribute(change)?.isSynced == false else { return [] }
            return attributeField(change, in: context)
        case (.relationship, .added):
            guard let relationship = context.newRelationship(change), let recordType = context.newRecordType(change),
                  !relationship.cloudKitIgnored else { return [silent(change)] }
            if !relationship.toMany {
                return field(change, recordType: recordType, name: "CD_" + relationship.name, type: "STRING", in: context)
            }
            let inverse = relationship.inverse.flatMap { context.new.entity(named: relationship.destination)?.relationship(named: $0) }
            guard inverse?.toMany == true, !context.oldRecordTypes.contains(recordType: "CDMR"), !hadManyToMany(context.old) else {
                return [silent(change)]
            }
            return [finding(change, "many-to-many relationship '\(change.path)' adds record type 'CDMR': permanent once deployed",
                            permanent: ["record type 'CDMR'"])]
        default:
            return []
        }
    }

    private func attributeField(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard let field = context.newAttributeField(change), let attribute = context.newAttribute(change) else {
            return [silent(change)]
        }
        var findings = self.field(change, recordType: field.recordType, name: field.field, type: field.type, in: context)
        if attribute.type.isVariableLength, !findings.allSatisfy(\.isSilent) {
            findings[0].permanent.append("field '\(field.recordType).\(field.field)_ckAsset' (ASSET, once initialized or a value overflows)")
        }
        return findings
    }

    private func field(_ change: SchemaChange, recordType: String, name: String, type: String,
                       in context: ChangeContext) -> [ChangeFinding] {
        guard context.oldRecordTypes.type(of: name, in: recordType) == nil else { return [silent(change)] }
        return [finding(change, "field '\(name)' (\(type)) added to record type '\(recordType)': permanent once deployed",
                        permanent: ["field '\(recordType).\(name)' (\(type))"])]
    }

    private func hadManyToMany(_ schema: Schema) -> Bool {
        schema.entities.contains { entity in
            schema.syncs(entity) && entity.relationships.contains { relationship in
                relationship.toMany && relationship.inverse.flatMap {
                    schema.entity(named: relationship.destination)?.relationship(named: $0)
                }?.toMany == true
            }
        }
    }
}
