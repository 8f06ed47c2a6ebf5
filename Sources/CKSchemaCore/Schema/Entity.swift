/// How an entity relates to the model's version attribute (see `Schema.versionAttribute`).
public enum VersionAttributeSetting: Sendable, Hashable, Codable {
    /// Uses the model's `versionAttribute`.
    case inherited
    /// Uses its own attribute name.
    case named(String)
    /// Opts out of version filtering.
    case disabled
}

/// A list of attribute names declared together (a uniqueness constraint or a logical key).
public struct AttributeGroup: Sendable, Hashable, Codable {
    public var attributes: [String]
    public var source: SourceInfo

    public init(_ attributes: [String], source: SourceInfo = SourceInfo()) {
        self.attributes = attributes
        self.source = source
    }
}

/// An entity. Every inheritance tree mirrors to one CloudKit record type, `CD_<RootEntity>`.
///
/// The fields live in one shared, copy-on-write box: copying a value is one retain, and a copy is
/// made only when a shared value changes.
public struct Entity: Sendable, Hashable, Codable {
    /// The stored fields; equality, hashing and coding are theirs.
    struct Fields: Sendable, Hashable, Codable {
        var name: String
        var parent: String?
        var abstract: Bool
        var attributes: [Attribute]
        var relationships: [Relationship]
        var uniqueConstraints: [AttributeGroup]
        var logicalKey: AttributeGroup?
        var configurations: [String]
        var versionAttribute: VersionAttributeSetting
        var renamedFrom: String?
        var comment: String?
        var source: SourceInfo
        var scope: SyncScope? = nil
    }

    private var storage: CopyOnWriteBox<Fields>

    /// The fields, copied out of a shared box before they change.
    private var fields: Fields {
        _read { yield storage.value }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = CopyOnWriteBox(storage.value) }
            yield &storage.value
        }
    }

    public var name: String {
        get { fields.name }
        _modify { yield &fields.name }
    }
    /// The parent entity's name, for inheritance.
    public var parent: String? {
        get { fields.parent }
        _modify { yield &fields.parent }
    }
    public var abstract: Bool {
        get { fields.abstract }
        _modify { yield &fields.abstract }
    }
    /// Attributes in declaration order.
    public var attributes: [Attribute] {
        get { fields.attributes }
        _modify { yield &fields.attributes }
    }
    /// Relationships in declaration order.
    public var relationships: [Relationship] {
        get { fields.relationships }
        _modify { yield &fields.relationships }
    }
    /// Uniqueness constraints (read so that the linter can refuse them: CloudKit has none).
    public var uniqueConstraints: [AttributeGroup] {
        get { fields.uniqueConstraints }
        _modify { yield &fields.uniqueConstraints }
    }
    /// The CloudKit-safe replacement for a unique constraint: attributes the app itself keeps
    /// unique by fetching before insert.
    public var logicalKey: AttributeGroup? {
        get { fields.logicalKey }
        _modify { yield &fields.logicalKey }
    }
    /// Named configurations the entity belongs to; empty means the default configuration only.
    public var configurations: [String] {
        get { fields.configurations }
        _modify { yield &fields.configurations }
    }
    public var versionAttribute: VersionAttributeSetting {
        get { fields.versionAttribute }
        _modify { yield &fields.versionAttribute }
    }
    public var renamedFrom: String? {
        get { fields.renamedFrom }
        _modify { yield &fields.renamedFrom }
    }
    public var comment: String? {
        get { fields.comment }
        _modify { yield &fields.comment }
    }
    public var source: SourceInfo {
        get { fields.source }
        _modify { yield &fields.source }
    }
    /// Whether the entity's store syncs, when stated (SwiftData code, `scope:` in YAML); nil lets
    /// its configurations decide.
    public var scope: SyncScope? {
        get { fields.scope }
        _modify { yield &fields.scope }
    }

    public init(
        name: String,
        parent: String? = nil,
        abstract: Bool = false,
        attributes: [Attribute] = [],
        relationships: [Relationship] = [],
        uniqueConstraints: [AttributeGroup] = [],
        logicalKey: AttributeGroup? = nil,
        configurations: [String] = [],
        versionAttribute: VersionAttributeSetting = .inherited,
        renamedFrom: String? = nil,
        comment: String? = nil,
        source: SourceInfo = SourceInfo(),
        scope: SyncScope? = nil
    ) {
        storage = CopyOnWriteBox(Fields(
            name: name, parent: parent, abstract: abstract, attributes: attributes,
            relationships: relationships, uniqueConstraints: uniqueConstraints,
            logicalKey: logicalKey, configurations: configurations,
            versionAttribute: versionAttribute, renamedFrom: renamedFrom, comment: comment,
            source: source, scope: scope))
    }

    public func attribute(named name: String) -> Attribute? { attributes.first { $0.name == name } }
    public func relationship(named name: String) -> Relationship? { relationships.first { $0.name == name } }

    public static func == (lhs: Entity, rhs: Entity) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    public func hash(into hasher: inout Hasher) { storage.value.hash(into: &hasher) }

    public init(from decoder: any Decoder) throws {
        storage = CopyOnWriteBox(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws { try storage.value.encode(to: encoder) }
}
