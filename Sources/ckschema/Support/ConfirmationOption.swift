import ArgumentParser
import Foundation

/// `--yes`, for the commands whose change cannot be undone: without it they ask on a terminal.
struct ConfirmationOption: ParsableArguments {
    @Flag(help: "Do not ask for confirmation.")
    var yes = false

    /// Returns when `--yes` was given or the answer is yes. Without a terminal it prints `refusal`
    /// and exits 2; a "no" prints `cancelled` and exits 1.
    func require(_ question: String, refusal: String, cancelled: String) throws {
        if yes { return }
        guard let answer = Self.ask(question) else {
            Console.err("error: \(refusal)\n")
            throw ExitStatus.invalidInput
        }
        if !answer {
            Console.err(cancelled + "\n")
            throw ExitStatus.findings
        }
    }

    /// Asks a yes/no question on the terminal; nil when standard input is not a terminal.
    static func ask(_ question: String) -> Bool? {
        guard Console.stdinIsTerminal else { return nil }
        Console.err(question + " [y/N] ")
        guard let answer = readLine() else { return false }
        return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
