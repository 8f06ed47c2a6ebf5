import CKSchemaKit
import CKSchemaCore
import CKSchemaStore

/// How `promote` words a plan and a promotion (always "local": CloudKit is never touched).
enum PromotionText {
    /// Both environments, the refusals, and what would become permanent.
    static func plan(_ plan: PromotionPlan) -> String {
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

    /// A preview (dry run, refusal or nothing to promote) with the real deploy path, if any.
    static func preview(_ plan: PromotionPlan, deployPath: DeployPath?) -> String {
        Self.plan(plan) + (deployPath.map(CloudKitText.consoleSteps) ?? "")
    }

    /// What was promoted, the `.ckdb` written and the real deploy path.
    static func promoted(_ result: PromoteResult) -> String {
        var out = "promoted \(result.plan.development.summary) to the local production store (log entry #\(result.logEntryID)); CloudKit is unchanged\n"
        out += result.plan.permanentLines.map { "  \($0)\n" }.joined()
        if let file = result.writtenFile {
            out += "wrote \(file): the local production store's schema"
            out += result.cloudKitConfigured ? "\n" : " (to deploy it, import it into CloudKit development and use the CloudKit Console's 'Deploy Schema Changes')\n"
        }
        return out + (result.deployPath.map(CloudKitText.consoleSteps) ?? "")
    }
}
