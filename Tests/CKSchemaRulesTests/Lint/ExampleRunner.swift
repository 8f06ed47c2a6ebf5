import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Loads rule examples and runs a single rule over them, for the example tests.
enum ExampleRunner {
    /// The file name examples are loaded under.
    static let fileName = "example.yaml"

    /// The rules whose examples are schema documents: every rule but the migration rules, whose
    /// examples are SwiftData code (run by MigrationRuleExampleTests, where the reader is).
    static let schemaRuleIDs = LintRules.all.filter { !($0 is any MigrationRule.Type) }.map { $0.description.id }

    /// Loads the example's document (markers removed) with the real loader.
    static func schema(of example: Example) throws -> Schema {
        try SchemaLoader.load(bytes: Array(example.text.utf8), file: fileName)
    }

    /// The findings of `rule` alone on the example, through ``Linter`` so scoping applies.
    static func diagnostics(of rule: any LintRule.Type, in example: Example) throws -> [Diagnostic] {
        Linter(rules: [rule]).lint(try schema(of: example)).diagnostics
    }
}

extension Example {
    /// Where the example was declared, for failures reported by Swift Testing.
    var sourceLocation: Testing.SourceLocation {
        Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
