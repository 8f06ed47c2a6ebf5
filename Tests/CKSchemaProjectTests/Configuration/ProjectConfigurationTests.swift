import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaProject
@testable import CKSchemaRules
import CKSchemaTestSupport

@Suite struct ProjectConfigurationTests {
    static func parse(_ text: String) throws -> ProjectConfiguration {
        try ProjectConfiguration.parse(Array(text.utf8), file: "ckschema.yaml")
    }

    static func errors(_ text: String) -> [String] {
        do {
            _ = try parse(text)
            return []
        } catch let error as InputError {
            return error.diagnostics.map { "\($0.location?.description ?? "-") \($0.id) \($0.message)" + ($0.fix.map { " (\($0))" } ?? "") }
        } catch {
            return ["unexpected \(error)"]
        }
    }

    @Test func emptyFileMeansDefaults() throws {
        let configuration = try Self.parse("# nothing yet\n")
        #expect(configuration.version == 1)
        #expect(configuration.schemas == "schemas")
        #expect(configuration.migrations == "migrations")
        #expect(configuration.state == ".ckschema/state.sqlite")
        #expect(configuration.ruleSettings.rules.isEmpty)
        #expect(configuration.ruleSettings.suppressions.isEmpty)
        #expect(configuration.file == "ckschema.yaml")
    }

