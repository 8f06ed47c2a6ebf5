import CKSchemaCore
import SwiftSyntax

/// Reads the code that sets up stores: `ModelConfiguration(...)`, `ModelContainer(...)`,
/// `.modelContainer(for:)`, and the names bound to lists of models they use.
extension ReadContext {
    /// What a call sets up, by the type or modifier it calls.
    enum StoreCall {
        case configuration
        case container
        /// SwiftUI's `.modelContainer(for:...)`.
        case containerModifier
    }

    /// Whether `call` creates a configuration or a container (`ModelConfiguration(...)`,
    /// `SwiftData.ModelContainer(...)`, `let c: ModelConfiguration = .init(...)`).
    static func storeCall(_ call: FunctionCallExprSyntax) -> StoreCall? {
        let called = call.calledExpression
        var name: String?
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = called.as(MemberAccessExprSyntax.self) {
            let memberName = member.declName.baseName.text
            if memberName == "modelContainer", call.arguments.first?.label?.text == "for" { return .containerModifier }
            if let base = member.base, let components = typeComponents(base) {
                // `SwiftData.ModelContainer(...)`, `ModelConfiguration.init(...)`.
                name = memberName == "init" ? components.last : (components == ["SwiftData"] ? memberName : nil)
            } else if member.base == nil, memberName == "init" {
                name = annotatedType(of: call) ?? (isConfigurationsArgument(call) ? "ModelConfiguration" : nil)
            }
        }
        switch name {
        case "ModelConfiguration": return .configuration
        case "ModelContainer": return .container
        default: return nil
        }
    }

    /// Whether `call` is written as (an element of) a `configurations:` argument: `.init(...)` there
    /// is a `ModelConfiguration`.
    private static func isConfigurationsArgument(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        while let parent = current.parent {
            if let labeled = parent.as(LabeledExprSyntax.self) { return labeled.label?.text == "configurations" }
            guard parent.is(ArrayElementSyntax.self) || parent.is(ArrayElementListSyntax.self) || parent.is(ArrayExprSyntax.self) else {
                return false
            }
            current = parent
        }
        return false
    }

    /// The type annotation of the binding `call` initializes (`let c: ModelConfiguration = .init()`).
    private static func annotatedType(of call: FunctionCallExprSyntax) -> String? {
        guard let binding = boundBinding(of: Syntax(call)),
              let type = binding.typeAnnotation?.type, case .named(let names, _) = TypeReference(type) else { return nil }
        return names.last
    }

