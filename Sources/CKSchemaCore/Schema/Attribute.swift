/// An attribute of an entity. Mirrors to the CloudKit field `CD_<name>`.
///
/// The fields live in one shared, copy-on-write box: copying an attribute (into an array, out of
/// one, into a closure) is one retain, and a copy is made only when a shared attribute changes.
public struct Attribute: Sendable, Hashable, Codable {
    /// The stored fields; equality, hashing and coding are theirs.
    struct Fields: Sendable, Hashable, Codable {
        var name: String
        var type: AttributeType
        var optional: Bool
        var defaultValue: DefaultValue?
        var externalStorage: Bool
        var encrypted: Bool
        var transient: Bool
        var preserveValueOnDeletion: Bool
        var renamedFrom: String?
        var valueTransformer: String?
        var customClass: String?
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
    public var type: AttributeType {
        get { fields.type }
        _modify { yield &fields.type }
    }
    public var optional: Bool {
        get { fields.optional }
        _modify { yield &fields.optional }
    }
    public var defaultValue: DefaultValue? {
        get { fields.defaultValue }
        _modify { yield &fields.defaultValue }
    }
    /// `allowsExternalBinaryDataStorage` / SwiftData `.externalStorage`.
    public var externalStorage: Bool {
        get { fields.externalStorage }
        _modify { yield &fields.externalStorage }
    }
    /// `allowsCloudEncryption` / SwiftData `.allowsCloudEncryption`.
    public var encrypted: Bool {
        get { fields.encrypted }
        _modify { yield &fields.encrypted }
    }
    /// Not persisted and never synced.
    public var transient: Bool {
        get { fields.transient }
        _modify { yield &fields.transient }
    }
    /// `preserveValueOnDeletion` / SwiftData `.preserveValueOnDeletion` (kept in history tombstones).
    public var preserveValueOnDeletion: Bool {
        get { fields.preserveValueOnDeletion }
        _modify { yield &fields.preserveValueOnDeletion }
    }
    /// The renaming identifier: the name this attribute had in an earlier version.
    public var renamedFrom: String? {
        get { fields.renamedFrom }
        _modify { yield &fields.renamedFrom }
    }
    /// For `Transformable`: the registered value transformer's name.
    public var valueTransformer: String? {
        get { fields.valueTransformer }
        _modify { yield &fields.valueTransformer }
    }
    /// For `Transformable`: the Swift or Objective-C class of the value.
    public var customClass: String? {
        get { fields.customClass }
        _modify { yield &fields.customClass }
    }
    /// Marked with `NSCloudKitMirroringDelegateIgnoredPropertyKey`: stored locally, never synced.
    public var cloudKitIgnored: Bool {
        get { fields.cloudKitIgnored }
        _modify { yield &fields.cloudKitIgnored }
    }
    /// Free-form documentation carried into generated code.
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
        type: AttributeType,
        optional: Bool = false,
        defaultValue: DefaultValue? = nil,
        externalStorage: Bool = false,
        encrypted: Bool = false,
        transient: Bool = false,
        preserveValueOnDeletion: Bool = false,
        renamedFrom: String? = nil,
        valueTransformer: String? = nil,
        customClass: String? = nil,
        cloudKitIgnored: Bool = false,
        comment: String? = nil,
        source: SourceInfo = SourceInfo()
    ) {
        storage = CopyOnWriteBox(Fields(
            name: name, type: type, optional: optional, defaultValue: defaultValue,
            externalStorage: externalStorage, encrypted: encrypted, transient: transient,
            preserveValueOnDeletion: preserveValueOnDeletion, renamedFrom: renamedFrom,
            valueTransformer: valueTransformer, customClass: customClass, cloudKitIgnored: cloudKitIgnored,
            comment: comment, source: source))
    }

    /// An attribute as the loader starts one: written at `location`, no key positions yet, every
    /// other field at its default.
    package init(name: String, type: AttributeType, optional: Bool, at location: SourceLocation) {
        storage = CopyOnWriteBox(Fields(
            name: name, type: type, optional: optional, defaultValue: nil,
            externalStorage: false, encrypted: false, transient: false,
            preserveValueOnDeletion: false, renamedFrom: nil,
            valueTransformer: nil, customClass: nil, cloudKitIgnored: false,
            comment: nil, source: SourceInfo(at: location)))
    }

    /// True when the attribute is mirrored to CloudKit (not transient, not ignored).
    public var isSynced: Bool { !storage.value.transient && !storage.value.cloudKitIgnored }

    public static func == (lhs: Attribute, rhs: Attribute) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    public func hash(into hasher: inout Hasher) { storage.value.hash(into: &hasher) }

    public init(from decoder: any Decoder) throws {
        storage = CopyOnWriteBox(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws { try storage.value.encode(to: encoder) }
}
