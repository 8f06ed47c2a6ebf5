import CKSchemaCKDB
import CKSchemaCore
import CKSchemaStore
import Foundation

/// What `promote` did: the caller prints it and picks the exit code.
public enum PromoteOutcome: Sendable {
    /// Nothing changed: a dry run, a refusal (`plan.isAllowed` false) or nothing to promote.
    /// `deployPath` is the real deploy path when a container is configured and the plan is allowed.
    case previewed(PromotionPlan, deployPath: DeployPath?)
    /// The confirmation could not be asked (no terminal): nothing was promoted.
    case unconfirmed
    /// The user said no: nothing was promoted.
    case cancelled
    /// Another promotion ran meanwhile; this is the re-check against the new production.
    case rechecked(PromotionPlan)
    /// Promoted in the local store.
    case promoted(PromoteResult)
}

/// The real deploy path of a configured container: `cloudkit push`, then the CloudKit Console.
public struct DeployPath: Sendable {
    public var steps: ConsoleDeploySteps
    /// How the container's production environment is named in output.
    public var production: String
}

/// A promotion applied to the local store.
public struct PromoteResult: Sendable {
    public var plan: PromotionPlan
    /// The history row's number.
    public var logEntryID: Int64
    /// The `.ckdb` of the local production store written, if any.
    public var writtenFile: String?
    /// Whether a CloudKit container is configured (the real deploy is `cloudkit push`).
    public var cloudKitConfigured: Bool
    /// The real deploy path, when a container is configured.
    public var deployPath: DeployPath?
}

/// The promote workflow on the local environment store: the production rules, the confirmation,
/// the promotion in one transaction (re-checked when another one ran meanwhile), and the
/// production `.ckdb` (not written when a CloudKit container is configured, unless asked for).
public struct PromoteService {
    public let project: Project
    public let store: EnvironmentStore

    public init(project: Project, store: EnvironmentStore) {
        self.project = project
        self.store = store
    }

    /// Runs a promotion. `confirm` is asked (with the plan) before anything becomes permanent;
    /// it answers nil when it cannot ask. Pass nil for no confirmation (`--yes`).
    public func run(dryRun: Bool, output: String?, stamp: LogStamp,
                    confirm: ((PromotionPlan) -> Bool?)?) throws -> PromoteOutcome {
        let plan = try store.promotionPlan(rules: ProductionPromotion.rules)
        if dryRun || !plan.isAllowed || !plan.hasChanges {
            return .previewed(plan, deployPath: plan.isAllowed ? try deployPath() : nil)
        }
        if let confirm {
            guard let answer = confirm(plan) else { return .unconfirmed }
            if !answer { return .cancelled }
        }
        let promotion = try store.promote(rules: ProductionPromotion.rules, stamp: stamp)
        guard promotion.applied, let entry = promotion.logEntry else { return .rechecked(promotion.plan) }
        let cloudKit = CloudKitService.isConfigured(project)
        var written: String?
        // With a container configured, the real deploy path is `cloudkit push`: no second one.
        if !cloudKit || output != nil {
            let file = output ?? defaultOutput
            try AtomicFile.write(CKDBPrinter.print(promotion.productionSchema), to: file)
            written = file
        }
        return .promoted(PromoteResult(plan: promotion.plan, logEntryID: entry.id ?? 0, writtenFile: written,
                                       cloudKitConfigured: cloudKit, deployPath: try deployPath()))
    }

    /// production.ckdb next to the store (or in the working folder for a store without a path).
    public var defaultOutput: String {
        guard let path = store.path else { return "production.ckdb" }
        return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("production.ckdb").path
    }

    /// With a CloudKit container configured: the real deploy path and what it makes permanent.
    private func deployPath() throws -> DeployPath? {
        guard CloudKitService.isConfigured(project) else { return nil }
        let service = try CloudKitService(project: project)
        return DeployPath(steps: try service.consoleSteps(), production: service.describe(.production))
    }
}
