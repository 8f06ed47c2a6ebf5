import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

@Suite struct LinterTests {
    // Given a model with a synced Score and a local-only Draft, both with required attributes
    static let yaml = """
        model: Game
        version: 1
        configurations:
          Local: {cloudKit: false}
        entities:
          Score:
            attributes:
              dateKey: String
              points: Int64
              photo: Binary?
          Event:
            attributes:
              points: Int64
          Draft:
            configurations: [Local]
            attributes:
              text: String
            uniqueConstraints: [text]
        """

    static func schema() throws -> Schema {
        try SchemaLoader.load(bytes: Array(yaml.utf8), file: "game.yaml")
    }

    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location?.description ?? "-") \($0.severity.rawValue) \($0.id) \($0.entity ?? "-").\($0.attribute ?? $0.relationship ?? "-")" }
    }

    @Test func rulesOnlySeeSyncedEntities() throws {
        let result = Linter().lint(try Self.schema())
        #expect(Self.summary(result.diagnostics) == [
            "game.yaml:8:7 error attribute_required_without_default Score.dateKey",
            "game.yaml:9:7 error attribute_required_without_default Score.points",
            "game.yaml:10:7 warning binary_without_external_storage Score.photo",
            "game.yaml:13:7 error attribute_required_without_default Event.points",
        ])
        #expect(result.suppressed.isEmpty)
        #expect(result.highestSeverity == .error)
    }

    @Test func diagnosticsCarryMessageAndFix() throws {
        let first = try #require(Linter().lint(try Self.schema()).diagnostics.first)
        #expect(first.message == "attribute 'Score.dateKey' is neither optional nor has a default value")
        #expect(first.fix == "make 'dateKey' optional ('String?') or give it a default value")
    }

    @Test func severityOverrideAndRuleOff() throws {
        let settings = RuleSettings(rules: [
            "binary_without_external_storage": .severity(.error),
            "attribute_required_without_default": .off,
        ])
        let result = Linter(settings: settings).lint(try Self.schema())
        #expect(Self.summary(result.diagnostics) == ["game.yaml:10:7 error binary_without_external_storage Score.photo"])
    }

    @Test func suppressionIsScopedToEntityAndAttribute() throws {
        let settings = RuleSettings(suppressions: [
            Suppression(rule: "attribute_required_without_default", entity: "Score", attribute: "points", reason: "migrated later"),
        ])
        let result = Linter(settings: settings).lint(try Self.schema())
        #expect(Self.summary(result.diagnostics) == [
            "game.yaml:8:7 error attribute_required_without_default Score.dateKey",
            "game.yaml:10:7 warning binary_without_external_storage Score.photo",
            "game.yaml:13:7 error attribute_required_without_default Event.points",
        ])
        #expect(Self.summary(result.suppressed) == ["game.yaml:9:7 error attribute_required_without_default Score.points"])
    }

    @Test func suppressionWithoutPropertyCoversTheWholeEntityForThatRuleOnly() throws {
        let settings = RuleSettings(suppressions: [
            Suppression(rule: "attribute_required_without_default", entity: "Score", reason: "legacy"),
        ])
        let result = Linter(settings: settings).lint(try Self.schema())
        #expect(Self.summary(result.diagnostics) == [
            "game.yaml:10:7 warning binary_without_external_storage Score.photo",
            "game.yaml:13:7 error attribute_required_without_default Event.points",
        ])
        #expect(result.suppressed.count == 2)
    }

    @Test func wholeSchemaRulesSeeUnsyncedEntities() throws {
        // A synced configuration whose only entity is local-only elsewhere is still checked.
        let schema = Schema(model: "M", version: 1,
                            configurations: [Configuration(name: "Cloud", cloudKit: true)],
                            entities: [Entity(name: "A")])
        let result = Linter(rules: [ConfigurationWithoutEntitiesRule.self]).lint(schema)
        #expect(result.diagnostics.map(\.message) == ["configuration 'Cloud' syncs with CloudKit but contains no entities"])
        #expect(result.diagnostics.first?.location == nil)
    }
}

