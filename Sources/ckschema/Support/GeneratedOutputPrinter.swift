import ArgumentParser
import CKSchemaKit

/// Prints the `--check` / `--write` outcome of a generating command and chooses its exit code.
enum GeneratedOutputPrinter {
    /// `--check` (``check(_:project:hint:)``), else ``write(_:project:)``.
    static func finish(_ output: GeneratedOutput, check: Bool, project: Project, hint: String? = nil) throws {
        if check { try self.check(output, project: project, hint: hint) } else { try write(output, project: project) }
    }

    /// `--check`: lists what is missing, stale or obsolete on standard error and exits 1 (with
    /// `hint` as the closing line when given); otherwise says the output is up to date.
    private static func check(_ output: GeneratedOutput, project: Project, hint: String? = nil) throws {
        let differences = output.differences()
        for difference in differences {
            Console.err("\(difference.kind.rawValue): \(output.displayPath(difference, relativeTo: project))\n")
        }
        if !differences.isEmpty {
            if let hint { Console.err("error: \(hint)\n") }
            throw ExitStatus.findings
        }
        printUpToDate(output, project: project)
    }

    /// Writes what differs and prints each file written or removed (a disk that refuses throws
    /// ``OutputWriteError``: exit 2).
    private static func write(_ output: GeneratedOutput, project: Project) throws {
        let changes = try output.write()
        for change in changes {
            Console.out("\(change.kind == .obsolete ? "removed" : "wrote") \(output.displayPath(change, relativeTo: project))\n")
        }
        if changes.isEmpty { printUpToDate(output, project: project) }
    }

    private static func printUpToDate(_ output: GeneratedOutput, project: Project) {
        if output.isSingleFile {
            Console.out("'\(output.destination)' is up to date\n")
        } else {
            Console.out("\(output.fileCount) files up to date in '\(project.relative(output.destination))'\n")
        }
    }
}