    /// The `let`/`var` binding whose initial value `node` is (through `try`, `await`, `!`, parentheses).
    private static func boundBinding(of node: Syntax) -> PatternBindingSyntax? {
        var current = node
        while let parent = current.parent {
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                current = parent
                continue
            }
            if parent.is(InitializerClauseSyntax.self) { return parent.parent?.as(PatternBindingSyntax.self) }
            return nil
        }
        return nil
    }

    /// The name `node` is assigned to: `let name = node` or `name = node`.
    static func boundName(of node: some SyntaxProtocol) -> String? {
        if let binding = boundBinding(of: Syntax(node)) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks
        }
        // `name = node`, as the parser leaves it: a sequence `name`, `=`, `node`.
        var current = Syntax(node)
        while let parent = current.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
            current = parent
        }
        guard let list = current.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else {
            return nil
        }
        let elements = Array(list)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == current.id,
              let target = elements[0].as(DeclReferenceExprSyntax.self) else { return nil }
        return target.baseName.text.withoutBackticks
    }

    /// `ModelConfiguration(...)`.
    func configuration(_ call: FunctionCallExprSyntax, scope: [String]) -> ConfigurationDeclaration {
        var configuration = ConfigurationDeclaration(name: nil, models: nil, memory: .persistent, cloudKit: nil,
                                                     boundName: Self.boundName(of: call), location: location(of: call),
                                                     scope: scope)
        let arguments = Array(call.arguments)
        for (index, argument) in arguments.enumerated() {
            switch argument.label?.text {
            case nil where index == 0:
                configuration.name = InitialValueReader.stringLiteral(argument.expression)
            case "schema"?:
                configuration.models = modelsExpression(argument.expression)
            case "for"?:
                configuration.models = variadicModels(arguments, from: index)
            case "isStoredInMemoryOnly"?:
                configuration.memory = Self.memory(argument.expression)
            case "cloudKitDatabase"?:
                configuration.cloudKit = CloudKitDatabaseReader.read(argument.expression, context: self, scope: scope)
            default:
                break
            }
        }
        return configuration
    }

    /// `ModelContainer(for: ..., configurations: ...)` or `.modelContainer(for: ..., inMemory: ...)`.
    func container(_ call: FunctionCallExprSyntax, scope: [String]) -> ContainerDeclaration {
        var container = ContainerDeclaration(models: nil, configurations: [], memory: .persistent,
                                             location: location(of: call), scope: scope)
        let arguments = Array(call.arguments)
        for (index, argument) in arguments.enumerated() {
            switch argument.label?.text {
            case "for"?:
                container.models = variadicModels(arguments, from: index)
            case "configurations"?:
                var expressions = [argument.expression]
                if let array = argument.expression.as(ArrayExprSyntax.self) {
                    expressions = array.elements.map(\.expression)
                } else {
                    // Variadic: the unlabeled arguments after it.
                    expressions += arguments[(index + 1)...].prefix { $0.label == nil }.map(\.expression)
                }
                container.configurations += expressions.compactMap(configurationReference)
            case "inMemory"?:
                container.memory = Self.memory(argument.expression)
            default:
                break
            }
        }
        return container
    }

    private func configurationReference(_ expression: ExprSyntax) -> ConfigurationReference? {
        let expression = Self.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self), Self.storeCall(call) == .configuration {
            return .inline(location(of: call))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return .named(reference.baseName.text.withoutBackticks, location(of: expression))
        }
        return nil
    }

    /// `for: A.self, B.self` (variadic), `for: [A.self]`, `for: schema`.
    private func variadicModels(_ arguments: [LabeledExprSyntax], from index: Int) -> ModelsExpression {
        let first = arguments[index].expression
        guard Self.selfType(first) != nil else { return modelsExpression(first) }
        var items: [LocatedPath] = []
        for argument in [arguments[index]] + arguments[(index + 1)...].prefix(while: { $0.label == nil }) {
            if let components = Self.selfType(argument.expression) { items.append(LocatedPath(components: components, location: location(of: argument.expression))) }
        }
        return .types(TypeListDeclaration(items: items, location: location(of: first)))
    }

    /// What an expression says about a set of models.
    func modelsExpression(_ written: ExprSyntax) -> ModelsExpression {
        let expression = Self.unwrapped(written)
        let here = location(of: expression)
        if let call = expression.as(FunctionCallExprSyntax.self), Self.isSchemaCall(call) {
            if let argument = call.arguments.first(where: { $0.label?.text == "versionedSchema" }) {
                if let components = Self.selfType(argument.expression) { return .versionedSchema(components, location(of: argument.expression)) }
                // A name holding the type: a parameter with a default, a constant.
                if let components = Self.typeComponents(argument.expression) { return .reference(components, location(of: argument.expression)) }
                return .unreadable(argument.expression.compactText, location(of: argument.expression))
            }
            let unlabeled = call.arguments.filter { $0.label == nil }
            if unlabeled.count > 1 || unlabeled.first.map({ Self.selfType($0.expression) != nil }) == true {
                let items = unlabeled.compactMap { argument in
                    Self.selfType(argument.expression).map { LocatedPath(components: $0, location: location(of: argument.expression)) }
                }
                return .types(TypeListDeclaration(items: items, location: here))
            }
            guard let first = unlabeled.first else { return .types(TypeListDeclaration(items: [], location: here)) }
            return modelsExpression(first.expression)
        }
        if let components = Self.selfType(expression) {
            return .types(TypeListDeclaration(items: [LocatedPath(components: components, location: here)], location: here))
        }
        if expression.is(ArrayExprSyntax.self) || expression.is(SequenceExprSyntax.self) {
            var scratch = ReadContext(positions: positions)
            if let list = scratch.typeList(expression, what: "models") { return .types(list) }
            return .unreadable(expression.compactText, here)
        }
        if let components = Self.typeComponents(expression) { return .reference(components, here) }
        return .unreadable(expression.compactText, here)
    }

    /// `Schema(...)`, `SwiftData.Schema(...)`.
    static func isSchemaCall(_ call: FunctionCallExprSyntax) -> Bool {
        // `let schema: Schema = .init(versionedSchema: V.self)`.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           member.declName.baseName.text == "init" {
            return call.arguments.first?.label?.text == "versionedSchema"
                || call.arguments.first.map { $0.label == nil && ($0.expression.is(ArrayExprSyntax.self) || selfType($0.expression) != nil) } == true
        }
        guard let components = typeComponents(call.calledExpression) else { return false }
        return components == ["Schema"] || components == ["SwiftData", "Schema"] || components == ["Schema", "init"]
    }

    /// `A.self` → `["A"]`.
    static func selfType(_ expression: ExprSyntax) -> [String]? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base else { return nil }
        return typeComponents(base)
    }

    /// The expression without `try`, `await`, `!` and parentheses around it.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let inner = expression.as(TryExprSyntax.self) { return unwrapped(inner.expression) }
        if let inner = expression.as(AwaitExprSyntax.self) { return unwrapped(inner.expression) }
        if let inner = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(inner.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return unwrapped(only.expression)
        }
        return expression
    }

    /// `true` → in memory; `false` → on disk; anything else → decided at run time.
    private static func memory(_ expression: ExprSyntax) -> StoreMemory {
        guard let literal = unwrapped(expression).as(BooleanLiteralExprSyntax.self) else { return .runtime }
        return literal.literal.text == "true" ? .inMemory : .persistent
    }

    /// A function parameter with a default that names models or a `VersionedSchema`
    /// (`for versionedSchema: VersionedSchema.Type = SchemaLatest.self`): followed as a local name.
    func modelsParameter(_ parameter: FunctionParameterSyntax) -> ModelsBinding? {
        guard let value = parameter.defaultValue?.value else { return nil }
        let typeText = parameter.type.trimmedDescription
        guard typeText.contains("PersistentModel") || typeText.contains("VersionedSchema") || typeText.contains("Schema") else { return nil }
        let name = (parameter.secondName ?? parameter.firstName).text.withoutBackticks
        return ModelsBinding(name: name, scope: [], isStaticOrGlobal: false, value: modelsExpression(value),
                             location: location(of: parameter))
    }

    /// A `let`/`var` (local, global or static) whose value is a list of models, if it is one:
    /// `Schema(...)`, an array of `T.self`, or anything typed `[any PersistentModel.Type]` / `Schema`.
    func modelsBinding(_ binding: PatternBindingSyntax, isStatic: Bool, scope: [String]) -> ModelsBinding? {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks,
              let value = Self.value(of: binding) else { return nil }
        let typeText = binding.typeAnnotation.map { $0.type.trimmedDescription } ?? ""
        let typed = typeText.contains("PersistentModel") || typeText == "Schema" || typeText == "SwiftData.Schema"
        let unwrappedValue = Self.unwrapped(value)
        let isSchema = unwrappedValue.as(FunctionCallExprSyntax.self).map(Self.isSchemaCall) ?? false
        let isList = unwrappedValue.as(ArrayExprSyntax.self)?.elements.contains { Self.selfType($0.expression) != nil } ?? false
        guard typed || isSchema || isList else { return nil }
        return ModelsBinding(name: name, scope: isStatic ? scope : [], isStaticOrGlobal: isStatic || scope.isEmpty,
                             value: modelsExpression(value), location: location(of: binding.pattern))
    }
}

