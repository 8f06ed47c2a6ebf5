import CKSchemaTestSupport
import Foundation
import Testing

/// Adopting ckschema on real model histories from the shared corpus: import every version, accept
/// today's findings with `baseline`, then gate only what new versions change.
@Suite(.corpus("xcdatamodel"))
struct AdoptionTests {
    /// Corpus models with several versions, by the file-name prefix of their versions.
    static let histories = [
        "Automattic__simplenote-ios__Simplenote",
        "inaturalist__INaturalistIOS__INaturalist",
    ]

    /// Rebuilds `<name>.xcdatamodeld` in `folder` from the corpus's flattened version files.
    static func bundle(_ prefix: String, in folder: URL) throws -> URL {
        let corpus = try #require(PackagePaths.corpusFile("xcdatamodel"))
        let bundle = folder.appendingPathComponent("Model.xcdatamodeld")
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { $0.hasPrefix(prefix + "__") && $0.hasSuffix(".xml") }
        for name in names {
            let version = String(name.dropFirst(prefix.count + 2).dropLast(4))
            let target = bundle.appendingPathComponent(version + ".xcdatamodel")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: corpus.appendingPathComponent(name), to: target.appendingPathComponent("contents"))
        }
        let current = corpus.appendingPathComponent(prefix + ".xccurrentversion")
        if FileManager.default.fileExists(atPath: current.path) {
            try FileManager.default.copyItem(at: current, to: bundle.appendingPathComponent(".xccurrentversion"))
        }
        return bundle
    }

    /// The newest `schemas/*-vN.yaml` and N.
    static func newest(in schemas: URL) throws -> (url: URL, version: Int) {
        let files = try FileManager.default.contentsOfDirectory(atPath: schemas.path).filter { $0.hasSuffix(".yaml") }
        let numbered = files.compactMap { name -> (String, Int)? in
            guard let range = name.range(of: "-v", options: .backwards), let n = Int(name[range.upperBound...].dropLast(5)) else { return nil }
            return (name, n)
        }
        let top = try #require(numbered.max { $0.1 < $1.1 })
        return (schemas.appendingPathComponent(top.0), top.1)
    }

    /// Writes version N+1 from the newest file's text, changed by `edit`.
    static func nextVersion(in schemas: URL, edit: (String) -> String) throws -> URL {
        let (url, version) = try newest(in: schemas)
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "\nversion: \(version)\n", with: "\nversion: \(version + 1)\n")
        let next = url.deletingLastPathComponent().appendingPathComponent(
            url.lastPathComponent.replacingOccurrences(of: "-v\(version).yaml", with: "-v\(version + 1).yaml"))
        try edit(text).write(to: next, atomically: true, encoding: .utf8)
        return next
    }

    static let probe = "      adoptionProbe: String?\n"

    @Test(arguments: histories)
    func aBaselinedHistoryFailsOnlyOnWhatANewVersionBreaks(prefix: String) throws {
        let root = try TemporaryFolder.make("ckschema-test")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let bundle = try Self.bundle(prefix, in: root)
        let imported = try CLIRunner.run(["import", "xcdatamodel", bundle.path], in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        let schemas = root.appendingPathComponent("schemas")

        let baseline = try CLIRunner.run(["baseline"], in: root)
        #expect(baseline.status == 0, "\(baseline.stdout)\(baseline.stderr)")
        let adopted = try CLIRunner.run(["check"], in: root)
        #expect(adopted.status == 0, "\(adopted.stdout)\(adopted.stderr)")
        // The local development store takes what generation takes: the baseline's findings do not block it.
        let generated = try CLIRunner.run(["generate", "ckdb"], in: root)
        #expect(generated.status == 0, "\(generated.stderr)")
        let initialized = try CLIRunner.run(["dev", "init"], in: root)
        #expect(initialized.status == 0, "\(initialized.stdout)\(initialized.stderr)")
        #expect(initialized.stdout.contains("local development store"), "\(initialized.stdout)")

        // A version that only adds an optional attribute (to the first entity that has attributes).
        let added = try Self.nextVersion(in: schemas) { text in
            text.replacingOccurrences(of: "\n    attributes:\n", with: "\n    attributes:\n" + Self.probe,
                                      options: [], range: text.range(of: "\n    attributes:\n"))
        }
        let additive = try CLIRunner.run(["check"], in: root)
        #expect(additive.status == 0, "\(additive.stdout)\(additive.stderr)")
        #expect(additive.stdout.contains("adoptionProbe"), "the addition is reported as a notice: \(additive.stdout)")

        // A version that removes that attribute again: exactly one error, on the new file, with
        // the previous version as its related location.
        let removing = try Self.nextVersion(in: schemas) { $0.replacingOccurrences(of: Self.probe, with: "") }
        let broken = try CLIRunner.run(["check", "--format", "json"], in: root)
        #expect(broken.status == 1, "\(broken.stdout)\(broken.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(broken.stdout.utf8)) as? [String: Any])
        let errors = (json["findings"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String == "error" }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?["rule"] as? String == "field_no_delete")
        #expect(errors.first?["file"] as? String == "schemas/" + removing.lastPathComponent)
        #expect(errors.first?["relatedFile"] as? String == "schemas/" + added.lastPathComponent)
    }
}
