import ArgumentParser
import CKSchemaTestSupport
import Foundation
import Testing
@testable import ckschema

/// docs/commands.md is every command's `--help` on one page, generated from the commands
/// themselves, so the page cannot drift from what the tool says.
@Suite struct CommandReferenceTests {
    static let path = "docs/commands.md"

    /// The page: a contents list of every command with its abstract, then each command's help.
    static func page() -> String {
        let commands = HelpExamplesTests.commands()
        var text = """
            # Command reference

            <!-- Generated from the commands' --help by Tests/CLITests/CommandReferenceTests.swift; \
            regenerate with `make generate`. -->

            Every `ckschema` command's `--help`, as the terminal prints it. The guides explain how \
            the commands fit together: [workflows](workflows.md), [CI](ci.md), [SwiftData](swiftdata.md), \
            [CloudKit](cloudkit.md).


            """
        for (path, command) in commands {
            let name = (["ckschema"] + path).joined(separator: " ")
            text += "- [`\(name)`](#\(name.replacingOccurrences(of: " ", with: "-"))): \(command.configuration.abstract)\n"
        }
        for (path, command) in commands {
            let name = (["ckschema"] + path).joined(separator: " ")
            let help = CKSchemaCommand.helpMessage(for: command, columns: 100)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
                .joined(separator: "\n")
                .trimmingCharacters(in: .newlines)
            text += "\n## \(name)\n\n```text\n\(help)\n```\n"
        }
        return text
    }

    @Test func theCheckedInPageIsUpToDate() throws {
        try GeneratedFile.expectCurrent(Self.path, Self.page(), from: "the commands' --help")
    }

    /// Every command has its section, with its usage line.
    @Test func everyCommandHasItsUsage() {
        let page = Self.page()
        for (path, _) in HelpExamplesTests.commands() {
            let name = (["ckschema"] + path).joined(separator: " ")
            #expect(page.contains("\n## \(name)\n\n```text\n"), "\(name)")
            #expect(page.contains("USAGE: \(name)"), "\(name)")
        }
        #expect(HelpExamplesTests.commands().count >= 37)
    }
}
