import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaGeneration
@testable import CKSchemaRules
import CKSchemaTestSupport

/// What the planner decides per case; the exact texts are in the goldens.
@Suite struct MigrationPlannerTests {
    func steps(_ name: String) throws -> [MigrationStep] {
        try MigrationPlanner().steps(try MigrationPlanCases.history(name))
    }

    @Test func additiveChangesAddFieldsIncrementallyWithALightweightStage() throws {
        let step = try #require(try steps("additive").first)
        #expect(step.strategy == .addFieldsIncrementally)
        #expect(step.stage == .lightweight)
        #expect(step.hooks.isEmpty)
        #expect(step.fileStem == "v1-to-v2")
        #expect(step.changes.map(\.strategy).max() == .addFieldsIncrementally)
        // The version attribute's new default is a change without effect on CloudKit.
        let stamp = try #require(step.changes.first { $0.change.path == "Note.schemaVersion" })
        #expect(stamp.strategy == .localOnly)
        #expect(step.report.permanent.contains("field 'CD_Note.CD_pinned' (INT64)"))
    }

    @Test func clientIncompatibleChangesBumpTheVersionAttribute() throws {
        let step = try #require(try steps("version-bump").first)
        #expect(step.strategy == .bumpVersionAttribute)
        #expect(step.stage == .lightweight)
        #expect(step.versionStamps == [
            VersionStamp(entity: "Todo", attribute: "schemaVersion", oldValue: 1, newValue: 2),
            VersionStamp(entity: "Tag", attribute: nil, oldValue: nil, newValue: nil),
        ])
        #expect(step.stampProblems.map(\.entity) == ["Tag"])
    }

    @Test func changesProductionRefusesNeedANewContainer() throws {
        let step = try #require(try steps("new-container").first)
        #expect(step.strategy == .newContainer)
        #expect(!step.movesContainer)
        #expect(step.changes(needing: .newContainer).map(\.change.summary) == [
            "entity 'Badge' removed", "attribute 'Score.legacyCode' removed",
        ])
    }

    @Test func movingTheContainerIsRecognised() throws {
        var history = try MigrationPlanCases.history("new-container")
        history.versions[1].container = "iCloud.com.example.Scores2"
        let step = try #require(try MigrationPlanner().steps(history).first)
        #expect(step.movesContainer)
        #expect(step.strategy == .newContainer)
        #expect(MigrationPlanMarkdown.render(step).contains("This version already moves to `iCloud.com.example.Scores2`"))
    }

    @Test func requiredWithoutDefaultNeedsACustomStageWithAWillMigrateHook() throws {
        let all = try steps("custom-migration")
        #expect(all.map(\.stage) == [.custom, .lightweight])
        #expect(all[0].hooks == [MigrationHook(
            phase: .willMigrate, ruleID: "migration_fills_required_values",
            text: "the local migration must fill nil values of attribute 'Entry.title', which has no default")])
        let swift = try SwiftGenerator.generate(try MigrationPlanCases.history("custom-migration").versions)
            .first { $0.path == "MigrationPlan.swift" }?.contents ?? ""
        #expect(swift.contains("""
                        .custom(
                            fromVersion: SchemaV1.self,
                            toVersion: SchemaV2.self,
                            willMigrate: { context in
                                // TODO(ckschema): the local migration must fill nil values of attribute 'Entry.title', which has no default [migration_fills_required_values]
                                try context.save()
                            },
                            didMigrate: nil
                        ),
                        .lightweight(fromVersion: SchemaV2.self, toVersion: SchemaV3.self),
            """))
    }

    /// A retyped attribute: the plan never advises converting it in place in a stage (the store's
    /// schema changes between the stage's closures by inferred migration, which cannot retype).
    @Test func aTypeChangeIsPlannedAsANewAttributeNeverAnInPlaceConversion() throws {
        let old = try SchemaLoader.load(bytes: Array("model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      quantity: String?\n".utf8), file: "v1.yaml")
        let new = try SchemaLoader.load(bytes: Array("model: Shop\nversion: 2\nentities:\n  Item:\n    attributes:\n      quantity: Int64?\n".utf8), file: "v2.yaml")
        let step = MigrationPlanner().plan(old: old, new: new)
        let texts = step.report.findings.compactMap(MigrationPlanner.hook).map(\.text)
        #expect(texts.contains { $0.contains("a stage cannot retype it in place: add an attribute of the new type beside it") }, "\(texts)")
        #expect(!texts.contains { $0.contains("read the old values in willMigrate") }, "\(texts)")
    }

    @Test func rangesSelectConsecutiveSteps() throws {
        let history = try MigrationPlanCases.history("custom-migration")
        #expect(try MigrationPlanner().steps(history, from: 2).map(\.fileStem) == ["v2-to-v3"])
        #expect(try MigrationPlanner().steps(history, to: 2).map(\.fileStem) == ["v1-to-v2"])
        #expect(try MigrationPlanner().steps(history).map(\.fileStem) == ["v1-to-v2", "v2-to-v3"])
        let files = try MigrationPlanGenerator.generate(history, from: 2, to: 3)
        #expect(files.map(\.path) == ["v2-to-v3.json", "v2-to-v3.md"])
    }

    @Test func unknownVersionsAndEmptyRangesAreInputErrors() throws {
        let history = try MigrationPlanCases.history("custom-migration")
        let unknown = try #require(throws: InputError.self) { try MigrationPlanner().steps(history, from: 7) }
        #expect(unknown.diagnostics.map(\.message) == ["model 'Journal' has no version 7 (versions: 1, 2, 3)"])
        #expect(unknown.diagnostics.map(\.id) == ["plan.unknown_version"])
        let empty = try #require(throws: InputError.self) { try MigrationPlanner().steps(history, from: 3, to: 2) }
        #expect(empty.diagnostics.map(\.message) == ["no step from version 3 to version 2 of 'Journal'"])
        let single = ModelHistory(model: "Journal", versions: [history.versions[0]])
        #expect(try MigrationPlanner().steps(single).isEmpty)
        #expect(try MigrationPlanGenerator.generate(single).isEmpty)
    }

    @Test func jsonPlanIsValidJSONWithTheDocumentedKeys() throws {
        let files = try MigrationPlanGenerator.generate(try MigrationPlanCases.history("version-bump"))
        let json = try #require(files.first { $0.path == "v1-to-v2.json" })
        #expect(json.contents.hasPrefix(MigrationPlanJSON.marker))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.contents.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["generatedBy", "format", "model", "from", "to", "container", "impact", "strategy",
                                     "stage", "summary", "changes", "versionStamps", "permanent"])
        #expect(object["strategy"] as? String == "bump_version_attribute")
        #expect((object["stage"] as? [String: Any])?["kind"] as? String == "lightweight")
    }

    /// Plans name a YAML file by its name, an Xcode model's `contents` by its version folder.
    @Test func placesNameTheFileTheReaderCanFind() {
        #expect(MigrationPlanMarkdown.location(SourceLocation(file: "/repo/schemas/v2.yaml", line: 13, column: 7)) == "v2.yaml:13:7")
        #expect(MigrationPlanMarkdown.location(SourceLocation(file: "App/M.xcdatamodeld/M 2.xcdatamodel/contents", line: 4, column: 9))
                == "M 2.xcdatamodel/contents:4:9")
        #expect(MigrationPlanMarkdown.location(SourceLocation(file: "docs/contents", line: 1, column: 1)) == "contents:1:1")
        #expect(MigrationPlanMarkdown.location(nil) == nil)
    }

    /// A plan of an Xcode model words the local migration in Core Data's terms: no generated
    /// `MigrationPlan.swift`, and the release snapshots the bundle.
    @Test func xcodeModelPlansSpeakCoreData() throws {
        var history = try MigrationPlanCases.history("custom-migration")
        for index in history.versions.indices {
            history.versions[index].file = "App/M.xcdatamodeld/M \(index + 1).xcdatamodel/contents"
        }
        let planned = try MigrationPlanner().steps(history)
        let custom = MigrationPlanMarkdown.render(planned[0]), lightweight = MigrationPlanMarkdown.render(planned[1])
        #expect(custom.contains("| Local store | custom: a mapping model from `M 1` to `M 2` (or an `NSCustomMigrationStage`) with 1 hook to write |"), "\(custom)")
        #expect(custom.contains("# Journal: migration plan, version 1 → 2 (`M 1` → `M 2`)"), "\(custom)")
        #expect(custom.contains("- [ ] `willMigrateHandler`: "), "\(custom)")
        #expect(lightweight.contains("Core Data infers the mapping model"))
        #expect(lightweight.contains("Record the release: `ckschema release --from App/M.xcdatamodeld`."))
        for text in [custom, lightweight] {
            #expect(!text.contains("MigrationPlan.swift") && !text.contains("SchemaV"), "\(text)")
        }
        // The JSON plan names the same versions.
        let json = MigrationPlanJSON.render(planned[0])
        #expect(json.contains("\"framework\": \"coreData\",\n    \"fromVersion\": \"M 1\",\n    \"toVersion\": \"M 2\",\n    \"mapping\": \"mappingModel\""), "\(json)")
        // A released version is recorded already; a version released from the bundle keeps its name.
        var releasedHistory = history
        releasedHistory.versions[1].file = nil
        releasedHistory.versions[1].source = SourceInfo()
        releasedHistory.versions[1].entities = releasedHistory.versions[1].entities.map { var e = $0; e.source = SourceInfo(); return e }
        releasedHistory.versions[1].comment = "Xcode model version 'M 2'"
        let releasedStep = try #require(try MigrationPlanner().steps(releasedHistory).last)
        let released = MigrationPlanMarkdown.render(releasedStep, released: [2, 3])
        #expect(released.contains("Version 3 (`M 3`) is released: `ckschema.lock` records it"), "\(released)")
        #expect(!released.contains("Record the release") && !released.contains("SchemaV"), "\(released)")
        #expect(released.contains("# Journal: migration plan, version 2 → 3 (`M 2` → `M 3`)"), "\(released)")
        // The same history as YAML keeps SwiftData's terms.
        let yaml = MigrationPlanMarkdown.render(try #require(try steps("custom-migration").first))
        #expect(yaml.contains("`MigrationPlan.swift` has a `.custom` stage"))
    }
}
