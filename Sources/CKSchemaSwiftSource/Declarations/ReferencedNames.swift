/// The names a file's facts may look up in other files, which decide which files that are not
/// model code the reader parses (``SourceScan``).
///
/// Every name component the reader resolves across files counts — types, their scopes, type
/// arguments, key path roots, constants, bound names, protocols — and so does every name the
/// facts declare, so that an extension of a type declared here (adding a conformance or a nested
/// enum) is parsed too. More names than needed only cost a parse; a name missing here could drop
/// a fact, so when a fact gains a field that holds a name, add it here
/// (`SwiftDataReaderSelectionTests` compares a selective read with a full one on the corpus).
extension SourceDeclarations {
    func referencedNames(into names: inout Set<String>) {
        func add(_ components: [String]) { names.formUnion(components) }
        func add(_ type: TypeReference?) {
            guard let type else { return }
            switch type {
            case .named(let components, let arguments):
                add(components)
                arguments.forEach { add($0) }
            case .optional(let wrapped), .array(let wrapped):
                add(wrapped)
            case .dictionary(let key, let value):
                add(key)
                add(value)
            case .unsupported:
                break
            }
        }
        func add(_ list: TypeListDeclaration?) {
            guard let list else { return }
            list.items.forEach { add($0.components) }
            list.includes.forEach { add($0.components) }
        }
        func add(_ expression: ModelsExpression?) {
            switch expression {
            case .types(let list)?: add(list)
            case .versionedSchema(let components, _)?, .reference(let components, _)?: add(components)
            case .unreadable?, nil: break
            }
        }
        func add(_ setting: CloudKitDatabaseSetting?) {
            guard let setting else { return }
            add(setting.scope)
            switch setting.value {
            case .privateDatabase(.constant(let components)), .dynamic(.constant(let components)?): add(components)
            default: break
            }
        }
        func add(_ generics: [String: [String]]) {
            add(Array(generics.keys))
            generics.values.forEach { add($0) }
        }
        // A key path's property is a model's stored property, declared in the model's class.
        func add(_ keyPath: KeyPathReference?) {
            guard let keyPath else { return }
            add(keyPath.root ?? [])
        }
        func add(_ hint: TypeHint?) {
            switch hint {
            case .member(let components)?, .rawValue(let components)?: add(components)
            case nil: break
            }
        }

        for model in models {
            names.insert(model.name)
            add(model.scope)
            model.inherited.forEach { add($0.type) }
            for property in model.properties {
                add(property.type)
                add(property.typeHint)
                for option in (property.attribute?.options ?? []) + (property.relationship?.options ?? []) {
                    if let argument = option.argument { names.insert(argument) }
                }
                add(property.relationship?.inverse)
            }
            for macro in model.uniqueMacros + model.indexMacros {
                add(macro.typeArgument ?? [])
                macro.groups.forEach { $0.paths.forEach { add($0) } }
            }
        }
        for type in valueTypes {
            names.insert(type.name)
            add(type.scope)
            add(type.rawType)
        }
        for alias in aliases {
            names.insert(alias.name)
            add(alias.scope)
            add(alias.target)
        }
        for schema in versionedSchemas {
            names.insert(schema.name)
            add(schema.scope)
            add(schema.models)
        }
        for plan in migrationPlans {
            names.insert(plan.name)
            add(plan.scope)
            add(plan.schemas)
        }
        cloudKitDatabases.forEach { add($0) }
        for constant in stringConstants {
            names.insert(constant.name)
            add(constant.scope)
        }
        for binding in modelsBindings {
            names.insert(binding.name)
            add(binding.scope)
            add(binding.value)
            add(binding.generics)
        }
        for configuration in configurations {
            add(configuration.models)
            add(configuration.cloudKit)
            if let bound = configuration.boundName { names.insert(bound) }
            add(configuration.scope)
            add(configuration.generics)
        }
        for container in containers {
            add(container.models)
            for reference in container.configurations {
                if case .named(let name, _) = reference { names.insert(name) }
            }
            add(container.scope)
            add(container.generics)
        }
        for conformance in conformances {
            add(conformance.type)
            add(conformance.scope)
            add(conformance.protocols)
        }
    }
}

extension MigrationFileFacts {
    func referencedNames(into names: inout Set<String>) {
        func add(_ stage: WrittenStage) {
            names.formUnion(stage.from)
            names.formUnion(stage.to)
            names.formUnion(stage.scope)
        }
        for list in stageLists {
            names.formUnion(list.owner)
            for entry in list.entries ?? [] {
                switch entry {
                case .stage(let stage): add(stage)
                case .reference(let components, _): names.formUnion(components)
                }
            }
        }
        for stage in namedStages {
            names.insert(stage.name)
            names.formUnion(stage.scope)
            add(stage.stage)
        }
        for use in planUses {
            names.formUnion(use.plan)
            names.formUnion(use.scope)
        }
    }
}
