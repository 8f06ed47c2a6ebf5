import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules

/// Every kind of change a rule lists in `handles` reaches a handler the rule implements: a kind
/// without one would reach the protocol's default, classify nothing and silently count as
/// `unclassified_change`.
@Suite struct ChangeRuleHandlerTests {
    /// Two entities, one with an attribute and a relationship, for both sides of every synthetic change.
    static func loadSchema() throws -> Schema {
        let yaml = """
            model: Handlers
            version: 1
            entities:
              Score:
                attributes:
                  points: Int64 = 0
                relationships:
                  events: { to: Event, toMany: true, inverse: score }
              Event:
                relationships:
                  score: { to: Score, inverse: events }
            """
        return try SchemaLoader.load(bytes: Array(yaml.utf8), file: "handlers.yaml")
    }

    /// A change of `subject` between two copies of ``schema``, as the diff would hand it over.
    static func change(_ subject: ChangeSubject, in schema: Schema) throws -> ElementChange {
        let entity = try #require(schema.entity(named: "Score"))
        let attribute = try #require(entity.attribute(named: "points"))
        let relationship = try #require(entity.relationship(named: "events"))
        let pair = Paired(old: entity, new: entity)
        func neutral(_ element: SchemaElementKind, _ kind: SchemaChangeKind) -> SchemaChange {
            SchemaChange(element: element, kind: kind, entity: element == .schema ? nil : "Score", oldEntity: element == .schema ? nil : "Score",
                         member: element == .attribute ? "points" : element == .relationship ? "events" : nil,
                         oldMember: element == .attribute ? "points" : element == .relationship ? "events" : nil)
        }
        switch subject {
        case .schema(let kind):
            return .schema(Changed(change: neutral(.schema, kind), old: schema, new: schema))
        case .entity(let kind):
            let c = neutral(.entity, kind)
            switch kind {
            case .added: return .entityAdded(Added(change: c, new: entity))
            case .removed: return .entityRemoved(Removed(change: c, old: entity))
            case .renamed, .modified: return .entityChanged(Changed(change: c, old: entity, new: entity))
            }
        case .attribute(let kind):
            let c = neutral(.attribute, kind)
            switch kind {
            case .added: return .attributeAdded(Added(change: c, new: attribute), pair)
            case .removed: return .attributeRemoved(Removed(change: c, old: attribute), pair)
            case .renamed, .modified: return .attributeChanged(Changed(change: c, old: attribute, new: attribute), pair)
            }
        case .relationship(let kind):
            let c = neutral(.relationship, kind)
            switch kind {
            case .added: return .relationshipAdded(Added(change: c, new: relationship), pair)
            case .removed: return .relationshipRemoved(Removed(change: c, old: relationship), pair)
            case .renamed, .modified: return .relationshipChanged(Changed(change: c, old: relationship, new: relationship), pair)
            }
        }
    }

    /// The default handlers `rule` reached for the subjects it declares.
    static func unimplemented(_ rule: any ChangeRule) throws -> [String] {
        let calls = Calls()
        let schema = try loadSchema()
        let context = ChangeContext(old: schema, new: schema)
        try UnimplementedHandler.$observer.withValue({ rule, handler in calls.append("\(rule).\(handler)") }) {
            for subject in type(of: rule).handles {
                _ = try change(subject, in: schema).classify(with: rule, in: context)
            }
        }
        return calls.values
    }

    @Test(arguments: ChangeRules.all.map { type(of: $0).description.id })
    func everyDeclaredSubjectHasAHandler(id: String) throws {
        let rule = try #require(ChangeRules.all.first { type(of: $0).description.id == id })
        let missing = try Self.unimplemented(rule)
        #expect(missing.isEmpty, "\(id) lists these in `handles` but implements no handler for them: \(missing)")
    }

    /// The check itself can fail: a rule that lists added attributes without `attributeAdded`.
    @Test func aRuleWithoutItsHandlerIsCaught() throws {
        #expect(try Self.unimplemented(IncompleteRule()) == ["incomplete_rule.attributeAdded"])
    }
}

/// Lists added attributes and added entities but handles only the latter.
private struct IncompleteRule: ChangeRule {
    static let description = ChangeRuleDescription(
        id: "incomplete_rule", name: "Incomplete Rule", summary: "Reports nothing", rationale: "A test double.",
        level: .safe, examples: [])
    static let handles: [ChangeSubject] = [.attribute(.added), .entity(.added)]
    func entityAdded(_ entity: Added<Entity>, in context: ChangeContext) -> [ChangeFinding] { [] }
}

/// Handler names collected from the observer, which may be called from any thread.
private final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func append(_ call: String) { lock.withLock { list.append(call) } }
    var values: [String] { lock.withLock { list } }
}
