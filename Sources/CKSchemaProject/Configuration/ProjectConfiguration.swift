import CKSchemaCore
import CKSchemaRules
import Foundation

/// `scopes:` in `ckschema.yaml`: whether a SwiftData model or a Core Data configuration syncs, set
/// by hand with a reason when the code read cannot say it (docs/workflows.md). It may always mark
/// a model synced; it may mark local only what the code cannot place or reads as local.
public struct ScopeOverride: Sendable, Hashable {
    /// The entity (the `@Model` class name, or a Core Data entity); empty when ``configuration`` is given.
    public var entity: String
    /// `configuration:`: a Core Data configuration, every entity of which the entry sets.
    public var configuration: String?
    /// `synced` or `local`.
    public var scope: SyncScope
    public var reason: String
    /// Where it is written in `ckschema.yaml`.
    public var location: SourceLocation?

    public init(entity: String, configuration: String? = nil, scope: SyncScope, reason: String, location: SourceLocation? = nil) {
        self.entity = entity
        self.configuration = configuration
        self.scope = scope
        self.reason = reason
        self.location = location
    }
}

/// The project settings read from the optional `ckschema.yaml` at the repository root.
///
/// ```yaml
/// version: 1
/// schemas: schemas
/// swift: [App/Models]          # SwiftData @Model sources that lint and check also read
/// coreData: App/Model.xcdatamodeld   # the Core Data model that lint, check and release read
/// # coreDataVersions: [Shared, "0.5", "0.6"]   # its versions oldest first, when names and git cannot say
/// # swiftData: App/Models            # or the SwiftData code folder, read the same way
/// # model: Notes                     # the model, when the folder or the code holds several
/// entitlements: App/App.entitlements # the app's entitlements (default: searched for in the project)
/// # platforms: [iOS, macOS]         # the platforms the app is built for (default: all)
/// migrations: migrations
/// state: .ckschema/state.sqlite
/// rules:
///   binary_without_external_storage: off
///   transformable_value_transformer: note
/// suppressions:
///   - rule: attribute_required_without_default
///     entity: Score
///     attribute: points
///     reason: local-only store, never synced
/// scopes:                      # models whose sync scope the code cannot say
///   - entity: SearchCache
///     scope: local
///     reason: created by CacheStore.make() with cloudKitDatabase .none
///   # - configuration: Cache   # a Core Data configuration
///   #   scope: local
///   #   reason: loaded by a store description without CloudKit options
/// ```
/// Every key is optional; a missing file means the defaults.
public struct ProjectConfiguration: Sendable, Hashable {
    /// The configuration file's name.
    public static let fileName = "ckschema.yaml"
    /// The only format version this build understands.
    public static let currentVersion = 1

    public var version: Int
    /// Directory of schema files, relative to ``rootDirectory``.
    public var schemas: String
    /// SwiftData `@Model` source files or folders, relative to ``rootDirectory``: `lint` lints them
    /// and `check` compares them with their YAML versions.
    public var swift: [String] = []
    /// The Core Data model where it lives (an `.xcdatamodeld`), relative to ``rootDirectory``:
    /// `lint` and `check` read it by default and `release` snapshots it.
    public var coreData: String?
    /// `coreDataVersions:`: the Xcode model's version names oldest first, for a bundle whose names
    /// and the commits cannot say the order the app shipped them in.
    public var coreDataVersions: [String]?
    /// Where `coreDataVersions:` is written.
    public var coreDataVersionsLocation: SourceLocation?
    /// The SwiftData code where the model lives (a folder of `@Model` classes), relative to
    /// ``rootDirectory``, read as ``coreData`` is; a configuration names one of the two.
    public var swiftData: String?
    /// `model:`: the model commands work on when the schemas folder or the SwiftData code holds
    /// several (`--model` on a command line wins).
    public var model: String?
    /// `platforms:`: the platforms the app is built for; nil when not declared (every platform is
    /// checked, the safe direction). A migration plan whose `#if os(…)` branches differ is checked
    /// only as these build it.
    public var platforms: [AppPlatform]?
    /// The app target's `.entitlements` files, relative to ``rootDirectory``: they decide whether
    /// SwiftData's `cloudKitDatabase: .automatic` stores sync, instead of the file found by searching
    /// the project.
    public var entitlements: [String] = []
    /// Directory of migrations, relative to ``rootDirectory``.
    public var migrations: String
    /// The SQLite environment store, relative to ``rootDirectory``.
    public var state: String
    /// The accepted findings of an adopted history (`ckschema baseline`), relative to ``rootDirectory``.
    public var baseline: String
    /// `rules:` and `suppressions:`: what the linter and the change checks apply.
    public var ruleSettings: RuleSettings
    /// Where each setting of `rules:` is written (its value), by canonical rule identifier.
    public var ruleLocations: [String: SourceLocation] = [:]
    /// Where the `rules:` key is written; nil when the file has none.
    public var rulesLocation: SourceLocation?
    /// Where each top-level key's value is written, by key.
    public var keyLocations: [String: SourceLocation] = [:]
    /// `scopes:`: SwiftData models whose scope is set by hand.
    public var scopes: [ScopeOverride] = []
    /// The `cloudkit:` section as written; `CloudKitConfiguration.decode` reads it.
    public var cloudKitSection: YAMLNode?
    /// The file the configuration was read from; nil for the defaults.
    public var file: String?
    /// The directory relative paths resolve against: the configuration file's directory, else the
    /// directory the search started from (the current folder).
    public var rootDirectory: String?

