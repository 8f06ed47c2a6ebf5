import ArgumentParser
import CKSchemaTestSupport
import Foundation
import Testing
@testable import ckschema

/// Every `ckschema …` command line README.md and docs/ show — in code blocks and in running text —
/// is one the parser accepts with the options shown, so the documentation cannot drift from the
/// tool. A synopsis (`[--format text|json]`, `PATH…`) names options the command has.
@Suite struct DocumentedCommandsTests {
    /// One command line as a page shows it.
    struct Example: CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        /// Whether the page names the command in running text (`ckschema check --swift` names an
        /// option): its required arguments may be left out, but every word given must parse.
        var inText = false
        var description: String { "\(file):\(line): \(text)" }
    }

    /// The pages a user reads (docs/commands.md is the commands' own help, checked by
    /// ``CommandReferenceTests`` and ``HelpExamplesTests``).
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.url("docs").path)
            .filter { $0.hasSuffix(".md") && $0 != "commands.md" }.sorted().map { "docs/" + $0 }
        return ["README.md", "CONTRIBUTING.md"] + docs
    }

    /// The `ckschema …` command lines of a page: the lines of its code blocks (after `$ ` or `run: `)
    /// and its inline code spans; a trailing comment is not part of the command, and `&&`, `||`
    /// and `;` separate commands.
    static func examples(in text: String, file: String) -> [Example] {
        var examples: [Example] = []
        var inBlock = false, language = ""
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                inBlock.toggle()
                language = String(line.dropFirst(3))
                continue
            }
            var candidates: [String] = []
            if inBlock {
                var command = line
                var prompted = false
                for prefix in ["$ ", "- run: ", "run: "] where command.hasPrefix(prefix) {
                    command = String(command.dropFirst(prefix.count))
                    prompted = true
                }
                // A `text` block shows output: only its `$ ` lines are commands.
                if command.hasPrefix("ckschema ") && (language != "text" || prompted) { candidates.append(command) }
            } else {
                var rest = Substring(raw)
                while let open = rest.firstIndex(of: "`") {
                    let after = rest[rest.index(after: open)...]
                    guard let close = after.firstIndex(of: "`") else { break }
                    let span = after[..<close]
                    if span.hasPrefix("ckschema ") { candidates.append(String(span)) }
                    rest = after[after.index(after: close)...]
                }
            }
            for candidate in candidates {
                let inText = !inBlock
                var command = candidate
                if let comment = command.range(of: " #") { command = String(command[..<comment.lowerBound]) }
                for part in command.components(separatedBy: " && ").flatMap({ $0.components(separatedBy: " || ") }) {
                    var part = part.trimmingCharacters(in: .whitespaces)
                    if let redirect = part.range(of: " > ") { part = String(part[..<redirect.lowerBound]) }
                    guard part.hasPrefix("ckschema ") || part == "ckschema" else { continue }
                    examples.append(Example(file: file, line: index + 1, text: part, inText: inText))
                }
            }
        }
        return examples
    }

    /// The command a line's leading words name, with those words and the rest.
    static func command(of words: [String]) -> (path: [String], type: ParsableCommand.Type, rest: [String]) {
        var type: ParsableCommand.Type = CKSchemaCommand.self
        var path: [String] = []
        var rest = words[...]
        while let word = rest.first, let sub = type.configuration.subcommands.first(where: { $0._commandName == word }) {
            type = sub
            path.append(word)
            rest = rest.dropFirst()
        }
        return (path, type, Array(rest))
    }

    /// Whether a line is a synopsis rather than a command: optional parts, alternatives, `…`.
    static func isSynopsis(_ text: String) -> Bool {
        text.contains("[") || text.contains("|") || text.contains("…") || text.contains("<")
    }

    /// Placeholders a page writes in capitals (`ID`, `N`, `PATH`, `FILE.ckdb`, `RECORDTYPE`), given a value.
    static func filled(_ word: String) -> String {
        guard let first = word.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first),
              word.prefix { $0 != "." }.allSatisfy({ $0.isUppercase || $0 == "_" }) else { return word }
        return word == "N" ? "2" : word
    }

    static func allExamples() throws -> [Example] {
        try pages().flatMap { page in
            examples(in: try String(contentsOf: PackagePaths.url(page), encoding: .utf8), file: page)
        }
    }

    @Test func theReaderFindsCommandsInBlocksAndText() {
        let page = """
            Run `ckschema rules --json` or `ckschema ADDED`.
            ```sh
            $ ckschema lint App   # where it lives
            ckschema cloudkit verify-deploy && ckschema check --release
            ckschema rules --kind lint --format markdown > docs/rules.md
            ```
            """
        #expect(Self.examples(in: page, file: "p").map(\.inText) == [true, true, false, false, false, false])
        #expect(Self.examples(in: "```text\nckschema  the command line\n$ ckschema lint\n```", file: "p").map(\.text) == ["ckschema lint"])
        #expect(Self.examples(in: page, file: "p").map(\.text) == [
            "ckschema rules --json", "ckschema ADDED", "ckschema lint App", "ckschema cloudkit verify-deploy",
            "ckschema check --release", "ckschema rules --kind lint --format markdown",
        ])
        #expect(Self.command(of: ["cloudkit", "status", "--json"]).path == ["cloudkit", "status"])
        #expect(Self.filled("ID") == "ID" && Self.filled("N") == "2" && Self.filled("App/Models") == "App/Models")
    }

    /// Each documented command line parses with the options it shows.
    @Test func everyDocumentedCommandParses() throws {
        let examples = try Self.allExamples()
        var parsed = 0, synopses = 0
        for example in examples {
            let words = HelpExamplesTests.words(String(example.text.dropFirst("ckschema".count)))
            let (path, type, rest) = Self.command(of: words)
            // `ckschema ADDED` (a marker the Mermaid diagram prints) names no command: only lines whose
            // first word is a lowercase word or an option are commands.
            if path.isEmpty, let first = rest.first, !first.hasPrefix("-"), first.first?.isLowercase != true { continue }
            if Self.isSynopsis(example.text) {
                synopses += 1
                let help = CKSchemaCommand.helpMessage(for: type, columns: 200)
                for option in rest where option.hasPrefix("--") {
                    let name = String(option.prefix { $0 != "=" && $0 != "]" && $0 != " " })
                    #expect(help.contains(name + " ") || help.contains(name + "\n") || help.contains(name + "]"),
                            "\(example): '\(name)' is not an option of 'ckschema \(path.joined(separator: " "))'")
                }
                continue
            }
            // `ckschema --version` is answered before parsing (CKSchemaCommand.main).
            if path.isEmpty && rest == ["--version"] { continue }
            parsed += 1
            let arguments = path + rest.map(Self.filled)
            do {
                _ = try CKSchemaCommand.parseAsRoot(arguments)
            } catch {
                let message = CKSchemaCommand.message(for: error)
                let missingOnly = message.hasPrefix("Missing expected argument") || message.hasPrefix("Missing value for")
                #expect(example.inText && missingOnly, "\(example): \(message)")
            }
        }
        // What was read: the README's commands and the guides' (a reader that finds nothing passes nothing).
        #expect(parsed >= 120, "\(parsed) command lines parsed")
        #expect(synopses >= 8, "\(synopses) synopses")
        #expect(examples.contains { $0.file == "README.md" && $0.text == "ckschema check --release --against cloudkit/production.ckdb" })
    }

    /// The README: "Older spellings still work in every command": `--json` wherever `--format` is
    /// an option, `diff --fail-on breaking`, `promote --check`.
    @Test func everyCommandWithAFormatTakesTheOlderJSONSpelling() throws {
        var withFormat: [String] = []
        for (path, type) in HelpExamplesTests.commands() where !path.isEmpty {
            guard CKSchemaCommand.helpMessage(for: type, columns: 200).contains("--format <") else { continue }
            withFormat.append(path.joined(separator: " "))
            do {
                _ = try CKSchemaCommand.parseAsRoot(path + ["--json"])
            } catch {
                // A command with required arguments still refuses their absence, never the option.
                let message = CKSchemaCommand.message(for: error)
                #expect(!message.contains("Unknown option"), "ckschema \(path.joined(separator: " ")) --json: \(message)")
            }
        }
        #expect(Set(["rules", "filters", "cloudkit status", "lint", "check", "diff", "plan", "dev query", "env history"])
            .isSubset(of: Set(withFormat)), "\(withFormat)")
        #expect(throws: Never.self) { _ = try CKSchemaCommand.parseAsRoot(["diff", "1", "2", "--fail-on", "breaking"]) }
        #expect(throws: Never.self) { _ = try CKSchemaCommand.parseAsRoot(["promote", "--check"]) }
    }

    /// The three commands that refused it, run: `rules --json` and `filters --json` print what
    /// `--format json` prints; `cloudkit status --json` gets as far as the missing configuration.
    @Test func theOlderJSONSpellingRuns() throws {
        for command in [["rules"], ["filters"]] {
            let old = try CLIRunner.run(command + ["--json"])
            let new = try CLIRunner.run(command + ["--format", "json"])
            #expect(old.status == 0, "\(command) --json: \(old.stderr)")
            #expect(old.stdout == new.stdout && (old.stdout.hasPrefix("{") || old.stdout.hasPrefix("[")), "\(command): \(old.stdout.prefix(200))")
        }
        let folder = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let status = try CLIRunner.run(["cloudkit", "status", "--json"], in: folder)
        #expect(status.status == 2 && !status.stderr.contains("Unknown option"), "\(status.stderr)")
        #expect(status.stderr.contains("cloudkit"), "\(status.stderr)")
        let both = try CLIRunner.run(["rules", "--json", "--format", "markdown", "--kind", "lint"])
        #expect(both.status != 0 && both.stderr.contains("--json is --format json"), "\(both.stderr)")
    }
}
