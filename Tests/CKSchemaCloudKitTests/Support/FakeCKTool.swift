import CKSchemaCloudKit
import CKSchemaKit
import Foundation
import Testing

/// The fake `cktool` of the fixtures over a fresh state folder, and a `CKTool` that drives it.
struct FakeCKTool {
    /// `Tests/CKSchemaCloudKitTests/Fixtures`.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let script = fixtures.appendingPathComponent("fake-cktool").path

    /// A token-shaped secret that must never appear in any output.
    static let token = "ckAPItoken-4f1d9c2e-SECRET-77a0b5"

    /// The fake needs python3 on PATH; tests skip without it.
    static let isAvailable: Bool = {
        (try? ExecutableLocator.locate("python3", environment: ProcessInfo.processInfo.environment)) != nil
    }()

    let state: URL
    var environment: [String: String]
    var target: CloudKitTarget

    /// A state folder whose production (and development) hold `production` (a fixture name).
    init(production: String? = "production.ckdb", development: String? = nil, token: String? = FakeCKTool.token,
         timeout: Double = 30) throws {
        state = FileManager.default.temporaryDirectory.appendingPathComponent("fake-cktool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        _ = chmod(Self.script, 0o755)
        if let production { try Self.copy(production, to: state.appendingPathComponent("production.ckdb")) }
        if let initial = development ?? production {
            try Self.copy(initial, to: state.appendingPathComponent("development.ckdb"))
        }
        try Data((Self.token + "\n").utf8).write(to: state.appendingPathComponent("token"))
        var environment = ProcessInfo.processInfo.environment
        environment["FAKE_CKTOOL_STATE"] = state.path
        environment["CLOUDKIT_MANAGEMENT_TOKEN"] = token
        self.environment = environment
        target = CloudKitTarget(container: "iCloud.com.example.App", team: "TEAM123456", tool: [Self.script],
                                snapshotsDirectory: state.appendingPathComponent("snapshots").path, timeout: timeout)
    }

    static func copy(_ fixture: String, to destination: URL) throws {
        try Data(contentsOf: fixtures.appendingPathComponent(fixture)).write(to: destination)
    }

    /// Injects a failure (`auth`, `hang`, `validation:L:C`, … or `KIND@COMMAND`).
    mutating func inject(_ failure: String) { environment["FAKE_CKTOOL_FAIL"] = failure }

    var tool: CKTool { CKTool(target: target, environment: environment, runner: ProcessRunner(grace: 1)) }

    /// The state's current schema text of an environment.
    func stored(_ environment: String) throws -> String {
        try String(contentsOf: state.appendingPathComponent("\(environment).ckdb"), encoding: .utf8)
    }

    /// Every run's arguments, as the fake logged them.
    func calls() throws -> [[String]] {
        let url = state.appendingPathComponent("calls.log")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["argv"] as? [String] ?? []
        }
    }

    /// The raw log (for checks that nothing there contains the token).
    func log() -> String {
        (try? String(contentsOf: state.appendingPathComponent("calls.log"), encoding: .utf8)) ?? ""
    }

    func remove() { try? FileManager.default.removeItem(at: state) }
}

/// The error thrown by `body`, which must be an `InputError` of `failure`; checks it never
/// contains the token.
@discardableResult
func expectFailure(_ failure: CloudKitFailure, sourceLocation: Testing.SourceLocation = #_sourceLocation,
                   _ body: () throws -> Void) -> String {
    do {
        try body()
        Issue.record("expected \(failure.id), got success", sourceLocation: sourceLocation)
        return ""
    } catch let error as InputError {
        let text = error.diagnostics.map { "\($0.id) \($0.message) \($0.fix ?? "") \($0.location?.description ?? "")" }
            .joined(separator: "\n")
        #expect(error.diagnostics.map(\.id) == [failure.id], "\(text)", sourceLocation: sourceLocation)
        #expect(!text.contains(FakeCKTool.token), "the token leaked: \(text)", sourceLocation: sourceLocation)
        return text
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        return ""
    }
}
