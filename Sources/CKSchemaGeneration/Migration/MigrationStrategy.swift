import CKSchemaRules

/// How a version step reaches users who sync through CloudKit: Apple's strategies for updating a
/// production schema ("Update the Production Schema"), from least to most disruptive.
///
/// Ordered: `localOnly < addFieldsIncrementally < bumpVersionAttribute < newContainer`.
public enum MigrationStrategy: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Nothing reaches CloudKit: comments, local-only entities, or no change at all.
    case localOnly = "local_only"
    /// Additive: new record types and fields, deployed before the release that writes them.
    case addFieldsIncrementally = "add_fields_incrementally"
    /// Older app versions misread the new records: stamp a higher version and let them filter.
    case bumpVersionAttribute = "bump_version_attribute"
    /// Production refuses the change: move the new version to a new container.
    case newContainer = "new_container"

    private var rank: Int {
        switch self {
        case .localOnly: 0
        case .addFieldsIncrementally: 1
        case .bumpVersionAttribute: 2
        case .newContainer: 3
        }
    }

    public static func < (lhs: MigrationStrategy, rhs: MigrationStrategy) -> Bool { lhs.rank < rhs.rank }

    /// The strategy a change of `impact` needs; `permanent` says whether it adds to CloudKit.
    public static func forImpact(_ impact: ChangeImpact, addsToCloudKit permanent: Bool) -> MigrationStrategy {
        switch impact {
        case .breaking: .newContainer
        case .clientCompatibility: .bumpVersionAttribute
        case .migration, .safe: permanent ? .addFieldsIncrementally : .localOnly
        }
    }

    /// A heading: "Add fields incrementally".
    public var title: String {
        switch self {
        case .localOnly: "No CloudKit change"
        case .addFieldsIncrementally: "Add fields incrementally"
        case .bumpVersionAttribute: "Bump the version attribute and filter old clients"
        case .newContainer: "Move to a new container"
        }
    }

    /// One paragraph: what the strategy means for users of older app versions.
    public var explanation: String {
        switch self {
        case .localOnly:
            "Nothing in this step changes the CloudKit schema; only the local store (if anything) migrates."
        case .addFieldsIncrementally:
            "Every change adds record types or fields. Older versions of the app keep access to every record "
                + "a user creates, but not to the new fields. Deploy the additions to Production before the "
                + "release that writes them: Production creates no schema on the fly."
        case .bumpVersionAttribute:
            "Older versions of the app would misread records this version writes. Stamp the records with a "
                + "higher value of the version attribute and have every version fetch only records whose "
                + "version it understands (`version <= maxCompatibleVersion`); older versions then hide the "
                + "new records instead of misreading them."
        case .newContainer:
            "CloudKit Production refuses these changes: deployed record types and fields can never be "
                + "deleted, renamed or retyped. Either undo them (keep the old element and add a new one) or "
                + "move this version to a completely new store associated with a new container, copying the "
                + "data over locally; older versions keep syncing through the old container."
        }
    }
}
