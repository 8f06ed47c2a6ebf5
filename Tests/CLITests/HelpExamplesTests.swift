import ArgumentParser
import Testing
@testable import ckschema

/// Every example command line in `--help` is one the parser accepts, so help cannot drift from
/// the options it describes.
@Suite struct HelpExamplesTests {
    /// Every command and subcommand, with its path of names.
    static func commands(_ command: ParsableCommand.Type = CKSchemaCommand.self, path: [String] = []) -> [([String], ParsableCommand.Type)] {
        [(path, command)] + command.configuration.subcommands.flatMap { commands($0, path: path + [$0._commandName]) }
    }

    /// The `ckschema …` lines of a help text, as argument lists: numbering, trailing comments and
    /// what follows `&&` or `>` are not part of the example; single quotes group words.
    static func examples(in discussion: String) -> [[String]] {
        discussion.split(separator: "\n").compactMap { line -> [String]? in
            var text = line.trimmingCharacters(in: .whitespaces)
            if let dot = text.firstIndex(of: "."), text[..<dot].allSatisfy(\.isNumber), !text[..<dot].isEmpty {
                text = text[text.index(after: dot)...].trimmingCharacters(in: .whitespaces)
            }
            guard text.hasPrefix("ckschema ") else { return nil }
            for end in [" #", " &&", " >"] {
                if let range = text.range(of: end) { text = String(text[..<range.lowerBound]) }
            }
            return words(String(text.dropFirst("ckschema ".count)))
        }
    }

    static func words(_ text: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, started = false
        for character in text {
            if character == "'" { quoted.toggle(); started = true; continue }
            if character == " " && !quoted {
                if started { words.append(current) }
                current = ""; started = false
            } else {
                current.append(character); started = true
            }
        }
        if started { words.append(current) }
        return words
    }

    @Test func theExampleReaderSplitsLikeAShell() {
        #expect(Self.examples(in: "  1. ckschema lint App  # where it lives\n  other") == [["lint", "App"]])
        #expect(Self.examples(in: "ckschema dev query Score --where 'points>=3'") == [["dev", "query", "Score", "--where", "points>=3"]])
        #expect(Self.examples(in: "ckschema cloudkit verify-deploy && git add x") == [["cloudkit", "verify-deploy"]])
        // What the test below relies on: a misspelt option is refused.
        #expect(throws: (any Error).self) { try CKSchemaCommand.parseAsRoot(["check", "--agaisnt", "x"]) }
    }

    @Test func everyHelpExampleParses() throws {
        var count = 0
        for (path, command) in Self.commands() {
            for example in Self.examples(in: command.configuration.discussion) {
                count += 1
                #expect(throws: Never.self, "\(path.joined(separator: " ")): ckschema \(example.joined(separator: " "))") {
                    _ = try CKSchemaCommand.parseAsRoot(example)
                }
            }
        }
        // The root's three first steps and the commands' examples.
        #expect(count >= 40, "\(count) examples found")
    }

    /// Every command says what it does in one line: the reference's contents list and
    /// `ckschema --help` show it.
    @Test func everyCommandHasAnAbstract() {
        let commands = Self.commands()
        // What was read: the whole tree, the subcommands of subcommands included.
        #expect(commands.map { $0.0.joined(separator: " ") }.contains("dev init"))
        for (path, command) in commands {
            #expect(!command.configuration.abstract.isEmpty, "ckschema \(path.joined(separator: " "))")
        }
    }
}