    public init(
        version: Int = ProjectConfiguration.currentVersion,
        schemas: String = "schemas",
        migrations: String = "migrations",
        state: String = ".ckschema/state.sqlite",
        baseline: String = "ckschema-baseline.json",
        rules: [String: RuleSetting] = [:],
        suppressions: [Suppression] = [],
        file: String? = nil,
        rootDirectory: String? = nil
    ) {
        self.version = version
        self.schemas = schemas
        self.migrations = migrations
        self.state = state
        self.baseline = baseline
        self.ruleSettings = RuleSettings(rules: rules, suppressions: suppressions)
        self.file = file
        self.rootDirectory = rootDirectory
    }

    /// `path` resolved against ``rootDirectory`` (absolute paths are returned unchanged).
    public func resolve(_ path: String) -> String {
        guard let rootDirectory, !path.hasPrefix("/") else { return path }
        return rootDirectory.hasSuffix("/") ? rootDirectory + path : rootDirectory + "/" + path
    }

    /// Rule identifiers `ckschema.yaml` may name, mapped to their canonical identifier: every
    /// built-in lint rule and its deprecated aliases, every change rule, and every other finding
    /// `check` reports about a version (production readiness, the release lock, unclassified
    /// changes) and the relaxations `check --base` reports (whose level only the base's file sets).
    public static let builtInRuleIDs: [String: String] = {
        var ids: [String: String] = [:]
        for group in [ProductionChecks.group, ReleaseLockChecks.group, CompatibilityChecks.group, RelaxationChecks.group] {
            for description in group.diagnostics { ids[description.id] = description.id }
        }
        for rule in ChangeRules.all {
            let id = type(of: rule).description.id
            ids[id] = id
        }
        for rule in LintRules.all {
            ids[rule.description.id] = rule.description.id
            for alias in rule.description.deprecatedAliases { ids[alias] = rule.description.id }
        }
        return ids
    }()
}

// MARK: - Finding and reading the file

extension ProjectConfiguration {
    /// Finds `ckschema.yaml` in `directory` or its parents, up to the git root (the first directory
    /// holding `.git`), and reads it: its paths resolve against its own folder. Returns the
    /// defaults when there is none, resolved against `directory`: where the user stands, so
    /// `cd ios && ckschema lint` reads `ios/schemas`.
    ///
    /// - Parameters:
    ///   - directory: Where the search starts, usually the current directory.
    ///   - knownRuleIDs: Identifiers the `rules:` and `suppressions:` sections may name; worked out
    ///     only when there is a file (the built-in ones are every rule's declaration).
    /// - Throws: ``InputError`` for an unreadable or invalid file.
    public static func load(
        searchingFrom directory: String,
        knownRuleIDs: @autoclosure () -> [String: String] = ProjectConfiguration.builtInRuleIDs
    ) throws -> ProjectConfiguration {
        let fileManager = FileManager.default
        var current = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName)
            if fileManager.fileExists(atPath: candidate.path) {
                return try read(file: candidate.path, rootDirectory: current.path, knownRuleIDs: knownRuleIDs())
            }
            let isGitRoot = fileManager.fileExists(atPath: current.appendingPathComponent(".git").path)
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if isGitRoot || parent.path == current.path {
                return ProjectConfiguration(rootDirectory: directory)
            }
            current = parent
        }
    }

    /// Reads one configuration file.
    ///
    /// - Throws: ``InputError`` when the file cannot be read or is invalid.
    public static func read(
        file: String,
        rootDirectory: String? = nil,
        knownRuleIDs: [String: String] = ProjectConfiguration.builtInRuleIDs
    ) throws -> ProjectConfiguration {
        guard let data = try InputFile.read(file, format: .configuration) else {
            throw InputError(ConfigurationProblems.unreadable, message: "cannot read '\(file)'",
                             location: SourceLocation(file: file, line: 1, column: 1))
        }
        var configuration = try parse(data, file: file, knownRuleIDs: knownRuleIDs)
        configuration.rootDirectory = rootDirectory
            ?? URL(fileURLWithPath: file).deletingLastPathComponent().path
        return configuration
    }

    /// Parses the text of a configuration file.
    ///
    /// - Throws: ``InputError`` listing every problem with its position.
    public static func parse(
        _ bytes: [UInt8],
        file: String,
        knownRuleIDs: [String: String] = ProjectConfiguration.builtInRuleIDs
    ) throws -> ProjectConfiguration {
        let root = try YAMLParser.parse(bytes, file: file)
        var configuration = try decode(root, file: file, knownRuleIDs: knownRuleIDs)
        configuration.file = file
        return configuration
    }

    /// Decodes a parsed configuration document (nil for an empty file).
    ///
    /// - Throws: ``InputError`` listing every problem with its position.
    public static func decode(
        _ root: YAMLNode?,
        file: String,
        knownRuleIDs: [String: String] = ProjectConfiguration.builtInRuleIDs
    ) throws -> ProjectConfiguration {
        var decoder = ConfigurationDecoder(file: file, knownRuleIDs: knownRuleIDs)
        let configuration = decoder.decode(root)
        if !decoder.problems.isEmpty { throw InputError(decoder.problems) }
        return configuration
    }
}
