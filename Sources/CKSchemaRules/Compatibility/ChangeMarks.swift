import CKSchemaCore

/// What changed in each entity, attribute and relationship between two versions, for diagrams:
/// marks on the new version's elements and the old version's elements that are gone (which a
/// diagram of the new version draws too, marked removed).
public struct ChangeMarks: Sendable {
    /// What happened to one element.
    public enum Mark: Sendable, Hashable {
        case added
        case removed
        case renamed(from: String)
        /// What changed, one short phrase per property (`type Int32 → Int64`).
        case changed([String])

        /// "added", "removed", "renamed from x", "changed: type Int32 → Int64".
        public var text: String {
            switch self {
            case .added: "added"
            case .removed: "removed"
            case .renamed(let old): "renamed from \(old)"
            case .changed(let what): what.isEmpty ? "changed" : "changed: " + what.joined(separator: ", ")
            }
        }
    }

    /// Marks by entity name (new names; removed entities by their old name).
    public private(set) var entities: [String: Mark] = [:]
    /// Marks by `Entity.member` (the new entity name; removed members by their old name).
    public private(set) var members: [String: Mark] = [:]
    /// Entities of the old version that are gone, in old order.
    public private(set) var removedEntities: [Entity] = []
    /// Attributes that are gone from entities that remain, by the entity's new name.
    public private(set) var removedAttributes: [String: [Attribute]] = [:]
    /// Relationships that are gone, with the new name of the entity that had them.
    public private(set) var removedRelationships: [(entity: String, relationship: Relationship)] = []
    /// New entity names by old name, for relationships of the old version whose destination was renamed.
    public private(set) var renamedEntities: [String: String] = [:]
    /// The version compared with, which the removed elements come from.
    public private(set) var old: Schema?

    /// No marks: a diagram of one version as it is.
    public init() {}

    /// The marks of `changes` from `old` (which supplies the removed elements) to `new`.
    /// Comment-only changes are left out: they change nothing a diagram shows; so is the version
    /// attribute's default following the schema version, which every version bump makes.
    public init(changes: [SchemaChange], old: Schema?, new: Schema? = nil) {
        self.old = old
        for change in changes where change.element != .schema && change.property != .comment {
            if let new, Self.isVersionStamp(change, in: new) { continue }
            guard let entity = change.entity else { continue }
            if change.element == .entity {
                mark(entity: entity, change, old: old)
            } else {
                mark(member: change, entity: entity, old: old?.entity(named: change.oldEntity ?? entity))
                if entities[entity] == nil { entities[entity] = .changed([]) }
            }
        }
    }

    /// Whether `change` moves an entity's version attribute default to `new`'s version number.
    static func isVersionStamp(_ change: SchemaChange, in new: Schema) -> Bool {
        guard change.element == .attribute, change.property == .default, change.newValue == String(new.version),
              let entity = change.entity.flatMap({ new.entity(named: $0) }) else { return false }
        return new.versionAttributeName(for: entity) == change.member
    }

    private mutating func mark(entity: String, _ change: SchemaChange, old: Schema?) {
        switch change.kind {
        case .added: entities[entity] = .added
        case .removed:
            entities[entity] = .removed
            if let removed = old?.entity(named: entity) {
                removedEntities.append(removed)
                removedRelationships += removed.relationships.map { (entity, $0) }
            }
        case .renamed:
            let from = change.oldEntity ?? ""
            entities[entity] = .renamed(from: from)
            renamedEntities[from] = entity
        case .modified:
            if case .renamed? = entities[entity] { return }
            entities[entity] = .changed(Self.merge(entities[entity], Self.phrase(change)))
        }
    }

    private mutating func mark(member change: SchemaChange, entity: String, old: Entity?) {
        guard let member = change.member else { return }
        let key = entity + "." + member
        switch change.kind {
        case .added: members[key] = .added
        case .removed:
            members[key] = .removed
            if change.element == .attribute, let attribute = old?.attribute(named: change.oldMember ?? member) {
                removedAttributes[entity, default: []].append(attribute)
            } else if change.element == .relationship, let relationship = old?.relationship(named: change.oldMember ?? member) {
                removedRelationships.append((entity, relationship))
            }
        case .renamed: members[key] = .renamed(from: change.oldMember ?? "")
        case .modified:
            if case .renamed? = members[key] { return }
            members[key] = .changed(Self.merge(members[key], Self.phrase(change)))
        }
    }

    private static func merge(_ mark: Mark?, _ phrase: String) -> [String] {
        if case .changed(let earlier)? = mark { return earlier + [phrase] }
        return [phrase]
    }

    /// "type Int32 → Int64", or only the property when its values are long.
    static func phrase(_ change: SchemaChange) -> String {
        let property = change.property?.rawValue ?? "definition"
        guard let old = change.oldValue, let new = change.newValue, old.count + new.count <= 32 else { return property }
        return "\(property) \(old) → \(new)"
    }

    /// The mark of an entity, nil when it did not change.
    public func mark(entity: String) -> Mark? { entities[entity] }

    /// The mark of `entity.member`, nil when it did not change.
    public func mark(entity: String, member: String) -> Mark? { members[entity + "." + member] }
}
