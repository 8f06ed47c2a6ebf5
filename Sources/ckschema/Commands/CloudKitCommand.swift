import ArgumentParser
import CKSchemaCloudKit
import CKSchemaKit
import CKSchemaReporting
import Foundation

extension CKToolEnvironment: ExpressibleByArgument {}

/// `ckschema cloudkit …`: the project's real CloudKit container, through cktool.
struct CloudKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(.cloudKit, subcommands: [
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
    static let configuration = CommandConfiguration(.cloudKitPull)

    @Option(name: .long, help: "production, development or both.")
    var environment: PullEnvironments = .both

    @OptionGroup var store: StoreOptions
    @OptionGroup var actor: ActorOption
    @OptionGroup var tool: CKToolOption

    func run(in project: Project) throws {
        let service = try CloudKitService(project: project, tool: tool.choice)
        let mirror = environment.environments.contains(.production) ? try store.open(project) : nil
        let outcome = try service.pull(environment.environments, mirror: mirror, stamp: actor.stamp)
        Console.out(CloudKitText.pulled(outcome, service: service, store: mirror.map { _ in store.statePath(project) }))
    }
}

struct CloudKitStatusCommand: ProjectCommand {
    static let configuration = CommandConfiguration(.cloudKitStatus)

    @Option(name: .long, help: "text, json, github, sarif or markdown.")
    var format: ReportFormat = .text

    @OptionGroup var selection: SchemaVersionOptions
    @OptionGroup var tool: CKToolOption

    func run(in project: Project) throws {
        let service = try CloudKitService(project: project, tool: tool.choice)
        let status = try service.status(selection.selection)
        var out = format == .text ? CloudKitText.statusHeader(status, service: service) : ""
        out += Reporter.render(status.findingsReport(), as: format, useColor: format == .text && Console.useColor(for: STDOUT_FILENO))
        Console.out(out)
        if status.failed { throw ExitStatus.findings }
    }
}
