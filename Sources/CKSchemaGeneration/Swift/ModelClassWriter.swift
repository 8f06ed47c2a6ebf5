import CKSchemaCore

/// Writes one entity as a SwiftData `@Model` class, the way CloudKit needs it: the default on the
/// property declaration, relationships optional with the inverse named on one side, no unique
/// constraints, SwiftData attribute options for the schema's flags.
struct ModelClassWriter {
    let context: SwiftSchemaContext

    /// The availability SwiftData class inheritance requires.
    static let inheritanceAvailability = "@available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)"

    private var schema: Schema { context.schema }

    func write(_ entity: Entity, into w: inout SwiftWriter) throws {
        for note in entityNotes(entity) { w.comment(note) }
        w.doc(classDocumentation(entity))
        if entity.parent != nil { w.line(Self.inheritanceAvailability) }
        w.line("@" + context.swiftData("Model"))
        let finality = context.hasSubentities(entity) ? "" : "final "
        let superclass = entity.parent.map { ": " + $0 } ?? ""
        try w.block("\(finality)class \(entity.name)\(superclass)") { w in
            for attribute in entity.attributes {
                try writeAttribute(attribute, of: entity, into: &w)
            }
            for relationship in entity.relationships {
                writeRelationship(relationship, of: entity, into: &w)
            }
            if !entity.attributes.isEmpty || !entity.relationships.isEmpty { w.line() }
            try writeInitializer(of: entity, into: &w)
        }
    }

    // MARK: - Class

    private func classDocumentation(_ entity: Entity) -> String {
        var parts: [String] = []
        if let comment = entity.comment { parts.append(comment) }
        let root = schema.root(of: entity)
        if schema.syncs(entity) {
            let recordType = "CloudKit record type `\(CloudKitNaming.mirrored(root.name))`"
            parts.append(root.name == entity.name ? recordType + "." : recordType + " (`\(CloudKitNaming.entityNameField)` = \"\(entity.name)\").")
        } else {
            let names = schema.configurationNames(of: entity).map { "'\($0)'" }.joined(separator: ", ")
            parts.append("Local only: configuration \(names) does not sync with CloudKit.")
        }
        return parts.joined(separator: "\n\n")
    }

    private func entityNotes(_ entity: Entity) -> [String] {
        var notes: [String] = []
        if entity.abstract {
            notes.append("abstract in the schema: SwiftData has no abstract models; create only subclasses")
        }
        if let old = entity.renamedFrom {
            notes.append("renamed from '\(old)': SwiftData has no renaming identifier for models, and CloudKit keeps '\(CloudKitNaming.mirrored(old))' records apart from '\(CloudKitNaming.mirrored(entity.name))'")
        }
        if !entity.uniqueConstraints.isEmpty {
            let groups = entity.uniqueConstraints.map { "[" + $0.attributes.joined(separator: ", ") + "]" }.joined(separator: ", ")
            notes.append("unique constraints \(groups) omitted: CloudKit cannot sync models with unique constraints; declare a 'logicalKey' to get a fetch-before-insert helper")
        }
        if let key = entity.logicalKey {
            notes.append("logical key [\(key.attributes.joined(separator: ", "))]: insert through fetchOrInsert (LogicalKeys.swift) to avoid duplicates")
        }
        return notes
    }

    // MARK: - Attributes

    private func writeAttribute(_ attribute: Attribute, of entity: Entity, into w: inout SwiftWriter) throws {
        let name = SwiftIdentifier.escaped(attribute.name)
        var type = try SwiftTypeMapping.type(of: attribute, in: entity)
        var initializer = try SwiftTypeMapping.defaultExpression(of: attribute, in: entity)
        var notes: [String] = []
        if attribute.transient {
            if initializer == nil && !attribute.optional {
                if let zero = SwiftTypeMapping.zeroValue(for: attribute.type) {
                    initializer = (zero, nil)
                    notes.append("transient without a default: starts as \(zero) (never stored)")
                } else {
                    type += "?"
                    notes.append("transient without a default: optional so it can start empty (never stored)")
                }
            }
            for note in notes { w.comment(note) }
            w.doc(attribute.comment)
            w.line("@" + context.swiftData("Transient"))
            w.line("var \(name): \(type)" + initializerText(initializer))
            return
        }
        if attribute.cloudKitIgnored {
            notes.append("cloudKitIgnored: SwiftData cannot mark a property as ignored by CloudKit, so this property syncs in a SwiftData store")
        }
        if attribute.type == .transformable && attribute.customClass == nil {
            notes.append("Transformable without 'customClass': declared as Data; name the class to get a typed property")
        }
        if attribute.defaultValue == nil && !attribute.optional && schema.syncs(entity) {
            notes.append("no default value: CloudKit needs every attribute optional or with a default on its declaration")
        }
        if context.isStampedVersion(attribute, declaredOn: entity) {
            notes.append("schema version stamp: keeps its default, so initializers leave it out")
        }
        if attribute.encrypted {
            notes.append("allowsCloudEncryption: CloudKit stores it encrypted; it cannot be indexed or queried on the server")
        }
        for note in notes { w.comment(note) }
        w.doc(attribute.comment)
        var options: [String] = []
        if attribute.externalStorage { options.append(".externalStorage") }
        if attribute.encrypted { options.append(".allowsCloudEncryption") }
        if attribute.preserveValueOnDeletion { options.append(".preserveValueOnDeletion") }
        if let transformer = attribute.valueTransformer {
            options.append(".transformable(by: \(SwiftIdentifier.stringLiteral(transformer)))")
        }
        if let old = attribute.renamedFrom { options.append("originalName: \(SwiftIdentifier.stringLiteral(old))") }
        if !options.isEmpty { w.line("@" + context.swiftData("Attribute") + "(" + options.joined(separator: ", ") + ")") }
        w.line("var \(name): \(type)" + initializerText(initializer))
    }

