import CKSchemaTestSupport
import Foundation
import Testing

/// `platforms:` in ckschema.yaml settles which platforms' migration plans are checked. Without it
/// every platform is (the safe direction), and a finding that holds on some names them and the key.
@Suite struct PlatformsCommandTests {
    /// Version 2 adds `Round` on iOS only: elsewhere it lists the same models as version 1, which
    /// SwiftData refuses ('Duplicate version checksums detected').
    static let plan = PackagePaths.fixture("SwiftData/watch-only-plan.swift.txt")

    func lint(platforms: String?) throws -> CLIRunner.Result {
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Models"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.plan, to: root.appendingPathComponent("App/Models/Game.swift"))
        try ("swiftData: App/Models\n" + (platforms.map { "platforms: \($0)\n" } ?? ""))
            .write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        return try CLIRunner.run(["lint"], in: root)
    }

    static func findings(_ result: CLIRunner.Result) -> [Substring] {
        result.stdout.split(separator: "\n").filter { $0.contains("[migration_versions_identical]") }
    }

    @Test func everyPlatformIsCheckedUntilTheKeySaysOtherwise() throws {
        let unset = try lint(platforms: nil)
        #expect(unset.status == 1, "\(unset.stdout)\(unset.stderr)")
        #expect(Self.findings(unset).count == 1 && Self.findings(unset).allSatisfy { $0.hasSuffix("(on macOS, watchOS, tvOS, visionOS) [migration_versions_identical]") },
                "\(unset.stdout)")
        #expect(unset.stdout.contains("list the platforms it is built for in 'platforms:' in ckschema.yaml"), "\(unset.stdout)")

        let iOSOnly = try lint(platforms: "[iOS]")
        #expect(iOSOnly.status == 0, "\(iOSOnly.stdout)\(iOSOnly.stderr)")
        #expect(Self.findings(iOSOnly).isEmpty && iOSOnly.stdout.contains("0 errors"), "\(iOSOnly.stdout)")

        let withWatch = try lint(platforms: "[iOS, watchOS]")
        #expect(withWatch.status == 1)
        #expect(Self.findings(withWatch).count == 1 && Self.findings(withWatch).allSatisfy { $0.hasSuffix("(on watchOS) [migration_versions_identical]") },
                "\(withWatch.stdout)")
        #expect(!withWatch.stdout.contains("'platforms:'"))
    }

    @Test func anUnknownPlatformIsInvalidInput() throws {
        let result = try lint(platforms: "[iPadOS]")
        #expect(result.status == 2)
        #expect(result.stderr.contains("ckschema.yaml:2:13: error: unknown platform 'iPadOS'"), "\(result.stderr)")
    }
}
