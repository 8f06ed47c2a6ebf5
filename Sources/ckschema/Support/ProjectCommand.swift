import ArgumentParser
import CKSchemaKit

/// A command that works on the project of the current folder (its ckschema.yaml, or the defaults):
/// `run(in:)` is its body, and invalid input becomes exit 2 (``runReportingInputErrors(_:)``).
protocol ProjectCommand: ParsableCommand {
    func run(in project: Project) throws
}

extension ProjectCommand {
    func run() throws {
        try runReportingInputErrors { try run(in: try Project.load()) }
    }
}
