/// An attribute of an entity. Mirrors to the CloudKit field `CD_<name>`.
public struct Attribute: Sendable, Hashable, Codable {
    public var name: String
    public var type: AttributeType
    public var optional: Bool
    public var defaultValue: DefaultValue?
    /// `allowsExternalBinaryDataStorage` / SwiftData `.externalStorage`.
    public var externalStorage: Bool
    /// `allowsCloudEncryption` / SwiftData `.allowsCloudEncryption`.
    public var encrypted: Bool
    /// Not persisted and never synced.
    public var transient: Bool
    /// `preserveValueOnDeletion` / SwiftData `.preserveValueOnDeletion` (kept in history tombstones).
    public var preserveValueOnDeletion: Bool
    /// The renaming identifier: the name this attribute had in an earlier version.
    public var renamedFrom: String?
    /// For `Transformable`: the registered value transformer's name.
    public var valueTransformer: String?
    /// For `Transformable`: the Swift or Objective-C class of the value.
    public var customClass: String?
    /// Marked with `NSCloudKitMirroringDelegateIgnoredPropertyKey`: stored locally, never synced.
    public var cloudKitIgnored: Bool
    /// Free-form documentation carried into generated code.
    public var comment: String?
    public var source: SourceInfo

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
        self.name = name
        self.type = type
        self.optional = optional
        self.defaultValue = defaultValue
        self.externalStorage = externalStorage
        self.encrypted = encrypted
        self.transient = transient
        self.preserveValueOnDeletion = preserveValueOnDeletion
        self.renamedFrom = renamedFrom
        self.valueTransformer = valueTransformer
        self.customClass = customClass
        self.cloudKitIgnored = cloudKitIgnored
        self.comment = comment
        self.source = source
    }

    /// An attribute as the loader starts one: written at `location`, no key positions yet, every
    /// other field at its default.
    package init(name: String, type: AttributeType, optional: Bool, at location: SourceLocation) {
        self.init(name: name, type: type, optional: optional, source: SourceInfo(at: location))
    }

    /// True when the attribute is mirrored to CloudKit (not transient, not ignored).
    public var isSynced: Bool { !transient && !cloudKitIgnored }
}
