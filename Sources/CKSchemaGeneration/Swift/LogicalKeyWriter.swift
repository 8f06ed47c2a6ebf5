import CKSchemaCore

/// Writes `LogicalKeys.swift`: for each entity of the latest version that declares a `logicalKey`,
/// a fetch-before-insert helper that keeps the key unique without a unique constraint (CloudKit
/// cannot sync models that have one).
struct LogicalKeyWriter {
    /// Modules to import besides Foundation and SwiftData (a key may have a transformable class).
    var additionalImports: [String] = []

    /// Nil when no entity declares a logical key.
    func file(_ latest: SwiftSchemaContext) throws -> GeneratedFile? {
        let schema = latest.schema
        let keyed = schema.entities.filter { $0.logicalKey != nil }
        guard !keyed.isEmpty else { return nil }
        var w = SwiftWriter()
        SwiftFileHeader.write(into: &w, "'\(schema.model)' version \(schema.version)", imports: ["Foundation", "SwiftData"] + additionalImports)
        for (index, entity) in keyed.enumerated() {
            if index > 0 { w.line() }
            try write(entity, latest, into: &w)
        }
        return GeneratedFile(path: "LogicalKeys.swift", contents: w.text)
    }

    private struct Parameter {
        var attribute: Attribute
        var type: String
        var isKey: Bool
        var label: String { SwiftIdentifier.escaped(attribute.name) }
    }

    private func write(_ entity: Entity, _ context: SwiftSchemaContext, into w: inout SwiftWriter) throws {
        // Long on purpose: the generated extension top to bottom.
        let schema = context.schema
        let keyNames = entity.logicalKey?.attributes ?? []
        guard !keyNames.isEmpty else {
            throw InputError(SwiftProblems.emptyLogicalKey, message: "logical key of '\(entity.name)' names no attribute",
                             location: entity.source["logicalKey"])
        }
        let all = schema.allAttributes(of: entity)
        var keys: [Parameter] = []
        for name in keyNames {
            guard let attribute = all.first(where: { $0.name == name }), !attribute.transient else {
                throw InputError(
                    SwiftProblems.unknownLogicalKey,
                    message: "logical key of '\(entity.name)' names '\(name)', which is not a stored attribute of it",
                    location: entity.source["logicalKey"])
            }
            keys.append(Parameter(attribute: attribute, type: try SwiftTypeMapping.type(of: attribute, in: entity), isKey: true))
        }
        // Attributes the initializer requires (no default, not optional) must be given to insert.
        var required: [Parameter] = []
        for (owner, attribute) in context.initializerAttributes(of: entity)
        where !keyNames.contains(attribute.name) && attribute.defaultValue == nil && !attribute.optional {
            required.append(Parameter(attribute: attribute, type: try SwiftTypeMapping.type(of: attribute, in: owner), isKey: false))
        }
        let keyList = keyNames.map { "'\($0)'" }.joined(separator: ", ")
        let keyDescription = keys.map { "`\($0.attribute.name)`" }.joined(separator: ", ")

        let type = context.topLevelName(entity.name)
        if entity.parent != nil { w.line(ModelClassWriter.inheritanceAvailability) }
        w.block("extension \(type)") { w in
            w.doc("""
                The '\(entity.name)' with this \(keyDescription), inserting a new one when there is none.

                CloudKit cannot sync unique constraints, so the logical key \(keyList) is kept unique by
                fetching before inserting. Another device can still create the same key before the two
                sync; fetch again after import and merge duplicates when that matters.
                """ + (required.isEmpty ? "" : "\nThe other arguments are used only when inserting."))
            w.line("static func fetchOrInsert(")
            for parameter in keys + required { w.line("    \(parameter.label): \(parameter.type),") }
            w.line("    in modelContext: ModelContext")
            w.block(") throws -> \(type)") { w in
                let keyArguments = keys.map { SwiftIdentifier.passing($0.attribute.name) } + ["in: modelContext"]
                w.block("if let existing = try fetchExisting(" + keyArguments.joined(separator: ", ") + ")") { w in
                    w.line("return existing")
                }
                let initializerNames = context.initializerAttributes(of: entity).map(\.attribute.name)
                let passed = initializerNames.filter { name in (keys + required).contains { $0.attribute.name == name } }
                let initializerArguments = passed.map(SwiftIdentifier.passing)
                w.line("let created = \(type)(" + initializerArguments.joined(separator: ", ") + ")")
                for key in keys where !initializerNames.contains(key.attribute.name) {
                    w.line("created.\(key.label) = \(key.label)")
                }
                w.line("modelContext.insert(created)")
                w.line("return created")
            }
            w.line()
            w.doc("The '\(entity.name)' with this \(keyDescription), if one exists.")
            w.line("static func fetchExisting(")
            for parameter in keys { w.line("    \(parameter.label): \(parameter.type),") }
            w.line("    in modelContext: ModelContext")
            w.block(") throws -> \(type)?") { w in
                let conditions = keys.map { "object.\($0.label) == \($0.label)" }.joined(separator: " && ")
                w.line("var descriptor = FetchDescriptor<\(type)>(")
                w.line("    predicate: #Predicate<\(type)> { object in \(conditions) }")
                w.line(")")
                w.line("descriptor.fetchLimit = 1")
                w.line("return try modelContext.fetch(descriptor).first")
            }
        }
    }
}
