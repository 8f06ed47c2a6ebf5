import ArgumentParser
import CKSchemaKit

/// `ckschema baseline`: accept today's findings when adopting ckschema on an existing history.
struct BaselineCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Record today's findings, so 'lint' and 'check' fail only on new ones.",
        discussion: """
            Writes the lint findings of every version and the check findings of the newest one to \
            ckschema-baseline.json ('baseline:' in ckschema.yaml); commit it. Findings are matched by \
            rule, model and element, never by line, so reformatting keeps them accepted. 'lint' and \
            'check' then skip them, say how many, and note entries that no longer match.

            Examples:
              ckschema release 1 2 3        # lock the versions already shipped
              ckschema baseline             # accept what they break today
              ckschema baseline --update    # rewrite it after fixing findings
            """)

    @Flag(help: "Rewrite an existing baseline file.")
    var update = false

    func run(in project: Project) throws {
        let service = BaselineService(project: project)
        let count = try service.record(update: update)
        Console.out("recorded \(count) finding\(count == 1 ? "" : "s") in \(service.path)\n")
    }
}
