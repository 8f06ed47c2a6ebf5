import SwiftSyntax

/// Walks one parsed file and collects what the reader needs: `@Model` classes, the other named
/// types, type aliases, `VersionedSchema`s, `SchemaMigrationPlan`s and `cloudKitDatabase:`
/// arguments. Every type is recorded with the types it is nested in (extensions included).
final class DeclarationCollector: SyntaxVisitor {
    private(set) var context: ReadContext
    private(set) var found = SourceDeclarations()
    private var scope: [String] = []
    /// How many names each visited declaration pushed, so `visitPost` pops as many.
    private var pushed: [Int] = []
    /// Schema conformances and static members, by qualified type name (an extension may add either).
    private var schemaTypes: [String: SchemaTypeParts] = [:]
    private var schemaTypeOrder: [String] = []
    /// The modules the file imports so far.
    private var imports: [String] = []
    /// Why the whole file is test or preview code, if it is (``PreviewCode/reason(forFile:imports:)``).
    private var fileReason: String? { PreviewCode.reason(forFile: context.positions.file, imports: imports) }

    /// Whether the file's text mentions `PersistentModel` or `Schema`: without, no parameter's type
    /// names models or a schema, and parameters are not looked at (their types' text printed for
    /// every parameter was 6 % of a cold build of the plugin's benchmark, perf).
    private let mentionsModelTypes: Bool

    init(positions: SourcePositions, mentionsModelTypes: Bool = true) {
        context = ReadContext(positions: positions)
        self.mentionsModelTypes = mentionsModelTypes
        super.init(viewMode: .sourceAccurate)
    }

    /// Collects from `tree` and returns what was found, diagnostics included.
    func collect(_ tree: SourceFileSyntax) -> SourceDeclarations {
        walk(tree)
        finishSchemaTypes()
        found.diagnostics += context.diagnostics
        return found
    }

