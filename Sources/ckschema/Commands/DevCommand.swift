import ArgumentParser
import CKSchemaKit
import CKSchemaReporting
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
        subcommands: [
            DevInitCommand.self,
            DevResetCommand.self,
            DevStatusCommand.self,
            DevSeedCommand.self,
            DevQueryCommand.self,
        ])
}

/// `ckschema dev init`: what `initializeCloudKitSchema` does for a real container.
struct DevInitCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Local simulation: provision the local development store from a schema version, as initializeCloudKitSchema does for a container.",
        discussion: """
            The version is chosen as for 'generate ckdb' (--file, --schema-version, else the current version of \
            coreData:/swiftData: in ckschema.yaml, else the newest YAML version). Lints first: errors block, \
            except those the findings baseline accepts or ckschema.yaml suppresses (as for generation). Adds \
            the version's record types and fields to the local development \
            store (nothing is removed; fields the YAML no longer has are listed), then writes and deletes one \
            record per record type with every field filled. A retyped field is refused, as CloudKit refuses \
            it (exit 1). CloudKit is not touched: 'ckschema cloudkit push' imports into the real one.
            """)

    @OptionGroup var selection: SchemaVersionOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var actor: ActorOption

    func run(in project: Project) throws {
        let schema = try selection.select(project)
        let outcome = try DevelopmentService.initialize(schema, project: project, stamp: actor.stamp) {
            try store.open(project)
        }
        switch outcome {
        case .conflicts(let report):
            let findings = FindingsReport(title: "ckschema dev init", diagnostics: report.conflictFindings,
                                          files: schema.file.map { [$0] } ?? [])
            Console.out(TextReporter(useColor: Console.useColor(for: STDOUT_FILENO)).render(findings))
            Console.err("error: the local development store was not changed\n")
            throw ExitStatus.findings
        case .initialized(let report, let storePath):
            Console.out(DevelopmentText.initialized(report, storePath: storePath))
        }
    }
}

/// `ckschema dev reset`: what the CloudKit Console's "Reset Environment" does.
struct DevResetCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Local simulation: delete every record of the local development store and make its schema equal to the local production store's.",
        discussion: "Changes the local store only ('ckschema cloudkit reset' resets CloudKit development). Without --yes it asks on a terminal, and refuses when there is none (exit 2).")

    @OptionGroup var confirmation: ConfirmationOption
    @OptionGroup var store: StoreOptions
    @OptionGroup var actor: ActorOption

    func run(in project: Project) throws {
        let environmentStore = try store.openForChange(project)
        try confirmation.require("delete every record of the local development store and revert it to the local production store?",
                                 refusal: "'dev reset' deletes every development record; pass --yes to confirm without a terminal",
                                 cancelled: "reset cancelled")
        Console.out(DevelopmentText.reset(try environmentStore.resetDevelopment(stamp: actor.stamp)))
    }
}

/// `ckschema dev status`: Development against Production.
struct DevStatusCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Local simulation: the local development store against the local production store (pending additions, refused changes, records).",
        discussion: "Reads the local store only ('ckschema cloudkit status' compares the real environments). Exit 1 when production's rules would refuse the local promotion.")

    @OptionGroup var store: StoreOptions

    func run(in project: Project) throws {
        let status = try DevelopmentService.status(store.openExisting(project))
        Console.out(DevelopmentText.status(status))
        if !status.plan.violations.isEmpty { throw ExitStatus.findings }
    }
}
