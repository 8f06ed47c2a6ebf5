import CKSchemaCore

/// Relationships and the entity's constraints (`.unique`, `#Unique`, `#Index`).
extension EntityBuilder {
    mutating func makeRelationship(_ property: PropertyDeclaration, destination: Int, toMany: Bool,
                                   of model: ModelClassDeclaration, built: inout BuiltEntity) -> Relationship? {
        let target = declarations.models[destination]
        guard Self.isValidName(target.name, uppercase: true) else { return nil }
        // Optional when its Swift type is, to-many included: `[Team]` (with or without `= []`) is
        // a required relationship, which CloudKit refuses; `[Team]? = []` is optional.
        let optional = property.type?.unwrapped.optional == true
        var relationship = Relationship(name: property.name, destination: target.name, toMany: toMany, optional: optional,
                                        source: SourceInfo(property.location))
        relationship.source.keys["to"] = property.typeLocation
        relationship.source.keys["optional"] = toMany && !optional ? property.typeLocation : property.optionalMarkLocation
        built.relationshipLocations[property.name] = property.location
        if property.attribute != nil {
            for option in property.attribute?.options ?? [] where option.name == "unique" {
                dropUnique(at: option.location, of: model, relationship: property.name)
            }
            diagnostics.append(SwiftDataDiagnostics.misplacedMacro.diagnostic(
                "@Attribute on relationship '\(model.name).\(property.name)'; its arguments are ignored",
                at: property.attribute?.location, entity: model.name, relationship: property.name))
        }
        guard let macro = property.relationship else { return relationship }
        apply(macro, to: &relationship, of: model, built: &built)
        return relationship
    }

    private mutating func apply(_ macro: RelationshipMacroArguments, to relationship: inout Relationship,
                                of model: ModelClassDeclaration, built: inout BuiltEntity) {
        let name = relationship.name
        for option in macro.options {
            if option.name == "unique" {
                dropUnique(at: option.location, of: model, relationship: name)
            } else {
                diagnostics.append(SwiftDataDiagnostics.unknownOption.diagnostic(
                    "unknown @Relationship option '.\(option.name)' on '\(model.name).\(name)'; ignored",
                    at: option.location, entity: model.name, relationship: name))
            }
        }
        if let rule = macro.deleteRule {
            if let deleteRule = DeleteRule(rawValue: rule.name) {
                relationship.deleteRule = deleteRule
                relationship.source.keys["deleteRule"] = rule.location
            } else {
                diagnostics.append(SwiftDataDiagnostics.unknownOption.diagnostic(
                    "unknown delete rule '.\(rule.name)' on '\(model.name).\(name)'; nullify is used",
                    at: rule.location, entity: model.name, relationship: name))
            }
        }
        if let inverse = macro.inverse {
            built.writtenInverses[name] = inverse
            relationship.source.keys["inverse"] = inverse.location
        }
        if macro.inverseWritten {
            built.inverseWritten.insert(name)
        }
        if let limit = macro.minimumModelCount, relationship.toMany, limit.count > 0 {
            relationship.minCount = limit.count
            relationship.source.keys["minCount"] = limit.location
        }
        if let limit = macro.maximumModelCount, relationship.toMany, limit.count > 0 {
            relationship.maxCount = limit.count
            relationship.source.keys["maxCount"] = limit.location
        }
        if let original = macro.originalName {
            relationship.renamedFrom = renamedFrom(original, of: model, property: name)
            relationship.source.keys["renamedFrom"] = relationship.renamedFrom == nil ? nil : original.location
        }
        if let location = macro.hashModifier { noteHashModifier(at: location, of: model, property: name) }
    }

    private mutating func dropUnique(at location: SourceLocation, of model: ModelClassDeclaration, relationship: String) {
        diagnostics.append(SwiftDataDiagnostics.uniqueRelationshipDropped.diagnostic(
            "unique constraint on relationship '\(model.name).\(relationship)' is left out of the schema; CloudKit refuses unique constraints of any kind",
            at: location, entity: model.name, relationship: relationship,
            fix: "remove '.unique' and keep the relationship unique in code"))
    }

    // MARK: - Constraints

    /// `#Unique` groups become unique constraints; `#Index` is noted and left out.
    mutating func addConstraints(of model: ModelClassDeclaration, to built: inout BuiltEntity, inherited: Inherited,
                                 skipped: Set<String>) {
        let attributes = inherited.attributes.union(built.entity.attributes.map(\.name))
        let relationships = inherited.relationships.union(built.entity.relationships.map(\.name))
        for macro in model.uniqueMacros {
            for group in macro.groups {
                var names: [String] = []
                for path in group.paths {
                    if attributes.contains(path.property) {
                        names.append(path.property)
                    } else if relationships.contains(path.property) {
                        dropUnique(at: path.location, of: model, relationship: path.property)
                    } else if !skipped.contains(path.property) {
                        diagnostics.append(SwiftDataDiagnostics.unknownKeyPath.diagnostic(
                            "#Unique key path '\\.\(path.property)' names no stored property of '\(model.name)'; left out",
                            at: path.location, entity: model.name))
                    }
                }
                if !names.isEmpty {
                    built.entity.uniqueConstraints.append(AttributeGroup(names, source: SourceInfo(group.location)))
                }
            }
        }
        for macro in model.indexMacros {
            diagnostics.append(SwiftDataDiagnostics.indexDropped.diagnostic(
                "#Index of '\(model.name)' is left out of the schema (a local SQLite index; no CloudKit effect)",
                at: macro.location, entity: model.name))
        }
        if let first = built.entity.uniqueConstraints.first?.source.location {
            built.entity.source.keys["uniqueConstraints"] = first
        }
    }
}
