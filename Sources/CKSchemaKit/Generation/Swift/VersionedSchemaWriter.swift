/// Writes the per-version files: one `VersionedSchema` enum per schema version with that version's
/// models nested in it, the top-level typealiases to the latest version, and the migration plan.
struct VersionedSchemaWriter {
    /// Modules the model files import besides Foundation and SwiftData (for transformable classes).
    var additionalImports: [String] = []

    /// The enum that holds version `version`'s models.
    static func enumName(_ version: Int) -> String { "SchemaV\(version)" }

    /// `SchemaV<N>.swift`: the models of one version.
    func versionFile(_ context: SwiftSchemaContext) throws -> GeneratedFile {
        let schema = context.schema
        var w = SwiftWriter()
        SwiftFileHeader.write(into: &w, "'\(schema.model)' version \(schema.version)", imports: ["Foundation", "SwiftData"] + additionalImports)
        var documentation = "\(schema.model) schema version \(schema.version)."
        if let comment = schema.comment { documentation = comment + "\n\n" + documentation }
        w.doc(documentation)
        if context.usesInheritance { w.line(ModelClassWriter.inheritanceAvailability) }
        try w.block("enum \(Self.enumName(schema.version)): VersionedSchema") { w in
            w.line("static var versionIdentifier: Schema.Version { Schema.Version(\(schema.version), 0, 0) }")
            w.line()
            writeModelsList(schema, into: &w)
            let writer = ModelClassWriter(context: context)
            for entity in schema.entities {
                w.line()
                try writer.write(entity, into: &w)
            }
        }
        return GeneratedFile(path: "\(Self.enumName(schema.version)).swift", contents: w.text)
    }

    private func writeModelsList(_ schema: Schema, into w: inout SwiftWriter) {
        let models = schema.entities.map { "\($0.name).self" }
        w.block("static var models: [any PersistentModel.Type]") { w in
            if models.isEmpty {
                w.line("[]")
            } else {
                w.line("[")
                for model in models { w.line("    \(model),") }
                w.line("]")
            }
        }
    }

    /// `CurrentSchema.swift`: `CurrentSchema` and one typealias per model of the latest version, so
    /// app code writes `Score`, not `SchemaV2.Score`.
    func currentFile(_ latest: SwiftSchemaContext) -> GeneratedFile {
        let schema = latest.schema
        let name = Self.enumName(schema.version)
        var w = SwiftWriter()
        SwiftFileHeader.write(into: &w, "'\(schema.model)' version \(schema.version)", imports: ["SwiftData"])
        let availability = latest.usesInheritance ? ModelClassWriter.inheritanceAvailability : nil
        w.doc("The latest schema version of '\(schema.model)'.")
        if let availability { w.line(availability) }
        w.line("typealias CurrentSchema = \(name)")
        for entity in schema.entities {
            w.line()
            if let availability { w.line(availability) }
            w.line("typealias \(entity.name) = \(name).\(entity.name)")
        }
        return GeneratedFile(path: "CurrentSchema.swift", contents: w.text)
    }

    /// `MigrationPlan.swift`: every version, oldest first, with lightweight stages between them
    /// (a store that syncs with CloudKit can only migrate lightweight).
    func migrationPlanFile(_ contexts: [SwiftSchemaContext]) -> GeneratedFile {
        let model = contexts[contexts.count - 1].schema.model
        var w = SwiftWriter()
        let versions = contexts.map { String($0.schema.version) }.joined(separator: ", ")
        let origin = "'\(model)' version\(contexts.count == 1 ? "" : "s") \(versions)"
        SwiftFileHeader.write(into: &w, origin, imports: ["SwiftData"])
        w.doc("""
            The versions of '\(model)', oldest first. Stores that sync with CloudKit can only migrate
            lightweight, so every stage is lightweight; never edit a released version (an unknown
            on-disk version makes the container fail to load).
            """)
        if contexts.contains(where: \.usesInheritance) { w.line(ModelClassWriter.inheritanceAvailability) }
        w.block("enum \(model)MigrationPlan: SchemaMigrationPlan") { w in
            w.block("static var schemas: [any VersionedSchema.Type]") { w in
                w.line("[")
                for context in contexts { w.line("    \(Self.enumName(context.schema.version)).self,") }
                w.line("]")
            }
            w.line()
            w.block("static var stages: [MigrationStage]") { w in
                if contexts.count < 2 {
                    w.line("[]")
                    return
                }
                w.line("[")
                for (older, newer) in zip(contexts, contexts.dropFirst()) {
                    let from = Self.enumName(older.schema.version), to = Self.enumName(newer.schema.version)
                    w.line("    .lightweight(fromVersion: \(from).self, toVersion: \(to).self),")
                }
                w.line("]")
            }
        }
        return GeneratedFile(path: "MigrationPlan.swift", contents: w.text)
    }
}

/// The first lines of every generated Swift file.
enum SwiftFileHeader {
    static let marker = "// Generated by ckschema from "

    static func write(into w: inout SwiftWriter, _ origin: String, imports: [String]) {
        w.line(marker + origin + ". Do not edit: run 'ckschema generate swift'.")
        w.line()
        for module in imports { w.line("import \(module)") }
        if !imports.isEmpty { w.line() }
    }
}
