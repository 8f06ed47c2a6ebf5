import CKSchemaCore

/// What a value written in the source is, as far as it can be known without running code.
enum InitialValue: Sendable, Hashable, Codable {
    /// An integer literal, in decimal, with its sign.
    case integer(String)
    /// A floating-point literal as written (underscores removed), with its sign.
    case float(String)
    case bool(Bool)
    /// A string literal without interpolation, escapes resolved.
    case string(String)
    case nilLiteral
    /// `Date.now`, `.now`, `Date()`.
    case currentDate
    /// `UUID()`.
    case newUUID
    /// `.init()`: what it makes depends on the property's type.
    case initCall
    /// `UUID(uuidString: "…")!`.
    case uuidString(String)
    /// `URL(string: "…")!`.
    case url(String)
    /// `Data()`.
    case emptyData
    /// Anything else: computed when the code runs.
    case other
}

/// A value written in the source: what it is, its text and where it is.
struct WrittenValue: Sendable, Hashable, Codable {
    var value: InitialValue
    var text: String
    var location: SourceLocation
}

/// A name written in the source, and where.
struct LocatedName: Sendable, Hashable, Codable {
    var name: String
    var location: SourceLocation
}

/// A dotted name written in the source (`SchemaV1.Item`), split into its components, and where.
struct LocatedPath: Sendable, Hashable, Codable {
    var components: [String]
    var location: SourceLocation
    /// The `#if` condition it is written under in a list of types, if any (``BuildCondition``).
    var condition: BuildCondition? = nil
}

/// A type in an inheritance clause, and where it is written.
struct InheritedType: Sendable, Hashable, Codable {
    var type: TypeReference
    var location: SourceLocation
}

/// `minimumModelCount: 1`: a count written as a literal, and where.
struct LocatedCount: Sendable, Hashable, Codable {
    var count: Int
    var location: SourceLocation
}

/// One group of a `#Unique`/`#Index` macro: its key paths and where the group starts.
struct KeyPathGroup: Sendable, Hashable, Codable {
    var paths: [KeyPathReference]
    var location: SourceLocation
}

/// `\Type.property` or `\.property`.
struct KeyPathReference: Sendable, Hashable, Codable {
    /// The root type's name components, nil for `\.property`.
    var root: [String]?
    var property: String
    var location: SourceLocation
}

/// An option of `@Attribute` or `@Relationship` (`.unique`, `.transformable(by: T.self)`).
struct MacroOption: Sendable, Hashable, Codable {
    /// The member name (`unique`, `transformable`).
    var name: String
    /// For `.transformable(by:)`: the transformer's name (type name or string).
    var argument: String?
    var location: SourceLocation
}

/// The readable arguments of `@Attribute(...)` on a property.
struct AttributeMacroArguments: Sendable, Codable {
    var options: [MacroOption] = []
    var originalName: LocatedName?
    var hashModifier: SourceLocation?
    var location: SourceLocation
}

/// The readable arguments of `@Relationship(...)` on a property.
struct RelationshipMacroArguments: Sendable, Codable {
    var options: [MacroOption] = []
    /// The delete rule's member name (`cascade`).
    var deleteRule: LocatedName?
    var inverse: KeyPathReference?
    /// Whether `inverse:` was written at all (`inverse: nil` asks for no inverse).
    var inverseWritten = false
    var minimumModelCount: LocatedCount?
    var maximumModelCount: LocatedCount?
    var originalName: LocatedName?
    var hashModifier: SourceLocation?
    var location: SourceLocation

}

/// A stored property of a `@Model` class, as written.
struct PropertyDeclaration: Sendable, Codable {
    var name: String
    var location: SourceLocation
    /// The declared type; nil when the declaration has none (the initial value may tell).
    var type: TypeReference?
    var typeLocation: SourceLocation?
    /// Where the outermost `?` of the type is, when the type is optional.
    var optionalMarkLocation: SourceLocation?
    var isLet: Bool
    var initialValue: WrittenValue?
    /// For a property without a type: what its initial value says about the type, when only the
    /// declarations can finish the answer (`Kind.basic` → `Kind`; `Kind.basic.rawValue` → its raw type).
    var typeHint: TypeHint?
    var attribute: AttributeMacroArguments?
    var relationship: RelationshipMacroArguments?
}

/// `#Unique<T>([\.a, \.b], [\.c])` or `#Index<T>(...)` in a `@Model` class.
struct KeyPathGroupsMacro: Sendable, Codable {
    /// The generic argument's name components, if written.
    var typeArgument: [String]?
    /// Each group of key paths, with where the group starts.
    var groups: [KeyPathGroup]
    var location: SourceLocation

}

/// A `@Model` class.
struct ModelClassDeclaration: Sendable, Codable {
    var name: String
    /// The types it is nested in, outermost first (`["SchemaV1"]`).
    var scope: [String]
    /// The types in its inheritance clause, with where each is written.
    var inherited: [InheritedType]
    var properties: [PropertyDeclaration]
    var uniqueMacros: [KeyPathGroupsMacro]
    var indexMacros: [KeyPathGroupsMacro]
    var location: SourceLocation

    var qualifiedName: String { (scope + [name]).joined(separator: ".") }

}

/// `Type.member` or `Type.member.rawValue` as an initial value.
enum TypeHint: Sendable, Equatable, Codable {
    case member(of: [String])
    case rawValue(of: [String])
}

/// Any other named type declared in the files (a struct, enum, class or actor): a property of
/// such a type holds a Codable value.
struct ValueTypeDeclaration: Sendable, Codable {
    var name: String
    var scope: [String]
    /// For an enum with raw values: the raw value type (the first type it inherits).
    var rawType: TypeReference?
    var location: SourceLocation
}

