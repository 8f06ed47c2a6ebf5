/// The CloudKit database the model syncs with.
public enum CloudKitDatabase: String, Sendable, Hashable, Codable, CaseIterable {
    case `private`
    case `public`
    case shared
}

/// Whether an entity's store mirrors to CloudKit, as SwiftData code decides it
/// (`ModelConfiguration`'s `cloudKitDatabase:`) or a `scope:` key states it.
public enum SyncScope: String, Sendable, Hashable, Codable, CaseIterable {
    /// In a store that syncs (or may: a run-time choice, `.automatic` with the CloudKit entitlement).
    case synced
    /// Only in stores that never sync: `cloudKitDatabase: .none`, in-memory previews and tests.
    case local
    /// No configuration in the code read names it: checked as if it synced.
    case unknown
}

/// A named store configuration; real apps keep a local-only configuration beside a synced one.
public struct Configuration: Sendable, Hashable, Codable {
    /// The configuration of entities that name none; it syncs unless declared with `cloudKit: false`.
    public static let defaultName = "Default"

    public var name: String
    /// Whether stores of this configuration mirror to CloudKit.
    public var cloudKit: Bool
    public var source: SourceInfo

    public init(name: String, cloudKit: Bool, source: SourceInfo = SourceInfo()) {
        self.name = name
        self.cloudKit = cloudKit
        self.source = source
    }
}

/// One version of a model, as written in one file of `schemas/`.
public struct Schema: Sendable, Hashable, Codable {
    /// The model's name (`WordErase`); versions of one model share it.
    public var model: String
    /// The schema version number, unique per model.
    public var version: Int
    /// The CloudKit container identifier (`iCloud.com.example.App`).
    public var container: String?
    public var database: CloudKitDatabase
    /// The attribute every synced entity carries to stamp the schema version that wrote a record.
    public var versionAttribute: String?
    /// The app shares records (CKShare): adds `CD_moveReceipt` and `cloudkit.share` to the schema.
    public var sharing: Bool
    /// Declared configurations. Entities that name none are in `Default`, which syncs unless declared
    /// otherwise.
    public var configurations: [Configuration]
    /// Entities in declaration order.
    public var entities: [Entity]
    /// The path the schema was loaded from, if any.
    public var file: String?
    public var comment: String?
    public var source: SourceInfo

    public init(
        model: String,
        version: Int,
        container: String? = nil,
        database: CloudKitDatabase = .private,
        versionAttribute: String? = nil,
        sharing: Bool = false,
        configurations: [Configuration] = [],
        entities: [Entity] = [],
        file: String? = nil,
        comment: String? = nil,
        source: SourceInfo = SourceInfo()
    ) {
        self.model = model
        self.version = version
        self.container = container
        self.database = database
        self.versionAttribute = versionAttribute
        self.sharing = sharing
        self.configurations = configurations
        self.entities = entities
        self.file = file
        self.comment = comment
        self.source = source
    }

    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        // `file` is where the schema was read from, not what it says.
        lhs.model == rhs.model && lhs.version == rhs.version && lhs.container == rhs.container
            && lhs.database == rhs.database && lhs.versionAttribute == rhs.versionAttribute
            && lhs.sharing == rhs.sharing && lhs.configurations == rhs.configurations
            && lhs.entities == rhs.entities && lhs.comment == rhs.comment
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(version)
        hasher.combine(entities)
    }
}
