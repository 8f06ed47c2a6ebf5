/// An attribute of an entity. Mirrors to the CloudKit field `CD_<name>`.
///
/// The fields live in one shared, copy-on-write box: copying an attribute (into an array, out of
/// one, into a closure) is one retain, and a copy is made only when a shared attribute changes.
public struct Attribute: Sendable, Hashable, Codable {
    /// The stored fields, compared (``Attribute/==``), hashed and coded field by field.
    ///
    /// Ordered so that the one-byte fields share a word, with the four optional strings nearly every
    /// attribute leaves empty in a box of their own: a model holds one box per attribute, and a
    /// smaller box is less memory to touch while loading (see docs/performance.md).
    struct Fields: Sendable {
        var name: String
        var defaultValue: DefaultValue?
        var type: AttributeType
        var optional: Bool
        var externalStorage: Bool
        var encrypted: Bool
        var transient: Bool
        var preserveValueOnDeletion: Bool
        var cloudKitIgnored: Bool
        /// `renamedFrom`, `valueTransformer`, `customClass` and `comment`; nil while all are nil.
        fileprivate private(set) var seldomBox: CopyOnWriteBox<Seldom>?
        var source: SourceInfo

        struct Seldom: Sendable, Hashable {
            var renamedFrom: String?
            var valueTransformer: String?
            var customClass: String?
            var comment: String?

            var isEmpty: Bool { renamedFrom == nil && valueTransformer == nil && customClass == nil && comment == nil }
        }

        init(name: String, type: AttributeType, optional: Bool, defaultValue: DefaultValue?, externalStorage: Bool,
             encrypted: Bool, transient: Bool, preserveValueOnDeletion: Bool, seldom: Seldom, cloudKitIgnored: Bool,
             source: SourceInfo) {
            self.name = name
            self.defaultValue = defaultValue
            self.type = type
            self.optional = optional
            self.externalStorage = externalStorage
            self.encrypted = encrypted
            self.transient = transient
            self.preserveValueOnDeletion = preserveValueOnDeletion
            self.cloudKitIgnored = cloudKitIgnored
            self.seldomBox = seldom.isEmpty ? nil : CopyOnWriteBox(seldom)
            self.source = source
        }

