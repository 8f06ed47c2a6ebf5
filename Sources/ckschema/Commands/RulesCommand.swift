import ArgumentParser
import CKSchemaKit

/// `ckschema rules`: the catalogue of lint rules.
struct RulesCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the CloudKit lint rules with their severity (as configured in ckschema.yaml).",
        discussion: "--format markdown prints docs/rules.md; --format json is for other tools."
    )

    @Option(name: .long, help: "text, json or markdown.")
    var format: Format = .text

    @Flag(name: .long, help: "Show default severities instead of the ones ckschema.yaml sets.")
    var defaults = false

    func run() throws {
        try runReportingInputErrors {
            let configuration = defaults ? nil : try ProjectContext.load().configuration
            switch format {
            case .text: Console.out(RuleDocumentation.textCatalogue(configuration: configuration))
            case .json: Console.out(RuleDocumentation.jsonCatalogue(configuration: configuration))
            case .markdown: Console.out(RuleDocumentation.markdown())
            }
        }
    }
}

/// `ckschema explain ID`: why a rule exists, how to fix a finding, and its examples.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain one rule: the CloudKit behaviour it protects, the fix, and examples."
    )

    @Argument(help: "A rule identifier, as printed in brackets after a finding.")
    var id: String

    func run() throws {
        try runReportingInputErrors {
            Console.out(try RuleDocumentation.explain(id))
        }
    }
}
