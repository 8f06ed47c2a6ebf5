import ArgumentParser
import CKSchemaKit
import Foundation

struct CloudKitPushCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Import the model into CloudKit development, after checking it cannot break production.",
        discussion: """
            Generates the model's schema (as for 'status') in initialized form (every field exists, as \
            initializeCloudKitSchema would make it), checks it against the committed production snapshot \
            with production's rules (exit 1 with the findings if it would break production), has CloudKit \
            validate it ('cktool validate-schema'), then imports it into development ('cktool import-schema') \
            and rewrites cloudkit/development.ckdb. Never touches production.

            Examples:
              ckschema cloudkit push --dry-run
              ckschema cloudkit push
              ckschema cloudkit push --file App/Models
            """)

    @Flag(name: .long, help: "Generate, check and validate; import nothing.")
    var dryRun = false

    @OptionGroup var selection: SchemaVersionOptions
    @OptionGroup var tool: CKToolOption

    func run(in project: Project) throws {
        let service = try CloudKitService(project: project, tool: tool.choice)
        try printPushOutcome(try service.push(dryRun: dryRun, selection: selection.selection), service: service)
    }
}

struct CloudKitResetCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Reset CloudKit development to production's schema, deleting ALL development data.",
        discussion: """
            Runs 'cktool reset-schema'. Asks on a terminal, naming the container; without a terminal it \
            refuses (exit 2) unless --yes. --push then imports the model again (as 'push').

            Examples:
              ckschema cloudkit reset
              ckschema cloudkit reset --yes --push
            """)

    @OptionGroup var confirmation: ConfirmationOption

    @Flag(name: .long, help: "Then push the newest version into development.")
    var push = false

    @OptionGroup var selection: SchemaVersionOptions
    @OptionGroup var tool: CKToolOption

    func run(in project: Project) throws {
        let service = try CloudKitService(project: project, tool: tool.choice)
        let place = service.describe(.development)
        try confirmation.require("reset \(place) to production's schema? Every record in it is deleted; this cannot be undone.",
                                 refusal: "'cloudkit reset' deletes every record in \(place); pass --yes to confirm without a terminal",
                                 cancelled: "reset cancelled; \(place) is unchanged")
        let snapshot = try service.reset()
        Console.out("reset \(place) to production's schema; all its data was deleted\nwrote \(snapshot)\n")
        if push { try printPushOutcome(try service.push(dryRun: false, selection: selection.selection), service: service) }
    }
}

struct CloudKitVerifyDeployCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-deploy",
        abstract: "After a Console deploy: pull production and check it has everything the model writes.",
        discussion: """
            Pulls production (snapshot and local production store), then exits 0 only when every record \
            type and field the model (as for 'status') writes is there, and records the deploy in the local store's \
            log. Exit 1 with what is missing otherwise.

            Example:
              ckschema cloudkit verify-deploy && git add cloudkit/production.ckdb
            """)

    @OptionGroup var selection: SchemaVersionOptions

    @OptionGroup var store: StoreOptions
    @OptionGroup var actor: ActorOption
    @OptionGroup var tool: CKToolOption

    func run(in project: Project) throws {
        let service = try CloudKitService(project: project, tool: tool.choice)
        let result = try service.verifyDeploy(store: try store.open(project), stamp: actor.stamp, selection: selection.selection)
        let out = CloudKitText.pulled(result.pull, service: service, store: try store.statePath(project))
        let name = "\(result.version.model) v\(result.version.version)"
        guard result.verified, let entry = result.logEntry else {
            let steps = try service.consoleSteps(selection.selection)
            Console.out(out + CloudKitText.missing(result, useColor: Console.useColor(for: STDOUT_FILENO)) + CloudKitText.deploySteps(steps))
            Console.err("error: \(service.describe(.production)) lacks what \(name) writes: deploy it in the CloudKit Console (the steps above)\n")
            throw ExitStatus.findings
        }
        Console.out(out + CloudKitText.verified(result, logEntryID: entry.id ?? 0, service: service))
    }
}

/// Prints a push outcome; a refusal prints the findings and exits 1.
func printPushOutcome(_ outcome: CloudKitPushOutcome, service: CloudKitService) throws {
    let development = service.describe(.development)
    switch outcome {
    case .refused(let version, let findings, let reason):
        Console.out(CloudKitText.refused(findings, file: version.file, useColor: Console.useColor(for: STDOUT_FILENO)))
        Console.err("error: \(version.model) v\(version.version) was not pushed: \(reason); \(development) is unchanged\n")
        throw ExitStatus.findings
    case .validated(let push):
        Console.out(CloudKitText.push(push, service: service, verb: "would import") + "dry run: nothing was imported into \(development)\n")
    case .imported(let push):
        Console.out(CloudKitText.push(push, service: service, verb: "imported") + (push.snapshot.map { "wrote \($0)\n" } ?? ""))
    }
}
