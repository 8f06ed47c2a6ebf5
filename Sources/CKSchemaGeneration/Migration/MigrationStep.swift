import CKSchemaCore
import CKSchemaRules

/// The plan for one step between consecutive versions of a model: every change with its findings
/// and strategy, the strategy of the whole step, the local store's migration stage and what
/// becomes permanent in CloudKit.
public struct MigrationStep: Sendable {
    /// The classified differences the plan is built from.
    public var report: CompatibilityReport
    /// Every change with what the rules said about it, in diff order.
    public var changes: [PlannedChange]
    /// The most disruptive strategy any change needs (`localOnly` when nothing changes CloudKit).
    public var strategy: MigrationStrategy
    /// The local store's stage: lightweight unless some change needs code.
    public var stage: MigrationKind
    /// What a custom stage must do, in change order (empty for a lightweight stage).
    public var hooks: [MigrationHook]
    /// The version attribute of every synced entity of the new version, old and new stamp.
    public var versionStamps: [VersionStamp]

    public var old: Schema { report.old }
    public var new: Schema { report.new }

    /// `v1-to-v2`: the stem of the step's plan files.
    public var fileStem: String { "v\(old.version)-to-v\(new.version)" }

    /// Whether the new version names another CloudKit container than the old one.
    public var movesContainer: Bool { new.container != nil && old.container != new.container }

    /// Changes whose strategy is `strategy`.
    public func changes(needing strategy: MigrationStrategy) -> [PlannedChange] {
        changes.filter { $0.strategy == strategy }
    }

    /// Version stamps that do not protect older apps: no version attribute, or not raised.
    public var stampProblems: [VersionStamp] {
        let entities = Set(changes(needing: .bumpVersionAttribute).compactMap(\.change.entity))
        return versionStamps.filter { entities.contains($0.entity) && !$0.isRaised }
    }
}

/// One change of a step with the findings that classify it.
public struct PlannedChange: Sendable, Hashable {
    public var change: SchemaChange
    /// The rules' findings about the change (silent classifications left out).
    public var findings: [ChangeFinding]
    /// The highest impact of any finding (silent ones included).
    public var impact: ChangeImpact
    public var strategy: MigrationStrategy
}

/// Work a custom migration stage must do by hand.
public struct MigrationHook: Sendable, Hashable {
    /// Where the work belongs in `MigrationStage.custom`.
    public enum Phase: String, Sendable, Hashable, Codable {
        /// Runs on the old version's models, before the store changes.
        case willMigrate
        /// Runs on the new version's models, after the store changed.
        case didMigrate
    }

    public var phase: Phase
    /// The rule that asked for code (`migration_transforms_values`).
    public var ruleID: String
    /// What to do, lowercase, names in single quotes.
    public var text: String
}

/// The version attribute of one synced entity across a step.
public struct VersionStamp: Sendable, Hashable {
    public var entity: String
    /// The version attribute's name in the new version (nil when the entity has none).
    public var attribute: String?
    /// The stamp (integer default) in the old version; nil when the entity or attribute is new or
    /// the default is not an integer.
    public var oldValue: Int64?
    /// The stamp in the new version.
    public var newValue: Int64?

    /// Whether records written by the new version carry a higher stamp than the old version's.
    public var isRaised: Bool {
        guard attribute != nil, let newValue else { return false }
        return oldValue.map { newValue > $0 } ?? true
    }
}