extension ReadContext {
    /// A parameter of a function (not a closure or initializer) typed to hold models, if it is one.
    func modelParameter(_ parameter: FunctionParameterSyntax) -> ModelParameter? {
        let typeText = parameter.type.trimmedDescription
        guard typeText.contains("PersistentModel") || typeText.contains("Schema"),
              let list = parameter.parent?.as(FunctionParameterListSyntax.self),
              let function = list.parent?.parent?.parent?.as(FunctionDeclSyntax.self),
              let index = list.firstIndex(where: { $0.id == parameter.id }).map({ list.distance(from: list.startIndex, to: $0) })
        else { return nil }
        let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text.withoutBackticks
        return ModelParameter(function: function.name.text.withoutBackticks, label: label, index: index,
                              name: (parameter.secondName ?? parameter.firstName).text.withoutBackticks, location: location(of: parameter),
                              end: location(of: function.body?.rightBrace ?? function.lastToken(viewMode: .sourceAccurate) ?? function.name))
    }

    /// The arguments of `call` written as models (`Schema([...])`, `[A.self, B.self]`), for the
    /// function's parameters that take them.
    func modelArguments(_ call: FunctionCallExprSyntax) -> [ModelArgument] {
        let called: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            called = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            called = member.declName.baseName.text
        } else {
            return []
        }
        guard called != "Schema", called != "ModelConfiguration", called != "ModelContainer", called != "modelContainer" else { return [] }
        var found: [ModelArgument] = []
        for (index, argument) in call.arguments.enumerated() {
            let value = Self.unwrapped(argument.expression)
            let isSchema = value.as(FunctionCallExprSyntax.self).map(Self.isSchemaCall) ?? false
            let isList = value.as(ArrayExprSyntax.self)?.elements.contains { Self.selfType($0.expression) != nil } ?? false
            guard isSchema || isList else { continue }
            found.append(ModelArgument(function: called.withoutBackticks, label: argument.label?.text, index: index,
                                       value: modelsExpression(argument.expression), location: location(of: argument)))
        }
        return found
    }
}
