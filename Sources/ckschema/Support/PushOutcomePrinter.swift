import CKSchemaKit
import Foundation

/// Prints a push outcome; a refusal prints the findings and exits 1.
func printPushOutcome(_ outcome: CloudKitPushOutcome, service: CloudKitService) throws {
    let development = service.describe(.development)
    switch outcome {
    case .refused(let version, let findings, let reason):
        Console.out(CloudKitText.refused(findings, file: version.file, useColor: Console.useColor(for: STDOUT_FILENO)))
        Console.err("error: \(version.model) v\(version.version) was not pushed: \(reason); \(development) is unchanged\n")
        throw ExitStatus.findings
    case .validated(let push):
        Console.out(CloudKitText.push(push, service: service, verb: "would import") + "dry run: nothing was imported into \(development)\n")
    case .imported(let push):
        Console.out(CloudKitText.push(push, service: service, verb: "imported") + (push.snapshot.map { "wrote \($0)\n" } ?? ""))
    }
}
