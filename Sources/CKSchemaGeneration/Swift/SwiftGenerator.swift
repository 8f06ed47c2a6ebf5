import CKSchemaCore

/// Generates SwiftData code for one model from its schema versions.
///
/// The output follows what syncing SwiftData with CloudKit needs: defaults on property declarations,
/// optional relationships with explicit inverses, no unique constraints (a fetch-before-insert helper
/// for each `logicalKey` instead), the CloudKit container named explicitly, and a local fallback
/// when CloudKit setup fails. Files:
/// - `SchemaV<N>.swift`: one `VersionedSchema` per version, its `@Model` classes nested in it;
/// - `CurrentSchema.swift`: typealiases to the latest version's models;
/// - `MigrationPlan.swift`: the versions with one stage per step, lightweight or custom (see
///   ``MigrationPlanSwiftWriter``, shared with `ckschema plan`);
/// - `CloudKitRecordNames.swift`: `CD_` record-type and field names;
/// - `ModelContainerFactory.swift`: the container, one configuration per store;
/// - `LogicalKeys.swift`: `fetchOrInsert` helpers (only when an entity declares a logical key).
public enum SwiftGenerator {
    /// How every generated file begins; tells generated files from hand-written ones.
    public static let headerMarker = SwiftFileHeader.marker

    /// Generates the files, sorted by path. Deterministic: the same versions give the same bytes.
    ///
    /// - Parameters:
    ///   - versions: the versions of one model, oldest first; the last is the current one.
    ///   - additionalImports: modules the model files import besides Foundation and SwiftData, e.g.
    ///     `UIKit` when a transformable attribute's `customClass` is `UIColor`.
    /// - Throws: `InputError` when the versions are empty, of different models, not increasing, or
    ///   use names or types SwiftData cannot express.
    public static func generate(_ versions: [Schema], additionalImports: [String] = []) throws -> [GeneratedFile] {
        try checkVersions(versions)
        for module in additionalImports where !module.split(separator: ".").allSatisfy({ SwiftIdentifier.isValid(String($0)) }) {
            throw InputError(SwiftProblems.invalidImport, message: "'\(module)' is not a module name")
        }
        let contexts = try versions.map(SwiftSchemaContext.init)
        let latest = contexts[contexts.count - 1]
        let versioned = VersionedSchemaWriter(additionalImports: additionalImports)
        var files = try contexts.map(versioned.versionFile)
        files.append(versioned.currentFile(latest))
        let steps = zip(versions, versions.dropFirst()).map { MigrationPlanner().plan(old: $0, new: $1) }
        files.append(MigrationPlanSwiftWriter().file(versions: versions, steps: steps))
        files.append(RecordNamesWriter().file(latest))
        files.append(ContainerFactoryWriter().file(latest, migrationPlan: MigrationPlanSwiftWriter.typeName(latest.schema.model)))
        if let keys = try LogicalKeyWriter(additionalImports: additionalImports).file(latest) { files.append(keys) }
        return files.sorted { $0.path < $1.path }
    }

    private static func checkVersions(_ versions: [Schema]) throws {
        guard let first = versions.first else {
            throw InputError(SwiftProblems.noVersions, message: "no schema version to generate Swift from")
        }
        for (older, newer) in zip(versions, versions.dropFirst()) {
            if newer.model != first.model {
                throw InputError(
                    SwiftProblems.mixedModels,
                    message: "schema of model '\(newer.model)' given with versions of model '\(first.model)'",
                    location: newer.source.location)
            }
            if newer.version <= older.version {
                throw InputError(
                    SwiftProblems.unorderedVersions,
                    message: "version \(newer.version) of '\(newer.model)' follows version \(older.version); versions must increase",
                    location: newer.source["version"])
            }
        }
    }
}
