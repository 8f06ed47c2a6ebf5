import CKSchemaCore

/// Facts about one schema version that several Swift writers need: validated names, which side
/// of each relationship pair spells `inverse:`, initializer parameters, inheritance.
struct SwiftSchemaContext {
    let schema: Schema

    /// Type names the generated files declare, or use unqualified in property types and default
    /// values; an entity with one of these names would shadow it.
    static let reservedTypeNames: Set<String> = [
        "String", "Int16", "Int32", "Int64", "Bool", "Double", "Float", "Decimal", "Date", "Data", "UUID", "URL",
        "Error", "ModelContainerFactory", "CurrentSchema", "CloudKitRecordNames",
    ]

    /// SwiftData names the generated code uses that an entity may share (a real model has an entity
    /// named `Model`): the generated code then spells SwiftData's with its module
    /// (`@SwiftData.Model`), and `CurrentSchema.swift` declares no typealias for the entity, which
    /// would hide SwiftData's in the whole app; code names it `SchemaV<N>.Model`.
    static let swiftDataTypeNames: Set<String> = [
        "Model", "Attribute", "Relationship", "Transient", "Schema", "PersistentModel", "VersionedSchema",
        "SchemaMigrationPlan", "MigrationStage", "ModelContainer", "ModelConfiguration", "ModelContext",
        "FetchDescriptor", "Predicate",
    ]

    /// The SwiftData type or macro `name` as the generated code spells it: `SwiftData.<name>` when
    /// an entity of this version has that name, else `name`.
    func swiftData(_ name: String) -> String {
        schema.entity(named: name) != nil ? "SwiftData." + name : name
    }

    /// Whether `CurrentSchema.swift` declares `typealias <entity> = SchemaV<N>.<entity>`: not for
    /// an entity named like a SwiftData type.
    static func hasTypealias(_ entity: String) -> Bool { !swiftDataTypeNames.contains(entity) }

    /// How code outside the version's enum names `entity` of this version: its typealias, else
    /// `SchemaV<N>.<entity>`.
    func topLevelName(_ entity: String) -> String {
        Self.hasTypealias(entity) ? entity : "SchemaV\(schema.version).\(entity)"
    }

    /// Members every `@Model` class gets from `PersistentModel`; a property must not reuse them.
    static let reservedPropertyNames: Set<String> = [
        "persistentModelID", "modelContext", "hasChanges", "isDeleted", "persistentBackingData", "schemaMetadata",
    ]

    package init(_ schema: Schema) throws {
        self.schema = schema
        try validate()
    }

    /// True when some entity has a parent: SwiftData class inheritance needs iOS 26 and aligned releases.
    var usesInheritance: Bool { schema.entities.contains { $0.parent != nil } }

    /// Whether another entity names `entity` as its parent (the class then cannot be `final`).
    func hasSubentities(_ entity: Entity) -> Bool {
        schema.entities.contains { $0.parent == entity.name }
    }

    /// The entity that declares the relationship `name` for `entity` (itself or an ancestor).
    func declaringEntity(ofRelationship name: String, from entity: Entity) -> (Entity, Relationship)? {
        for candidate in schema.ancestry(of: entity) {
            if let relationship = candidate.relationship(named: name) { return (candidate, relationship) }
        }
        return nil
    }

    /// The inverse of `relationship` (declared on `entity`), with the entity that declares it.
    func inverse(of relationship: Relationship) -> (Entity, Relationship)? {
        guard let name = relationship.inverse, let destination = schema.entity(named: relationship.destination) else {
            return nil
        }
        return declaringEntity(ofRelationship: name, from: destination)
    }

    /// Whether this side of a relationship pair spells `inverse:`. SwiftData needs the inverse named
    /// on exactly one side (naming it on both makes the macros refer to each other): the to-many side
    /// of a one-to-many, otherwise the side declared first.
    func spellsInverse(_ relationship: Relationship, of entity: Entity) -> Bool {
        guard let (otherEntity, other) = inverse(of: relationship) else { return false }
        if otherEntity.name == entity.name && other.name == relationship.name { return true }
        if relationship.toMany != other.toMany { return relationship.toMany }
        return position(entity, relationship) < position(otherEntity, other)
    }

    private func position(_ entity: Entity, _ relationship: Relationship) -> (Int, Int) {
        let entityIndex = schema.entities.firstIndex { $0.name == entity.name } ?? Int.max
        let relationshipIndex = entity.relationships.firstIndex { $0.name == relationship.name } ?? Int.max
        return (entityIndex, relationshipIndex)
    }

    /// Whether `attribute` (declared on `owner`) is the version attribute with a default: its value
    /// is the schema version, so initializers leave it alone.
    func isStampedVersion(_ attribute: Attribute, declaredOn owner: Entity) -> Bool {
        attribute.defaultValue != nil && schema.versionAttributeName(for: owner) == attribute.name
    }

    /// The attributes `entity`'s initializer takes (inherited first), each with its declaring entity.
    func initializerAttributes(of entity: Entity) -> [(owner: Entity, attribute: Attribute)] {
        schema.ancestry(of: entity).reversed().flatMap { owner in
            owner.attributes
                .filter { !$0.transient && !isStampedVersion($0, declaredOn: owner) }
                .map { (owner: owner, attribute: $0) }
        }
    }

    // MARK: - Validation

    private func validate() throws {
        var problems: [Diagnostic] = []
        func problem(_ description: DiagnosticDescription, _ message: String, _ location: SourceLocation?) {
            problems.append(Diagnostic(description, message: message, location: location))
        }
        for entity in schema.entities {
            if !SwiftIdentifier.isValid(entity.name) {
                problem(SwiftProblems.invalidName, "entity name '\(entity.name)' is not a Swift identifier", entity.source.location)
            } else if Self.reservedTypeNames.contains(entity.name) || entity.name.hasPrefix("SchemaV")
                || entity.name == "\(schema.model)MigrationPlan" || SwiftIdentifier.keywords.contains(entity.name) {
                problem(SwiftProblems.reservedName,
                        "entity name '\(entity.name)' would clash with a type the generated Swift code uses",
                        entity.source.location)
            }
            var inherited: Set<String> = []
            for ancestor in schema.ancestry(of: entity).dropFirst() {
                inherited.formUnion(ancestor.attributes.map(\.name))
                inherited.formUnion(ancestor.relationships.map(\.name))
            }
            var seen: Set<String> = []
            let properties = entity.attributes.map { ($0.name, $0.source.location) }
                + entity.relationships.map { ($0.name, $0.source.location) }
            for (name, location) in properties {
                if !SwiftIdentifier.isValid(name) {
                    problem(SwiftProblems.invalidName, "property name '\(name)' of '\(entity.name)' is not a Swift identifier", location)
                } else if Self.reservedPropertyNames.contains(name) {
                    problem(SwiftProblems.reservedName,
                            "property '\(name)' of '\(entity.name)' would redeclare a member every SwiftData model has",
                            location)
                } else if inherited.contains(name) {
                    problem(SwiftProblems.redeclaredProperty,
                            "property '\(name)' of '\(entity.name)' redeclares a property of its parent entity", location)
                } else if !seen.insert(name).inserted {
                    problem(SwiftProblems.redeclaredProperty, "property '\(name)' of '\(entity.name)' is declared twice", location)
                }
            }
        }
        if !SwiftIdentifier.isValid(schema.model) {
            problem(SwiftProblems.invalidName, "model name '\(schema.model)' is not a Swift identifier", schema.source.location)
        }
        if !problems.isEmpty { throw InputError(problems) }
    }
}
