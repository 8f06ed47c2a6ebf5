import CKSchemaKit
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
                out += "local production store (\(store)) now equals \(service.describe(.production)) (history #\(mirror.history.id ?? 0))\n"
            } else if outcome.exports.contains(where: { $0.environment == .production }) {
                out += "local production store (\(store)) already equals \(service.describe(.production))\n"
            }
        }
        return out
    }

    /// Prints a push outcome; a refusal prints the findings and exits 1.
    static func report(_ outcome: CloudKitPushOutcome, service: CloudKitService) throws {
        let development = service.describe(.development)
        switch outcome {
        case .refused(let version, let findings, let reason):
            let report = FindingsReport(title: "ckschema cloudkit push", diagnostics: findings.sorted(),
                                        files: [version.file].compactMap { $0 },
                                        rules: Project.lintRuleMetadata + ChangeRules.metadata)
            Console.out(TextReporter(useColor: Console.useColor(for: STDOUT_FILENO)).render(report))
            Console.err("error: \(version.model) v\(version.version) was not pushed: \(reason); \(development) is unchanged\n")
            throw ExitStatus.findings
        case .validated(let push):
            Console.out(lines(push, service: service, verb: "would import") + "dry run: nothing was imported into \(development)\n")
        case .imported(let push):
            var out = lines(push, service: service, verb: "imported")
            if let snapshot = push.snapshot { out += "wrote \(snapshot)\n" }
            Console.out(out)
        }
    }

    private static func lines(_ push: CloudKitPush, service: CloudKitService, verb: String) -> String {
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
    static func consoleSteps(_ steps: ConsoleDeploySteps, service: CloudKitService) -> String {
        var out = "\nCloudKit is not touched: the local store only simulates \(service.describe(.production))\n"
        out += "to deploy for real, use 'ckschema cloudkit push' (only the CloudKit Console deploys to production):\n"
        for (index, step) in steps.steps.enumerated() { out += "  \(index + 1). \(step)\n" }
        guard let permanent = steps.permanent else {
            return out + "run 'ckschema cloudkit pull' to list what the deploy makes permanent in \(service.describe(.production))\n"
        }
        out += "the deploy makes permanent in \(service.describe(.production)) (never deleted or retyped; compared with \(steps.basis)):\n"
        out += permanent.isEmpty ? "  nothing: production already has every element\n"
                                 : permanent.map { "  \($0.trimmingCharacters(in: .whitespaces))\n" }.joined()
        return out
    }
}
