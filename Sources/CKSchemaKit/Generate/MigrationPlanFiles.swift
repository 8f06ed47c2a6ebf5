import CKSchemaCore
import CKSchemaGeneration
import CKSchemaSwiftSource

extension MigrationPlanGenerator {
    /// The plans of the steps from `from` to `to` as the contents of the migrations `folder`: one
    /// group per kind of file. A partial range leaves the other steps' plans alone.
    public static func output(_ history: ModelHistory, from: Int? = nil, to: Int? = nil, folder: String,
                              appPlan: ModelMigration? = nil, released: Set<Int> = []) throws -> GeneratedOutput {
        let files = try generate(history, from: from, to: to, appPlan: appPlan, released: released)
        let groups = markers.map { kind in
            GeneratedOutput.Group(sync: GeneratedFileSync(folder: folder, marker: kind.marker, fileExtension: kind.fileExtension),
                                  files: files.filter { $0.path.hasSuffix("." + kind.fileExtension) })
        }
        return GeneratedOutput(folder: folder, groups: groups, removesObsolete: from == nil && to == nil)
    }
}
