import CKSchemaCore
import CKSchemaRules

extension SourceModelHistory {
    /// For SwiftData code with no `SchemaMigrationPlan` (most apps declare no `VersionedSchema`):
    /// the migration its stores go through when the build under review opens a store of the newest
    /// released version — the one SwiftData infers, from the released snapshot in the schemas
    /// folder to the code. Nil when the code has a plan (``SourceModel/migration``), is an Xcode
    /// model, nothing is released before the current version, or the current version is released.
    var unversionedMigration: ModelMigration? {
        guard source.kind == .swiftData, source.migration == nil, checksSourceCurrent,
              !isReleased(current.version),
              let released = history.versions.last(where: { $0.version < current.version && isReleased($0.version) })
        else { return nil }
        let releasedName = "version \(released.version) (released)"
        return ModelMigration(model: history.model, versions: [
            MigrationVersion(name: releasedName, qualifiedName: releasedName, identifier: nil,
                             location: released.file.map { SourceLocation(file: $0, line: 1, column: 1) },
                             listedAt: nil, schema: released, references: []),
            MigrationVersion(name: "the code (version \(current.version))", qualifiedName: "the code", identifier: nil,
                             location: nil, listedAt: nil, schema: current, references: [],
                             propertyTypes: source.newestSwiftVersion?.swiftTypes ?? [:]),
        ])
    }

    /// The migration rules that hold for a migration SwiftData infers without a plan: what inferred
    /// migration cannot make, and values a rename without `originalName` drops.
    static let unversionedMigrationRules: [any MigrationRule.Type] = [
        MigrationChangeNotInferableRule.self, MigrationRenameWithoutOriginalNameRule.self,
    ]
}
