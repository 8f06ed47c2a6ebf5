import CKSchemaCore

/// What a plan calls the two versions of a step and which framework migrates the store, in the
/// app's own words: the `VersionedSchema` types of a SwiftData plan (`NotesSchemaV1`), the versions
/// of an Xcode model bundle (`Shop 2`), else the generated `SchemaV<n>` of `ckschema generate swift`.
/// The Markdown and JSON plans of a step name the same things.
struct PlanVersionNames: Sendable, Hashable {
    /// Whether the store is a Core Data store of an Xcode model: it migrates from its version
    /// straight to the current one, by an inferred mapping model or a `.xcmappingmodel`.
    var isCoreData: Bool
    var from: String
    var to: String
    /// The app's own plan for the step (SwiftData code with a `SchemaMigrationPlan`).
    var app: AppMigrationStage?
    /// For an Xcode model: the `.xcmappingmodel`s beside the bundle; nil when not known.
    var mappingModels: [String]?
    /// The Xcode model's current version name (what every store migrates to).
    var current: String?

    /// - Parameter source: the app's own migration history: a SwiftData `SchemaMigrationPlan`, or
    ///   an Xcode model's versions in bundle order (``ModelMigration/isCoreData``).
    init(_ step: MigrationStep, source: ModelMigration?) {
        app = AppMigrationStage.of(old: step.old.version, new: step.new.version, in: source)
        isCoreData = source?.isCoreData == true || step.old.isXcodeModel || step.new.isXcodeModel
        mappingModels = source?.isCoreData == true ? source?.mappingModels : nil
        func coreDataName(_ schema: Schema) -> String? {
            if let source, source.isCoreData, source.versions.indices.contains(schema.version - 1) {
                return source.versions[schema.version - 1].name
            }
            return Self.xcodeVersionName(schema)
        }
        if let app {
            from = app.from
            to = app.to
        } else if isCoreData {
            from = coreDataName(step.old) ?? "version \(step.old.version)"
            to = coreDataName(step.new) ?? "version \(step.new.version)"
        } else {
            from = VersionedSchemaWriter.enumName(step.old.version)
            to = VersionedSchemaWriter.enumName(step.new.version)
        }
        current = source?.isCoreData == true ? source?.versions.last?.name : nil
    }

    /// `Shop 2` for a version read from `Shop 2.xcdatamodel`, or released from it (its YAML snapshot's
    /// `comment`, which `release --from` writes).
    static func xcodeVersionName(_ schema: Schema) -> String? {
        if schema.isXcodeModel, let file = schema.file ?? schema.source.location?.file {
            let folder = PathName.last(file == "contents" || file.hasSuffix("/contents") ? PathName.parent(file) : file)
            if folder.hasSuffix(".xcdatamodel") { return String(folder.dropLast(".xcdatamodel".count)) }
        }
        let prefix = "Xcode model version '"
        guard let comment = schema.comment, comment.hasPrefix(prefix),
              let end = comment.dropFirst(prefix.count).firstIndex(of: "'") else { return nil }
        return String(comment[comment.index(comment.startIndex, offsetBy: prefix.count)..<end])
    }
}
