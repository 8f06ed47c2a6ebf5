import ArgumentParser
import CKSchemaKit
import CKSchemaRules
import Foundation

struct CloudKitPushCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Import the newest version into CloudKit development, after checking it cannot break production.",
        discussion: """
            Generates the newest version's schema in initialized form (every field exists, as \
            initializeCloudKitSchema would make it), checks it against the committed production snapshot \
            with production's rules (exit 1 with the findings if it would break production), has CloudKit \
            validate it ('cktool validate-schema'), then imports it into development ('cktool import-schema') \
            and rewrites cloudkit/development.ckdb. Never touches production.

            Examples:
              ckschema cloudkit push --dry-run
              ckschema cloudkit push
            """
    )

    @Flag(name: .long, help: "Generate, check and validate; import nothing.")
    var dryRun = false

    @OptionGroup var which: ModelOption

    func run(in project: Project) throws {
        let service = try CloudKitService(project: project)
        try printPushOutcome(try service.push(dryRun: dryRun, model: which.model), service: service)
    }
}

struct CloudKitResetCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Reset CloudKit development to production's schema, deleting ALL development data.",
        discussion: """
            Runs 'cktool reset-schema'. Asks on a terminal, naming the container; without a terminal it \
            refuses (exit 2) unless --yes. --push then imports the newest version again.

            Examples:
              ckschema cloudkit reset
              ckschema cloudkit reset --yes --push
            """
    )

    @OptionGroup var confirmation: ConfirmationOption

    @Flag(name: .long, help: "Then push the newest version into development.")
    var push = false

    @OptionGroup var which: ModelOption

    func run(in project: Project) throws {
        let service = try CloudKitService(project: project)
        let place = service.describe(.development)
        try confirmation.require("reset \(place) to production's schema? Every record in it is deleted; this cannot be undone.",
                                 refusal: "'cloudkit reset' deletes every record in \(place); pass --yes to confirm without a terminal",
                                 cancelled: "reset cancelled; \(place) is unchanged")
        let snapshot = try service.reset()
        Console.out("reset \(place) to production's schema; all its data was deleted\nwrote \(snapshot)\n")
        if push { try printPushOutcome(try service.push(dryRun: false, model: which.model), service: service) }
    }
}

struct CloudKitVerifyDeployCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-deploy",
        abstract: "After a Console deploy: pull production and check it has everything the newest version writes.",
        discussion: """
            Pulls production (snapshot and local production store), then exits 0 only when every record \
            type and field the newest version writes is there, and records the deploy in the local store's \
            history. Exit 1 with what is missing otherwise.

            Example:
              ckschema cloudkit verify-deploy && git add cloudkit/production.ckdb
            """
    )

    @OptionGroup var which: ModelOption

    @OptionGroup var store: StoreOptions
    @OptionGroup var actor: ActorOption

    func run(in project: Project) throws {
        let service = try CloudKitService(project: project)
        let result = try service.verifyDeploy(store: try store.open(project), stamp: actor.stamp, model: which.model)
        let out = CloudKitText.pulled(result.pull, service: service, store: store.statePath(project))
        let name = "\(result.version.model) v\(result.version.version)"
        guard result.verified, let entry = result.history else {
            Console.out(out + CloudKitText.missing(result, useColor: Console.useColor(for: STDOUT_FILENO)))
            Console.err("error: \(service.describe(.production)) lacks what \(name) writes: deploy it in the CloudKit Console ('ckschema promote' prints the steps)\n")
            throw ExitStatus.findings
        }
        Console.out(out + CloudKitText.verified(result, historyID: entry.id ?? 0, service: service))
    }
}
