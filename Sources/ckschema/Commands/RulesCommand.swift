import ArgumentParser
import CKSchemaKit

/// `ckschema rules`: the catalogues of lint rules and change rules.
struct RulesCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case lint, change, all
    }

    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the lint rules (severity as configured in ckschema.yaml) and the change rules of diff, check and plan.",
        discussion: """
            --kind lint|change|all (default all). --format markdown prints one page, so it needs --kind \
            lint (docs/rules.md) or --kind change (docs/change-rules.md); --format json prints an array, \
            or for --kind all an object {"lint": [...], "change": [...]}.
            """
    )

    @Option(name: .long, help: "text, json or markdown.")
    var format: Format = .text

    @Option(name: .long, help: "lint, change or all.")
    var kind: Kind = .all

    @Flag(name: .long, help: "Show default severities instead of the ones ckschema.yaml sets.")
    var defaults = false

    func validate() throws {
        if format == .markdown && kind == .all {
            throw ValidationError("--format markdown prints one page: add --kind lint (docs/rules.md) or --kind change (docs/change-rules.md)")
        }
    }

    func run() throws {
        try runReportingInputErrors {
            let configuration = defaults || kind == .change ? nil : try Project.load().configuration
            switch (format, kind) {
            case (.text, .lint): Console.out(RuleDocumentation.textCatalogue(configuration: configuration))
            case (.text, .change): Console.out(ChangeRuleDocumentation.textCatalogue())
            case (.text, .all):
                Console.out("Lint rules (ckschema lint)\n\n" + RuleDocumentation.textCatalogue(configuration: configuration)
                            + "\nChange rules (ckschema diff, check, plan)\n\n" + ChangeRuleDocumentation.textCatalogue())
            case (.json, .lint): Console.out(RuleDocumentation.jsonCatalogue(configuration: configuration))
            case (.json, .change): Console.out(ChangeRuleDocumentation.jsonCatalogue())
            case (.json, .all):
                func nested(_ array: String) -> String {
                    array.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                        .enumerated().map { $0.offset == 0 ? String($0.element) : "  " + $0.element }.joined(separator: "\n")
                }
                Console.out("{\n  \"lint\": \(nested(RuleDocumentation.jsonCatalogue(configuration: configuration))),\n"
                            + "  \"change\": \(nested(ChangeRuleDocumentation.jsonCatalogue()))\n}\n")
            case (.markdown, .lint), (.markdown, .all): Console.out(RuleDocumentation.markdown())
            case (.markdown, .change): Console.out(ChangeRuleDocumentation.markdown())
            }
        }
    }
}

/// `ckschema explain ID`: why a rule exists, how to fix a finding, and its examples.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain one lint or change rule (or a swiftdata. diagnostic): the CloudKit behaviour it protects, the fix, and examples."
    )

    @Argument(help: "A rule identifier, as printed in brackets after a finding.")
    var id: String

    func run() throws {
        try runReportingInputErrors {
            Console.out(try Explanation.explain(id))
        }
    }
}
