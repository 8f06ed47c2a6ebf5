import CKSchemaCore
import SwiftSyntax

/// Reads a `models` or `schemas` getter that builds its list in code, the way apps write
/// per-platform lists:
///
/// ```swift
/// static var models: [any PersistentModel.Type] {
///     var all: [any PersistentModel.Type] = [Game.self, Round.self]
///     #if os(iOS)
///     all.append(Challenge.self)
///     #endif
///     return all
/// }
/// ```
///
/// A local array that starts from a list (``ReadContext/typeList(_:what:)``) and grows by
/// `append(X.self)`, `append(contentsOf: list)` and `+= list`, in straight code and under `#if`,
/// and is returned; or a getter whose `#if` branches each return a list. Every item keeps the
/// condition of the `#if` branch it is added (or returned) in, so each platform's list can be
/// told apart (``BuildCondition``). Anything else in the getter makes the list unreadable (nil).
struct TypeListBuilderReader {
    private var context: ReadContext
    private let what: String
    /// The local array's name and its items so far.
    private var name: String?
    private var building: TypeListDeclaration
    /// What the getter returns, branch by branch.
    private var result: TypeListDeclaration
    private var returned = false
    /// The condition under which an earlier branch has already returned.
    private var returnedUnder: BuildCondition?
    /// `#if` clauses and conditional returns read so far: each deepens the conditions, so past
    /// ``maximumConditions`` the getter is left unread rather than recursed through.
    private var conditions = 0
    static let maximumConditions = 16

    /// The list `body` returns, and the problems reading its items; nil when the code is not of
    /// the shapes above.
    static func read(_ body: CodeBlockItemListSyntax, what: String, positions: SourcePositions) -> (list: TypeListDeclaration, diagnostics: [Diagnostic])? {
        var reader = TypeListBuilderReader(context: ReadContext(positions: positions), what: what,
                                           building: TypeListDeclaration(items: [], location: positions.location(of: body)),
                                           result: TypeListDeclaration(items: [], location: positions.location(of: body)))
        guard reader.statements(body, under: nil), reader.returned else { return nil }
        return (reader.result, reader.context.diagnostics)
    }

    private init(context: ReadContext, what: String, building: TypeListDeclaration, result: TypeListDeclaration) {
        self.context = context
        self.what = what
        self.building = building
        self.result = result
    }

    /// Reads the statements of one branch, built under `condition`.
    private mutating func statements(_ items: CodeBlockItemListSyntax, under condition: BuildCondition?) -> Bool {
        for item in items {
            // Past a branch that returned, the code runs only where that branch's condition is false.
            let effective = returnedUnder.map { BuildCondition.all(condition, .not($0)) } ?? condition
            if returned && returnedUnder == nil { return false }
            switch item.item {
            case .decl(let declaration):
                if let conditional = declaration.as(IfConfigDeclSyntax.self) {
                    guard branches(conditional, under: condition) else { return false }
                } else if let variable = declaration.as(VariableDeclSyntax.self) {
                    guard declare(variable, under: effective) else { return false }
                } else {
                    return false
                }
            case .stmt(let statement):
                guard let ret = statement.as(ReturnStmtSyntax.self), let expression = ret.expression,
                      give(expression, under: condition) else { return false }
            case .expr(let expression):
                if grow(expression, under: effective) { continue }
                guard give(expression, under: condition) else { return false }
            }
        }
        return true
    }

    /// `#if a … #elseif b … #else … #endif`: each branch under its own condition and none before it.
    private mutating func branches(_ conditional: IfConfigDeclSyntax, under condition: BuildCondition?) -> Bool {
        var earlier: BuildCondition?
        for clause in conditional.clauses {
            conditions += 1
            guard conditions <= Self.maximumConditions else { return false }
            let own = clause.condition.map(BuildCondition.init)
            var branch = earlier.map { BuildCondition.not($0) }
            if let own { branch = BuildCondition.all(branch, own) }
            earlier = own.map { mine in earlier.map { .or($0, mine) } ?? mine } ?? earlier
            switch clause.elements {
            case .statements(let items)?:
                guard statements(items, under: BuildCondition.all(condition, branch)) else { return false }
            case nil:
                continue
            default:
                return false
            }
        }
        return true
    }

    /// `var all: [any PersistentModel.Type] = [A.self]`.
    private mutating func declare(_ variable: VariableDeclSyntax, under condition: BuildCondition?) -> Bool {
        guard name == nil, variable.bindings.count == 1, let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = binding.initializer?.value, let list = context.typeList(value, what: what) else { return false }
        name = identifier
        building = Self.conditioned(list, condition)
        return true
    }

    /// `all.append(X.self)`, `all.append(contentsOf: list)`, `all += list`: true when read.
    private mutating func grow(_ expression: ExprSyntax, under condition: BuildCondition?) -> Bool {
        guard let name else { return false }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
           member.declName.baseName.text == "append", call.arguments.count == 1, let argument = call.arguments.first {
            if argument.label?.text == "contentsOf" { return add(argument.expression, under: condition) }
            guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                  let base = member.base, let components = ReadContext.typeComponents(base) else { return false }
            building.items.append(LocatedPath(components: components, location: context.location(of: argument.expression),
                                              condition: condition))
            return true
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                  let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text == "+=" else { return false }
            return add(elements[2], under: condition)
        }
        return false
    }

    private mutating func add(_ expression: ExprSyntax, under condition: BuildCondition?) -> Bool {
        guard let list = context.typeList(expression, what: what) else { return false }
        let conditioned = Self.conditioned(list, condition)
        building.items += conditioned.items
        building.includes += conditioned.includes
        return true
    }

    /// `return all`, `return [A.self]`, or a branch's last expression.
    private mutating func give(_ expression: ExprSyntax, under condition: BuildCondition?) -> Bool {
        if condition != nil {
            conditions += 1
            guard conditions <= Self.maximumConditions else { return false }
        }
        let effective = returnedUnder.map { BuildCondition.all(condition, .not($0)) } ?? condition
        var list: TypeListDeclaration
        if let name, expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
            list = Self.conditioned(building, effective)
        } else if let name, let sequence = expression.as(SequenceExprSyntax.self),
                  sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
            // `return all + [X.self]`: the local array, then the lists added to it.
            let elements = Array(sequence.elements)
            guard elements.count % 2 == 1,
                  stride(from: 1, to: elements.count, by: 2).allSatisfy({ elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" })
            else { return false }
            list = building
            for operand in stride(from: 2, to: elements.count, by: 2).map({ elements[$0] }) {
                guard let added = context.typeList(operand, what: what) else { return false }
                list.items += added.items
                list.includes += added.includes
            }
            list = Self.conditioned(list, effective)
        } else if let written = context.typeList(expression, what: what) {
            list = Self.conditioned(written, effective)
        } else {
            return false
        }
        result.items += list.items
        result.includes += list.includes
        returned = true
        // A return in straight code ends the getter: nothing after it runs (`returnedUnder` nil).
        returnedUnder = condition.map { mine in returnedUnder.map { .or($0, mine) } ?? mine }
        return true
    }

    /// Every item and include of `list` under `condition` too.
    static func conditioned(_ list: TypeListDeclaration, _ condition: BuildCondition?) -> TypeListDeclaration {
        guard let condition else { return list }
        var list = list
        list.items = list.items.map { var item = $0; item.condition = BuildCondition.all(condition, item.condition); return item }
        list.includes = list.includes.map { var item = $0; item.condition = BuildCondition.all(condition, item.condition); return item }
        return list
    }
}
