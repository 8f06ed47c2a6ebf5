import CKSchemaCore

/// Builds the entity of one `@Model` class: its attributes, relationships (inverses are resolved
/// later, across entities) and unique constraints.
struct EntityBuilder {
    let declarations: SourceDeclarations
    let resolver: TypeResolver
    var diagnostics = DiagnosticSet()

    init(declarations: SourceDeclarations, resolver: TypeResolver) {
        self.declarations = declarations
        self.resolver = resolver
    }

    /// The names an entity's ancestors already use.
    struct Inherited {
        var attributes: Set<String> = []
        var relationships: Set<String> = []
        var all: Set<String> { attributes.union(relationships) }
    }

    /// The entity of model `index`, or nil when its name cannot be an entity name.
    mutating func build(_ index: Int, parent: String?, inherited: Inherited) -> BuiltEntity? {
        let model = declarations.models[index]
        guard Self.isValidName(model.name, uppercase: true) else {
            diagnostics.append(SwiftDataDiagnostics.invalidName.diagnostic(
                "model name '\(model.name)' cannot be an entity name (an uppercase ASCII letter, then letters, digits or '_'); left out",
                at: model.location, entity: model.name))
            return nil
        }
        var built = BuiltEntity(entity: Entity(name: model.name, parent: parent, source: SourceInfo(model.location)),
                                modelIndex: index)
        var skipped: Set<String> = []
        var used = inherited.all
        for property in model.properties {
            guard used.insert(property.name).inserted else {
                diagnostics.append(SwiftDataDiagnostics.duplicateProperty.diagnostic(
                    "'\(model.name).\(property.name)' is declared more than once (or by a superclass); the first declaration is kept",
                    at: property.location, entity: model.name))
                continue
            }
            guard Self.isValidName(property.name, uppercase: false) else {
                skipped.insert(property.name)
                diagnostics.append(SwiftDataDiagnostics.invalidName.diagnostic(
                    "property name '\(model.name).\(property.name)' cannot be written in the schema format (any '_', a lowercase ASCII letter, then letters, digits or '_'); left out",
                    at: property.location, entity: model.name,
                    fix: "rename it and keep the stored name with @Attribute(originalName: \"\(property.name)\")"))
                continue
            }
            if !addProperty(property, of: model, to: &built) { skipped.insert(property.name) }
        }
        addConstraints(of: model, to: &built, inherited: inherited, skipped: skipped)
        return built
    }

    /// `[A-Z][A-Za-z0-9_]*` for entities, `_*[a-z][A-Za-z0-9_]*` for properties (the schema format's
    /// rule): a `_`-prefixed stored property (`private var _lodgings` behind a computed `lodgings`)
    /// is stored and synced as `CD__lodgings`, so it is kept with the inverse it declares.
    static func isValidName(_ name: String, uppercase: Bool) -> Bool {
        guard let first = (uppercase ? name.unicodeScalars.first : name.unicodeScalars.first { $0 != "_" }), first.isASCII,
              uppercase ? ("A"..."Z").contains(first) : ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && (("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_")
        }
    }

    // MARK: - Properties

    /// Adds the attribute or relationship a property declares; false (reported) when it is left out.
    private mutating func addProperty(_ property: PropertyDeclaration, of model: ModelClassDeclaration,
                                      to built: inout BuiltEntity) -> Bool {
        let scope = model.scope + [model.name]
        var written = property.type
        switch property.typeHint {
        case .member(let components)?: written = .named(components, arguments: [])
        case .rawValue(let components)?: written = resolver.rawType(of: components, from: scope)
        case nil: break
        }
        guard let type = written else {
            diagnostics.append(SwiftDataDiagnostics.missingType.diagnostic(
                "the type of '\(model.name).\(property.name)' is not written and cannot be inferred from its initial value; left out",
                at: property.location, entity: model.name, attribute: property.name,
                fix: "write the type: 'var \(property.name): Type = ...'"))
            return false
        }
        var property = property
        property.type = type
        built.swiftTypes[property.name] = type.text
        let resolved = resolver.resolve(type, from: scope)
        switch PropertyClassifier.classify(resolved, written: type) {
        case .attribute(let attributeType, let customClass):
            // A transformer stores any type: nothing to look up then.
            let transformed = property.attribute?.options.contains { $0.name == "transformable" } == true
            if let unknown = resolved.firstUnknown, !transformed {
                diagnostics.append(SwiftDataDiagnostics.unresolvedType.diagnostic(
                    "type '\(unknown)' of '\(model.name).\(property.name)' is not declared in the files read; read as a Codable value (Transformable)",
                    at: property.typeLocation, entity: model.name, attribute: property.name,
                    fix: "include the file that declares '\(unknown)' if it is a @Model class"))
            }
            let attribute = makeAttribute(property, type: attributeType, customClass: customClass, of: model, built: &built)
            built.entity.attributes.append(attribute)
        case .relationship(let destination, let toMany):
            guard let relationship = makeRelationship(property, destination: destination, toMany: toMany, of: model, built: &built)
            else { return false }
            built.entity.relationships.append(relationship)
        case .aliasCycle(let text):
            diagnostics.append(SwiftDataDiagnostics.unresolvedAlias.diagnostic(
                "the type '\(text)' of '\(model.name).\(property.name)' goes through a typealias chain that does not end; left out",
                at: property.typeLocation, entity: model.name, attribute: property.name))
            return false
        case .unsupported(let reason):
            diagnostics.append(SwiftDataDiagnostics.unsupportedType.diagnostic(
                "'\(model.name).\(property.name)' has type '\(type.text)', \(reason); left out",
                at: property.typeLocation, entity: model.name, attribute: property.name))
            return false
        }
        return true
    }
}
