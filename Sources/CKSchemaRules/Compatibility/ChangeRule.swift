import CKSchemaCore

/// A declared rule that classifies schema changes: one rule per file under
/// `Rules/<level>/`, registered in ``ChangeRules/all``.
///
/// A rule declares the changes it classifies (``handles``) and implements the handler for each
/// kind of element among them; the checker pairs the two versions' elements once and calls each
/// rule only with the changes it declared, as typed values (``Changed`` holds the element on
/// both sides). A handler returns findings only for the changes it knows; the checker treats a
/// change that no rule returned a finding for as breaking (fail closed).
public protocol ChangeRule: Sendable {
    /// The rule's declaration: the single source for docs, the `rules` listing and example tests.
    static var description: ChangeRuleDescription { get }
    /// The changes the rule classifies; it is asked about no others.
    static var handles: [ChangeSubject] { get }
    init()

    func schemaChanged(_ schema: Changed<Schema>, in context: ChangeContext) -> [ChangeFinding]
    func entityAdded(_ entity: Added<Entity>, in context: ChangeContext) -> [ChangeFinding]
    func entityRemoved(_ entity: Removed<Entity>, in context: ChangeContext) -> [ChangeFinding]
    /// A renamed entity, or one with a changed property.
    func entityChanged(_ entity: Changed<Entity>, in context: ChangeContext) -> [ChangeFinding]
    func attributeAdded(_ attribute: Added<Attribute>, to entity: Paired<Entity>, in context: ChangeContext) -> [ChangeFinding]
    func attributeRemoved(_ attribute: Removed<Attribute>, from entity: Paired<Entity>, in context: ChangeContext) -> [ChangeFinding]
    /// A renamed attribute, or one with a changed property.
    func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>, in context: ChangeContext) -> [ChangeFinding]
    func relationshipAdded(_ relationship: Added<Relationship>, to entity: Paired<Entity>, in context: ChangeContext) -> [ChangeFinding]
    func relationshipRemoved(_ relationship: Removed<Relationship>, from entity: Paired<Entity>,
                             in context: ChangeContext) -> [ChangeFinding]
    /// A renamed relationship, or one with a changed property.
    func relationshipChanged(_ relationship: Changed<Relationship>, of entity: Paired<Entity>,
                             in context: ChangeContext) -> [ChangeFinding]
}

/// Nothing to say: a rule implements only the handlers its ``ChangeRule/handles`` needs. Each
/// default tells ``UnimplementedHandler`` it was called, so a test fails when a rule lists a kind
/// of change in `handles` but has no handler for it (the change would otherwise silently count as
/// `unclassified_change`).
extension ChangeRule {
    public func schemaChanged(_ schema: Changed<Schema>, in context: ChangeContext) -> [ChangeFinding] {
        UnimplementedHandler.called(Self.self, "schemaChanged")
    }
    public func entityAdded(_ entity: Added<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        UnimplementedHandler.called(Self.self, "entityAdded")
    }
    public func entityRemoved(_ entity: Removed<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        UnimplementedHandler.called(Self.self, "entityRemoved")
    }
    public func entityChanged(_ entity: Changed<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        UnimplementedHandler.called(Self.self, "entityChanged")
    }
    public func attributeAdded(_ attribute: Added<Attribute>, to entity: Paired<Entity>,
                               in context: ChangeContext) -> [ChangeFinding] {
        UnimplementedHandler.called(Self.self, "attributeAdded")
    }
    public func attributeRemoved(_ attribute: Removed<Attribute>, from entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        UnimplementedHandler.called(Self.self, "attributeRemoved")
    }
    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        UnimplementedHandler.called(Self.self, "attributeChanged")
    }
    public func relationshipAdded(_ relationship: Added<Relationship>, to entity: Paired<Entity>,
                                  in context: ChangeContext) -> [ChangeFinding] {
        UnimplementedHandler.called(Self.self, "relationshipAdded")
    }
    public func relationshipRemoved(_ relationship: Removed<Relationship>, from entity: Paired<Entity>,
                                    in context: ChangeContext) -> [ChangeFinding] {
        UnimplementedHandler.called(Self.self, "relationshipRemoved")
    }
    public func relationshipChanged(_ relationship: Changed<Relationship>, of entity: Paired<Entity>,
                                    in context: ChangeContext) -> [ChangeFinding] {
        UnimplementedHandler.called(Self.self, "relationshipChanged")
    }
}

