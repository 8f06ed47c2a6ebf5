import ArgumentParser
import CKSchemaKit

/// `ckschema promote`: the local store's development record types and fields become its
/// production's, as the CloudKit Console's "Deploy Schema Changes" does for a real container.
struct PromoteCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "promote",
        abstract: "Local simulation: promote the local development store to the local production store (additions only).",
        discussion: """
            Works on the local environment store (.ckschema/), never on CloudKit: for offline experiments, \
            tests and CI without a token. The promotion runs in one transaction (concurrent promotions wait \
            and re-check), writes one entry in the local store's log and the local production schema as a .ckdb (--output). \
            With 'cloudkit:' in ckschema.yaml it prints the real deploy steps instead of writing a .ckdb: \
            'ckschema cloudkit push', the Console's Deploy Schema Changes, 'ckschema cloudkit verify-deploy'.

            Examples:
              ckschema promote --dry-run
              ckschema promote --yes
            """)

    /// The older spelling of `--dry-run`: `--check` means "generated files are stale" elsewhere.
    @Flag(name: .long, help: .hidden)
    var check = false

    @Flag(name: .long, help: "Change nothing: list what would become permanent in the local production store; exit 1 on any production rule the local development store breaks.")
    var dryRun = false

    @OptionGroup var confirmation: ConfirmationOption

    @Option(name: .long, help: ArgumentHelp("Where to write the local production store's .ckdb (default: production.ckdb next to the store; none with 'cloudkit:' configured).",
                                            valueName: "file"))
    var output: String?

    @OptionGroup var store: StoreOptions

    @OptionGroup var actor: ActorOption

    func run(in project: Project) throws {
        let preview = check || dryRun
        let service = PromoteService(project: project, store: try preview ? store.openExisting(project) : store.openForChange(project))
        let outcome = try service.run(dryRun: preview, output: output, stamp: actor.stamp, confirm: confirmation.yes ? nil : { plan in
            Console.out(PromotionText.plan(plan))
            return ConfirmationOption.ask("make these changes permanent in the local production store?")
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
