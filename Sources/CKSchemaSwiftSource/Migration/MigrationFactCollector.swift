import CKSchemaCore
import SwiftParser
import SwiftSyntax

/// Walks one parsed file and collects its ``MigrationFileFacts``: `stages` lists, stages declared
/// as properties, and `migrationPlan:` arguments, each with the types it is written in.
final class MigrationFactCollector: SyntaxVisitor {
    private let context: ReadContext
    private var facts = MigrationFileFacts()
    private var scope: [String] = []
    /// How many names each visited type pushed, so `visitPost` pops as many.
    private var pushed: [Int] = []

    init(positions: SourcePositions) {
        context = ReadContext(positions: positions)
        super.init(viewMode: .sourceAccurate)
    }

    func collect(_ tree: SourceFileSyntax) -> MigrationFileFacts {
        walk(tree)
        return facts
    }

    // MARK: - Scope

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter([node.name.text.withoutBackticks]) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter([node.name.text.withoutBackticks]) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter([node.name.text.withoutBackticks]) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter([node.name.text.withoutBackticks]) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .named(let components, _) = TypeReference(node.extendedType) else {
            pushed.append(0)
            return .skipChildren
        }
        return enter(components)
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    private func enter(_ components: [String]) -> SyntaxVisitorContinueKind {
        scope += components
        pushed.append(components.count)
        return .visitChildren
    }

    private func leave() {
        let count = pushed.popLast() ?? 0
        scope.removeLast(min(count, scope.count))
    }

    // MARK: - Stages

    /// `static var stages: [MigrationStage] { [...] }` and `static let name = MigrationStage.…(…)`.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        guard isStatic || scope.isEmpty else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks else { continue }
            let value = ReadContext.value(of: binding)
            if name == "stages", isStatic, !scope.isEmpty {
                facts.stageLists.append(StageList(owner: scope, entries: value.flatMap(entries),
                                                  location: context.location(of: binding.pattern)))
            } else if let value, let stage = stage(value) {
                facts.namedStages.append(NamedStage(name: name, scope: scope, stage: stage))
            }
        }
        return .visitChildren
    }

    /// `migrationPlan: Plan.self`.
    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if node.label?.text == "migrationPlan", let components = Self.metatype(node.expression) {
            facts.planUses.append(PlanUse(plan: components, scope: scope, location: context.location(of: node.expression)))
        }
        return .visitChildren
    }

    /// The elements of an array literal of stages; nil for anything else.
    private func entries(_ expression: ExprSyntax) -> [StageEntry]? {
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var entries: [StageEntry] = []
        for element in array.elements {
            if let stage = stage(element.expression) {
                entries.append(.stage(stage))
            } else if let components = ReadContext.typeComponents(element.expression) {
                entries.append(.reference(components: components, location: context.location(of: element.expression)))
            } else {
                return nil
            }
        }
        return entries
    }

    /// `.lightweight(fromVersion: A.self, toVersion: B.self)`, `MigrationStage.custom(…)`.
    private func stage(_ expression: ExprSyntax) -> WrittenStage? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, ReadContext.typeComponents(base)?.last != "MigrationStage" { return nil }
        let kind: MigrationStageInfo.Kind
        switch member.declName.baseName.text {
        case "lightweight": kind = .lightweight
        case "custom": kind = .custom
        default: return nil
        }
        func argument(_ label: String) -> [String]? {
            call.arguments.first { $0.label?.text == label }.flatMap { Self.metatype($0.expression) }
        }
        guard let from = argument("fromVersion"), let to = argument("toVersion") else { return nil }
        return WrittenStage(kind: kind, from: from, to: to, scope: scope, location: context.location(of: member.declName))
    }

    /// `A.B.self` → `["A", "B"]`.
    static func metatype(_ expression: ExprSyntax) -> [String]? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base else { return nil }
        return ReadContext.typeComponents(base)
    }
}

extension MigrationFileFacts {
    /// The facts of one file, parsed on its own: what a cache keyed by the file's contents keeps.
    static func read(_ source: SwiftSource) -> MigrationFileFacts {
        let positions = SourcePositions(file: source.path, bytes: Array(source.text.utf8))
        return MigrationFactCollector(positions: positions).collect(Parser.parse(source: source.text))
    }
}
