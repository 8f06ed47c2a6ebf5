import CKSchemaCore
import CKSchemaRules
import CKSchemaSwiftSource
import CKSchemaTestSupport
import Testing

/// Runs every migration rule's documented examples, SwiftData code read by the real reader (or an
/// Xcode model's versions as schema documents):
/// non-triggering ones give no finding of the rule, triggering ones a finding exactly at each `↓`.
@Suite struct MigrationRuleExampleTests {
    static let fileName = "Model.swift"
    static let ids = LintRules.migration.map { $0.description.id }

    /// The findings of `rule` alone on the example's code.
    static func diagnostics(of rule: any MigrationRule.Type, in example: Example) throws -> (findings: [Diagnostic], plans: Int) {
        guard rule.examplesAreSwiftCode else { return (try xcodeModelDiagnostics(of: rule, in: example), 1) }
        let result = SwiftDataReader.read(sources: [SwiftSource(path: fileName, text: "import SwiftData\n" + example.text)])
        let histories = result.models.compactMap(\.migration)
        let findings = histories.flatMap { MigrationLinter(rules: [rule]).lint($0).diagnostics }
        // The `import` line added above the example moves every line down by one.
        return (findings.map { finding in
            var finding = finding
            finding.location?.line -= 1
            return finding
        }, histories.count)
    }

    /// An Xcode model's versions written as schema documents separated by `---` lines, the last
    /// current, with no mapping model: each loaded as the real loader does, lines counted in the example.
    static func xcodeModelDiagnostics(of rule: any MigrationRule.Type, in example: Example) throws -> [Diagnostic] {
        let lines = example.text.split(separator: "\n", omittingEmptySubsequences: false)
        var documents: [(text: String, firstLine: Int)] = []
        var current: [Substring] = []
        var firstLine = 1
        for (index, line) in lines.enumerated() {
            if line == "---" {
                documents.append((current.joined(separator: "\n"), firstLine))
                current = []
                firstLine = index + 2
            } else {
                current.append(line)
            }
        }
        documents.append((current.joined(separator: "\n"), firstLine))
        var versions: [Schema] = []
        var offsets: [Int: Int] = [:]
        for document in documents {
            let schema = try SchemaLoader.load(bytes: Array(document.text.utf8), file: "v\(versions.count + 1).yaml")
            offsets[versions.count + 1] = document.firstLine - 1
            versions.append(schema)
        }
        let history = ModelMigration.xcodeModel(versions.last?.model ?? "", versions: versions, mappingModels: [])
        return MigrationLinter(rules: [rule]).lint(history).diagnostics.map { finding in
            var finding = finding
            if let file = finding.location?.file, let number = Int(file.dropFirst().dropLast(".yaml".count)) {
                finding.location?.line += offsets[number] ?? 0
                finding.location?.file = fileName
            }
            return finding
        }
    }

    static func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" }.joined(separator: "; ")
    }

    @Test func everyMigrationRuleIsRegistered() {
        #expect(Self.ids == ["migration_versions_identical", "migration_old_version_lists_live_class",
                             "migration_change_not_inferable", "migration_rename_without_original_name",
                             "migration_plan_consistent", "migration_mapping_model_missing"])
    }

    @Test(arguments: ids)
    func nonTriggeringExamplesGiveNoFinding(ruleID: String) throws {
        let rule = try #require(LintRules.migration.first { $0.description.id == ruleID })
        for example in rule.description.nonTriggeringExamples {
            let (found, plans) = try Self.diagnostics(of: rule, in: example)
            #expect(plans == 1, "the example declares no readable plan", sourceLocation: example.location)
            #expect(found.isEmpty, "unexpected findings: \(Self.describe(found))", sourceLocation: example.location)
        }
    }

    @Test(arguments: ids)
    func triggeringExamplesGiveFindingsAtTheMarkers(ruleID: String) throws {
        let rule = try #require(LintRules.migration.first { $0.description.id == ruleID })
        for example in rule.description.triggeringExamples {
            let (found, plans) = try Self.diagnostics(of: rule, in: example)
            #expect(plans == 1, "the example declares no readable plan", sourceLocation: example.location)
            let expected = example.markerPositions.sorted()
            #expect(!expected.isEmpty, sourceLocation: example.location)
            let actual = found.map { Example.Position(line: $0.location?.line ?? 0, column: $0.location?.column ?? 0) }.sorted()
            #expect(actual == expected, "findings: \(Self.describe(found))", sourceLocation: example.location)
            for diagnostic in found {
                #expect(diagnostic.id == ruleID, sourceLocation: example.location)
                #expect(diagnostic.location?.file == Self.fileName, sourceLocation: example.location)
                #expect(diagnostic.fix?.isEmpty == false, sourceLocation: example.location)
                #expect(diagnostic.severity == rule.description.defaultSeverity, sourceLocation: example.location)
                #expect(diagnostic.message.first?.isLowercase == true, "\(diagnostic.message)", sourceLocation: example.location)
                #expect(!diagnostic.message.hasSuffix("."), "\(diagnostic.message)", sourceLocation: example.location)
            }
        }
    }
}

extension Example {
    /// Where the example was declared, for failures reported by Swift Testing.
    var location: Testing.SourceLocation {
        Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// An Xcode model's older versions against its current one, with and without a mapping model beside
/// the bundle, and the Core Data wording of the other migration rules.
@Suite struct XcodeModelMigrationTests {
    static func schema(_ version: Int, _ attributes: String) throws -> Schema {
        try SchemaLoader.load(bytes: Array("model: Shop\nversion: \(version)\nentities:\n  Item:\n    attributes:\n\(attributes)".utf8),
                              file: "Shop.xcdatamodeld/Shop \(version).xcdatamodel/contents")
    }

    @Test func aTypeChangeNeedsAMappingModelFromEveryOlderVersion() throws {
        let versions = [try Self.schema(1, "      quantity: String = \"\"\n"), try Self.schema(2, "      quantity: String = \"\"\n      note: String?\n"),
                        try Self.schema(3, "      quantity: Int64 = 0\n      note: String?\n")]
        let without = MigrationLinter().lint(.xcodeModel("Shop", versions: versions, mappingModels: [])).diagnostics
        #expect(without.map(\.id) == ["migration_mapping_model_missing"])
        #expect(without.first?.message.contains("from 'Shop 1', 'Shop 2'") == true, "\(without.map(\.message))")
        #expect(without.first?.location?.file == "Shop.xcdatamodeld/Shop 3.xcdatamodel/contents")
        let with = MigrationLinter().lint(.xcodeModel("Shop", versions: versions, mappingModels: ["App/Shop1to3.xcmappingmodel"]))
        #expect(with.diagnostics.isEmpty)
    }

    @Test func aRenameWithoutRenamingIdentifierIsWordedForXcode() throws {
        let versions = [try Self.schema(1, "      place: String = \"\"\n"), try Self.schema(2, "      destination: String = \"\"\n")]
        let found = MigrationLinter().lint(.xcodeModel("Shop", versions: versions, mappingModels: [])).diagnostics
        #expect(found.map(\.id) == ["migration_rename_without_original_name"])
        #expect(found.first?.message.contains("no renaming identifier") == true)
        #expect(found.first?.fix?.contains("Renaming ID") == true)
    }
}
