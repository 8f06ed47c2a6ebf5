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
        let container = try! ModelContainer(for: Score.self, configurations: ModelConfiguration(cloudKitDatabase: .private("iCloud.com.example.app")))
        #endif

        """

    /// A file of the target that is not model code.
    static let feature = "struct FeatureState {\n    var title = \"Feature\"\n}\n"

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
        let root = try TemporaryFolder.make("ckschema-test")
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

        let app = try makeApp(in: root)
        return (root, app, runs)
    }

    /// `root/App`, a package whose target `Models` (the model above) uses the build plugin of the
    /// package `root/Plugin`.
    static func makeApp(in root: URL) throws -> URL {
        let manager = FileManager.default
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
        try feature.write(to: sources.appendingPathComponent("Feature.swift"), atomically: true, encoding: .utf8)
        return app
    }

    /// Runs `command` (bash) with `arguments`, failing the test unless it exits 0; its output.
    @discardableResult
    static func script(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        try #require(process.terminationStatus == 0, "bash \(arguments.joined(separator: " ")) failed:\n\(output)")
        return output
    }

    /// How many lines of `output` hold `text`.
    static func lines(of output: String, containing text: String) -> Int {
        output.split(separator: "\n").filter { $0.contains(text) }.count
    }

    /// The finding lines of `output` (a build's, or build-lint's) about the app's files, sorted.
    static func findings(_ output: String, app: URL) throws -> [String] {
        output.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix(app.path) && ($0.contains(": error: ") || $0.contains(": warning: ")) }.sorted()
    }

    /// The findings of `ckschema build-lint` without a cache over the app target's Swift files.
    static func coldFindings(app: URL) throws -> [String] {
        let sources = app.appendingPathComponent("Sources/Models")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { sources.appendingPathComponent($0).path }
        let run = try CLIRunner.run(["build-lint", "--project", app.path] + files, in: app)
        return try findings(run.stdout + run.stderr, app: app)
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
        // Each finding once, as the compiler prints its errors; the same after a build that hits the cache.
        #expect(Self.lines(of: failing.output, containing: finding) == 1, "\(failing.output)")
        let again = try Self.swift(["build"], in: app)
        #expect(again.status != 0)
        #expect(Self.lines(of: again.output, containing: finding) == 1, "\(again.output)")

        // The usual incremental build (a file that is not model code edited), then a model file
        // edited: the findings of each build are those of a cold run (no cache) of the same files.
        let sources = app.appendingPathComponent("Sources/Models")
        try (Self.feature + "// edited\n").write(to: sources.appendingPathComponent("Feature.swift"), atomically: true, encoding: .utf8)
        let edited = try Self.swift(["build"], in: app)
        #expect(edited.status != 0)
        #expect(try Self.findings(edited.output, app: app) == Self.coldFindings(app: app), "\(edited.output)")
        try Self.model.replacingOccurrences(of: "final class Score {\n", with: "final class Score {\n    @Attribute(.unique) var code: String = \"\"\n")
            .write(to: models, atomically: true, encoding: .utf8)
        let modelEdited = try Self.swift(["build"], in: app)
        #expect(modelEdited.status != 0)
        let cold = try Self.coldFindings(app: app)
        #expect(try Self.findings(modelEdited.output, app: app) == cold, "\(modelEdited.output)")
        #expect(cold.contains { $0.hasSuffix("[unique_constraint]") }, "\(cold)")
        #expect(cold.count == 2, "\(cold)")
        try Self.model.write(to: models, atomically: true, encoding: .utf8)

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

    /// A release as `make plugin-release` writes it: bundles built on three machines (the same
    /// binary packed under three triples stands in for them) merged into one whose info.json lists
    /// every variant; SwiftPM's checksum of its zip in the released package's manifest, which
    /// SwiftPM loads; and a consumer build on this machine from the merged bundle.
    @Test func aReleaseMergesTheVariantsAndSwiftPMAcceptsTheMergedBundle() throws {
        let binary = try #require(CLIRunner.binary, "build ckschema first (swift build)")
        let manager = FileManager.default
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? manager.removeItem(at: root) }
        let scripts = PackagePaths.url("scripts")
        let triples = ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu", "universal-apple-macosx"]
        var inputs: [String] = []
        for (index, triple) in triples.enumerated() {
            // The first two as zips (what the CI jobs upload), the last as a folder.
            let bundle = root.appendingPathComponent("machine-\(index)/ckschema.artifactbundle").path
            var arguments = [scripts.appendingPathComponent("artifactbundle.sh").path, "--binary", binary.path,
                             "--bundle", bundle, "--triple", triple]
            if index < 2 { arguments += ["--zip", bundle + ".zip"] }
            try Self.script(arguments, in: root)
            inputs.append(index < 2 ? bundle + ".zip" : bundle)
        }
        let version = try Self.script(["-c", "\"$0\" --version", binary.path], in: root)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let merged = root.appendingPathComponent("release/ckschema.artifactbundle")
        let zip = root.appendingPathComponent("release/ckschema.artifactbundle.zip")
        try Self.script([scripts.appendingPathComponent("merge-artifactbundles.sh").path, "--bundle", merged.path,
                         "--zip", zip.path] + inputs, in: root)

        let info = try JSONSerialization.jsonObject(with: Data(contentsOf: merged.appendingPathComponent("info.json"))) as? [String: Any]
        let artifact = (info?["artifacts"] as? [String: Any])?["ckschema"] as? [String: Any]
        #expect(artifact?["version"] as? String == version)
        let variants = try #require(artifact?["variants"] as? [[String: Any]])
        let listed = Dictionary(uniqueKeysWithValues: variants.compactMap { variant -> (String, [String])? in
            guard let path = variant["path"] as? String else { return nil }
            return (path, variant["supportedTriples"] as? [String] ?? [])
        })
        #expect(listed == [
            "ckschema-x86_64-unknown-linux-gnu/bin/ckschema": ["x86_64-unknown-linux-gnu"],
            "ckschema-aarch64-unknown-linux-gnu/bin/ckschema": ["aarch64-unknown-linux-gnu"],
            "ckschema-universal-apple-macosx/bin/ckschema": ["arm64-apple-macosx", "x86_64-apple-macosx"],
        ])
        for path in listed.keys { #expect(manager.isExecutableFile(atPath: merged.appendingPathComponent(path).path), "\(path)") }

        // The checksum SwiftPM computes of the zip, as the released manifest names it.
        let checksum = try Self.swift(["package", "compute-checksum", zip.path], in: root)
        #expect(checksum.status == 0, "\(checksum.output)")
        let sum = checksum.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(sum.count == 64)
        #expect(try String(contentsOf: URL(fileURLWithPath: zip.path + ".checksum"), encoding: .utf8) == sum + "\n")

        let url = "https://example.com/releases/download/\(version)/ckschema.artifactbundle.zip"
        let package = root.appendingPathComponent("release/ckschema-plugin")
        try Self.script([scripts.appendingPathComponent("plugin-release.sh").path, "--version", version, "--url", url,
                         "--zip", zip.path, "--out", package.path], in: root)
        // SwiftPM loads the released manifest (it compiles and runs it); its binary target is the
        // zip's url and checksum, and it offers both plugins.
        let dump = try Self.swift(["package", "dump-package"], in: package)
        #expect(dump.status == 0, "\(dump.output)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let binaryTarget = try #require(targets.first { $0["name"] as? String == "ckschema" })
        #expect(binaryTarget["url"] as? String == url)
        #expect(binaryTarget["checksum"] as? String == sum)
        #expect(binaryTarget["path"] == nil || binaryTarget["path"] is NSNull)
        #expect(Set(targets.compactMap { $0["name"] as? String }) == ["ckschema", "CKSchemaBuildPlugin", "CKSchemaCommandPlugin"])
        #expect(manager.fileExists(atPath: package.appendingPathComponent("Plugins/CKSchemaBuildPlugin/CKSchemaBuildPlugin.swift").path))
        // A version that is not the bundle's is refused.
        let refused = Process()
        refused.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        refused.arguments = ["bash", scripts.appendingPathComponent("plugin-release.sh").path, "--version", "99.0.0",
                             "--url", url, "--zip", zip.path, "--out", root.appendingPathComponent("refused").path]
        refused.standardOutput = FileHandle.nullDevice
        refused.standardError = FileHandle.nullDevice
        try refused.run()
        refused.waitUntilExit()
        #expect(refused.terminationStatus == 2)
        #expect(!manager.fileExists(atPath: root.appendingPathComponent("refused").path))

        // The consumer build on this machine, from the merged bundle by path: SwiftPM picks this
        // machine's variant, whose lint fails the build at the line.
        let plugin = root.appendingPathComponent("Plugin")
        try manager.createDirectory(at: plugin, withIntermediateDirectories: true)
        for item in ["Package.swift", "Plugins"] {
            try manager.copyItem(at: PackagePaths.url("Plugin/\(item)"), to: plugin.appendingPathComponent(item))
        }
        try manager.copyItem(at: merged, to: plugin.appendingPathComponent("ckschema.artifactbundle"))
        let app = try Self.makeApp(in: root)
        let build = try Self.swift(["build"], in: app)
        #expect(build.status != 0)
        let finding = "\(app.appendingPathComponent("Sources/Models/Models.swift").path):7:9: error: "
        #expect(Self.lines(of: build.output, containing: finding) == 1, "\(build.output)")
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
