import CKSchemaCore

/// Attributes and relationships, with what `@Attribute`, `@Relationship` and the initial value say.
extension EntityBuilder {
    mutating func makeAttribute(_ property: PropertyDeclaration, type: AttributeType, customClass: String?,
                                of model: ModelClassDeclaration, built: inout BuiltEntity) -> Attribute {
        let optional = property.type.map { $0.unwrapped.optional } ?? false
        // `.transformable(by:)` stores any type through its transformer.
        let transformed = property.attribute?.options.contains { $0.name == "transformable" } == true
        var attribute = Attribute(name: property.name, type: transformed ? .transformable : type, optional: optional,
                                  customClass: transformed ? property.type?.unwrapped.type.text : customClass,
                                  source: SourceInfo(property.location))
        attribute.source.keys["type"] = property.typeLocation
        attribute.source.keys["optional"] = property.optionalMarkLocation
        if let written = property.initialValue { applyDefault(written, to: &attribute, of: model) }
        if property.relationship != nil {
            diagnostics.append(SwiftDataDiagnostics.misplacedMacro.diagnostic(
                "@Relationship on '\(model.name).\(property.name)', whose type is not a model; its arguments are ignored",
                at: property.relationship?.location, entity: model.name, attribute: property.name))
        }
        guard let macro = property.attribute else { return attribute }
        for option in macro.options {
            apply(option, to: &attribute, of: model, built: &built)
        }
        if let original = macro.originalName { attribute.renamedFrom = renamedFrom(original, of: model, property: property.name) }
        attribute.source.keys["renamedFrom"] = attribute.renamedFrom == nil ? nil : macro.originalName?.location
        if let location = macro.hashModifier { noteHashModifier(at: location, of: model, property: property.name) }
        return attribute
    }

    private mutating func applyDefault(_ written: WrittenValue, to attribute: inout Attribute, of model: ModelClassDeclaration) {
        guard let (value, kind) = DefaultValueMapping.map(written, to: attribute.type) else { return }
        attribute.defaultValue = value
        attribute.source.keys["default"] = written.location
        let name = "'\(model.name).\(attribute.name)'"
        switch kind {
        case .literal: break
        case .dynamic:
            diagnostics.append(SwiftDataDiagnostics.dynamicDefault.diagnostic(
                "default of \(name) is computed when an object is created ('\(written.text.shortenedForMessage)'); it counts as a default",
                at: written.location, entity: model.name, attribute: attribute.name))
        case .reinterpreted(let reason):
            diagnostics.append(SwiftDataDiagnostics.defaultReinterpreted.diagnostic(
                "default of \(name): \(reason); kept as the expression '\(written.text.shortenedForMessage)'",
                at: written.location, entity: model.name, attribute: attribute.name))
        }
    }

    private mutating func apply(_ option: MacroOption, to attribute: inout Attribute, of model: ModelClassDeclaration,
                                built: inout BuiltEntity) {
        let keys = option.location
        switch option.name {
        case "unique":
            built.entity.uniqueConstraints.append(AttributeGroup([attribute.name], source: SourceInfo(keys)))
        case "externalStorage":
            attribute.externalStorage = true
            attribute.source.keys["externalStorage"] = keys
        case "allowsCloudEncryption":
            attribute.encrypted = true
            attribute.source.keys["encrypted"] = keys
        case "preserveValueOnDeletion":
            attribute.preserveValueOnDeletion = true
            attribute.source.keys["preserveValueOnDeletion"] = keys
        case "ephemeral":
            attribute.transient = true
            attribute.source.keys["transient"] = keys
            diagnostics.append(SwiftDataDiagnostics.ephemeralTransient.diagnostic(
                "'\(model.name).\(attribute.name)' is ephemeral: read as transient (never stored, never synced)",
                at: keys, entity: model.name, attribute: attribute.name))
        case "spotlight":
            diagnostics.append(SwiftDataDiagnostics.indexDropped.diagnostic(
                "Spotlight indexing of '\(model.name).\(attribute.name)' is left out of the schema (no CloudKit effect)",
                at: keys, entity: model.name, attribute: attribute.name))
        case "codable":
            // iOS 27: store the value through Codable, which is how every non-native type is read anyway.
            break
        case "transformable":
            attribute.valueTransformer = option.argument
            attribute.source.keys["valueTransformer"] = keys
        default:
            diagnostics.append(SwiftDataDiagnostics.unknownOption.diagnostic(
                "unknown @Attribute option '.\(option.name)' on '\(model.name).\(attribute.name)'; ignored",
                at: keys, entity: model.name, attribute: attribute.name))
        }
    }

    mutating func renamedFrom(_ original: LocatedName, of model: ModelClassDeclaration, property: String) -> String? {
        guard Self.isValidName(original.name, uppercase: false) else {
            diagnostics.append(SwiftDataDiagnostics.invalidName.diagnostic(
                "originalName '\(original.name)' of '\(model.name).\(property)' cannot be written in the schema format; left out",
                at: original.location, entity: model.name))
            return nil
        }
        return original.name == property ? nil : original.name
    }

    mutating func noteHashModifier(at location: SourceLocation, of model: ModelClassDeclaration, property: String) {
        diagnostics.append(SwiftDataDiagnostics.hashModifierDropped.diagnostic(
            "hashModifier of '\(model.name).\(property)' is left out of the schema (no CloudKit effect)",
            at: location, entity: model.name))
    }
}
