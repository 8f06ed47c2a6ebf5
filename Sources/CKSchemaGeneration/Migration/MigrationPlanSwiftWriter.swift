import CKSchemaCore

/// The one renderer of a SwiftData `SchemaMigrationPlan`: `MigrationPlan.swift` of both
/// `ckschema generate swift` and `ckschema plan`.
///
/// The plan lists every version (a store whose version the plan does not list fails to load with
/// "Cannot use staged migration with an unknown model version") and one stage per step:
/// `.lightweight` when inferred migration handles every change, else `.custom` whose
/// `willMigrate`/`didMigrate` closures carry `// TODO(ckschema): …` lines naming the work.
struct MigrationPlanSwiftWriter {
    /// The command named in the file's "Do not edit" header.
    var command: String = "ckschema generate swift"

    /// The type name of the plan: `WordEraseMigrationPlan`.
    static func typeName(_ model: String) -> String { "\(model)MigrationPlan" }

    /// `MigrationPlan.swift` for `versions` (oldest first) with the planned `steps` between them.
    ///
    /// - Parameter steps: one per consecutive pair of `versions`, in order.
    func file(versions: [Schema], steps: [MigrationStep]) -> GeneratedFile {
        let model = versions.last?.model ?? ""
        var w = SwiftWriter()
        let numbers = versions.map { String($0.version) }.joined(separator: ", ")
        let origin = "'\(model)' version\(versions.count == 1 ? "" : "s") \(numbers)"
        SwiftFileHeader.write(into: &w, origin, imports: ["SwiftData"], command: command)
        var documentation = """
            The versions of '\(model)', oldest first, with one stage per step: lightweight when inferred
            migration handles every change, custom otherwise. Never edit a released version: a store
            whose version this plan does not list fails to load.
            """
        if steps.contains(where: { $0.stage == .custom }) {
            documentation += """
                \n\nCustom stages need code: fill in every TODO(ckschema) hook, then keep this plan in a
                hand-written file (regenerating it overwrites your code).
                """
        }
        w.doc(documentation)
        if versions.contains(where: { $0.entities.contains { $0.parent != nil } }) {
            w.line(ModelClassWriter.inheritanceAvailability)
        }
        w.block("enum \(Self.typeName(model)): SchemaMigrationPlan") { w in
            w.block("static var schemas: [any VersionedSchema.Type]") { w in
                w.line("[")
                for schema in versions { w.line("    \(VersionedSchemaWriter.enumName(schema.version)).self,") }
                w.line("]")
            }
            w.line()
            w.block("static var stages: [MigrationStage]") { w in
                if steps.isEmpty {
                    w.line("[]")
                    return
                }
                w.line("[")
                w.indented { w in
                    for step in steps { stage(step, into: &w) }
                }
                w.line("]")
            }
        }
        return GeneratedFile(path: "MigrationPlan.swift", contents: w.text)
    }

    private func stage(_ step: MigrationStep, into w: inout SwiftWriter) {
        let from = VersionedSchemaWriter.enumName(step.old.version) + ".self"
        let to = VersionedSchemaWriter.enumName(step.new.version) + ".self"
        guard step.stage == .custom else {
            w.line(".lightweight(fromVersion: \(from), toVersion: \(to)),")
            return
        }
        w.comment("\(step.old.version) → \(step.new.version): inferred migration cannot handle every change ('ckschema plan --from \(step.old.version) --to \(step.new.version)' explains).")
        w.line(".custom(")
        w.indented { w in
            w.line("fromVersion: \(from),")
            w.line("toVersion: \(to),")
            closure("willMigrate", step.hooks.filter { $0.phase == .willMigrate }, into: &w, last: false)
            closure("didMigrate", step.hooks.filter { $0.phase == .didMigrate }, into: &w, last: true)
        }
        w.line("),")
    }

    private func closure(_ label: String, _ hooks: [MigrationHook], into w: inout SwiftWriter, last: Bool) {
        let end = last ? "" : ","
        guard !hooks.isEmpty else {
            w.line("\(label): nil\(end)")
            return
        }
        w.line("\(label): { context in")
        w.indented { w in
            for hook in hooks { w.comment("TODO(ckschema): \(hook.text) [\(hook.ruleID)]") }
            w.line("try context.save()")
        }
        w.line("}\(end)")
    }
}