    private func initializerText(_ initializer: (expression: String, note: String?)?) -> String {
        guard let initializer else { return "" }
        return " = " + initializer.expression + (initializer.note.map { " // " + $0 } ?? "")
    }

    // MARK: - Relationships

    private func writeRelationship(_ relationship: Relationship, of entity: Entity, into w: inout SwiftWriter) {
        var notes: [String] = []
        if relationship.inverse == nil || context.inverse(of: relationship) == nil {
            notes.append("no inverse: CloudKit needs every relationship to have one")
        } else if !context.spellsInverse(relationship, of: entity), let (otherEntity, other) = context.inverse(of: relationship) {
            notes.append("inverse: \(otherEntity.name).\(other.name) (named on that side only)")
        }
        if !relationship.optional {
            notes.append("required in the schema; optional here because CloudKit needs every relationship optional")
        }
        if relationship.ordered {
            notes.append("ordered in the schema: SwiftData relationships are unordered and CloudKit refuses ordered ones")
        }
        if relationship.deleteRule == .deny { notes.append("deleteRule deny: CloudKit does not support it") }
        if relationship.encrypted { notes.append("encrypted in the schema: CloudKit cannot encrypt relationships") }
        if relationship.cloudKitIgnored { notes.append("cloudKitIgnored in the schema: CloudKit cannot ignore relationships") }
        for note in notes { w.comment(note) }
        w.doc(relationship.comment)

        var arguments: [String] = []
        if relationship.deleteRule != .nullify { arguments.append("deleteRule: .\(relationship.deleteRule.rawValue)") }
        if let minimum = relationship.minCount { arguments.append("minimumModelCount: \(minimum)") }
        if let maximum = relationship.maxCount { arguments.append("maximumModelCount: \(maximum)") }
        if let old = relationship.renamedFrom { arguments.append("originalName: \(SwiftIdentifier.stringLiteral(old))") }
        if context.spellsInverse(relationship, of: entity), let inverse = relationship.inverse {
            arguments.append("inverse: \\\(relationship.destination).\(SwiftIdentifier.escaped(inverse))")
        }
        if !arguments.isEmpty { w.line("@" + context.swiftData("Relationship") + "(" + arguments.joined(separator: ", ") + ")") }
        let name = SwiftIdentifier.escaped(relationship.name)
        if relationship.toMany {
            w.line("var \(name): [\(relationship.destination)]? = []")
        } else {
            w.line("var \(name): \(relationship.destination)?")
        }
    }

    // MARK: - Initializer

    private func writeInitializer(of entity: Entity, into w: inout SwiftWriter) throws {
        let all = context.initializerAttributes(of: entity)
        let own = all.filter { $0.owner.name == entity.name }
        let inherited = all.filter { $0.owner.name != entity.name }
        var parameters: [String] = []
        for (owner, attribute) in all {
            let type = try SwiftTypeMapping.type(of: attribute, in: owner)
            var parameter = "\(SwiftIdentifier.escaped(attribute.name)): \(type)"
            if let initializer = try SwiftTypeMapping.defaultExpression(of: attribute, in: owner) {
                parameter += " = " + initializer.expression
            } else if attribute.optional {
                parameter += " = nil"
            }
            parameters.append(parameter)
        }
        let overrides = entity.parent != nil && own.isEmpty
        let keyword = overrides ? "override init" : "init"
        if parameters.isEmpty {
            w.line(keyword + "() {" + (entity.parent == nil ? "}" : ""))
            if entity.parent != nil {
                w.line("    super.init()")
                w.line("}")
            }
            return
        }
        w.arguments(keyword, parameters, tail: " {")
        for (_, attribute) in own {
            let name = SwiftIdentifier.escaped(attribute.name)
            w.line("    self.\(name) = \(name)")
        }
        if entity.parent != nil {
            let passed = inherited.map { SwiftIdentifier.passing($0.attribute.name) }
            w.line("    super.init(" + passed.joined(separator: ", ") + ")")
        }
        w.line("}")
    }
}
