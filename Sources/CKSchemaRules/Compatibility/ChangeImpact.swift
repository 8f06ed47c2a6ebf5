import CKSchemaCore

/// How a schema change affects an app that syncs through CloudKit, from harmless to breaking.
///
/// Ordered: `safe < migration < clientCompatibility < breaking`.
public enum ChangeImpact: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Additive or without effect on CloudKit; additive changes list what becomes permanent.
    case safe
    /// A Core Data / SwiftData migration must handle it in the local store (note).
    case migration
    /// Older app versions misread records written by newer ones, or the reverse (warning).
    case clientCompatibility = "client"
    /// CloudKit production refuses it: deployed record types and fields are permanent (error).
    case breaking

    private var rank: Int {
        switch self {
        case .safe: 0
        case .migration: 1
        case .clientCompatibility: 2
        case .breaking: 3
        }
    }

    public static func < (lhs: ChangeImpact, rhs: ChangeImpact) -> Bool { lhs.rank < rhs.rank }

    /// The severity of the diagnostics it produces (additive changes are reported as notes).
    public var severity: Severity {
        switch self {
        case .breaking: .error
        case .clientCompatibility: .warning
        case .migration, .safe: .note
        }
    }

    /// A heading for reports: "Breaking in production", "Client compatibility"…
    public var title: String {
        switch self {
        case .breaking: "Breaking in production"
        case .clientCompatibility: "Client compatibility"
        case .migration: "Local data migration"
        case .safe: "Safe (additive)"
        }
    }
}

/// How a local Core Data / SwiftData store migrates across a change.
public enum MigrationKind: String, Sendable, Hashable, Codable {
    /// Inferred (lightweight) migration handles it.
    case lightweight
    /// Needs code: a custom migration stage.
    case custom
}
