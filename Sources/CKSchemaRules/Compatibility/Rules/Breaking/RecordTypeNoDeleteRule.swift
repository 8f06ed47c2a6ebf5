import CKSchemaCore

/// Production: a deployed record type can never be deleted.
public struct RecordTypeNoDeleteRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "record_type_no_delete",
        name: "Record Type No Delete",
        summary: "Checks that no record type the old version mirrored to CloudKit disappears",
        rationale: """
            Production record types are permanent: CloudKit refuses to delete them, rejects a schema \
            import that drops one, and older app versions keep writing records of that type. Removing \
            a root entity (or moving it out of every synced configuration, or a SwiftData model into a \
            store that does not sync) drops its `CD_` record type. \
            Keep the entity, or move to a new container (see the migration plan strategies). \
            Source: https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema.
            """,
        level: .breaking,
        examples: [
            .entities(
                before: """
                    ↓Tag:
                      attributes:
                        name: String?
                    Note:
                      attributes:
                        text: String?
                    """,
                after: """
                    Note:
                      attributes:
                        text: String?
                    """),
            .entities(
                before: """
                    Cache:
                      scope: synced
                      attributes:
                        blob: Binary?
                    """,
                after: """
                    Cache:
                      scope: ↓local
                      attributes:
                        blob: Binary?
                    """),
            .entities(
                before: """
                    Cache:
                      scope: synced
                      attributes:
                        blob: Binary?
                    """,
                after: """
                    Cache:
                      scope: unknown
                      attributes:
                        blob: Binary?
                    """,
                triggers: false),
            .entities(
                before: """
                    Post:
                      attributes:
                        text: String?
                    Photo:
                      parent: Post
                    """,
                after: """
                    Post:
                      attributes:
                        text: String?
                    """,
                triggers: false),
        ])

    public static let handles: [ChangeSubject] = [
        .entity(.removed), .entity(.modified(.configurations)), .entity(.modified(.scope)), .schema(.modified(.configurations)),
    ]

    public init() {}

    public func entityRemoved(_ entity: Removed<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        guard let recordType = context.oldRecordType(of: entity.old),
              !context.newRecordTypes.contains(recordType: recordType) else { return [] }
        return [finding(entity.change, "record type '\(recordType)' removed: production keeps it and older versions still write it",
                        fix: "keep entity '\(entity.old.name)', or move to a new container")]
    }

    public func entityChanged(_ entity: Changed<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        stopsSyncing([entity.new], entity.change, context)
    }

    public func schemaChanged(_ schema: Changed<Schema>, in context: ChangeContext) -> [ChangeFinding] {
        stopsSyncing(schema.new.rootEntities, schema.change, context)
    }

    /// The record types of `roots` that stop syncing although their root entity is still there.
    private func stopsSyncing(_ roots: [Entity], _ change: SchemaChange, _ context: ChangeContext) -> [ChangeFinding] {
        roots.compactMap { entity in
            let recordType = CloudKitNaming.mirrored(entity.name)
            guard entity.parent == nil, context.oldRecordTypes.contains(recordType: recordType),
                  !context.newRecordTypes.contains(recordType: recordType) else { return nil }
            let fix = change.kind == .modified(.scope)
                ? "keep the model in a store that syncs (scope: synced)" : "keep the entity in a configuration that syncs"
            return finding(change, "record type '\(recordType)' no longer syncs: production keeps it and older versions still write it",
                           fix: fix)
        }
    }
}

// MARK: Outside version steps

extension RecordTypeNoDeleteRule {
    /// A record type deployed in production that `declarer` ("the schema", "model 'Notes' version 3")
    /// no longer declares: the one wording of `record_type_no_delete` for the comparison with a
    /// production export (``ProductionComparison``) and the promotion of the local store.
    public static func deployedRecordTypeMissing(
        _ recordType: String, notDeclaredBy declarer: String, location: SourceLocation? = nil
    ) -> Diagnostic {
        Diagnostic(
            id: description.id, severity: .error,
            message: "record type '\(recordType)' is deployed in production but \(declarer) no longer declares it",
            location: location, fix: "keep the entity: production record types are permanent")
    }
}
