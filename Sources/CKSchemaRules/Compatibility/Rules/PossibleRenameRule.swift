import CKSchemaCore

/// Hint: a removal and an addition in one step that look like a rename written without `renamedFrom`.
public struct PossibleRenameRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "possible_rename",
        name: "Possible Rename",
        summary: "Reports an added attribute or entity that looks like a rename of one removed in the same version",
        rationale: """
            An attribute removed and another of the same type added to the same entity in one version, \
            or an entity removed and another with the same attributes added, is most often a rename. \
            CloudKit cannot rename a field or record type: production keeps the old one, older app \
            versions keep writing it, and the new one starts empty. Without `renamedFrom` the local \
            store does not carry the values over either. The removal itself stays breaking; this note \
            names the likely intent so the fix is clear (Apple, "Creating a Core Data Model for \
            CloudKit": https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit).
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
                        ↓total: Int64 = 0
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
                        total: Int64 = 0
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.kind == .added else { return [] }
        switch change.element {
        case .attribute:
            guard let added = context.newAttribute(change), added.renamedFrom == nil,
                  let oldEntity = context.oldEntity(change), let newEntity = context.newEntity(change)
            else { return [] }
            let removed = oldEntity.attributes.filter { $0.type == added.type && newEntity.attribute(named: $0.name) == nil }
            guard let original = removed.first else { return [] }
            return [hint(change, old: "attribute '\(oldEntity.name).\(original.name)'", new: "'\(added.name)'", keep: original.name)]
        case .entity:
            guard let added = context.newEntity(change), added.renamedFrom == nil else { return [] }
            let signature = Self.signature(added)
            let original = context.old.entities.first { old in
                context.new.entity(named: old.name) == nil && !old.attributes.isEmpty && Self.signature(old) == signature
            }
            guard let original else { return [] }
            return [hint(change, old: "entity '\(original.name)'", new: "'\(added.name)'", keep: original.name)]
        default:
            return []
        }
    }

    private func hint(_ change: SchemaChange, old: String, new: String, keep: String) -> ChangeFinding {
        finding(change, "\(new) looks like a rename of \(old); CloudKit cannot rename",
                fix: "keep '\(keep)', or declare 'renamedFrom: \(keep)' and migrate its values")
    }

    /// An entity's attributes by name and type, for recognising the same entity under another name.
    private static func signature(_ entity: Entity) -> [String] {
        entity.attributes.map { "\($0.name):\($0.type.rawValue)" }.sorted()
    }
}
