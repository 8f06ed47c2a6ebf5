import CKSchemaCore

/// The kind of schema element a change concerns.
public enum SchemaElementKind: String, Sendable, Hashable, Codable, CaseIterable {
    case schema
    case entity
    case attribute
    case relationship
}

/// A property of a schema element whose value can change between versions.
///
/// The raw value is the YAML key (and the `SourceInfo.keys` name) that holds the property.
public enum SchemaProperty: String, Sendable, Hashable, Codable, CaseIterable {
    // Schema
    case model, version, container, database, sharing, configurations, versionAttribute
    // Entity (also `configurations`, `versionAttribute`)
    case parent, abstract, uniqueConstraints, logicalKey, scope
    // Attribute
    case type, optional, `default`, externalStorage, encrypted, transient, preserveValueOnDeletion
    case valueTransformer, customClass, cloudKitIgnored
    // Relationship (also `optional`, `encrypted`, `cloudKitIgnored`)
    case destination = "to"
    case toMany, inverse, deleteRule, ordered, minCount, maxCount
    // Any element
    case comment
}

/// What happened to an element between two versions.
public enum SchemaChangeKind: Sendable, Hashable, Codable {
    case added
    case removed
    /// Paired through `renamedFrom`; the old name is on the change.
    case renamed
    /// One property changed; the old and new values are on the change.
    case modified(SchemaProperty)

    /// `added`, `removed`, `renamed` or `modified`: the kind's name in JSON output.
    public var name: String {
        switch self {
        case .added: "added"
        case .removed: "removed"
        case .renamed: "renamed"
        case .modified: "modified"
        }
    }
}

/// One neutral difference between two schema versions: what changed, where, on both sides.
///
/// Changes carry no judgement; the compatibility rules classify them.
public struct SchemaChange: Sendable, Hashable {
    public var element: SchemaElementKind
    public var kind: SchemaChangeKind
    /// The entity's name in the new version (in the old one when the entity was removed).
    public var entity: String?
    /// The entity's name in the old version (nil when it was added).
    public var oldEntity: String?
    /// The attribute or relationship name in the new version (old when removed).
    public var member: String?
    /// The attribute or relationship name in the old version (nil when added).
    public var oldMember: String?
    /// A short rendering of the old value for `modified` changes (`"Int64"`, `"\"word\""`, `"none"`).
    public var oldValue: String?
    /// A short rendering of the new value for `modified` changes.
    public var newValue: String?
    /// Where the element (or the changed key) is written in the old version.
    public var oldLocation: SourceLocation?
    /// Where the element (or the changed key) is written in the new version.
    public var newLocation: SourceLocation?

    public init(
        element: SchemaElementKind, kind: SchemaChangeKind,
        entity: String? = nil, oldEntity: String? = nil, member: String? = nil, oldMember: String? = nil,
        oldValue: String? = nil, newValue: String? = nil,
        oldLocation: SourceLocation? = nil, newLocation: SourceLocation? = nil
    ) {
        self.element = element
        self.kind = kind
        self.entity = entity
        self.oldEntity = oldEntity
        self.member = member
        self.oldMember = oldMember
        self.oldValue = oldValue
        self.newValue = newValue
        self.oldLocation = oldLocation
        self.newLocation = newLocation
    }

    /// The changed property, for `modified` changes.
    public var property: SchemaProperty? {
        if case .modified(let property) = kind { return property }
        return nil
    }

    /// `Score.points`, `Score`, or the model for schema-level changes.
    public var path: String {
        [entity, member].compactMap { $0 }.joined(separator: ".")
    }

    /// A one-line neutral description: "attribute 'Score.points' modified: type Int32 → Int64".
    public var summary: String {
        let what = element == .schema ? "schema" : "\(element.rawValue) '\(path)'"
        switch kind {
        case .added: return "\(what) added"
        case .removed: return "\(what) removed"
        case .renamed:
            let old = [oldEntity, oldMember].compactMap { $0 }.joined(separator: ".")
            return "\(what) renamed from '\(old)'"
        case .modified(let property):
            return "\(what) modified: \(property.rawValue) \(oldValue ?? "none") → \(newValue ?? "none")"
        }
    }
}
