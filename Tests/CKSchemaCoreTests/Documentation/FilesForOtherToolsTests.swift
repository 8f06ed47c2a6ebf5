import Foundation
import Testing
import CKSchemaCore
import CKSchemaTestSupport

/// Files ckschema hands to other tools — the GitHub Action's `action.yml`, the workflow and
/// configuration snippets users copy out of the docs, the JSON schemas — load in a strict parser
/// (libyaml, as GitHub's runner reads YAML; Foundation's JSON reader). GitHub refuses an
/// `action.yml` that does not parse, and a copied snippet that does not parse fails the user's job.
@Suite struct FilesForOtherToolsTests {
    /// A fenced ```yaml or ```json block of a Markdown file, with the line its body starts at.
    struct Snippet: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var language: String
        var body: String
        var testDescription: String { "\(file):\(line) (\(language))" }
    }

    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.url("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    static let snippets: [Snippet] = documents.flatMap { file -> [Snippet] in
        guard let text = try? String(contentsOf: PackagePaths.url(file), encoding: .utf8) else { return [] }
        var snippets: [Snippet] = []
        var open: (language: String, indent: Int, line: Int, body: [String])?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var current = open {
                if trimmed == "```" {
                    snippets.append(Snippet(file: file, line: current.line, language: current.language,
                                            body: current.body.joined(separator: "\n") + "\n"))
                    open = nil
                } else {
                    current.body.append(String(line.dropFirst(min(current.indent, line.prefix { $0 == " " }.count))))
                    open = current
                }
            } else if trimmed == "```yaml" || trimmed == "```json" {
                let indent = line.prefix { $0 == " " }.count
                open = (String(trimmed.dropFirst(3)), indent, index + 2, [])
            }
        }
        return snippets
    }

    func parseYAML(_ text: String, file: String) throws -> YAMLNode? {
        try YAMLParser.parse(Array(text.utf8), file: file)
    }

    @Test func theActionParsesAndDeclaresWhatItsStepsRead() throws {
        let text = try String(contentsOf: PackagePaths.url("action.yml"), encoding: .utf8)
        let action = try #require(try parseYAML(text, file: "action.yml"))
        #expect(action["name"]?.scalar != nil)
        #expect(action["runs"]?["using"]?.scalar == "composite")
        let inputs = Set(try #require(action["inputs"]?.mapping).compactMap(\.key.scalar))
        // Every `inputs.X` a step reads is declared, and every output names a step that exists.
        let read = Set(text.matches(of: /inputs\.([a-z-]+)/).map { String($0.1) })
        #expect(read.subtracting(inputs).isEmpty, "undeclared inputs: \(read.subtracting(inputs).sorted())")
        let steps = try #require(action["runs"]?["steps"]?.sequence)
        let stepIDs = Set(steps.compactMap { $0["id"]?.scalar })
        for output in try #require(action["outputs"]?.mapping) {
            let value = try #require(output.value["value"]?.scalar)
            let step = try #require(value.firstMatch(of: /steps\.([a-z-]+)\./)).1
            #expect(stepIDs.contains(String(step)), "output \(output.key.scalar ?? "") reads step \(step)")
            #expect(output.value["description"]?.scalar?.isEmpty == false)
        }
    }

    /// The workflow that publishes the plugin (.github/workflows/plugin-release.yml): GitHub
    /// refuses one that does not parse; its jobs wait for jobs that exist, and every script and
    /// make target it runs is in the repository.
    @Test func thePluginReleaseWorkflowParsesAndRunsWhatTheRepositoryHas() throws {
        let file = ".github/workflows/plugin-release.yml"
        let text = try String(contentsOf: PackagePaths.url(file), encoding: .utf8)
        let workflow = try #require(try parseYAML(text, file: file))
        #expect(workflow["on"]?["push"]?["tags"]?.sequence?.isEmpty == false)
        #expect(workflow["on"]?["workflow_dispatch"]?["inputs"]?["version"] != nil)
        let jobs = try #require(workflow["jobs"]?.mapping)
        #expect(Set(jobs.compactMap(\.key.scalar)) == ["linux", "macos", "release"])
        for job in jobs {
            #expect(job.value["runs-on"]?.scalar?.isEmpty == false, "\(job.key.scalar ?? "")")
            #expect(job.value["steps"]?.sequence?.isEmpty == false, "\(job.key.scalar ?? "")")
        }
        let needs = workflow["jobs"]?["release"]?["needs"]?.sequence?.compactMap(\.scalar) ?? []
        #expect(Set(needs) == ["linux", "macos"])
        // The Linux jobs build the two Linux variants; the macOS job the universal one.
        let arches = workflow["jobs"]?["linux"]?["strategy"]?["matrix"]?["include"]?.sequence?.compactMap { $0["arch"]?.scalar }
        #expect(arches == ["x86_64", "aarch64"])
        #expect(text.contains("--triple universal-apple-macosx"))

        let scripts = Set(text.matches(of: /scripts\/([A-Za-z0-9_-]+\.sh)/).map { String($0.1) })
        #expect(scripts == ["install-deps.sh", "artifactbundle.sh", "merge-artifactbundles.sh"])
        for script in scripts {
            #expect(FileManager.default.isExecutableFile(atPath: PackagePaths.url("scripts/\(script)").path), "\(script)")
        }
        let makefile = try String(contentsOf: PackagePaths.url("Makefile"), encoding: .utf8)
        // The make commands the steps run: lines `make TARGET …` or `run: make TARGET …`.
        let targets = Set(text.split(separator: "\n").compactMap { line -> String? in
            var command = line.drop { $0 == " " }
            if command.hasPrefix("run: ") { command = command.dropFirst(5) }
            guard command.hasPrefix("make ") else { return nil }
            return command.dropFirst(5).split(separator: " ").first { !$0.hasPrefix("-") }.map(String.init)
        })
        #expect(targets == ["artifactbundle", "plugin-release"])
        for target in targets {
            #expect(makefile.contains("\n\(target):"), "make \(target)")
        }
    }

    @Test func theDocsHaveSnippetsToCheck() {
        // The extraction itself: a regression that found no blocks would pass every check below.
        #expect(Self.snippets.filter { $0.language == "yaml" }.count > 100)
        #expect(Self.snippets.contains { $0.file == "docs/ci.md" && $0.body.contains("runs-on:") })
    }

    @Test(arguments: snippets)
    func everyYAMLAndJSONSnippetParses(_ snippet: Snippet) throws {
        switch snippet.language {
        case "yaml":
            // A stream of documents (`---` between them: two versions of an example) is YAML too;
            // the project's parser reads one document at a time.
            for document in snippet.body.components(separatedBy: "\n---\n") {
                _ = try parseYAML(document, file: "\(snippet.file):\(snippet.line)")
            }
        default:
            _ = try JSONSerialization.jsonObject(with: Data(snippet.body.utf8))
        }
    }

    @Test(arguments: ["docs/ckschema-schema.json", "docs/ckschema-config-schema.json"])
    func theJSONSchemasParse(_ path: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: PackagePaths.url(path))) as? [String: Any]
        #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        // A URN: the id names the schema without claiming a web address nothing is published at.
        let id = try #require(object?["$id"] as? String)
        #expect(id.hasPrefix("urn:ckschema:"))
    }

    @Test func aPlainScalarHoldingColonSpaceIsRefused() {
        // The mistake that made action.yml unloadable: the parser used above must catch it.
        #expect(throws: (any Error).self) {
            try parseYAML("outputs:\n  verdict:\n    description: safe (release gate: deploy first)\n", file: "t.yml")
        }
    }
}