/// Cases the YAML examples cannot express (the loader refuses them) or that need code-built schemas.
@Suite struct LintRuleEdgeCaseTests {
    @Test func nonASCIINamesAreReported() {
        let schema = Schema(model: "M", version: 1, entities: [
            Entity(name: "Café", attributes: [Attribute(name: "größe", type: .int64, optional: true),
                                               Attribute(name: "ok", type: .int64, optional: true)]),
        ])
        let messages = Linter(rules: [InvalidNameRule.self]).lint(schema).diagnostics.map(\.message)
        // Without positions, findings sort by message.
        #expect(messages == [
            "attribute name 'Café.größe' is not a CloudKit identifier (ASCII letters, digits and '_', starting with a letter)",
            "entity name 'Café' is not a CloudKit identifier (ASCII letters, digits and '_', starting with a letter)",
        ])
    }

    @Test func recordSizeEstimateIsDocumentedArithmetic() {
        // CD_entityName (13) + "Item" (4); CD_count (8) + 8; CD_id (5) + 36; CD_owner (8) + 36; CD_name (7) + 0
        let entity = Entity(name: "Item",
                            attributes: [Attribute(name: "count", type: .int64), Attribute(name: "id", type: .uuid),
                                         Attribute(name: "name", type: .string)],
                            relationships: [Relationship(name: "owner", destination: "Item")])
        #expect(RecordTooLargeRule.estimatedSize(attributes: entity.attributes, relationships: entity.relationships,
                                                 entityName: entity.name) == 17 + 16 + 41 + 44 + 7)
    }

    @Test func typeConflictPointsAtTheLaterDeclarationAndRelatesTheFirst() throws {
        let yaml = """
            model: Feed
            version: 1
            entities:
              Post: {abstract: true}
              A:
                parent: Post
                attributes:
                  value: String?
              B:
                parent: Post
                attributes:
                  value: Date?
            """
        let schema = try SchemaLoader.load(bytes: Array(yaml.utf8), file: "feed.yaml")
        let diagnostic = try #require(Linter(rules: [SubentityFieldTypeConflictRule.self]).lint(schema).diagnostics.first)
        #expect(diagnostic.message == "attribute 'B.value' needs field 'CD_value' of 'CD_Post' to be TIMESTAMP, but 'A.value' makes it STRING")
        #expect(diagnostic.location?.description == "feed.yaml:12:14")
        #expect(diagnostic.relatedLocation?.description == "feed.yaml:8:14")
    }
}

@Suite struct FormatExampleLintTests {
    /// The agreed format example (FORMAT.md) is a CloudKit-compatible model: no finding at all.
    @Test func formatExampleLintsClean() throws {
        let schema = try SchemaLoader.load(bytes: Array(ExampleDocuments.formatReference.utf8), file: "WordErase.yaml")
        let result = Linter().lint(schema)
        // What was linted: the example's entities, not an empty schema.
        #expect(schema.entities.count > 1 && schema.entities.allSatisfy { !$0.attributes.isEmpty })
        #expect(result.diagnostics == [])
    }

    /// Seed 000's original WordErase models (no defaults) give exactly the crash's findings.
    @Test func seedWordEraseBeforeTheFix() throws {
        let yaml = """
            model: WordErase
            version: 1
            entities:
              Score:
                attributes:
                  dateKey: String
                  points: Int64
                  maxPoints: Int64
            """
        let result = Linter().lint(try SchemaLoader.load(bytes: Array(yaml.utf8), file: "v1.yaml"))
        #expect(result.diagnostics.map { "\($0.location?.description ?? "-") \($0.id)" } == [
            "v1.yaml:6:7 attribute_required_without_default",
            "v1.yaml:7:7 attribute_required_without_default",
            "v1.yaml:8:7 attribute_required_without_default",
        ])
    }
}
