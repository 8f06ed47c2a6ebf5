import CKSchemaTestSupport
import Foundation
import Testing

/// Text the pull request chooses (an entity's name, a suppression's reason) cannot write a
/// workflow command into the log, an escape into a terminal, or Markdown into the job summary.
@Suite struct OutputInjectionTests {
    /// An entity named with a newline and a workflow command, an ANSI escape, HTML, an image, a
    /// link and a mention; and a schema file with a control character in a value.
    static let injected = "Bad\\n::error file=README.md::injected\\u001B[2J<img src=x onerror=alert(1)>![ok](https://evil.example/ok.png)[Safe](https://evil.example)@team"

    static func repository() throws -> URL {
        try TemporaryFolder.repository([
            "schemas/v1.yaml": """
                model: Notes
                version: 1
                entities:
                  "\(injected)":
                    attributes:
                      title: String
                """,
        ])
    }

    static func linesStartingACommand(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.drop(while: { $0 == " " }).hasPrefix("::error file=README.md") }
    }

    @Test(arguments: ["text", "github", "markdown", "json", "sarif", "junit"])
    func noFormatLetsTheNameWriteACommandOrAnEscape(format: String) throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["lint", "--format", format], in: folder)
        #expect(result.status == 1 || result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("Bad"), "the error names the entity: \(result.stdout)\(result.stderr)")
        for output in [result.stdout, result.stderr] {
            #expect(Self.linesStartingACommand(output).isEmpty, "\(format): \(output)")
            #expect(!output.contains("\u{1B}[2J"), "\(format): a terminal escape reached the output")
        }
    }

    /// A suppression's reason is printed in the summary's table of accepted findings: it cannot
    /// draw an image, a link, HTML or a mention there.
    @Test func aReasonCannotWriteMarkdown() throws {
        let reason = "ok <img src=x> ![ok](https://evil.example/ok.png) [Safe](https://evil.example) @team | ✅"
        let folder = try TemporaryFolder.repository([
            "schemas/v1.yaml": "model: Notes\nversion: 1\nentities:\n  Note:\n    attributes:\n      title: String\n",
            "ckschema.yaml": "version: 1\nsuppressions:\n  - rule: attribute_required_without_default\n    entity: Note\n    attribute: title\n    reason: \"\(reason)\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["lint", "--format", "markdown"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Accepted findings"), "\(result.stdout)")
        #expect(result.stdout.contains("&lt;img src=x&gt;"), "\(result.stdout)")
        for raw in ["<img", "![ok](", "[Safe](https", "@team", " | ✅"] {
            #expect(!result.stdout.contains(raw), "\(raw) in \(result.stdout)")
        }
    }

    /// An exit-2 error names the file it stops at; a file named like a workflow command cannot
    /// start a line of the log with it.
    @Test func anInputErrorCannotStartALineWithACommand() throws {
        let folder = try TemporaryFolder.repository(["::error file=README.md::x.yaml": "- not a mapping\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["lint", "::error file=README.md::x.yaml"], in: folder)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(Self.linesStartingACommand(result.stderr).isEmpty, "\(result.stderr)")
        #expect(result.stderr.contains("./::error file=README.md::x.yaml"), "\(result.stderr)")
    }

    /// Under `--format github`, invalid input is also an annotation, so a failed step shows it.
    @Test func anInputErrorIsAnAnnotationUnderGitHub() throws {
        let folder = try TemporaryFolder.repository(["schemas/v1.yaml": "- not a mapping\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["lint", "--format", "github"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout.contains("::error file=schemas/v1.yaml,line=1,col=1,title=schema.wrong_kind::"), "\(result.stdout)")
        #expect(result.stderr.contains("schemas/v1.yaml:1:1: error:"))
    }
}