/// `typealias Name = Target`.
struct TypeAliasDeclaration: Sendable, Codable {
    var name: String
    var scope: [String]
    var target: TypeReference
    var location: SourceLocation
}

/// A list of `X.self` items (a `VersionedSchema`'s `models`, a migration plan's `schemas`).
struct TypeListDeclaration: Sendable, Codable {
    var items: [LocatedPath]
    /// `Other.models` (or `Other.schemas`, `AppSchema.all`) added with `+` or given alone: another
    /// list, by its full name (`["Other", "models"]`).
    var includes: [LocatedPath] = []
    var location: SourceLocation

}

/// A type conforming to `VersionedSchema`.
struct VersionedSchemaDeclaration: Sendable, Codable {
    var name: String
    var scope: [String]
    /// `Schema.Version(major, minor, patch)`, when written as literals.
    var identifier: [Int]?
    var models: TypeListDeclaration?
    var location: SourceLocation

    var qualifiedName: String { (scope + [name]).joined(separator: ".") }
    var identifierText: String? { identifier.map { $0.map(String.init).joined(separator: ".") } }
}

/// A type conforming to `SchemaMigrationPlan`.
struct MigrationPlanDeclaration: Sendable, Codable {
    var name: String
    var scope: [String]
    var schemas: TypeListDeclaration?
    var location: SourceLocation
}

/// A `cloudKitDatabase:` argument (of `ModelConfiguration`).
struct CloudKitDatabaseSetting: Sendable, Codable {
    /// The argument of `.private(…)`: a string literal, or a constant's name.
    enum Container: Sendable, Equatable, Codable {
        case literal(String)
        /// `containerID`, `AppConstants.containerID`: a `let` to look up among the string constants.
        case constant([String])
    }
    enum Value: Sendable, Equatable, Codable {
        /// `.private(…)`.
        case privateDatabase(Container)
        case automatic
        case none
        /// Decided at run time; the first `.private(…)` inside it, if any.
        case dynamic(Container?)
    }
    var value: Value
    var text: String
    var location: SourceLocation
    /// The types the argument is written in, for looking constants up.
    var scope: [String]
}

/// `let name = "text"` (static or global): a string constant `.private(name)` may use.
struct StringConstant: Sendable, Codable {
    var name: String
    var scope: [String]
    var value: String
}

/// Everything the declaration collector found in a set of files.
struct SourceDeclarations: Sendable, Codable {
    var models: [ModelClassDeclaration] = []
    var valueTypes: [ValueTypeDeclaration] = []
    var aliases: [TypeAliasDeclaration] = []
    var versionedSchemas: [VersionedSchemaDeclaration] = []
    var migrationPlans: [MigrationPlanDeclaration] = []
    var cloudKitDatabases: [CloudKitDatabaseSetting] = []
    var stringConstants: [StringConstant] = []
    var modelsBindings: [ModelsBinding] = []
    var configurations: [ConfigurationDeclaration] = []
    var containers: [ContainerDeclaration] = []
    /// `extension Type: Protocol` conformances (a class's own inheritance clause is on the class).
    var conformances: [ConformanceDeclaration] = []
    /// `@main struct …: App`: the files hold an app target.
    var appEntryPoints: [SourceLocation] = []
    /// `DocumentGroup(editing:…)`, `DocumentGroup(…, migrationPlan:)`: a document-based app, whose
    /// models live in its documents' stores.
    var documentGroups: [SourceLocation] = []
    /// Parameters of functions that take models (`func makeContainer(schema: Schema)`): a store the
    /// function sets up with one holds what the call sites pass (``modelArguments``).
    var modelParameters: [ModelParameter] = []
    /// Models written at a call (`makeContainer(schema: Schema([Note.self]))`).
    var modelArguments: [ModelArgument] = []
    var diagnostics: [Diagnostic] = []

    mutating func append(_ other: SourceDeclarations) {
        modelParameters += other.modelParameters
        modelArguments += other.modelArguments
        models += other.models
        valueTypes += other.valueTypes
        aliases += other.aliases
        versionedSchemas += other.versionedSchemas
        migrationPlans += other.migrationPlans
        stringConstants += other.stringConstants
        cloudKitDatabases += other.cloudKitDatabases
        modelsBindings += other.modelsBindings
        configurations += other.configurations
        containers += other.containers
        conformances += other.conformances
        appEntryPoints += other.appEntryPoints
        documentGroups += other.documentGroups
        diagnostics += other.diagnostics
    }
}

/// A parameter typed `Schema`, `[any PersistentModel.Type]` or a `VersionedSchema` of a function.
struct ModelParameter: Sendable, Codable {
    /// The function's name.
    var function: String
    /// Its argument label; nil for `_`.
    var label: String?
    /// Its position among the function's parameters.
    var index: Int
    /// The name it has in the body.
    var name: String
    var location: SourceLocation
    /// Where the function ends: the parameter is the name only inside it.
    var end: SourceLocation
}

/// Models given as an argument of a call: `helper(schema: Schema([A.self]))`, `helper([A.self])`.
struct ModelArgument: Sendable, Codable {
    /// The name called (its last component: `Store.make` → `make`).
    var function: String
    var label: String?
    var index: Int
    var value: ModelsExpression
    var location: SourceLocation
}

/// `extension Type: P, Q` in `scope`.
struct ConformanceDeclaration: Sendable, Codable {
    var type: [String]
    var scope: [String]
    var protocols: [String]
}
