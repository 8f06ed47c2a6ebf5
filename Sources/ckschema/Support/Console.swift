import CKSchemaCore
import CKSchemaReporting
import Foundation

/// The CLI's only way to print: standard output for results, standard error for problems.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
    static func useColor(for fileDescriptor: Int32) -> Bool {
        let env = ProcessInfo.processInfo.environment
        if let noColor = env["NO_COLOR"], !noColor.isEmpty { return false }
        if env["TERM"] == "dumb" { return false }
        return isatty(fileDescriptor) == 1
    }

    /// Whether standard input is an interactive terminal (prompts need one).
    static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Prints invalid-input problems to standard error in compiler form; under `--format github`
    /// also as workflow commands on standard output, so a failed step shows them as annotations.
    static func report(_ error: InputError) {
        let reporter = TextReporter(useColor: useColor(for: STDERR_FILENO))
        for diagnostic in error.diagnostics {
            err(reporter.render(diagnostic))
        }
        guard formatIsGitHub(CommandLine.arguments) else { return }
        for diagnostic in error.diagnostics {
            out(GitHubReporter.annotation(diagnostic, repository: RepositoryPaths()))
        }
    }

    /// Whether the command line asks for `--format github` (read from the words, since invalid
    /// input can stop a command before its options are of use).
    static func formatIsGitHub(_ arguments: [String]) -> Bool {
        arguments.contains("--format=github")
            || zip(arguments, arguments.dropFirst()).contains { $0 == "--format" && $1 == "github" }
    }
}
