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
            must be final. Deploy before releasing the build that writes it. \
            Sources: https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit; https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema.
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

    public static let handles: [ChangeSubject] = [
        .attribute(.added), .attribute(.modified(.transient)), .attribute(.modified(.cloudKitIgnored)), .relationship(.added),
    ]

    public init() {}

    public func attributeAdded(_ attribute: Added<Attribute>, to entity: Paired<Entity>,
                               in context: ChangeContext) -> [ChangeFinding] {
        addedField(of: attribute.new, in: entity.new, attribute.change, context)
    }

    /// No longer transient or CloudKit-ignored: the attribute starts to sync.
    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        guard !attribute.old.isSynced else { return [] }
        return addedField(of: attribute.new, in: entity.new, attribute.change, context)
    }

    public func relationshipAdded(_ relationship: Added<Relationship>, to entity: Paired<Entity>,
                                  in context: ChangeContext) -> [ChangeFinding] {
        let new = relationship.new
        guard let recordType = context.newRecordType(of: entity.new), !new.cloudKitIgnored else { return [silent(relationship.change)] }
        if !new.toMany {
            return field(CloudKitNaming.mirrored(new.name), type: "STRING", recordType: recordType, relationship.change, context)
        }
        let inverse = new.inverse.flatMap { context.new.entity(named: new.destination)?.relationship(named: $0) }
        guard inverse?.toMany == true, !context.oldRecordTypes.contains(recordType: CloudKitNaming.manyToManyRecordType),
              !hadManyToMany(context.old) else { return [silent(relationship.change)] }
        return [finding(relationship.change, "many-to-many relationship '\(relationship.path)' adds record type 'CDMR': permanent once deployed",
                        permanent: ["record type 'CDMR'"])]
    }

    private func addedField(of attribute: Attribute, in entity: Entity, _ change: SchemaChange,
                            _ context: ChangeContext) -> [ChangeFinding] {
        guard let field = context.newField(of: attribute, in: entity) else { return [silent(change)] }
        // An asset companion is not listed: it exists only once initialized or a value overflows,
        // the same as for a field of a new record type.
        return self.field(field.name, type: field.type, recordType: field.recordType, change, context)
    }

    private func field(_ name: String, type: String, recordType: String, _ change: SchemaChange,
                       _ context: ChangeContext) -> [ChangeFinding] {
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
