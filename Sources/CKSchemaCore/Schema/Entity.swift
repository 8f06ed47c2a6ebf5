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
public struct Entity: Sendable, Hashable, Codable {
    public var name: String
    /// The parent entity's name, for inheritance.
    public var parent: String?
    public var abstract: Bool
    /// Attributes in declaration order.
    public var attributes: [Attribute]
    /// Relationships in declaration order.
    public var relationships: [Relationship]
    /// Uniqueness constraints (read so that the linter can refuse them: CloudKit has none).
    public var uniqueConstraints: [AttributeGroup]
    /// The CloudKit-safe replacement for a unique constraint: attributes the app itself keeps
    /// unique by fetching before insert.
    public var logicalKey: AttributeGroup?
    /// Named configurations the entity belongs to; empty means the default configuration only.
    public var configurations: [String]
    public var versionAttribute: VersionAttributeSetting
    public var renamedFrom: String?
    public var comment: String?
    public var source: SourceInfo
    /// Whether the entity's store syncs, when stated (SwiftData code, `scope:` in YAML); nil lets
    /// its configurations decide.
    public var scope: SyncScope?

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
        self.name = name
        self.parent = parent
        self.abstract = abstract
        self.attributes = attributes
        self.relationships = relationships
        self.uniqueConstraints = uniqueConstraints
        self.logicalKey = logicalKey
        self.configurations = configurations
        self.versionAttribute = versionAttribute
        self.renamedFrom = renamedFrom
        self.comment = comment
        self.source = source
        self.scope = scope
    }

    public func attribute(named name: String) -> Attribute? { attributes.first { $0.name == name } }
    public func relationship(named name: String) -> Relationship? { relationships.first { $0.name == name } }
}
