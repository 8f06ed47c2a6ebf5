import CKSchemaKit
import CKSchemaCore
import CKSchemaReporting
import CKSchemaRules
import Foundation

/// How the cloudkit commands word their results: always naming what was touched.
enum CloudKitText {
    /// The snapshots written and the local production store refreshed by a pull.
    static func pulled(_ outcome: CloudKitService.PullOutcome, service: CloudKitService, store: String?) -> String {
        var out = ""
        for (export, snapshot) in zip(outcome.exports, outcome.snapshots) {
            let types = export.schema.recordTypes.count
            out += "pulled \(service.describe(export.environment)) (\(types) record type\(types == 1 ? "" : "s")): "
            out += snapshot.changed ? "wrote \(snapshot.path)\n" : "\(snapshot.path) unchanged\n"
        }
        if let store {
            if let mirror = outcome.mirror {
                out += "local production store (\(store)) now equals \(service.describe(.production)) (log entry #\(mirror.logEntry.id ?? 0))\n"
            } else if outcome.exports.contains(where: { $0.environment == .production }) {
                out += "local production store (\(store)) already equals \(service.describe(.production))\n"
            }
        }
        return out
    }

    /// A push validated (`verb` "would import") or imported ("imported"): what development gained.
    static func push(_ push: CloudKitPush, service: CloudKitService, verb: String) -> String {
        let name = "\(push.version.model) v\(push.version.version)"
        var out = "checked \(name) against \(service.snapshots.path(for: .production)): production's rules hold\n"
        if !push.validation.isEmpty { out += "CloudKit validated the generated schema: \(push.validation)\n" }
        out += "\(verb) \(name) into \(service.describe(.development))"
        out += push.added.isEmpty ? ": no changes, development already has every element\n"
                                  : ":\n" + push.added.map { "  + \($0.trimmingCharacters(in: .whitespaces))\n" }.joined()
        if !push.notDeclared.isEmpty {
            out += "development has elements \(name) does not declare (left as CloudKit keeps them):\n"
            out += push.notDeclared.map { "  ~ \($0.trimmingCharacters(in: .whitespaces))\n" }.joined()
        }
        return out
    }

    /// What `promote` prints when a container is configured: the store it changed is a local
    /// simulation, and the real deploy goes through `cloudkit push` and the Console.
    static func consoleSteps(_ path: DeployPath) -> String {
        let steps = path.steps, production = path.production
        var out = "\nCloudKit is not touched: the local store only simulates \(production)\n"
        out += "to deploy for real, use 'ckschema cloudkit push' (only the CloudKit Console deploys to production):\n"
        for (index, step) in steps.steps.enumerated() { out += "  \(index + 1). \(step)\n" }
        guard let permanent = steps.permanent else {
            return out + "run 'ckschema cloudkit pull' to list what the deploy makes permanent in \(production)\n"
        }
        out += "the deploy makes permanent in \(production) (never deleted or retyped; compared with \(steps.basis)):\n"
        out += permanent.isEmpty ? "  nothing: production already has every element\n"
                                 : permanent.map { "  \($0.trimmingCharacters(in: .whitespaces))\n" }.joined()
        return out
    }

    /// `cloudkit verify-deploy` when production lacks something: the steps that deploy it.
    static func deploySteps(_ steps: ConsoleDeploySteps) -> String {
        "to deploy it (only the CloudKit Console deploys to production):\n"
            + steps.steps.enumerated().map { "  \($0.offset + 1). \($0.element)\n" }.joined()
    }

    /// `cloudkit status` (text): the container, then one line per comparison.
    static func statusHeader(_ status: CloudKitStatus, service: CloudKitService) -> String {
        var out = "\(service.target.container) (team \(service.target.team))\n"
        let lines = status.comparisons.map(line)
        let width = lines.map(\.title.count).max() ?? 0
        for (title, summary) in lines {
            out += "  " + title.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(summary)\n"
        }
        return out + "\n"
    }

    /// A comparison's title and one-line summary.
    static func line(_ comparison: CloudKitStatus.Comparison) -> (title: String, summary: String) {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        switch comparison {
        case .snapshot(let path, let state):
            let summary = switch state {
            case .missing: "missing"
            case .upToDate: "up to date"
            case .differs: "differs from CloudKit"
            }
            return ("snapshot \(path)", summary)
        case .deploy(let pending, let lost):
            if pending == 0 && lost == 0 { return ("development vs production", "the same schema: nothing to deploy") }
            return ("development vs production",
                    "a deploy would add \(count(pending, "element"))" + (lost == 0 ? "" : "; development lost \(lost)"))
        case .release(let model, let version, let missing):
            return ("\(model) v\(version) vs production",
                    missing == 0 ? "ready to release: production has everything the build writes"
                                 : "not ready: \(count(missing, "problem")) (deploy before releasing)")
        case .development(let model, let version, let lacking):
            return ("\(model) v\(version) vs development",
                    lacking == 0 ? "development has everything the build writes"
                                 : "development lacks \(count(lacking, "element")) (run 'ckschema cloudkit push')")
        }
    }

    /// `cloudkit verify-deploy` once production has everything: what was verified and recorded.
    static func verified(_ result: DeployVerification, logEntryID: Int64, service: CloudKitService) -> String {
        "verified: \(service.describe(.production)) has every record type and field of \(result.version.model) v\(result.version.version)\n"
            + "recorded the deploy in the local store's log (entry #\(logEntryID))\n"
    }

    /// `cloudkit verify-deploy` when production lacks something: what it lacks, as findings.
    static func missing(_ result: DeployVerification, useColor: Bool) -> String {
        let report = FindingsReport(title: "ckschema cloudkit verify-deploy", diagnostics: result.missing.sorted(),
                                    files: [result.version.file].compactMap { $0 })
        return TextReporter(useColor: useColor).render(report)
    }

    /// `cloudkit push` refused: the findings that stopped it.
    static func refused(_ findings: [Diagnostic], file: String?, useColor: Bool) -> String {
        let report = FindingsReport(title: "ckschema cloudkit push", diagnostics: findings.sorted(), files: [file].compactMap { $0 },
                                    rules: Project.lintRuleMetadata + ChangeRules.metadata)
        return TextReporter(useColor: useColor).render(report)
    }
}
