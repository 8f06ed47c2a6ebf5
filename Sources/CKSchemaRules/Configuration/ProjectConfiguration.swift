import CKSchemaCore
import Foundation

/// How a project configures a rule in `ckschema.yaml`: a severity, or off.
public enum RuleSetting: Sendable, Hashable {
    case severity(Severity)
    case off

    /// The spelling in `ckschema.yaml`: `error`, `warning`, `note` or `off`.
    public var name: String {
        switch self {
        case .severity(let severity): severity.rawValue
        case .off: "off"
        }
    }
}

/// A finding the project accepts on purpose, with the reason written down.
///
/// A suppression without `attribute` or `relationship` covers every finding of the rule on the
/// entity; with one of them, only findings on that property. With `version`, only findings in that
/// schema version (for a change rule: the version that makes the change).
public struct Suppression: Sendable, Hashable {
    public var rule: String
    /// The schema version the suppression is limited to; nil for every version.
    public var version: Int?
    public var entity: String
    public var attribute: String?
    public var relationship: String?
    public var reason: String
    /// Where the suppression was written.
    public var location: SourceLocation?

    public init(rule: String, version: Int? = nil, entity: String, attribute: String? = nil, relationship: String? = nil,
                reason: String, location: SourceLocation? = nil) {
        self.rule = rule
        self.version = version
        self.entity = entity
        self.attribute = attribute
        self.relationship = relationship
        self.reason = reason
        self.location = location
    }

    /// Equality ignores ``location``, like ``SourceInfo``.
    public static func == (lhs: Suppression, rhs: Suppression) -> Bool {
        lhs.rule == rhs.rule && lhs.version == rhs.version && lhs.entity == rhs.entity && lhs.attribute == rhs.attribute
            && lhs.relationship == rhs.relationship && lhs.reason == rhs.reason
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(version)
        hasher.combine(entity)
        hasher.combine(attribute)
        hasher.combine(relationship)
        hasher.combine(reason)
    }

    /// Whether the suppression silences `diagnostic`, found in schema `version` (nil: unknown, so
    /// only suppressions for every version apply).
    public func matches(_ diagnostic: Diagnostic, version: Int? = nil) -> Bool {
        guard diagnostic.id == rule, diagnostic.entity == entity else { return false }
        if let scope = self.version, scope != version { return false }
        if let attribute, diagnostic.attribute != attribute { return false }
        if let relationship, diagnostic.relationship != relationship { return false }
        return true
    }
}

/// `scopes:` in `ckschema.yaml`: whether a SwiftData model syncs, set by hand with a reason when the
/// code read cannot say it (docs/swiftdata.md).
public struct ScopeOverride: Sendable, Hashable {
    /// The entity (the `@Model` class name).
    public var entity: String
    /// `synced` or `local`.
    public var scope: SyncScope
    public var reason: String
    /// Where it is written in `ckschema.yaml`.
    public var location: SourceLocation?

    public init(entity: String, scope: SyncScope, reason: String, location: SourceLocation? = nil) {
        self.entity = entity
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
/// scopes:                      # SwiftData models whose sync scope the code cannot say
///   - entity: SearchCache
///     scope: local
///     reason: created by CacheStore.make() with cloudKitDatabase .none
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
    /// Directory of migrations, relative to ``rootDirectory``.
    public var migrations: String
    /// The SQLite environment store, relative to ``rootDirectory``.
    public var state: String
    /// The accepted findings of an adopted history (`ckschema baseline`), relative to ``rootDirectory``.
    public var baseline: String
    /// Per-rule settings by canonical rule identifier.
    public var rules: [String: RuleSetting]
    public var suppressions: [Suppression]
    /// `scopes:`: SwiftData models whose scope is set by hand.
    public var scopes: [ScopeOverride] = []
    /// The `cloudkit:` section as written; `CloudKitConfiguration.decode` reads it.
    public var cloudKitSection: YAMLNode?
    /// The file the configuration was read from; nil for the defaults.
    public var file: String?
    /// The directory relative paths resolve against: the configuration file's directory, else the
    /// git root (or the directory the search started from).
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
        self.rules = rules
        self.suppressions = suppressions
        self.file = file
        self.rootDirectory = rootDirectory
    }

    /// The project's setting for a rule, nil when the file does not mention it.
    public func setting(forRule id: String) -> RuleSetting? { rules[id] }

    /// The first suppression that silences `diagnostic` (found in schema `version`).
    public func suppression(matching diagnostic: Diagnostic, version: Int? = nil) -> Suppression? {
        suppressions.first { $0.matches(diagnostic, version: version) }
    }

    /// Applies the project's rule settings to findings of schema `version`: findings of rules
    /// switched off are dropped, severities overridden, suppressed findings set apart.
    public func apply(to diagnostics: [Diagnostic], version: Int?) -> (kept: [Diagnostic], suppressed: [Diagnostic]) {
        var kept: [Diagnostic] = []
        var suppressed: [Diagnostic] = []
        for var diagnostic in diagnostics {
            switch setting(forRule: diagnostic.id) {
            case .off?: continue
            case .severity(let severity)?: diagnostic.severity = severity
            case nil: break
            }
            if suppression(matching: diagnostic, version: version) != nil {
                suppressed.append(diagnostic)
            } else {
                kept.append(diagnostic)
            }
        }
        return (kept, suppressed)
    }

    /// The suppressions that silenced none of `suppressed` (each with the version it was found in):
    /// left over after the code or the model changed, they are reported so they do not hide a
    /// future finding.
    public func unusedSuppressions(given suppressed: [(diagnostic: Diagnostic, version: Int?)]) -> [Suppression] {
        suppressions.filter { suppression in !suppressed.contains { suppression.matches($0.diagnostic, version: $0.version) } }
    }

    /// `path` resolved against ``rootDirectory`` (absolute paths are returned unchanged).
    public func resolve(_ path: String) -> String {
        guard let rootDirectory, !path.hasPrefix("/") else { return path }
        return rootDirectory.hasSuffix("/") ? rootDirectory + path : rootDirectory + "/" + path
    }

    /// Rule identifiers `ckschema.yaml` may name, mapped to their canonical identifier: every
    /// built-in lint rule and its deprecated aliases, every change rule, and every other finding
    /// `check` reports about a version (production readiness, the release lock, unclassified
    /// changes).
    public static let builtInRuleIDs: [String: String] = {
        var ids: [String: String] = [:]
        for group in [ProductionChecks.group, ReleaseLockChecks.group, CompatibilityChecks.group] {
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
    /// holding `.git`), and reads it. Returns the defaults when there is none.
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
                return ProjectConfiguration(rootDirectory: isGitRoot ? current.path : directory)
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
