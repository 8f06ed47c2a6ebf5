import CKSchemaCore

/// A CloudKit compatibility check over one schema.
///
/// A rule is a stateless struct named after its identifier (`unique_constraint` ↔
/// `UniqueConstraintRule`), one per file under `Lint/Rules/<Category>/`. Its ``description`` is the
/// single source of truth for the documentation, the `rules` and `explain` commands and the example
/// tests. A rule reports findings as values and never throws or prints.
public protocol LintRule: Sendable {
    /// Identifier, documentation and examples of the rule.
    static var description: RuleDescription { get }

    init()

    /// Returns the rule's findings for `schema`.
    ///
    /// - Parameters:
    ///   - schema: The schema being linted.
    ///   - context: The entities in the rule's scope and a factory for diagnostics carrying the
    ///     rule's identifier and default severity.
    func check(_ schema: Schema, context: LintContext) -> [Diagnostic]
}

/// The group a rule belongs to; also the name of the folder it lives in.
public enum RuleCategory: String, Sendable, Hashable, Codable, CaseIterable {
    case entities = "Entities"
    case attributes = "Attributes"
    case relationships = "Relationships"
    case inheritance = "Inheritance"
    case naming = "Naming"
    case encryption = "Encryption"
    case limits = "Limits"
    case configurations = "Configurations"
    case versioning = "Versioning"
    /// The app's own migration plan (``MigrationRule``): checked for every store, synced or local.
    case migration = "Migration"
}

/// Which entities a rule looks at.
public enum RuleScope: String, Sendable, Hashable, Codable {
    /// Only entities that sync with CloudKit (``Schema/syncs(_:)``): local-only entities may use
    /// features CloudKit refuses.
    case syncedEntities
    /// The whole schema: rules about the syncing boundary itself (configurations, destinations that
    /// do not sync).
    case wholeSchema
}

/// What a rule sees besides the schema: the entities in its scope, and a diagnostic factory.
public struct LintContext: Sendable {
    /// The rule being run.
    public let rule: RuleDescription
    /// The entities the rule must inspect, in declaration order (see ``RuleScope``).
    public let entities: [Entity]
    /// Fast lookups over the schema being linted.
    let index: SchemaIndex

    /// - Parameters:
    ///   - rule: The rule being run.
    ///   - entities: The entities in the rule's scope.
    ///   - schema: The schema being linted.
    public init(rule: RuleDescription, entities: [Entity], schema: Schema) {
        self.init(rule: rule, entities: entities, index: SchemaIndex(schema))
    }

    package init(rule: RuleDescription, entities: [Entity], index: SchemaIndex) {
        self.rule = rule
        self.entities = entities
        self.index = index
    }

    /// A finding of the current rule, with the rule's identifier and default severity.
    ///
    /// - Parameters:
    ///   - message: What is wrong: lowercase start, no trailing period, names in single quotes.
    ///   - location: The exact position, usually from the element's ``SourceInfo``.
    ///   - entity: The entity concerned.
    ///   - attribute: The attribute concerned, if any.
    ///   - relationship: The relationship concerned, if any.
    ///   - fix: A short suggestion for this element; defaults to the rule's summary of the fix.
    public func diagnostic(
        _ message: String,
        at location: SourceLocation?,
        entity: String? = nil,
        attribute: String? = nil,
        relationship: String? = nil,
        relatedLocation: SourceLocation? = nil,
        fix: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            id: rule.id,
            severity: rule.defaultSeverity,
            message: message,
            location: location,
            relatedLocation: relatedLocation,
            entity: entity,
            attribute: attribute,
            relationship: relationship,
            fix: fix ?? rule.fix
        )
    }
}

extension LintRule {
    /// The rule's identifier.
    public static var id: String { description.id }
}

extension LintContext {
    /// The in-scope attributes that satisfy `predicate`, with their entities, in declaration order.
    func attributes(where predicate: (Attribute) -> Bool) -> [(entity: Entity, attribute: Attribute)] {
        var matches: [(entity: Entity, attribute: Attribute)] = []
        // By index: only the matches are copied.
        for e in entities.indices {
            for a in entities[e].attributes.indices where predicate(entities[e].attributes[a]) {
                matches.append((entities[e], entities[e].attributes[a]))
            }
        }
        return matches
    }
}
