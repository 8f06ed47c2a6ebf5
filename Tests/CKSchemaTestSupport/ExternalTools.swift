import Foundation
import Testing

/// The programs some tests run besides ckschema: `swiftc` (to parse generated Swift) and Python
/// (`jsonschema` for SARIF, the fake cktool). A test that needs one is skipped where it is missing
/// (a contributor's machine), but fails instead when `CKSCHEMA_REQUIRE_TOOLS=1` (as `.ci/run`
/// sets), so CI never passes a check that did not run.
public enum ExternalTools {
    /// `$SWIFTC`, else `swiftc` on the PATH.
    public static let swiftc: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
        return (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs another program (`swiftc -parse …`, a script) to its end: its exit status and its
    /// standard output and error, interleaved as it wrote them.
    public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Whether a missing tool fails the run rather than skipping the test.
    public static var required: Bool { ProcessInfo.processInfo.environment["CKSCHEMA_REQUIRE_TOOLS"] == "1" }

    /// `available`, or an error naming the tool when it is missing and required.
    public static func holds(_ available: Bool, _ name: String) throws -> Bool {
        if available { return true }
        if required { throw ToolMissing(name: name) }
        return false
    }
}

/// A tool a test needs is missing while `CKSCHEMA_REQUIRE_TOOLS=1`.
public struct ToolMissing: Error, CustomStringConvertible {
    public var name: String
    public var description: String { "\(name) is missing (CKSCHEMA_REQUIRE_TOOLS=1: no skip)" }
}

extension Trait where Self == ConditionTrait {
    /// A test or suite that runs `name`: skipped where it is missing, failed instead when
    /// `CKSCHEMA_REQUIRE_TOOLS=1`.
    public static func tool(_ name: String, _ available: @escaping @Sendable () -> Bool) -> Self {
        .enabled("\(name) is not installed") { try ExternalTools.holds(available(), name) }
    }
}
