import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema promote`: Development's new record types and fields become Production's, as the
/// CloudKit Console's "Deploy Schema Changes" does.
struct PromoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "promote",
        abstract: "Promote Development's schema to Production (additions only), with history and a .ckdb to deploy.",
        discussion: """
            --dry-run lists exactly what would become permanent and every production rule Development \
            breaks (exit 1 on any), and changes nothing. Otherwise the promotion runs in one transaction (concurrent promotions \
            wait for each other and re-check), writes one history row, and writes Production's schema as \
            a .ckdb file to deploy with the CloudKit Console. Without --yes it asks on a terminal, and \
            refuses when there is none.
            """
    )

    /// The older spelling of `--dry-run`: `--check` means "generated files are stale" elsewhere.
    @Flag(name: .long, help: .hidden)
    var check = false

    @Flag(name: .long, help: "Change nothing: list what would become permanent; exit 1 on any production rule Development breaks.")
    var dryRun = false

    @Flag(name: .long, help: "Do not ask for confirmation.")
    var yes = false

    @Option(name: .long, help: ArgumentHelp("Where to write Production's .ckdb (default: production.ckdb next to the store).",
                                            valueName: "file"))
    var output: String?

    @OptionGroup var store: StoreOptions

    @OptionGroup var actor: ActorOption

    func run() throws {
        try runReportingInputErrors {
            let context = try Project.load()
            let environmentStore = try check || dryRun ? store.openExisting(context) : store.openForChange(context)
            let plan = try environmentStore.promotionPlan()
            if check || dryRun || !plan.isAllowed || !plan.hasChanges {
                Console.out(render(plan) + (plan.isAllowed ? try consoleSteps(context, fallback: plan.permanentLines) : ""))
                if !plan.isAllowed {
                    if !check && !dryRun { Console.err("error: production would refuse this promotion; nothing was promoted\n") }
                    throw ExitStatus.findings
                }
                return
            }
            if !yes {
                Console.out(render(plan))
                guard let answer = confirm("make these changes permanent in production?") else {
                    Console.err("error: a promotion is permanent; pass --yes to confirm without a terminal\n")
                    throw ExitStatus.invalidInput
                }
                if !answer {
                    Console.err("promotion cancelled\n")
                    throw ExitStatus.findings
                }
            }
            let promotion = try environmentStore.promote(stamp: actor.stamp)
            guard promotion.applied, let entry = promotion.history else {
                // Another promotion ran meanwhile: this is the re-check against the new production.
                Console.out(render(promotion.plan))
                if !promotion.plan.isAllowed { throw ExitStatus.findings }
                return
            }
            let file = output ?? defaultOutput(environmentStore)
            try AtomicFile.write(CKDBPrinter.print(promotion.productionSchema), to: file)
            var out = "promoted \(promotion.plan.development.summary) to the local production store (history #\(entry.id ?? 0)); CloudKit is unchanged\n"
            out += promotion.plan.permanentLines.map { "  \($0)\n" }.joined()
            out += "wrote \(file): deploy it with the CloudKit Console ('Deploy Schema Changes') after importing it into development\n"
            Console.out(out + (try consoleSteps(context, fallback: promotion.plan.permanentLines)))
        }
    }

    /// With a CloudKit container configured: the Console steps that deploy for real, and what
    /// they make permanent; empty otherwise.
    private func consoleSteps(_ project: Project, fallback: [String]) throws -> String {
        guard CloudKitService.isConfigured(project) else { return "" }
        let service = try CloudKitService(project: project)
        return CloudKitText.consoleSteps(try service.consoleSteps(fallback: fallback), service: service)
    }

    private func defaultOutput(_ store: EnvironmentStore) -> String {
        guard let path = store.path else { return "production.ckdb" }
        return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("production.ckdb").path
    }

    private func render(_ plan: PromotionPlan) -> String {
        var out = "development: \(plan.development.summary)\nproduction:  \(plan.production.summary)\n"
        if !plan.violations.isEmpty {
            out += "production would refuse:\n"
            for violation in plan.violations {
                out += "  error: \(violation.message) [\(violation.id)]\n"
                if let fix = violation.fix { out += "    fix: \(fix)\n" }
            }
        }
        if !plan.hasChanges {
            out += "nothing to promote: production already has everything development has\n"
        } else if plan.additions.isEmpty {
            out += "no schema changes; production will record \(plan.development.summary)\n"
        } else {
            out += "will become permanent in production:\n" + plan.permanentLines.map { "  \($0)\n" }.joined()
        }
        if !plan.notPromoted.isEmpty {
            out += "not promoted (change them in the CloudKit Console):\n" + plan.notPromoted.map { "  \($0)\n" }.joined()
        }
        return out
    }
}
