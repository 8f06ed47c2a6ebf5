import ArgumentParser
import CKSchemaCloudKit
import CKSchemaKit
import Foundation

extension CKToolEnvironment: ExpressibleByArgument {}

/// `ckschema cloudkit …`: the project's real CloudKit container, through cktool.
struct CloudKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cloudkit",
        abstract: "Pull, compare, push, reset and verify a real CloudKit container through cktool.",
        discussion: """
            Needs 'cloudkit:' in ckschema.yaml (container, team; optional snapshots, timeout) or \
            CKSCHEMA_CLOUDKIT_CONTAINER and CKSCHEMA_CLOUDKIT_TEAM. cktool finds its management token in \
            CLOUDKIT_MANAGEMENT_TOKEN (or its keychain or file); ckschema never reads, prints or passes one \
            on a command line. The command is yours to choose, never the repository's: --cktool, else \
            CKSCHEMA_CKTOOL (e.g. a CKTool JS wrapper on Linux), else 'xcrun cktool' on macOS and 'cktool' \
            elsewhere. It gets PATH, HOME, TMPDIR, the locale, proxies and the token variables of the \
            environment, plus those named in CKSCHEMA_CKTOOL_ENV. Snapshots of both environments \
            live in cloudkit/ (commit them: CI checks against them without a token). Only the CloudKit \
            Console deploys to production; push and reset touch development only. See docs/cloudkit.md.

            Examples:
              ckschema cloudkit pull                    # write cloudkit/*.ckdb
              ckschema cloudkit pull --cktool 'node tools/cktool.js'
              ckschema cloudkit status --format github  # exit 1 on drift
              ckschema cloudkit push --dry-run          # check and validate only
              ckschema cloudkit push                    # import into development
              ckschema cloudkit reset --yes --push      # reset, then push
              ckschema cloudkit verify-deploy           # after a Console deploy
              ckschema check --against cloudkit/production.ckdb
            """,
        subcommands: [
            CloudKitPullCommand.self,
            CloudKitStatusCommand.self,
            CloudKitPushCommand.self,
            CloudKitResetCommand.self,
            CloudKitVerifyDeployCommand.self,
        ])
}

/// `--environment production|development|both`.
enum PullEnvironments: String, ExpressibleByArgument, CaseIterable {
    case production, development, both

    var environments: [CKToolEnvironment] {
        switch self {
        case .production: [.production]
        case .development: [.development]
        case .both: [.production, .development]
        }
    }
}

struct CloudKitPullCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "pull",
        abstract: "Export the CloudKit container's schemas into the committed snapshots and refresh the local production store.",
        discussion: """
            Runs 'cktool export-schema' for each environment; writes cloudkit/<environment>.ckdb atomically, \
            and only when every export parsed (a failure writes nothing, exit 2). Production's export also \
            becomes the local production store's schema (as 'env import' does).

            Examples:
              ckschema cloudkit pull
              ckschema cloudkit pull --environment production
            """)

    @Option(name: .long, help: "production, development or both.")
    var environment: PullEnvironments = .both

    @OptionGroup var store: StoreOptions
    @OptionGroup var actor: ActorOption
    @OptionGroup var tool: CKToolOption

    func run(in project: Project) throws {
        let service = try CloudKitService(project: project, tool: tool.choice)
        let mirror = environment.environments.contains(.production) ? try store.open(project) : nil
        let outcome = try service.pull(environment.environments, mirror: mirror, stamp: actor.stamp)
        Console.out(CloudKitText.pulled(outcome, service: service, store: try mirror.map { _ in try store.statePath(project) }))
    }
}

struct CloudKitStatusCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Snapshots vs CloudKit, development vs production, and the model vs both. Exit 1 on drift.",
        discussion: """
            Exports both CloudKit environments and compares: each committed snapshot with its environment; \
            development with production (what a deploy would make permanent, what development lost); the \
            model with production (release readiness: every field the build writes must be deployed, \
            the same comparison as 'check --against' a .ckdb); the model with development. The model is \
            what the next build writes: the current version of coreData:/swiftData: in ckschema.yaml or of --file \
            (an .xcdatamodeld or SwiftData code), else the newest YAML version (--schema-version N picks one).

            Examples:
              ckschema cloudkit status
              ckschema cloudkit status --format github --file App/Models
            """)

    @OptionGroup var output: FormatOption

    @OptionGroup var selection: SchemaVersionOptions
    @OptionGroup var tool: CKToolOption

    func run(in project: Project) throws {
        let service = try CloudKitService(project: project, tool: tool.choice)
        let status = try service.status(selection.selection)
        if output.format == .text { Console.out(CloudKitText.statusHeader(status, service: service)) }
        try output.print(status.findingsReport())
        if status.failed { throw ExitStatus.findings }
    }
}
