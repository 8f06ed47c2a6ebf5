import ArgumentParser
import CKSchemaKit
import CKSchemaRules

/// `ckschema rules`: the catalog of every identifier ckschema prints.
struct RulesCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case lint, change, check, input, all

        var catalogKind: DiagnosticCatalog.Kind? { DiagnosticCatalog.Kind(rawValue: rawValue) }
    }

    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule and diagnostic ID: lint rules (severity as configured in ckschema.yaml), change rules, checks and input problems.",
        discussion: """
            --kind lint|change|check|input|all (default all). --format markdown prints one page, so it needs \
            one kind: lint (docs/rules.md), change (docs/change-rules.md), check (docs/checks.md) or input \
            (docs/input-problems.md); --format json prints an array, or for --kind all an object \
            {"lint": [...], "change": [...], "check": [...], "input": [...]}.

            Examples:
              ckschema rules --kind check
              ckschema rules --kind input --format json
              ckschema rules --kind lint --format markdown > docs/rules.md
            """)

    @Option(name: .customLong("format"), help: ArgumentHelp("text, json or markdown.", valueName: "format"))
    var chosen: Format = .text

    /// `--json`, the older spelling of `--format json` every command accepts, kept hidden.
    @Flag(name: .long, help: .hidden)
    var json = false

    /// The format in force.
    var format: Format { json ? .json : chosen }

    @Option(name: .long, help: "lint, change, check, input or all.")
    var kind: Kind = .all

    @Flag(name: .long, help: "Show default severities instead of the ones ckschema.yaml sets.")
    var defaults = false

    func validate() throws {
        if json && chosen != .text && chosen != .json { throw ValidationError("--json is --format json; give one of them") }
        if format == .markdown && kind == .all {
            throw ValidationError("--format markdown prints one page: add --kind lint, change, check or input")
        }
    }

    func run() throws {
        try runReportingInputErrors {
            let usesConfiguration = !defaults && (kind == .lint || kind == .all)
            let settings = usesConfiguration ? try Project.load().configuration.ruleSettings : nil
            let catalog = DiagnosticCatalog.complete
            switch format {
            case .text: Console.out(catalog.textCatalog(kind.catalogKind, settings: settings))
            case .json: Console.out(catalog.jsonCatalog(kind.catalogKind, settings: settings))
            case .markdown:
                if let kind = kind.catalogKind { Console.out(catalog.markdown(kind)) }
            }
        }
    }
}

/// `ckschema explain ID`: why a rule or diagnostic exists, how to fix it, and its examples.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain any ID ckschema prints (a lint or change rule, a check, an input problem): what it means and, for rules and checks, why it exists and the fix.",
        discussion: """
            Examples:
              ckschema explain unique_constraint
              ckschema explain release_not_deployed
              ckschema explain yaml.syntax
            """)

    @Argument(help: "An identifier, as printed in brackets after a finding or error.")
    var id: String

    func run() throws {
        try runReportingInputErrors {
            Console.out(try DiagnosticCatalog.complete.explain(id))
        }
    }
}
