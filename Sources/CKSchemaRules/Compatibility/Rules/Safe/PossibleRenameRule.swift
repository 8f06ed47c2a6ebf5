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

    /// An attribute added where one of the same type was removed: removed and added attributes of a
    /// type are paired one to one, closest names first (`green_` with `green`, not with `blue`), so
    /// each removal is named for at most one addition.
    public func attributeAdded(_ attribute: Added<Attribute>, to entity: Paired<Entity>,
                               in context: ChangeContext) -> [ChangeFinding] {
        let added = attribute.new
        guard added.renamedFrom == nil,
              let original = Self.pairs(in: entity, type: added.type)[added.name]
        else { return [] }
        return [hint(attribute.change, old: "attribute '\(entity.old.name).\(original)'", new: "'\(added.name)'", keep: original)]
    }

    /// Added attribute name → the removed attribute it most likely renames, among attributes of
    /// `type`: the pairs of most similar names first, each name used once.
    static func pairs(in entity: Paired<Entity>, type: AttributeType) -> [String: String] {
        let removed = entity.old.attributes.filter { $0.type == type && entity.new.attribute(named: $0.name) == nil }.map(\.name)
        let added = entity.new.attributes
            .filter { $0.type == type && $0.renamedFrom == nil && entity.old.attribute(named: $0.name) == nil }.map(\.name)
        var candidates: [(added: String, removed: String, distance: Int)] = []
        for a in added { for r in removed { candidates.append((a, r, distance(a, r))) } }
        // Stable: equal distances keep declaration order.
        candidates.sort { $0.distance < $1.distance }
        var result: [String: String] = [:]
        var used: Set<String> = []
        for candidate in candidates where result[candidate.added] == nil && !used.contains(candidate.removed) {
            result[candidate.added] = candidate.removed
            used.insert(candidate.removed)
        }
        return result
    }

    /// The edit distance between two names, ignoring case.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        guard !x.isEmpty else { return y.count }
        var row = Array(0...y.count)
        for i in 1...x.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: y.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (x[i - 1] == y[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[y.count]
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
