import ArgumentParser
import CKSchemaKit
import CKSchemaReporting
import Foundation

/// `ckschema dev …`: the Development environment of the local store.
struct DevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(.dev, subcommands: [
        DevInitCommand.self,
        DevResetCommand.self,
        DevStatusCommand.self,
        DevSeedCommand.self,
        DevQueryCommand.self,
    ])
}

/// `ckschema dev init`: what `initializeCloudKitSchema` does for a real container.
struct DevInitCommand: ProjectCommand {
    static let configuration = CommandConfiguration(.devInit)

    @OptionGroup var selection: SchemaVersionOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var actor: ActorOption

    func run(in project: Project) throws {
        let schema = try selection.select(project)
        let outcome = try DevelopmentService.initialize(schema, linter: project.linter, stamp: actor.stamp) {
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
    static let configuration = CommandConfiguration(.devReset)

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
    static let configuration = CommandConfiguration(.devStatus)

    @OptionGroup var store: StoreOptions

    func run(in project: Project) throws {
        let status = try DevelopmentService.status(store.openExisting(project))
        Console.out(DevelopmentText.status(status))
        if !status.plan.violations.isEmpty { throw ExitStatus.findings }
    }
}
