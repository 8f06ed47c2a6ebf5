import CKSchemaCore
import Foundation

/// The `cloudkit:` section of `ckschema.yaml`: which container the `ckschema cloudkit` commands
/// reach and where the committed snapshots live.
///
/// ```yaml
/// cloudkit:
///   container: iCloud.com.example.App
///   team: ABCDE12345
///   snapshots: cloudkit         # cloudkit/production.ckdb, cloudkit/development.ckdb
///   timeout: 120                # seconds per cktool run
/// ```
///
/// There is no key for a token: `cktool` reads `CLOUDKIT_MANAGEMENT_TOKEN` from the environment
/// (or its own keychain or file), and ckschema never handles one. Nor is there a key for the
/// command: the program that receives the token is chosen by whoever runs ckschema
/// (``CKToolChoice``), never by the repository.
public struct CloudKitConfiguration: Sendable, Hashable {
    /// Default seconds a single `cktool` run may take before it is stopped.
    public static let defaultTimeout: Double = 120
    /// Default folder of the committed snapshots, relative to the project root.
    public static let defaultSnapshots = "cloudkit"

    /// The iCloud container identifier (`iCloud.com.example.App`).
    public var container: String?
    /// The Apple Developer team identifier.
    public var team: String?
    /// The snapshots folder, relative to the project root.
    public var snapshots: String
    /// Seconds one `cktool` run may take.
    public var timeout: Double
    /// Where the section was written, for messages.
    public var location: SourceLocation?

    public init(container: String? = nil, team: String? = nil,
                snapshots: String = CloudKitConfiguration.defaultSnapshots,
                timeout: Double = CloudKitConfiguration.defaultTimeout, location: SourceLocation? = nil) {
        self.container = container
        self.team = team
        self.snapshots = snapshots
        self.timeout = timeout
        self.location = location
    }
}

/// What a `cktool` run needs, after the environment overrides: every value present.
public struct CloudKitTarget: Sendable, Hashable {
    /// The iCloud container identifier.
    public var container: String
    /// The Apple Developer team identifier.
    public var team: String
    /// The command words; the first is the executable.
    public var tool: [String]
    /// The snapshots folder, resolved against the project root.
    public var snapshotsDirectory: String
    /// Seconds one cktool run may take.
    public var timeout: Double

    public init(container: String, team: String, tool: [String], snapshotsDirectory: String, timeout: Double) {
        self.container = container
        self.team = team
        self.tool = tool
        self.snapshotsDirectory = snapshotsDirectory
        self.timeout = timeout
    }
}

extension CloudKitConfiguration {
    /// Environment variables that override the file.
    public enum Override {
        /// The container identifier.
        public static let container = "CKSCHEMA_CLOUDKIT_CONTAINER"
        /// The team identifier.
        public static let team = "CKSCHEMA_CLOUDKIT_TEAM"
    }

    /// This configuration with `CKSCHEMA_CLOUDKIT_CONTAINER` and `CKSCHEMA_CLOUDKIT_TEAM`
    /// applied (empty values are ignored).
    public func applyingOverrides(_ environment: [String: String]) -> CloudKitConfiguration {
        var copy = self
        if let container = environment[Override.container], !container.isEmpty { copy.container = container }
        if let team = environment[Override.team], !team.isEmpty { copy.team = team }
        return copy
    }

    /// The target of `cktool` runs: overrides applied, the command chosen by `tool` (the command
    /// line's `--cktool`, else `CKSCHEMA_CKTOOL`, else the platform default), relative paths
    /// resolved with `resolve`.
    ///
    /// - Throws: `InputError` `cloudkit.not_configured` naming what is missing and how to set it,
    ///   or `cloudkit.invalid_container` for an identifier that is not `iCloud.…`.
    public func target(environment: [String: String] = ProcessInfo.processInfo.environment,
                       tool: CKToolChoice = CKToolChoice(),
                       resolve: (String) -> String = { $0 }) throws(InputError) -> CloudKitTarget {
        let effective = applyingOverrides(environment)
        var missing: [String] = []
        if effective.container == nil { missing.append("container (or \(Override.container))") }
        if effective.team == nil { missing.append("team (or \(Override.team))") }
        guard missing.isEmpty, let container = effective.container, let team = effective.team else {
            throw CloudKitFailure.notConfigured.error(
                "the CloudKit container is not configured: missing \(missing.joined(separator: " and "))",
                location: location)
        }
        guard container.hasPrefix("iCloud."), container.count > "iCloud.".count else {
            throw CloudKitFailure.invalidContainer.error(
                "'\(container)' is not an iCloud container identifier", location: location)
        }
        return CloudKitTarget(container: container, team: team, tool: tool.command(environment: environment),
                              snapshotsDirectory: resolve(effective.snapshots), timeout: effective.timeout)
    }
}
