import ArgumentParser
import CKSchemaCore
import CKSchemaKit
import Foundation

/// `ckschema promote`: the local store's development record types and fields become its
/// production's, as the CloudKit Console's "Deploy Schema Changes" does for a real container.
struct PromoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "promote",
        abstract: "Local simulation: promote the local development store to the local production store (additions only).",
        discussion: """
            Works on the local environment store (.ckschema/), never on CloudKit: use it for offline \
            experiments, tests and CI without a token. --dry-run lists exactly what would become permanent in \
            the local production store and every production rule the local development store breaks (exit 1 \
            on any), and changes nothing. Otherwise the promotion runs in one transaction (concurrent \
            promotions wait for each other and re-check) and writes one history row. Without --yes it asks on \
            a terminal, and refuses when there is none.

            With 'cloudkit:' in ckschema.yaml, the real deploy path is 'ckschema cloudkit push' (CloudKit \
            development), then 'Deploy Schema Changes' in the CloudKit Console, then 'ckschema cloudkit \
            verify-deploy'; promote prints those steps and writes no .ckdb. Without it, promote also writes the \
            local production store's schema as a .ckdb file (--output).

            Examples:
              ckschema promote --dry-run
              ckschema promote --yes
            """
    )

    /// The older spelling of `--dry-run`: `--check` means "generated files are stale" elsewhere.
    @Flag(name: .long, help: .hidden)
    var check = false

    @Flag(name: .long, help: "Change nothing: list what would become permanent in the local production store; exit 1 on any production rule the local development store breaks.")
    var dryRun = false

    @Flag(name: .long, help: "Do not ask for confirmation.")
    var yes = false

    @Option(name: .long, help: ArgumentHelp("Where to write the local production store's .ckdb (default: production.ckdb next to the store; none with 'cloudkit:' configured).",
                                            valueName: "file"))
    var output: String?

    @OptionGroup var store: StoreOptions

    @OptionGroup var actor: ActorOption

    func run() throws {
        try runReportingInputErrors {
            let project = try Project.load()
            let preview = check || dryRun
            let service = PromoteService(project: project, store: try preview ? store.openExisting(project) : store.openForChange(project))
            let outcome = try service.run(dryRun: preview, output: output, stamp: actor.stamp, confirm: yes ? nil : { plan in
                Console.out(PromotionText.plan(plan))
                return confirm("make these changes permanent in the local production store?")
            })
            switch outcome {
            case .previewed(let plan, let deployPath):
                Console.out(PromotionText.preview(plan, deployPath: deployPath))
                guard plan.isAllowed else {
                    if !preview { Console.err("error: production would refuse this promotion; nothing was promoted in the local store\n") }
                    throw ExitStatus.findings
                }
            case .unconfirmed:
                Console.err("error: a promotion is permanent; pass --yes to confirm without a terminal\n")
                throw ExitStatus.invalidInput
            case .cancelled:
                Console.err("promotion cancelled\n")
                throw ExitStatus.findings
            case .rechecked(let plan):
                Console.out(PromotionText.plan(plan))
                if !plan.isAllowed { throw ExitStatus.findings }
            case .promoted(let result):
                Console.out(PromotionText.promoted(result))
            }
        }
    }
}
