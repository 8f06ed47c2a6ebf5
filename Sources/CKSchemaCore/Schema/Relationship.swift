/// What happens to related objects when an object is deleted.
public enum DeleteRule: String, Sendable, Hashable, Codable, CaseIterable {
    case nullify
    case cascade
    case deny
    case noAction
}

/// A relationship of an entity. A to-one relationship mirrors to the STRING field `CD_<name>`;
/// the to-many side of a one-to-many has no field; a many-to-many uses `CDMR` records.
public struct Relationship: Sendable, Hashable, Codable {
    public var name: String
    /// The destination entity's name.
    public var destination: String
    public var toMany: Bool
    public var optional: Bool
    /// The inverse relationship's name on the destination entity.
    public var inverse: String?
    public var deleteRule: DeleteRule
    public var ordered: Bool
    public var minCount: Int?
    public var maxCount: Int?
    /// Declared encrypted (CloudKit refuses it; read so the linter can report it).
    public var encrypted: Bool
    public var renamedFrom: String?
    /// Marked with `NSCloudKitMirroringDelegateIgnoredPropertyKey` (CloudKit refuses it).
    public var cloudKitIgnored: Bool
    public var comment: String?
    public var source: SourceInfo

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
        self.name = name
        self.destination = destination
        self.toMany = toMany
        self.optional = optional
        self.inverse = inverse
        self.deleteRule = deleteRule
        self.ordered = ordered
        self.minCount = minCount
        self.maxCount = maxCount
        self.encrypted = encrypted
        self.renamedFrom = renamedFrom
        self.cloudKitIgnored = cloudKitIgnored
        self.comment = comment
        self.source = source
    }
}