        /// The seldom-set fields; setting one gives the attribute a box of its own (or none).
        var seldom: Seldom {
            get { seldomBox?.value ?? Seldom() }
            set { seldomBox = newValue.isEmpty ? nil : CopyOnWriteBox(newValue) }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(type)
            hasher.combine(optional)
            hasher.combine(defaultValue)
            hasher.combine(externalStorage)
            hasher.combine(encrypted)
            hasher.combine(transient)
            hasher.combine(preserveValueOnDeletion)
            hasher.combine(cloudKitIgnored)
            hasher.combine(seldom)
        }
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
        get { storage.value.seldomBox?.value.renamedFrom }
        set { fields.seldom.renamedFrom = newValue }
    }
    /// For `Transformable`: the registered value transformer's name.
    public var valueTransformer: String? {
        get { storage.value.seldomBox?.value.valueTransformer }
        set { fields.seldom.valueTransformer = newValue }
    }
    /// For `Transformable`: the Swift or Objective-C class of the value.
    public var customClass: String? {
        get { storage.value.seldomBox?.value.customClass }
        set { fields.seldom.customClass = newValue }
    }
    /// Marked with `NSCloudKitMirroringDelegateIgnoredPropertyKey`: stored locally, never synced.
    public var cloudKitIgnored: Bool {
        get { fields.cloudKitIgnored }
        _modify { yield &fields.cloudKitIgnored }
    }
    /// Free-form documentation carried into generated code.
    public var comment: String? {
        get { storage.value.seldomBox?.value.comment }
        set { fields.seldom.comment = newValue }
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
            preserveValueOnDeletion: preserveValueOnDeletion,
            seldom: Fields.Seldom(renamedFrom: renamedFrom, valueTransformer: valueTransformer, customClass: customClass,
                                  comment: comment),
            cloudKitIgnored: cloudKitIgnored, source: source))
    }

    /// An attribute as the loader starts one: written at `location`, no key positions yet, every
    /// other field at its default.
    package init(name: String, type: AttributeType, optional: Bool, at location: SourceLocation) {
        storage = CopyOnWriteBox(Fields(
            name: name, type: type, optional: optional, defaultValue: nil,
            externalStorage: false, encrypted: false, transient: false,
            preserveValueOnDeletion: false, seldom: Fields.Seldom(), cloudKitIgnored: false,
            source: SourceInfo(at: location)))
    }

    /// True when the attribute is mirrored to CloudKit (not transient, not ignored).
    public var isSynced: Bool { !storage.value.transient && !storage.value.cloudKitIgnored }

    public static func == (lhs: Attribute, rhs: Attribute) -> Bool {
        if lhs.storage === rhs.storage { return true }
        // Field by field in place: the diff asks this of every attribute both versions have, and
        // copying the fields out of their boxes to compare them would cost more than comparing.
        let a = lhs.storage, b = rhs.storage
        return a.value.type == b.value.type && a.value.optional == b.value.optional
            && a.value.externalStorage == b.value.externalStorage && a.value.encrypted == b.value.encrypted
            && a.value.transient == b.value.transient
            && a.value.preserveValueOnDeletion == b.value.preserveValueOnDeletion
            && a.value.cloudKitIgnored == b.value.cloudKitIgnored && a.value.name == b.value.name
            && a.value.defaultValue == b.value.defaultValue
            && (a.value.seldomBox === b.value.seldomBox || a.value.seldom == b.value.seldom)
    }

    public func hash(into hasher: inout Hasher) { storage.value.hash(into: &hasher) }

    /// The coded form: every field under its name, in the order the fields were first declared.
    private enum CodingKeys: String, CodingKey {
        case name, type, optional, defaultValue, externalStorage, encrypted, transient, preserveValueOnDeletion
        case renamedFrom, valueTransformer, customClass, cloudKitIgnored, comment, source
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.decode(String.self, forKey: .name), type: try c.decode(AttributeType.self, forKey: .type),
            optional: try c.decode(Bool.self, forKey: .optional),
            defaultValue: try c.decodeIfPresent(DefaultValue.self, forKey: .defaultValue),
            externalStorage: try c.decode(Bool.self, forKey: .externalStorage),
            encrypted: try c.decode(Bool.self, forKey: .encrypted), transient: try c.decode(Bool.self, forKey: .transient),
            preserveValueOnDeletion: try c.decode(Bool.self, forKey: .preserveValueOnDeletion),
            renamedFrom: try c.decodeIfPresent(String.self, forKey: .renamedFrom),
            valueTransformer: try c.decodeIfPresent(String.self, forKey: .valueTransformer),
            customClass: try c.decodeIfPresent(String.self, forKey: .customClass),
            cloudKitIgnored: try c.decode(Bool.self, forKey: .cloudKitIgnored),
            comment: try c.decodeIfPresent(String.self, forKey: .comment),
            source: try c.decode(SourceInfo.self, forKey: .source))
    }

    public func encode(to encoder: any Encoder) throws {
        let fields = storage.value, seldom = fields.seldom
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(fields.name, forKey: .name)
        try c.encode(fields.type, forKey: .type)
        try c.encode(fields.optional, forKey: .optional)
        try c.encodeIfPresent(fields.defaultValue, forKey: .defaultValue)
        try c.encode(fields.externalStorage, forKey: .externalStorage)
        try c.encode(fields.encrypted, forKey: .encrypted)
        try c.encode(fields.transient, forKey: .transient)
        try c.encode(fields.preserveValueOnDeletion, forKey: .preserveValueOnDeletion)
        try c.encodeIfPresent(seldom.renamedFrom, forKey: .renamedFrom)
        try c.encodeIfPresent(seldom.valueTransformer, forKey: .valueTransformer)
        try c.encodeIfPresent(seldom.customClass, forKey: .customClass)
        try c.encode(fields.cloudKitIgnored, forKey: .cloudKitIgnored)
        try c.encodeIfPresent(seldom.comment, forKey: .comment)
        try c.encode(fields.source, forKey: .source)
    }
}
