import CKSchemaTestSupport
import Foundation
import Testing

/// The SwiftPM plugins of Plugin/, as an app package uses them: a consumer package in a temporary
/// folder depends on a copy of Plugin/ by path, whose binary target is a bundle that
/// scripts/artifactbundle.sh packs from the ckschema this suite built (debug). This is the
/// suite's slowest test: four `swift build`s and a `swift package` of a two-file package.
@Suite(.serialized) struct BuildPluginTests {
    static let model = """
        import Foundation
        #if canImport(SwiftData)
        import SwiftData

        @Model
        final class Score {
            var points: Int
            init(points: Int) { self.points = points }
        }
        #endif

        """

    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs `swift arguments…` in `folder`, standard output and error together.
    static func swift(_ arguments: [String], in folder: URL) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Plugin/ (its manifest and plugins) with a bundle of `binary`, and an app package using it.
    /// The bundle's executable is a wrapper that appends a line to `runs` (returned) at every start
    /// of the tool, then runs it.
    static func makePackages(binary: URL) throws -> (root: URL, app: URL, runs: URL) {
        let manager = FileManager.default
        let root = try CLIRunner.temporaryFolder()
        let plugin = root.appendingPathComponent("Plugin")
        try manager.createDirectory(at: plugin, withIntermediateDirectories: true)
        for item in ["Package.swift", "Plugins"] {
            try manager.copyItem(at: PackagePaths.url("Plugin/\(item)"), to: plugin.appendingPathComponent(item))
        }
        let pack = Process()
        pack.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pack.arguments = ["bash", PackagePaths.url("scripts/artifactbundle.sh").path, "--binary", binary.path,
                          "--bundle", plugin.appendingPathComponent("ckschema.artifactbundle").path]
        pack.standardOutput = FileHandle.nullDevice
        try pack.run()
        pack.waitUntilExit()
        try #require(pack.terminationStatus == 0, "scripts/artifactbundle.sh failed")
        // The one variant folder, `ckschema-<this machine's triple>`.
        let bundle = plugin.appendingPathComponent("ckschema.artifactbundle")
        let variant = try #require(try manager.contentsOfDirectory(atPath: bundle.path).first { $0.hasPrefix("ckschema-") })
        let bin = bundle.appendingPathComponent("\(variant)/bin")
        let runs = root.appendingPathComponent("runs.log")
        try manager.moveItem(at: bin.appendingPathComponent("ckschema"), to: bin.appendingPathComponent("ckschema-real"))
        try """
            #!/bin/sh
            echo run >> '\(runs.path)'
            exec '\(bin.appendingPathComponent("ckschema-real").path)' "$@"

            """.write(to: bin.appendingPathComponent("ckschema"), atomically: true, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("ckschema").path)

        let app = root.appendingPathComponent("App")
        let sources = app.appendingPathComponent("Sources/Models")
        try manager.createDirectory(at: sources, withIntermediateDirectories: true)
        // The app is a repository of its own: the search for ckschema.yaml ends at its root.
        try manager.createDirectory(at: app.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "../Plugin")],
                targets: [
                    .target(name: "Models", plugins: [.plugin(name: "CKSchemaBuildPlugin", package: "Plugin")]),
                ]
            )

            """.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try model.write(to: sources.appendingPathComponent("Models.swift"), atomically: true, encoding: .utf8)
        return (root, app, runs)
    }

    /// How many times the tool started.
    static func count(_ runs: URL) -> Int {
        ((try? String(contentsOf: runs, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    @Test func theBuildFailsAtTheLineUntilTheModelIsFixedAndAnUnchangedBuildHitsTheCache() throws {
        let binary = try #require(CLIRunner.binary, "build ckschema first (swift build)")
        let (root, app, runs) = try Self.makePackages(binary: binary)
        defer { try? FileManager.default.removeItem(at: root) }
        let models = app.appendingPathComponent("Sources/Models/Models.swift")
        // `var points: Int` is on line 7, column 9.
        let finding = "\(models.path):7:9: error: "

        let failing = try Self.swift(["build"], in: app)
        #expect(failing.status != 0)
        let line = failing.output.split(separator: "\n").first { $0.contains(finding) }
        #expect(line?.hasSuffix("[attribute_required_without_default]") == true, "\(failing.output)")

        let lint = try Self.swift(["package", "ckschema", "lint"], in: app)
        #expect(lint.status != 0)
        #expect(lint.output.contains("Models.swift:7:9: error: "), "\(lint.output)")
        #expect(lint.output.contains("[attribute_required_without_default]"))
        // `check` in a package with no ckschema.yaml or schemas folder checks the model's target,
        // as `lint` finds it, instead of failing on a schemas folder that does not exist.
        let check = try Self.swift(["package", "ckschema", "check"], in: app)
        #expect(check.status != 0)
        #expect(check.output.contains("Models.swift:7:9: error: "), "\(check.output)")
        #expect(!check.output.contains("schema.unreadable"), "\(check.output)")

        try Self.model.replacingOccurrences(of: "var points: Int\n", with: "var points: Int = 0\n")
            .write(to: models, atomically: true, encoding: .utf8)
        let fixed = try Self.swift(["build"], in: app)
        #expect(fixed.status == 0, "\(fixed.output)")
        #expect(!fixed.output.contains("error:"))

        // Nothing changed: the tool starts once (a prebuild command runs on every build), finds
        // its cache and does not lint again, so the cache file is not rewritten.
        let cache = try #require(FileManager.default.enumerator(at: app.appendingPathComponent(".build"), includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.first { $0.lastPathComponent == "ckschema-lint.cache" })
        let before = try FileManager.default.attributesOfItem(atPath: cache.path)[.modificationDate] as? Date
        let started = Self.count(runs)
        let unchanged = try Self.swift(["build"], in: app)
        #expect(unchanged.status == 0, "\(unchanged.output)")
        #expect(Self.count(runs) == started + 1)
        let after = try FileManager.default.attributesOfItem(atPath: cache.path)[.modificationDate] as? Date
        #expect(before != nil && before == after)
    }

    /// What SwiftPM reads of the bundle: info.json's variant for this machine, whose executable runs.
    @Test func theBundlesInfoJSONNamesAnExecutableThatRuns() throws {
        let binary = try #require(CLIRunner.binary, "build ckschema first (swift build)")
        let (root, _, _) = try Self.makePackages(binary: binary)
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("Plugin/ckschema.artifactbundle")
        let info = try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json"))) as? [String: Any]
        #expect(info?["schemaVersion"] as? String == "1.0")
        let artifact = (info?["artifacts"] as? [String: Any])?["ckschema"] as? [String: Any]
        #expect(artifact?["type"] as? String == "executable")
        let variants = try #require(artifact?["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        let path = try #require(variants.first?["path"] as? String)
        let triples = variants.first?["supportedTriples"] as? [String] ?? []
        #expect(path == "ckschema-\(triples.first ?? "?")/bin/ckschema")
        let (process, out, _) = try CLIRunner.start(["--version"], in: root, program: bundle.appendingPathComponent(path))
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed == (artifact?["version"] as? String ?? "?") + "\n")
    }
}
