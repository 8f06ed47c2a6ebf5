import ArgumentParser
import CKSchemaKit

/// `ckschema baseline`: accept today's findings when adopting ckschema on an existing history.
struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Record today's findings, so 'lint' and 'check' fail only on new ones.",
        discussion: """
            Records the lint findings of every version in the schemas folder and the check findings \
            of the newest version in the baseline file (default: ckschema-baseline.json next to \
            ckschema.yaml; 'baseline:' in ckschema.yaml). Commit it. A finding is identified by its \
            rule, model and element (and, for a change, the version that made it), never by its line, \
            so reformatting keeps it accepted. 'lint' and 'check' then skip these findings, say how \
            many they skipped, and note entries that no longer match.

            Examples:
              ckschema release 1 2 3        # lock the versions already shipped
              ckschema baseline             # accept what they break today
              ckschema baseline --update    # rewrite it after fixing findings
            """)

    @Flag(help: "Rewrite an existing baseline file.")
    var update = false

    func run() throws {
        try runReportingInputErrors {
            let service = BaselineService(project: try Project.load())
            let count = try service.record(update: update)
            Console.out("recorded \(count) finding\(count == 1 ? "" : "s") in \(service.path)\n")
        }
    }
}
