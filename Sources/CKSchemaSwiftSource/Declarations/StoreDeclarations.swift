import CKSchemaCore

/// Code that names a set of models: `[A.self, B.self]`, `Schema([...])`,
/// `Schema(versionedSchema: V.self)`, `AppSchema.models`, or a name bound to one of these.
indirect enum ModelsExpression: Sendable, Codable {
    /// Types listed (`A.self`), and lists added by reference (`SchemaV1.models + [C.self]`).
    case types(TypeListDeclaration)
    /// `Schema(versionedSchema: V.self)`: the models of `V`.
    case versionedSchema([String], SourceLocation)
    /// A variable, constant or static property (`schema`, `AppSchema.fullSchema`) holding one.
    case reference([String], SourceLocation)
    /// Code ckschema cannot follow, as written.
    case unreadable(String, SourceLocation)
}

/// `let name = <models>` (local, global or static; also `static var name: T { <models> }`): a list
/// of models a configuration, container or `VersionedSchema` may refer to by name.
struct ModelsBinding: Sendable, Codable {
    var name: String
    /// The types it is declared in (empty for a local or global name).
    var scope: [String]
    /// A `static` member or a global: found from anywhere; a local is found only after it, in its file.
    var isStaticOrGlobal: Bool
    var value: ModelsExpression
    var location: SourceLocation
    /// Generic parameters in force where it is written, with their protocols (``GenericConstraints``).
    var generics: [String: [String]] = [:]
}

/// Whether a store lives in memory only.
enum StoreMemory: Sendable, Equatable, Codable {
    /// On disk (`isStoredInMemoryOnly:` omitted or `false`).
    case persistent
    /// `isStoredInMemoryOnly: true` (or `inMemory: true`): previews and tests; never mirrored.
    case inMemory
    /// Decided at run time: may be on disk, so it counts as persistent.
    case runtime
}

/// A `ModelConfiguration(...)` call.
struct ConfigurationDeclaration: Sendable, Codable {
    /// Its name (the first argument), when a string literal.
    var name: String?
    /// `schema:` or `for:`; nil when the configuration takes its container's models.
    var models: ModelsExpression?
    var memory: StoreMemory
    /// `cloudKitDatabase:`; nil when omitted (`.automatic`).
    var cloudKit: CloudKitDatabaseSetting?
    /// The variable it is assigned to (`let config = ModelConfiguration(...)`), if any.
    var boundName: String?
    var location: SourceLocation
    var scope: [String]
    /// Why the shipped app never opens it (`#Preview`, test code), if so (``PreviewCode``).
    var notShipped: String?
    /// Generic parameters in force where it is written, with their protocols (``GenericConstraints``).
    var generics: [String: [String]] = [:]
}

/// A configuration a container is given: one written inline, or a name bound to one.
enum ConfigurationReference: Sendable, Codable {
    case inline(SourceLocation)
    case named(String, SourceLocation)
}

/// `ModelContainer(for: ..., configurations: ...)` or SwiftUI's `.modelContainer(for: ...)`.
struct ContainerDeclaration: Sendable, Codable {
    /// The models of `for:`; nil when not written or not readable.
    var models: ModelsExpression?
    /// `configurations:`; empty means SwiftData's default configuration (`.automatic`, on disk).
    var configurations: [ConfigurationReference]
    /// `.modelContainer(for:inMemory: true)`.
    var memory: StoreMemory
    var location: SourceLocation
    var scope: [String]
    /// Why the shipped app never opens it (`#Preview`, test code), if so (``PreviewCode``).
    var notShipped: String?
    /// Generic parameters in force where it is written, with their protocols (``GenericConstraints``).
    var generics: [String: [String]] = [:]
}
