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

    public static let handles: [ChangeSubject] = [.attribute(.added), .entity(.added)]

    public init() {}

    /// An attribute added where one of the same type was removed.
    public func attributeAdded(_ attribute: Added<Attribute>, to entity: Paired<Entity>,
                               in context: ChangeContext) -> [ChangeFinding] {
        let added = attribute.new
        guard added.renamedFrom == nil,
              let original = entity.old.attributes.first(where: { $0.type == added.type && entity.new.attribute(named: $0.name) == nil })
        else { return [] }
        return [hint(attribute.change, old: "attribute '\(entity.old.name).\(original.name)'", new: "'\(added.name)'", keep: original.name)]
    }

    /// An entity added where one with the same attributes was removed.
    public func entityAdded(_ entity: Added<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        let added = entity.new
        guard added.renamedFrom == nil else { return [] }
        let signature = Self.signature(added)
        let original = context.oldEntitiesWithoutNewName.first { old in
            !old.attributes.isEmpty && Self.signature(old) == signature
        }
        guard let original else { return [] }
        return [hint(entity.change, old: "entity '\(original.name)'", new: "'\(added.name)'", keep: original.name)]
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
