import CKSchemaCore
import CKSchemaProject
import Foundation

/// `ckschema baseline`: records today's findings — lint findings of every version and the check
/// findings of the newest — so a team can adopt ckschema on an existing history and fail only on
/// what is new from then on.
public struct BaselineService {
    public let project: Project

    public init(project: Project) {
        self.project = project
    }

    /// The baseline file's path (`baseline:` in `ckschema.yaml`, default `ckschema-baseline.json`
    /// next to it).
    public var path: String { project.relative(project.configuration.resolve(project.configuration.baseline)) }

    /// Records the findings of the schemas folder in the baseline file, atomically.
    ///
    /// - Parameter update: rewrite an existing file (without it, an existing file is not touched).
    /// - Returns: how many findings were recorded.
    /// - Throws: ``InputError`` (exit 2) for unreadable input, or when the file exists and `update`
    ///   is false.
    public func record(update: Bool) throws -> Int {
        if !update && FileManager.default.fileExists(atPath: path) {
            throw InputError(FindingsBaselineProblems.exists, message: "the findings baseline '\(path)' exists already",
                             location: SourceLocation(file: path, line: 1, column: 1),
                             fix: "run 'ckschema baseline --update' to rewrite it with today's findings")
        }
        // Older versions' findings are history (notes) and need no entry; `strict` keeps them
        // all, so a finding an older version shares with a later one stays accepted.
        var findings = try LintService(project: project).collect(strict: true).findings
        findings += try CheckService(project: project) { _ in throw BaselineServiceError.noStore }.collect().findings
        let baseline = FindingsBaseline.accepting(findings)
        try AtomicFile.write(try baseline.rendered(), to: path)
        return baseline.findings.count
    }
}

/// The default check reached for the local store (it never does: no `--against`).
enum BaselineServiceError: Error {
    case noStore
}
