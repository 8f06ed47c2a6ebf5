import ArgumentParser
import CKSchemaCore
import CKSchemaKit
import CKSchemaStore
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
            let context = try Project.load()
            let environmentStore = try check || dryRun ? store.openExisting(context) : store.openForChange(context)
            let plan = try environmentStore.promotionPlan(rules: ProductionPromotion.rules)
            if check || dryRun || !plan.isAllowed || !plan.hasChanges {
                Console.out(render(plan) + (plan.isAllowed ? try consoleSteps(context) : ""))
                if !plan.isAllowed {
                    if !check && !dryRun { Console.err("error: production would refuse this promotion; nothing was promoted in the local store\n") }
                    throw ExitStatus.findings
                }
                return
            }
            if !yes {
                Console.out(render(plan))
                guard let answer = confirm("make these changes permanent in the local production store?") else {
                    Console.err("error: a promotion is permanent; pass --yes to confirm without a terminal\n")
                    throw ExitStatus.invalidInput
                }
                if !answer {
                    Console.err("promotion cancelled\n")
                    throw ExitStatus.findings
                }
            }
            let promotion = try environmentStore.promote(rules: ProductionPromotion.rules, stamp: actor.stamp)
            guard promotion.applied, let entry = promotion.history else {
                // Another promotion ran meanwhile: this is the re-check against the new production.
                Console.out(render(promotion.plan))
                if !promotion.plan.isAllowed { throw ExitStatus.findings }
                return
            }
            var out = "promoted \(promotion.plan.development.summary) to the local production store (history #\(entry.id ?? 0)); CloudKit is unchanged\n"
            out += promotion.plan.permanentLines.map { "  \($0)\n" }.joined()
            let cloudKit = CloudKitService.isConfigured(context)
            // With a container configured, the real deploy path is `cloudkit push`: no second one.
            if !cloudKit || output != nil {
                let file = output ?? defaultOutput(environmentStore)
                try AtomicFile.write(CKDBPrinter.print(promotion.productionSchema), to: file)
                out += "wrote \(file): the local production store's schema"
                out += cloudKit ? "\n" : " (to deploy it, import it into CloudKit development and use the CloudKit Console's 'Deploy Schema Changes')\n"
            }
            Console.out(out + (try consoleSteps(context)))
        }
    }

    /// With a CloudKit container configured: the real deploy path (`cloudkit push`, the Console)
    /// and what it makes permanent per the production snapshot; empty otherwise.
    private func consoleSteps(_ project: Project) throws -> String {
        guard CloudKitService.isConfigured(project) else { return "" }
        let service = try CloudKitService(project: project)
        return CloudKitText.consoleSteps(try service.consoleSteps(), service: service)
    }

    private func defaultOutput(_ store: EnvironmentStore) -> String {
        guard let path = store.path else { return "production.ckdb" }
        return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("production.ckdb").path
    }

    private func render(_ plan: PromotionPlan) -> String {
        var out = "local development store: \(plan.development.summary)\nlocal production store:  \(plan.production.summary)\n"
        if !plan.violations.isEmpty {
            out += "the local production store would refuse (as CloudKit production would):\n"
            for violation in plan.violations {
                out += "  error: \(violation.message) [\(violation.id)]\n"
                if let fix = violation.fix { out += "    fix: \(fix)\n" }
            }
        }
        if !plan.hasChanges {
            out += "nothing to promote: the local production store already has everything the local development store has\n"
        } else if plan.additions.isEmpty {
            out += "no schema changes; the local production store will record \(plan.development.summary)\n"
        } else {
            out += "will become permanent in the local production store:\n" + plan.permanentLines.map { "  \($0)\n" }.joined()
        }
        if !plan.notPromoted.isEmpty {
            out += "not promoted (change them in the CloudKit Console):\n" + plan.notPromoted.map { "  \($0)\n" }.joined()
        }
        return out
    }
}
