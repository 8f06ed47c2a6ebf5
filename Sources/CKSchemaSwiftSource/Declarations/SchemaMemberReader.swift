import CKSchemaCore
import SwiftSyntax

/// What one type (over its declaration and extensions) says as a `VersionedSchema` or
/// `SchemaMigrationPlan`.
struct SchemaTypeParts {
    var name: String
    var scope: [String]
    var versionedSchemaAt: SourceLocation?
    var migrationPlanAt: SourceLocation?
    var identifier: [Int]?
    var models: TypeListDeclaration?
    var schemas: TypeListDeclaration?
    /// Problems reading those members; reported only if the type turns out to be a schema or plan.
    var diagnostics: [Diagnostic] = []
}

extension ReadContext {
    /// Reads the `static` members `versionIdentifier`, `models` and `schemas` of a type. A list
    /// written under `#if` (the member, or branches of its getter) keeps each item's condition; a
    /// list declared once per branch is the branches' lists together, each under its condition.
    mutating func readSchemaMembers(_ block: MemberBlockSyntax, into parts: inout SchemaTypeParts) {
        var scratch = ReadContext(positions: positions)
        for (member, condition) in Self.conditionedMembers(of: block.members, under: nil) {
            guard let variable = member.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { $0.name.text == "static" }),
                  let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  ["versionIdentifier", "models", "schemas"].contains(name) else { continue }
            let what = name == "models" ? "models of '\(parts.name)'" : "schemas of '\(parts.name)'"
            var list: TypeListDeclaration?
            if let value = Self.value(of: binding) {
                if name == "versionIdentifier" {
                    if parts.identifier == nil { parts.identifier = scratch.versionIdentifier(value, of: parts.name) }
                    continue
                }
                list = scratch.typeList(value, what: what)
            } else if name != "versionIdentifier", let body = Self.getterBody(of: binding),
                      let built = TypeListBuilderReader.read(body, what: what, positions: positions) {
                scratch.diagnostics += built.diagnostics
                list = built.list
            } else {
                scratch.report(SwiftDataDiagnostics.notStatic, "'\(name)' of '\(parts.name)' is computed by code ckschema cannot read",
                               at: binding, fix: "return an array literal (or a Schema.Version literal) directly, or build a local array from one with 'append' and '+=' (under '#if' if need be) and return it")
                continue
            }
            guard let list else { continue }
            let conditioned = TypeListBuilderReader.conditioned(list, condition)
            if name == "models" {
                parts.models = Self.merged(parts.models, conditioned)
            } else {
                parts.schemas = Self.merged(parts.schemas, conditioned)
            }
        }
        parts.diagnostics += scratch.diagnostics
    }

    /// The members of a type, with the `#if` condition each is written under.
    static func conditionedMembers(of list: MemberBlockItemListSyntax, under condition: BuildCondition?) -> [(DeclSyntax, BuildCondition?)] {
        list.flatMap { item -> [(DeclSyntax, BuildCondition?)] in
            guard let conditional = item.decl.as(IfConfigDeclSyntax.self) else { return [(item.decl, condition)] }
            var earlier: BuildCondition?
            // Past a few `#elseif`s the branches' conditions would nest deep: they count everywhere.
            let many = conditional.clauses.count > TypeListBuilderReader.maximumConditions
            return conditional.clauses.flatMap { clause -> [(DeclSyntax, BuildCondition?)] in
                let own = clause.condition.map { many ? BuildCondition.unknown($0.trimmedDescription) : BuildCondition($0) }
                var branch = earlier.map { BuildCondition.not($0) }
                if let own { branch = BuildCondition.all(branch, own) }
                earlier = own.map { mine in earlier.map { .or($0, mine) } ?? mine } ?? earlier
                if case .decls(let nested)? = clause.elements {
                    return conditionedMembers(of: nested, under: BuildCondition.all(condition, branch))
                }
                return []
            }
        }
    }

    /// A list declared again (in another `#if` branch): both, each item under its own condition.
    private static func merged(_ first: TypeListDeclaration?, _ second: TypeListDeclaration) -> TypeListDeclaration {
        guard var first else { return second }
        first.items += second.items
        first.includes += second.includes
        return first
    }

    /// The statements of a computed property's getter.
    static func getterBody(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let items)?: return items
        case .accessors(let list)?: return list.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements
        case nil: return nil
        }
    }

    /// The expression a stored or computed static property gives: `= value`, `{ value }`,
    /// `{ return value }`, `{ get { value } }`.
    static func value(of binding: PatternBindingSyntax) -> ExprSyntax? {
        if let value = binding.initializer?.value { return value }
        switch binding.accessorBlock?.accessors {
        case .getter(let items)?: return singleExpression(items)
        case .accessors(let list)?:
            guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body else { return nil }
            return singleExpression(body.statements)
        case nil: return nil
        }
    }

    private static func singleExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let item = items.first else { return nil }
        switch item.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// `Schema.Version(1, 2, 0)`, `.init(1, 2, 0)`, `Version(1, 2, 0)`.
    mutating func versionIdentifier(_ expression: ExprSyntax, of type: String) -> [Int]? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 3 else {
            report(SwiftDataDiagnostics.notStatic, "versionIdentifier of '\(type)' is not 'Schema.Version(major, minor, patch)' with literals",
                   at: expression)
            return nil
        }
        let numbers = call.arguments.compactMap { InitialValueReader.integerLiteral($0.expression) }
        guard numbers.count == 3 else {
            report(SwiftDataDiagnostics.notStatic, "versionIdentifier of '\(type)' is not made of integer literals", at: expression)
            return nil
        }
        return numbers
    }

    /// `[A.self, B.self]`, possibly added to other lists: `SchemaV1.models + [C.self]`.
    mutating func typeList(_ expression: ExprSyntax, what: String) -> TypeListDeclaration? {
        var operands = [expression]
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
            guard elements.count % 2 == 1,
                  operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) else {
                report(SwiftDataDiagnostics.notStatic, "\(what) is not an array literal of 'Type.self'", at: expression)
                return nil
            }
            operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
        }
        var list = TypeListDeclaration(items: [], location: location(of: expression))
        for operand in operands {
            if let array = operand.as(ArrayExprSyntax.self) {
                list.items += arrayItems(array, what: what)
            } else if let components = Self.typeComponents(operand) {
                // `SchemaV1.models`, `AppSchema.all`, `all`: another list, followed by name.
                list.includes.append(LocatedPath(components: components, location: location(of: operand)))
            } else {
                report(SwiftDataDiagnostics.notStatic, "\(what) is not an array literal of 'Type.self'", at: operand)
                return nil
            }
        }
        return list
    }

    private mutating func arrayItems(_ array: ArrayExprSyntax, what: String) -> [LocatedPath] {
        var items: [LocatedPath] = []
        for element in array.elements {
            guard let member = element.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                  let base = member.base, let components = Self.typeComponents(base) else {
                report(SwiftDataDiagnostics.notStatic, "'\(element.expression.compactText)' in \(what) is not 'Type.self'; ignored",
                       at: element.expression)
                continue
            }
            items.append(LocatedPath(components: components, location: location(of: element.expression)))
        }
        return items
    }

    /// `A` or `A.B` written as an expression.
    static func typeComponents(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text.withoutBackticks] }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let head = typeComponents(base) {
            return head + [member.declName.baseName.text.withoutBackticks]
        }
        if let type = expression.as(TypeExprSyntax.self), case .named(let components, let arguments) = TypeReference(type.type),
           arguments.isEmpty {
            return components
        }
        return nil
    }
}