/// Where the default handlers of ``ChangeRule`` report being called: nowhere in normal runs; the
/// test that every declared subject reaches a handler of its rule's own listens through ``observer``.
package enum UnimplementedHandler {
    /// Told the rule and handler name of every default handler called in this task.
    @TaskLocal package static var observer: (@Sendable (_ rule: String, _ handler: String) -> Void)?

    /// Reports the call and classifies nothing.
    static func called(_ rule: any ChangeRule.Type, _ handler: String) -> [ChangeFinding] {
        observer?(rule.description.id, handler)
        return []
    }
}

extension ChangeRule {
    var description: ChangeRuleDescription { Self.description }

    /// A finding of this rule at its declared level.
    func finding(_ change: SchemaChange, _ message: String, impact: ChangeImpact? = nil, permanent: [String] = [],
                 migration: MigrationKind? = nil, fix: String? = nil) -> ChangeFinding {
        ChangeFinding(ruleID: Self.description.id, impact: impact ?? Self.description.level, message: message,
                      change: change, permanent: permanent, migration: migration, fix: fix)
    }

    /// Claims the change as harmless without reporting anything.
    func silent(_ change: SchemaChange) -> ChangeFinding {
        ChangeFinding(ruleID: Self.description.id, impact: .safe, message: "", change: change)
    }
}

/// A rule's declaration.
public struct ChangeRuleDescription: Sendable {
    /// Stable forever, in the grammar of every rule identifier (``RuleIdentifier``): what it is
    /// about, then what must hold or what happened (`field_no_delete`, `default_value_changed`).
    public var id: String
    /// Title Case.
    public var name: String
    /// One sentence starting "Checks that" / "Reports", no trailing period.
    public var summary: String
    /// Why: which CloudKit or Core Data behaviour it protects (Markdown).
    public var rationale: String
    /// The level its findings have.
    public var level: ChangeImpact
    /// Before/after pairs run by the tests.
    public var examples: [ChangeExample]

    public init(id: String, name: String, summary: String, rationale: String, level: ChangeImpact,
                examples: [ChangeExample]) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.level = level
        self.examples = examples
    }

    /// Metadata for the reporters (SARIF, Markdown).
    public var metadata: RuleMetadata {
        RuleMetadata(id: id, name: name, summary: summary, help: rationale, defaultSeverity: level.severity,
                     fix: ReportedRules.changeFix(level), category: "change: \(level.rawValue)",
                     helpURI: DocumentationLinks.rule(id))
    }
}

/// A before/after pair of YAML schema documents.
///
/// `↓` markers stand right before the token where the rule's finding must point: in `after` (for a
/// removed attribute or relationship, the entity that lost it), or in `before` for a removed entity; `triggers: false` means the rule reports nothing at its level.
public struct ChangeExample: Sendable {
    public var before: String
    public var after: String
    public var triggers: Bool
    /// Where the example is declared, so a failing example is reported there.
    public var fileID: String
    public var filePath: String
    public var line: Int
    public var column: Int

    public init(before: String, after: String, triggers: Bool = true,
                fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.before = before
        self.after = after
        self.triggers = triggers
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

extension ChangeExample {
    /// An example over model `M`, version 1 before and version 2 after, whose `entities:` sections
    /// are `before` and `after` (entity declarations at the left margin; `↓` marks where the
    /// finding is expected). Builds the same documents docs/change-rules.md shows.
    public static func entities(
        before: String, after: String, triggers: Bool = true,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ChangeExample {
        ChangeExample(before: document(version: 1, entities: before), after: document(version: 2, entities: after),
                      triggers: triggers, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// `model: M`, `version: N` and the entity declarations indented under `entities:`.
    static func document(version: Int, entities: String) -> String {
        let body = entities.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        return "model: M\nversion: \(version)\nentities:\n" + body
    }
}