    @Test func readsEveryKey() throws {
        let configuration = try Self.parse("""
            version: 1
            schemas: model/schemas
            migrations: model/migrations
            state: build/state.sqlite
            rules:
              binary_without_external_storage: off
              transformable_value_transformer: note
              entity_in_core_data_namespace: error
              record_too_large: warning
            suppressions:
              - rule: attribute_required_without_default
                entity: Score
                attribute: points
                reason: only written by the importer, which always sets it
              - rule: relationship_without_inverse
                entity: Event
                relationship: score
                reason: legacy
            """)
        #expect(configuration.schemas == "model/schemas")
        #expect(configuration.migrations == "model/migrations")
        #expect(configuration.state == "build/state.sqlite")
        #expect(configuration.ruleSettings.rules == [
            "binary_without_external_storage": .off,
            "transformable_value_transformer": .severity(.note),
            "entity_in_core_data_namespace": .severity(.error),
            "record_too_large": .severity(.warning),
        ])
        #expect(configuration.ruleSettings.suppressions == [
            Suppression(rule: "attribute_required_without_default", entity: "Score", attribute: "points",
                        reason: "only written by the importer, which always sets it"),
            Suppression(rule: "relationship_without_inverse", entity: "Event", relationship: "score", reason: "legacy"),
        ])
        #expect(configuration.ruleSettings.suppressions.first?.location?.description == "ckschema.yaml:11:5")
    }

    @Test func missingReasonIsAnErrorAtTheSuppression() {
        #expect(Self.errors("""
            suppressions:
              - rule: unique_constraint
                entity: Article
            """) == ["ckschema.yaml:2:5 config.missing_key a suppression needs 'reason'; write down why the finding is acceptable"])
    }

    @Test func emptyReasonIsAnError() {
        #expect(Self.errors("""
            suppressions:
              - {rule: unique_constraint, entity: Article, reason: "  "}
            """) == ["ckschema.yaml:2:56 config.invalid_value the reason of a suppression must not be empty"])
    }

    @Test func unknownKeysAndRulesAreErrorsWithSuggestions() {
        #expect(Self.errors("""
            version: 1
            schemaz: schemas
            rules:
              unique_constraints: off
              relationship_ordered: warn
            suppressions:
              - rule: unique_constraint
                entity: Article
                atribute: url
                reason: x
            """) == [
            "ckschema.yaml:2:1 config.unknown_key unknown key 'schemaz' in the configuration (did you mean 'schemas'?)",
            "ckschema.yaml:4:3 config.unknown_rule unknown rule 'unique_constraints' (did you mean 'unique_constraint'?)",
            "ckschema.yaml:5:25 config.invalid_value invalid setting 'warn' for 'relationship_ordered'; expected error, warning, note or off",
            "ckschema.yaml:9:5 config.unknown_key unknown key 'atribute' in a suppression (did you mean 'attribute'?)",
        ])
    }

    @Test func unknownRuleInASuppressionIsAnError() {
        #expect(Self.errors("""
            suppressions:
              - {rule: relationship_orderd, entity: List, relationship: items, reason: legacy}
            """) == ["ckschema.yaml:2:12 config.unknown_rule unknown rule 'relationship_orderd' (did you mean 'relationship_ordered'?)"])
    }

    @Test func unsupportedVersionAndWrongKinds() {
        #expect(Self.errors("""
            version: 2
            rules: [unique_constraint]
            suppressions: {rule: x}
            """) == [
            "ckschema.yaml:1:10 config.unsupported_version unsupported configuration version 2; this ckschema reads version 1",
            "ckschema.yaml:2:8 config.wrong_kind 'rules' must be a mapping of rule id to error, warning, note or off, found a list",
            "ckschema.yaml:3:15 config.wrong_kind 'suppressions' must be a list, found a mapping",
        ])
    }

    /// `platforms:` lists the platforms the app is built for, by their `#if os(…)` names.
    @Test func platformsAreReadAndCheckedByName() throws {
        #expect(try Self.parse("platforms: [iOS, watchOS, iOS]\n").platforms == [.iOS, .watchOS])
        #expect(try Self.parse("version: 1\n").platforms == nil)
        #expect(Self.errors("platforms: [iOS, iPadOS, macos]\n") == [
            "ckschema.yaml:1:18 config.invalid_value unknown platform 'iPadOS'; expected one of iOS, macCatalyst, macOS, watchOS, tvOS, visionOS",
            "ckschema.yaml:1:26 config.invalid_value unknown platform 'macos'; expected one of iOS, macCatalyst, macOS, watchOS, tvOS, visionOS (did you mean 'macOS'?)",
        ])
        #expect(Self.errors("platforms: iOS\n") == [
            "ckschema.yaml:1:12 config.wrong_kind 'platforms' must be a list of the platforms the app is built for (iOS, macCatalyst, macOS, watchOS, tvOS, visionOS), found a scalar",
        ])
    }

    /// The model where it lives is Core Data or SwiftData code, never both.
    @Test func swiftDataNamesTheCodeAndOnlyOneWorkingModelIsAllowed() throws {
        #expect(try Self.parse("swiftData: App/Models\n").swiftData == "App/Models")
        #expect(Self.errors("coreData: App/Model.xcdatamodeld\nswiftData: App/Models\n") == [
            "ckschema.yaml:2:1 config.invalid_value 'coreData' and 'swiftData' both name the model where it lives ('App/Model.xcdatamodeld' already); keep one",
        ])
    }

    @Test func attributeAndRelationshipTogetherAreRefused() {
        #expect(Self.errors("""
            suppressions:
              - rule: unique_constraint
                entity: Article
                attribute: url
                relationship: tags
                reason: x
            """) == ["ckschema.yaml:5:19 config.invalid_value a suppression names either an attribute or a relationship, not both"])
    }

    @Test func searchFindsTheFileInAParentUpToTheGitRoot() throws {
        let base = TemporaryFolder.url("ckschema-config")
        defer { try? FileManager.default.removeItem(at: base) }
        let repository = base.appendingPathComponent("repo")
        let nested = repository.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        // A file above the git root must not be found.
        try Data("schemas: outside\n".utf8).write(to: base.appendingPathComponent("ckschema.yaml"))

        // Given no configuration in the repository: defaults, rooted where the search started
        // (where the user stands), not at the git root
        let defaults = try ProjectConfiguration.load(searchingFrom: nested.path)
        #expect(defaults.file == nil)
        #expect(defaults.schemas == "schemas")
        #expect(defaults.rootDirectory == nested.path)
        #expect(defaults.resolve(defaults.schemas) == nested.path + "/schemas")

        // Given one at the repository root: found from a nested directory
        try Data("schemas: model\nrules: {record_too_large: off}\n".utf8).write(to: repository.appendingPathComponent("ckschema.yaml"))
        let found = try ProjectConfiguration.load(searchingFrom: nested.path)
        #expect(found.file == repository.appendingPathComponent("ckschema.yaml").standardizedFileURL.path)
        #expect(found.schemas == "model")
        #expect(found.ruleSettings.rules == ["record_too_large": .off])
        #expect(found.resolve(found.schemas) == repository.standardizedFileURL.path + "/model")
    }

    @Test func invalidFileFoundBySearchThrowsWithItsPath() throws {
        let repository = TemporaryFolder.url("ckschema-config")
        defer { try? FileManager.default.removeItem(at: repository) }
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("rulez: {}\n".utf8).write(to: repository.appendingPathComponent("ckschema.yaml"))
        let error = try #require(throws: InputError.self) { try ProjectConfiguration.load(searchingFrom: repository.path) }
        #expect(error.diagnostics.map { $0.location?.description } == [repository.appendingPathComponent("ckschema.yaml").standardizedFileURL.path + ":1:1"])
        #expect(error.diagnostics.first?.fix == "did you mean 'rules'?")
    }

    @Test func parsedConfigurationDrivesTheLinter() throws {
        // Given a configuration file and a schema with three findings
        let configuration = try Self.parse("""
            rules:
              binary_without_external_storage: error
              relationship_without_inverse: off
            suppressions:
              - rule: attribute_required_without_default
                entity: Score
                attribute: points
                reason: filled by the importer before every save
            """)
        let schema = try SchemaLoader.load(bytes: Array("""
            model: Game
            version: 1
            entities:
              Score:
                attributes:
                  points: Int64
                  total: Int64
                  photo: Binary?
                relationships:
                  player: {to: Player}
              Player:
                attributes:
                  name: String?
            """.utf8), file: "game.yaml")
        // When linting with it
        let result = Linter(settings: configuration.ruleSettings).lint(schema)
        // Then severities, rules off and the suppression apply
        #expect(result.diagnostics.map { "\($0.location?.description ?? "-") \($0.severity.rawValue) \($0.id)" } == [
            "game.yaml:7:7 error attribute_required_without_default",
            "game.yaml:8:7 error binary_without_external_storage",
        ])
        #expect(result.suppressed.map { "\($0.location?.description ?? "-") \($0.id)" } == ["game.yaml:6:7 attribute_required_without_default"])
    }

    @Test func scopesSetWhetherSwiftDataModelsSyncWithAReason() throws {
        let configuration = try Self.parse("""
            scopes:
              - entity: SearchCache
                scope: local
                reason: created by CacheStore with cloudKitDatabase .none
            """)
        #expect(configuration.scopes == [ScopeOverride(entity: "SearchCache", scope: .local,
                                                       reason: "created by CacheStore with cloudKitDatabase .none",
                                                       location: CKSchemaCore.SourceLocation(file: "ckschema.yaml", line: 2, column: 5))])
        let errors = Self.errors("""
            scopes:
              - entity: A
                scope: unknown
                reason: x
              - entity: B
                scope: local
            """)
        #expect(errors.count == 2)
        #expect(errors.contains { $0.contains("'scope' must be synced or local, found 'unknown'") })
        #expect(errors.contains { $0.contains("a scope needs 'reason'") })
    }
}
