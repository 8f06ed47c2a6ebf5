import ArgumentParser
import CKSchemaCore
import CKSchemaKit
import CKSchemaRules
import CKSchemaStore
import Foundation

/// `ckschema dev …`: the Development environment of the local store.
struct DevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: "Work with the Development environment of the local environment store.",
        subcommands: [DevInitCommand.self, DevResetCommand.self, DevStatusCommand.self,
                      DevSeedCommand.self, DevQueryCommand.self]
    )
}

/// `ckschema dev init`: what `initializeCloudKitSchema` does for a real container.
struct DevInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Provision Development from a schema version, as initializeCloudKitSchema does.",
        discussion: """
            Lints first (errors block). Adds the version's record types and fields to what Development \
            already has (nothing is removed: fields the YAML no longer has are listed), then writes and \
            deletes one representative record per record type, filling every field. \
            A field whose type the version changes is refused, as CloudKit refuses it (exit 1).
            """
    )

    @OptionGroup var selection: SchemaVersionOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var actor: ActorOption

    func validate() throws {
        try selection.validateChoice()
    }

    func run() throws {
        try runReportingInputErrors {
            let context = try Project.load()
            let (provision, file) = try checkedProvision(context)
            let environmentStore = try store.open(context)
            let report = try environmentStore.initializeDevelopment(provision, stamp: actor.stamp)
            if !report.conflicts.isEmpty {
                let findings = FindingsReport(title: "ckschema dev init", diagnostics: report.conflictFindings,
                                              files: file.map { [$0] } ?? [])
                Console.out(TextReporter(useColor: Console.useColor(for: STDOUT_FILENO)).render(findings))
                Console.err("error: development was not changed\n")
                throw ExitStatus.findings
            }
            var out = "development: model '\(report.model)' version \(report.version) (\(environmentStore.path ?? ""))\n"
            for addition in report.additions { out += "created \(addition)\n" }
            if report.additions.isEmpty { out += "nothing to add: development already has every record type and field\n" }
            for element in report.undeclared {
                out += "kept \(element): version \(report.version) no longer declares it ('ckschema dev reset' removes it)\n"
            }
            out += "wrote and deleted \(report.representativeRecords.count) representative record\(report.representativeRecords.count == 1 ? "" : "s") ("
                + report.representativeRecords.joined(separator: ", ") + ")\n"
            Console.out(out)
        }
    }
}

extension DevInitCommand {
    /// The selected version, linted and mapped; lint and mapping errors are thrown. The model
    /// itself is held by the provision alone, which lets go of it once the store has checked it.
    private func checkedProvision(_ context: Project) throws -> (DevelopmentProvision, file: String?) {
        let schema = try selection.select(context)
        let preparation = DevelopmentPreparation(schema, linter: context.linter)
        try refuse(lintErrors: preparation.lintErrors, in: [schema])
        if !preparation.mappingErrors.isEmpty { throw InputError(preparation.mappingErrors) }
        return (preparation.provision, schema.file)
    }
}

/// `ckschema dev reset`: what the CloudKit Console's "Reset Environment" does.
struct DevResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Delete every Development record and make Development's schema equal to Production's.",
        discussion: "Without --yes it asks on a terminal, and refuses when there is none (exit 2)."
    )

    @Flag(name: .long, help: "Do not ask for confirmation.")
    var yes = false

    @OptionGroup var store: StoreOptions

    @OptionGroup var actor: ActorOption

    func run() throws {
        try runReportingInputErrors {
            let context = try Project.load()
            let environmentStore = try store.openForChange(context)
            if !yes {
                guard let answer = confirm("delete every development record and revert development to production?") else {
                    Console.err("error: 'dev reset' deletes every development record; pass --yes to confirm without a terminal\n")
                    throw ExitStatus.invalidInput
                }
                if !answer {
                    Console.err("reset cancelled\n")
                    throw ExitStatus.findings
                }
            }
            let reset = try environmentStore.resetDevelopment(stamp: actor.stamp)
            var out = "local development store reset to \(reset.version.summary == "nothing yet" ? "an empty schema (nothing promoted yet)" : "the local production store (\(reset.version.summary))"); CloudKit is unchanged\n"
            let total = reset.deletedRecords.reduce(0) { $0 + $1.count }
            out += "deleted \(total) record\(total == 1 ? "" : "s")\n"
            for element in reset.removed { out += "removed \(element)\n" }
            Console.out(out)
        }
    }
}

/// `ckschema dev status`: Development against Production.
struct DevStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Development against Production: pending additions, changes Production would refuse, records per type.",
        discussion: "Exit 1 when Production would refuse the promotion."
    )

    @OptionGroup var store: StoreOptions

    func run() throws {
        try runReportingInputErrors {
            let context = try Project.load()
            let status = try store.openExisting(context).status(rules: ProductionPromotion.rules)
            let plan = status.plan
            var out = "development: \(plan.development.summary)\nproduction:  \(plan.production.summary)\n"
            if plan.permanentLines.isEmpty {
                out += "pending: nothing (production has everything development has)\n"
            } else {
                out += "pending (would become permanent in production):\n"
                out += plan.permanentLines.map { "  \($0)\n" }.joined()
            }
            if !plan.violations.isEmpty {
                out += "production would refuse:\n"
                out += plan.violations.map { "  \($0.message) [\($0.id)]\n" }.joined()
            }
            if !status.undeclared.isEmpty {
                out += "no longer declared by development's model version:\n"
                out += status.undeclared.map { "  \($0)\n" }.joined()
            }
            if !status.records.isEmpty {
                out += "records:\n"
                out += status.records.map { "  \($0.recordType): \($0.count)\n" }.joined()
            }
            Console.out(out)
            if !plan.violations.isEmpty { throw ExitStatus.findings }
        }
    }
}