/// Reads a `cloudKitDatabase:` argument.
enum CloudKitDatabaseReader {
    static func read(_ expression: ExprSyntax, context: ReadContext, scope: [String]) -> CloudKitDatabaseSetting {
        func setting(_ value: CloudKitDatabaseSetting.Value) -> CloudKitDatabaseSetting {
            CloudKitDatabaseSetting(value: value, text: expression.compactText, location: context.location(of: expression), scope: scope)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            switch member.declName.baseName.text {
            case "automatic": return setting(.automatic)
            case "none": return setting(.none)
            default: break
            }
        }
        if let container = privateContainer(expression) { return setting(.privateDatabase(container)) }
        // Decided at run time: the first `.private(…)` inside, if any.
        return setting(.dynamic(firstPrivateContainer(in: Syntax(expression))))
    }

    private static func firstPrivateContainer(in node: Syntax) -> CloudKitDatabaseSetting.Container? {
        if let call = node.as(FunctionCallExprSyntax.self), let container = privateContainer(call) { return container }
        for child in node.children(viewMode: .sourceAccurate) {
            if let container = firstPrivateContainer(in: child) { return container }
        }
        return nil
    }

    /// The container of `.private("iCloud.…")` or `.private(someConstant)`.
    private static func privateContainer(_ expression: some ExprSyntaxProtocol) -> CloudKitDatabaseSetting.Container? {
        guard let call = ExprSyntax(expression).as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "private", call.arguments.count == 1,
              let argument = call.arguments.first else { return nil }
        if let literal = InitialValueReader.stringLiteral(argument.expression) { return .literal(literal) }
        return ReadContext.typeComponents(argument.expression).map { .constant($0) }
    }
}
