import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaCoreData
@testable import CKSchemaGeneration
@testable import CKSchemaRules
import CKSchemaTestSupport

/// `plan` over every real model history of `../shared/corpus/xcdatamodel/` (imported with
/// ``XCDataModelCorpus``) runs without an error.
@Suite(.corpus("xcdatamodel"))
struct CorpusMigrationPlanTests {
    @Test func plansEveryCorpusHistory() throws {
        var models = 0, steps = 0, custom = 0
        var strategies: [MigrationStrategy: Int] = [:]
        for corpusModel in XCDataModelCorpus.models(in: ImportFixtures.corpusModels) {
            do {
                let imported = try XCDataModelCorpus.importModel(corpusModel)
                let history = ModelHistory(model: imported.name, versions: imported.versions.map(\.schema))
                let files = try MigrationPlanGenerator.generate(history)
                let planned = try MigrationPlanner().steps(history)
                #expect(files.count == planned.count * 2, "\(corpusModel.key)")
                #expect(files.allSatisfy { !$0.contents.isEmpty }, "\(corpusModel.key)")
                models += 1
                steps += planned.count
                custom += planned.filter { $0.stage == .custom }.count
                for step in planned { strategies[step.strategy, default: 0] += 1 }
            } catch {
                Issue.record("\(corpusModel.key): \(error)")
            }
        }
        #expect(models > 0)
        let counts = MigrationStrategy.allCases.map { "\($0.rawValue) \(strategies[$0] ?? 0)" }.joined(separator: ", ")
        print("corpus plans: \(models) models, \(steps) steps (\(custom) custom stages; \(counts))")
    }
}
