import CKSchemaTestSupport
import Foundation
import Testing

/// A pull request cannot make ckschema read, print or write a file outside the repository: not
/// through a committed symlink (of a file or a folder), not through a path in `ckschema.yaml`,
/// and not by naming a pipe or a device. Each test builds the repository it attacks with, and a
/// secret file beside it that must never reach the output.
@Suite struct RepositoryBoundaryTests {
    static let secret = "SECRET_TOKEN=hunter2-do-not-print"

    /// An outer folder holding `repo/` (a repository with the example's v1) and `outside/`
    /// (a secret file and an empty folder a command might be led to write in).
    struct Layout {
        let outer: URL
        var repository: URL { outer.appendingPathComponent("repo") }
        var outside: URL { outer.appendingPathComponent("outside") }

        init(configuration: String? = nil) throws {
            outer = try TemporaryFolder.make("ckschema-test")
            try FileManager.default.createDirectory(at: outer.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: outer.appendingPathComponent("repo/schemas"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: outer.appendingPathComponent("outside/folder"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: PackagePaths.url("schemas/v1.yaml"), to: repository.appendingPathComponent("schemas/v1.yaml"))
            try (RepositoryBoundaryTests.secret + "\n").write(to: outside.appendingPathComponent("secret.env"), atomically: true, encoding: .utf8)
            if let configuration {
                try configuration.write(to: repository.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
            }
        }

        func link(_ path: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(atPath: repository.appendingPathComponent(path).path, withDestinationPath: destination)
        }

        func run(_ arguments: [String]) throws -> CLIRunner.Result {
            try CLIRunner.run(arguments, in: repository)
        }

        var outsideIsUntouched: Bool {
            ((try? FileManager.default.contentsOfDirectory(atPath: outside.path)) ?? []).sorted() == ["folder", "secret.env"]
                && ((try? FileManager.default.contentsOfDirectory(atPath: outside.appendingPathComponent("folder").path)) ?? ["?"]).isEmpty
        }

        func remove() { try? FileManager.default.removeItem(at: outer) }
    }

    @Test(arguments: ["../../outside/secret.env", "ABSOLUTE"])
    func aSymlinkedSchemaFileOutsideIsRefusedUnread(destination: String) throws {
        let layout = try Layout()
        defer { layout.remove() }
        let target = destination == "ABSOLUTE" ? layout.outside.appendingPathComponent("secret.env").path : destination
        try layout.link("schemas/v2.yaml", to: target)
        for arguments in [["lint"], ["check"], ["lint", "schemas/v2.yaml"], ["diff", "1", "2"]] {
            let result = try layout.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains("[input.outside_repository]"), "\(arguments): \(result.stderr)")
            #expect(!result.stdout.contains("hunter2") && !result.stderr.contains("hunter2"), "\(arguments) printed the secret")
        }
    }

    @Test func aSymlinkedFolderOutsideIsRefused() throws {
        let layout = try Layout(configuration: "version: 1\nschemas: linked\n")
        defer { layout.remove() }
        try FileManager.default.copyItem(at: layout.outside.appendingPathComponent("secret.env"),
                                         to: layout.outside.appendingPathComponent("folder/v1.yaml"))
        try layout.link("linked", to: "../outside/folder")
        let result = try layout.run(["lint"])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("[input.outside_repository]"))
        #expect(!result.stderr.contains("hunter2"))
    }

    /// Paths in ckschema.yaml are the change's to choose: none may leave the repository.
    @Test(arguments: ["schemas: ../outside", "schemas: /etc", "coreData: ../outside/Model.xcdatamodeld",
                      "swiftData: /tmp", "migrations: ../outside/folder", "baseline: ../outside/folder/b.json",
                      "state: ../outside/folder/state.sqlite", "entitlements: [../outside/secret.env]", "swift: [~/x.swift]"])
    func aConfiguredPathOutsideIsRefusedAtItsLine(line: String) throws {
        let layout = try Layout(configuration: "version: 1\n\(line)\n")
        defer { layout.remove() }
        let result = try layout.run(["lint"])
        #expect(result.status == 2, "\(line): \(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("ckschema.yaml:2:"), "\(line): \(result.stderr)")
        #expect(result.stderr.contains("[config.path_outside_repository]"), "\(line): \(result.stderr)")
        #expect(layout.outsideIsUntouched)
    }

    /// A monorepo's configuration in a subfolder may name the model beside it, inside the repository.
    @Test func aConfiguredPathThatClimbsButStaysInsideIsRead() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let ios = layout.repository.appendingPathComponent("ios")
        try FileManager.default.createDirectory(at: ios, withIntermediateDirectories: true)
        try "version: 1\nschemas: ../schemas\n".write(to: ios.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["lint"], in: ios)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("0 errors"))
    }

    /// Writes through a committed symlinked folder are refused, and nothing lands outside.
    @Test func writesThroughASymlinkedFolderAreRefused() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try FileManager.default.copyItem(at: PackagePaths.url("schemas/v2.yaml"), to: layout.repository.appendingPathComponent("schemas/v2.yaml"))
        try layout.link("migrations", to: "../outside/folder")
        let plan = try layout.run(["plan", "--write"])
        #expect(plan.status == 2, "\(plan.stdout)\(plan.stderr)")
        #expect(plan.stderr.contains("[input.outside_repository]"), "\(plan.stderr)")
        try layout.link("Generated", to: "../outside/folder")
        let generated = try layout.run(["generate", "swift", "--output", "Generated"])
        #expect(generated.status == 2, "\(generated.stdout)\(generated.stderr)")
        #expect(generated.stderr.contains("[input.outside_repository]"), "\(generated.stderr)")
        try layout.link(".ckschema", to: "../outside/folder")
        let dev = try layout.run(["dev", "init"])
        #expect(dev.status == 2, "\(dev.stdout)\(dev.stderr)")
        #expect(layout.outsideIsUntouched)
    }

    #if os(Linux)
    /// A schema file linked to the command's own standard output (a pipe in CI's `$(…)`) would
    /// block a reader forever; only regular files are read.
    @Test func aLinkToAPipeIsRefusedWithoutWaiting() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try layout.link("schemas/v2.yaml", to: "/proc/self/fd/1")
        let (process, out, err) = try CLIRunner.start(["lint", "schemas/v2.yaml"], in: layout.repository)
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var stderr = ""
        DispatchQueue.global().async {
            stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            finished.signal()
        }
        // A safety net only (the command answers at once): a hang must fail, not stall the suite.
        if finished.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            _ = out
            Issue.record("ckschema blocked reading a link to its own standard output")
            return
        }
        #expect(process.terminationStatus == 2, "\(stderr)")
        #expect(stderr.contains("schemas/v2.yaml:1:1: error: 'schemas/v2.yaml' is not a regular file"), "\(stderr)")
        #expect(stderr.contains("[input.not_a_regular_file]"), "\(stderr)")
    }
    #endif
}