    // MARK: - Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if ModelMacro.marks(node) {
            found.models.append(context.readModelClass(node, scope: scope))
        } else {
            recordValueType(node.name, node)
        }
        enterType([node.name.text.withoutBackticks], inheritance: node.inheritanceClause, members: node.memberBlock, at: node.name)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMain = node.attributes.contains {
            if case .attribute(let attribute) = $0 { return ReadContext.macroName(attribute) == "main" }
            return false
        }
        let isApp = node.inheritanceClause?.inheritedTypes.contains {
            if case .named(let names, _) = TypeReference($0.type) { return names.last == "App" }
            return false
        } ?? false
        if isMain && isApp { found.appEntryPoints.append(context.location(of: node.name)) }
        return enterValueType(node)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { imports.append(module) }
        return .skipChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterValueType(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterValueType(node, rawType: node.inheritanceClause?.inheritedTypes.first.map { TypeReference($0.type) })
    }

    /// A struct, enum or actor: recorded as a type a property may hold, and entered as a scope.
    private func enterValueType(_ node: some NamedDeclSyntax & DeclGroupSyntax, rawType: TypeReference? = nil)
        -> SyntaxVisitorContinueKind {
        recordValueType(node.name, node, rawType: rawType)
        enterType([node.name.text.withoutBackticks], inheritance: node.inheritanceClause, members: node.memberBlock, at: node.name)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .named(let components, _) = TypeReference(node.extendedType) else {
            pushed.append(0)
            return .skipChildren
        }
        let protocols = (node.inheritanceClause?.inheritedTypes ?? []).compactMap { inherited -> String? in
            if case .named(let names, _) = TypeReference(inherited.type) { return names.last }
            return nil
        }
        if !protocols.isEmpty { found.conformances.append(ConformanceDeclaration(type: components, scope: scope, protocols: protocols)) }
        enterType(components, inheritance: node.inheritanceClause, members: node.memberBlock, at: node.extendedType)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        found.aliases.append(TypeAliasDeclaration(
            name: node.name.text.withoutBackticks, scope: scope, target: TypeReference(node.initializer.value),
            location: context.location(of: node.name)))
        return .skipChildren
    }

    // MARK: - Container

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if node.label?.text == "cloudKitDatabase", node.parent?.parent?.is(FunctionCallExprSyntax.self) == true {
            found.cloudKitDatabases.append(CloudKitDatabaseReader.read(node.expression, context: context, scope: scope))
        }
        return .visitChildren
    }

    /// `ModelConfiguration(...)`, `ModelContainer(...)`, `.modelContainer(for:)`: which models each
    /// store holds and whether it syncs.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // The called name's token, not the called expression's text: printing the text of every
        // call of a chain (`a.b().c().d()`) costs the square of its length, 14 % of a cold build
        // of the plugin's benchmark (perf).
        if node.calledExpression.as(DeclReferenceExprSyntax.self).map({ $0.baseName.text == "DocumentGroup" && $0.argumentNames == nil }) == true,
           node.arguments.contains(where: { $0.label?.text == "editing" || $0.label?.text == "migrationPlan" }) {
            found.documentGroups.append(context.location(of: node))
        }
        found.modelArguments += context.modelArguments(node)
        switch ReadContext.storeCall(node) {
        case .configuration?:
            var configuration = context.configuration(node, scope: scope)
            configuration.notShipped = PreviewCode.reason(for: node) ?? fileReason
            configuration.generics = GenericConstraints.of(node)
            found.configurations.append(configuration)
        case .container?, .containerModifier?:
            var container = context.container(node, scope: scope)
            container.notShipped = PreviewCode.reason(for: node) ?? fileReason
            container.generics = GenericConstraints.of(node)
            found.containers.append(container)
        case nil: break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        guard mentionsModelTypes else { return .visitChildren }
        if let models = context.modelsParameter(node) { found.modelsBindings.append(models) }
        if let parameter = context.modelParameter(node) { found.modelParameters.append(parameter) }
        return .visitChildren
    }

    /// `static let name = "text"` and global `let name = "text"`: constants `.private(name)` may use.
    /// Also names bound to lists of models (`let schema = Schema([...])`, `static let all = [A.self]`).
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.text == "static" }
        for binding in node.bindings {
            if var models = context.modelsBinding(binding, isStatic: isStatic, scope: scope) {
                models.generics = GenericConstraints.of(node)
                found.modelsBindings.append(models)
            }
        }
        guard node.bindingSpecifier.text == "let", isStatic || scope.isEmpty else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks,
                  let value = binding.initializer.flatMap({ InitialValueReader.stringLiteral($0.value) }) else { continue }
            found.stringConstants.append(StringConstant(name: name, scope: scope, value: value))
        }
        return .visitChildren
    }

    // MARK: - Helpers

    private func recordValueType(_ name: TokenSyntax, _ node: some SyntaxProtocol, rawType: TypeReference? = nil) {
        found.valueTypes.append(ValueTypeDeclaration(name: name.text.withoutBackticks, scope: scope, rawType: rawType,
                                                     location: context.location(of: name)))
    }

    private func enterType(_ components: [String], inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax,
                           at nameNode: some SyntaxProtocol) {
        let qualified = (scope + components).joined(separator: ".")
        var parts = schemaTypes[qualified] ?? SchemaTypeParts(name: components.last ?? "", scope: scope + components.dropLast())
        if schemaTypes[qualified] == nil { schemaTypeOrder.append(qualified) }
        for inherited in inheritance?.inheritedTypes ?? [] {
            guard case .named(let names, _) = TypeReference(inherited.type), let last = names.last else { continue }
            if last == "VersionedSchema" { parts.versionedSchemaAt = parts.versionedSchemaAt ?? context.location(of: nameNode) }
            if last == "SchemaMigrationPlan" { parts.migrationPlanAt = parts.migrationPlanAt ?? context.location(of: nameNode) }
        }
        context.readSchemaMembers(members, into: &parts)
        schemaTypes[qualified] = parts
        scope += components
        pushed.append(components.count)
    }

    private func leaveType() {
        let count = pushed.popLast() ?? 0
        scope.removeLast(min(count, scope.count))
    }

    private func finishSchemaTypes() {
        for qualified in schemaTypeOrder {
            guard let parts = schemaTypes[qualified] else { continue }
            if parts.versionedSchemaAt != nil || parts.migrationPlanAt != nil { found.diagnostics += parts.diagnostics }
            if let location = parts.versionedSchemaAt {
                found.versionedSchemas.append(VersionedSchemaDeclaration(
                    name: parts.name, scope: parts.scope, identifier: parts.identifier, models: parts.models, location: location))
            }
            if let location = parts.migrationPlanAt {
                found.migrationPlans.append(MigrationPlanDeclaration(
                    name: parts.name, scope: parts.scope, schemas: parts.schemas, location: location))
            }
        }
    }
}
