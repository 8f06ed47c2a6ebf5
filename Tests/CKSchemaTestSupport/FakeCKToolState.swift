import Foundation

/// The fake `cktool` of the fixtures (`Tests/Fixtures/CKTool/fake-cktool`, the man page's schema
/// commands over a state folder) and a fresh state folder for one test.
public struct FakeCKToolState {
    /// `Tests/Fixtures/CKTool`.
    public static let fixtures = PackagePaths.fixture("CKTool")
    /// The script itself.
    public static let script = fixtures.appendingPathComponent("fake-cktool").path

    /// A token-shaped secret that must never appear in any output.
    public static let token = "ckAPItoken-4f1d9c2e-SECRET-77a0b5"

    /// The fake needs python3 on PATH; tests skip without it.
    public static let isAvailable: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
    }()

    /// The state folder.
    public let folder: URL
    /// ckschema's environment for runs against this state: the token, `FAKE_CKTOOL_STATE`, the
    /// fake as the cktool command (`CKSCHEMA_CKTOOL`), and the fake's own variables passed on to
    /// it (`CKSCHEMA_CKTOOL_ENV`).
    public var environment: [String: String]

    /// A state folder whose production holds the fixture `production`, and development the
    /// fixture `development` (default: the same as production).
    public init(production: String? = "production.ckdb", development: String? = nil,
                token: String? = FakeCKToolState.token) throws {
        folder = TemporaryFolder.url("fake-cktool")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = chmod(Self.script, 0o755)
        if let production { try Self.copy(production, to: folder.appendingPathComponent("production.ckdb")) }
        if let initial = development ?? production {
            try Self.copy(initial, to: folder.appendingPathComponent("development.ckdb"))
        }
        try Data((Self.token + "\n").utf8).write(to: folder.appendingPathComponent("token"))
        environment = ["FAKE_CKTOOL_STATE": folder.path, "CKSCHEMA_CKTOOL": Self.script,
                       "CKSCHEMA_CKTOOL_ENV": Self.variables.joined(separator: " ")]
        environment["CLOUDKIT_MANAGEMENT_TOKEN"] = token
    }

    /// The variables the fake reads besides the token: its state folder and an injected failure.
    public static let variables = ["FAKE_CKTOOL_STATE", "FAKE_CKTOOL_FAIL"]

    /// The names of the variables each run saw, as the fake logged them.
    public func environmentNames() throws -> [[String]] {
        try log().split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["environment"] as? [String] ?? []
        }
    }

    static func copy(_ fixture: String, to destination: URL) throws {
        try Data(contentsOf: fixtures.appendingPathComponent(fixture)).write(to: destination)
    }

    /// Injects a failure (`auth`, `hang`, `validation:L:C`, … or `KIND@COMMAND`).
    public mutating func inject(_ failure: String?) { environment["FAKE_CKTOOL_FAIL"] = failure }

    /// Replaces an environment's schema with `text`.
    public func store(_ text: String, as environment: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent("\(environment).ckdb"))
    }

    /// An environment's current schema text.
    public func stored(_ environment: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("\(environment).ckdb"), encoding: .utf8)
    }

    /// Every run's arguments, as the fake logged them.
    public func calls() throws -> [[String]] {
        try log().split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["argv"] as? [String] ?? []
        }
    }

    /// The raw call log (one JSON line per run; never the token).
    public func log() -> String {
        (try? String(contentsOf: folder.appendingPathComponent("calls.log"), encoding: .utf8)) ?? ""
    }

    public func remove() { try? FileManager.default.removeItem(at: folder) }
}
