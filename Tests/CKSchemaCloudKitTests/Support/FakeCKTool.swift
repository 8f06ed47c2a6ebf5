import CKSchemaCloudKit
import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing

/// The fake `cktool` over a fresh state folder, and a `CKTool` that drives it.
struct FakeCKTool {
    static let fixtures = FakeCKToolState.fixtures
    static let script = FakeCKToolState.script
    static let token = FakeCKToolState.token
    static var isAvailable: Bool { FakeCKToolState.isAvailable }

    var state: FakeCKToolState
    var target: CloudKitTarget

    init(production: String? = "production.ckdb", development: String? = nil, token: String? = FakeCKTool.token,
         timeout: Double = 30) throws {
        state = try FakeCKToolState(production: production, development: development, token: token)
        target = CloudKitTarget(container: "iCloud.com.example.App", team: "TEAM123456", tool: [Self.script],
                                snapshotsDirectory: state.folder.appendingPathComponent("snapshots").path,
                                timeout: timeout)
    }

    /// Injects a failure (`auth`, `hang`, `validation:L:C`, … or `KIND@COMMAND`).
    mutating func inject(_ failure: String) { state.inject(failure) }

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["CLOUDKIT_MANAGEMENT_TOKEN"] = nil
        environment.merge(state.environment) { $1 }
        return environment
    }

    /// When the tool's timeout is reached: on the clock, or at once for tests of a hanging tool
    /// (with no grace period: a hanging tool gets SIGKILL at once).
    var deadline = ProcessDeadline.clock
    var grace = 1.0

    var tool: CKTool { CKTool(target: target, environment: environment, runner: ProcessRunner(grace: grace, deadline: deadline)) }

    func stored(_ environment: String) throws -> String { try state.stored(environment) }
    func calls() throws -> [[String]] { try state.calls() }
    func log() -> String { state.log() }
    func remove() { state.remove() }
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
