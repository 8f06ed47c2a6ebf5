/// What happens to related objects when an object is deleted.
public enum DeleteRule: String, Sendable, Hashable, Codable, CaseIterable {
    case nullify
    case cascade
    case deny
    case noAction
}

/// A relationship of an entity. A to-one relationship mirrors to the STRING field `CD_<name>`;
/// the to-many side of a one-to-many has no field; a many-to-many uses `CDMR` records.
///
/// The fields live in one shared, copy-on-write box: copying a value is one retain, and a copy is
/// made only when a shared value changes.
public struct Relationship: Sendable, Hashable, Codable {
    /// The stored fields; equality, hashing and coding are theirs.
    struct Fields: Sendable, Hashable, Codable {
        var name: String
        var destination: String
        var toMany: Bool
        var optional: Bool
        var inverse: String?
        var deleteRule: DeleteRule
        var ordered: Bool
        var minCount: Int?
        var maxCount: Int?
        var encrypted: Bool
        var renamedFrom: String?
        var cloudKitIgnored: Bool
        var comment: String?
        var source: SourceInfo
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
    /// The destination entity's name.
    public var destination: String {
        get { fields.destination }
        _modify { yield &fields.destination }
    }
    public var toMany: Bool {
        get { fields.toMany }
        _modify { yield &fields.toMany }
    }
    public var optional: Bool {
        get { fields.optional }
        _modify { yield &fields.optional }
    }
    /// The inverse relationship's name on the destination entity.
    public var inverse: String? {
        get { fields.inverse }
        _modify { yield &fields.inverse }
    }
    public var deleteRule: DeleteRule {
        get { fields.deleteRule }
        _modify { yield &fields.deleteRule }
    }
    public var ordered: Bool {
        get { fields.ordered }
        _modify { yield &fields.ordered }
    }
    public var minCount: Int? {
        get { fields.minCount }
        _modify { yield &fields.minCount }
    }
    public var maxCount: Int? {
        get { fields.maxCount }
        _modify { yield &fields.maxCount }
    }
    /// Declared encrypted (CloudKit refuses it; read so the linter can report it).
    public var encrypted: Bool {
        get { fields.encrypted }
        _modify { yield &fields.encrypted }
    }
    public var renamedFrom: String? {
        get { fields.renamedFrom }
        _modify { yield &fields.renamedFrom }
    }
    /// Marked with `NSCloudKitMirroringDelegateIgnoredPropertyKey` (CloudKit refuses it).
    public var cloudKitIgnored: Bool {
        get { fields.cloudKitIgnored }
        _modify { yield &fields.cloudKitIgnored }
    }
    public var comment: String? {
        get { fields.comment }
        _modify { yield &fields.comment }
    }
    public var source: SourceInfo {
        get { fields.source }
        _modify { yield &fields.source }
    }

    public init(
        name: String,
        destination: String,
        toMany: Bool = false,
        optional: Bool = true,
        inverse: String? = nil,
        deleteRule: DeleteRule = .nullify,
        ordered: Bool = false,
        minCount: Int? = nil,
        maxCount: Int? = nil,
        encrypted: Bool = false,
        renamedFrom: String? = nil,
        cloudKitIgnored: Bool = false,
        comment: String? = nil,
        source: SourceInfo = SourceInfo()
    ) {
        storage = CopyOnWriteBox(Fields(
            name: name, destination: destination, toMany: toMany, optional: optional,
            inverse: inverse, deleteRule: deleteRule, ordered: ordered, minCount: minCount,
            maxCount: maxCount, encrypted: encrypted, renamedFrom: renamedFrom,
            cloudKitIgnored: cloudKitIgnored, comment: comment, source: source))
    }

    public static func == (lhs: Relationship, rhs: Relationship) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    public func hash(into hasher: inout Hasher) { storage.value.hash(into: &hasher) }

    public init(from decoder: any Decoder) throws {
        storage = CopyOnWriteBox(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws { try storage.value.encode(to: encoder) }
}
