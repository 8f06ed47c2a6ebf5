import ArgumentParser
import CKSchemaCore
import CKSchemaKit
import CKSchemaReporting
import CKSchemaRules
import CKSchemaStore
import Foundation

/// `ckschema dev …`: the Development environment of the local store.
struct DevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: "Local simulation: the development environment of the local environment store (.ckschema/; CloudKit is not touched).",
        discussion: """
            The local store simulates a container's two environments on this machine, for offline \
            experiments, tests and CI without a token. To reach the real container, use 'ckschema cloudkit' \
            (docs/cloudkit.md).
            """,
        subcommands: [DevInitCommand.self, DevResetCommand.self, DevStatusCommand.self,
                      DevSeedCommand.self, DevQueryCommand.self]
    )
}

/// `ckschema dev init`: what `initializeCloudKitSchema` does for a real container.
struct DevInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Local simulation: provision the local development store from a schema version, as initializeCloudKitSchema does for a container.",
        discussion: """
            Changes the local store only (CloudKit is not touched: 'ckschema cloudkit push' imports into \
            CloudKit development). Lints first (errors block). Adds the version's record types and fields to \
            what the local development store already has (nothing is removed: fields the YAML no longer has are listed), then writes and \
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
                Console.err("error: the local development store was not changed\n")
                throw ExitStatus.findings
            }
            var out = "local development store: model '\(report.model)' version \(report.version) (\(environmentStore.path ?? "")); CloudKit is unchanged\n"
            for addition in report.additions { out += "created \(addition)\n" }
            if report.additions.isEmpty { out += "nothing to add: the local development store already has every record type and field\n" }
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
        abstract: "Local simulation: delete every record of the local development store and make its schema equal to the local production store's.",
        discussion: "Changes the local store only ('ckschema cloudkit reset' resets CloudKit development). Without --yes it asks on a terminal, and refuses when there is none (exit 2)."
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
                guard let answer = confirm("delete every record of the local development store and revert it to the local production store?") else {
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
        abstract: "Local simulation: the local development store against the local production store (pending additions, refused changes, records).",
        discussion: "Reads the local store only ('ckschema cloudkit status' compares the real environments). Exit 1 when production's rules would refuse the local promotion."
    )

    @OptionGroup var store: StoreOptions

    func run() throws {
        try runReportingInputErrors {
            let context = try Project.load()
            let status = try store.openExisting(context).status(rules: ProductionPromotion.rules)
            let plan = status.plan
            var out = "local development store: \(plan.development.summary)\nlocal production store:  \(plan.production.summary)\n"
            if plan.permanentLines.isEmpty {
                out += "pending: nothing (the local production store has everything the local development store has)\n"
            } else {
                out += "pending (would become permanent in the local production store on 'ckschema promote'):\n"
                out += plan.permanentLines.map { "  \($0)\n" }.joined()
            }
            if !plan.violations.isEmpty {
                out += "the local production store would refuse (as CloudKit production would):\n"
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
