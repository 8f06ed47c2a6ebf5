import CKSchemaCore

/// Every way reaching CloudKit through `cktool` can fail, each declared once: its id, what it
/// means, why it happens and how to fix it. Errors, `explain` and docs/cloudkit.md read these.
///
/// All of them are invalid input in ckschema's exit-code contract (exit 2, nothing written).
public enum CloudKitFailure: String, Sendable, CaseIterable {
    case notConfigured = "cloudkit.not_configured"
    case invalidContainer = "cloudkit.invalid_container"
    case toolNotFound = "cloudkit.tool_not_found"
    case tokenOnCommandLine = "cloudkit.token_on_command_line"
    case authenticationFailed = "cloudkit.authentication_failed"
    case usageError = "cloudkit.usage_error"
    case validationFailed = "cloudkit.validation_failed"
    case productionRefused = "cloudkit.production_refused"
    case timeout = "cloudkit.timeout"
    case exportUnparsable = "cloudkit.export_unparsable"
    case operationFailed = "cloudkit.operation_failed"
    case fileSystem = "cloudkit.file_system"
    case snapshotMissing = "cloudkit.snapshot_missing"
    case invalidConfiguration = "cloudkit.invalid_configuration"
    case secretInConfiguration = "cloudkit.secret_in_configuration"
    case toolInConfiguration = "cloudkit.tool_in_configuration"

    /// The stable identifier printed with the error.
    public var id: String { rawValue }

    /// The failure with this identifier.
    public init?(id: String) { self.init(rawValue: id) }

    /// One sentence, no trailing period: what went wrong.
    public var summary: String {
        switch self {
        case .notConfigured: "The `cloudkit:` section of ckschema.yaml lacks the container or the team"
        case .invalidContainer: "The configured container is not an `iCloud.` identifier"
        case .toolNotFound: "The `cktool`-compatible command cannot be found or started"
        case .tokenOnCommandLine: "A token was found on the `cktool` command line"
        case .authenticationFailed: "cktool could not authenticate with a management token"
        case .usageError: "cktool refused its arguments (exit 64)"
        case .validationFailed: "CloudKit rejected the schema file ckschema generated"
        case .productionRefused: "CloudKit refused to import into or validate against production"
        case .timeout: "cktool did not finish within the configured timeout"
        case .exportUnparsable: "What `export-schema` returned is not a CloudKit schema"
        case .operationFailed: "cktool reported another failure (exit 1)"
        case .fileSystem: "A temporary schema file or a snapshot could not be written"
        case .snapshotMissing: "A command needs the committed production snapshot and there is none"
        case .invalidConfiguration: "The `cloudkit:` section of ckschema.yaml has a value of the wrong kind or an unknown key"
        case .secretInConfiguration: "The `cloudkit:` section of ckschema.yaml holds a token"
        case .toolInConfiguration: "The `cloudkit:` section of ckschema.yaml names the cktool command"
        }
    }

    /// Markdown: why it happens.
    public var rationale: String {
        switch self {
        case .notConfigured:
            "The `ckschema cloudkit` commands reach one container of one team; both are cktool's required `--container-id` and `--team-id`."
        case .invalidContainer:
            "CloudKit container identifiers start with `iCloud.` (`iCloud.com.example.App`); anything else is a typo cktool would reject later."
        case .toolNotFound:
            "Apple's `cktool` ships with Xcode 13+ and runs only on macOS (`xcrun cktool`). On Linux a wrapper around CKTool JS that speaks the same arguments is needed."
        case .tokenOnCommandLine:
            "A command line is visible to every user of the machine (`ps`) and ends up in CI logs. ckschema passes the token only through the environment."
        case .authenticationFailed:
            "Schema commands need a management token (cktool reads `CLOUDKIT_MANAGEMENT_TOKEN`, then its file, then the keychain). Tokens belong to a team and expire after a year by default."
        case .usageError:
            "ckschema builds cktool's arguments itself, so a usage error means ckschema and the installed cktool (or a wrapper) disagree about the contract."
        case .validationFailed:
            "CloudKit parses and checks the file before importing it; it names the line and column it stopped at, which ckschema maps back to the record type or field and the model element it came from."
        case .productionRefused:
            "Only the CloudKit Console deploys to production; cktool's import and validate answer 'endpoint not applicable in the environment production'. A tool configured to do so is misconfigured."
        case .timeout:
            "A hanging cktool (a keychain prompt, a network stall) would block a release pipeline forever; ckschema stops it after `cloudkit.timeout` seconds."
        case .exportUnparsable:
            "A snapshot is written only when the export parses, so a failed or truncated export never replaces the committed one."
        case .operationFailed:
            "Anything else cktool reports with exit code 1 (a network error, an unknown container, a rejected import); its message is shown without any token."
        case .fileSystem:
            "Generated schemas go to a private temporary folder before cktool reads them, and snapshots are replaced atomically (temporary file, then rename)."
        case .snapshotMissing:
            "`push` checks the newest version against the committed production snapshot with production's rules before it imports anything, so it refuses to guess when there is none."
        case .invalidConfiguration:
            "The commands read `container`, `team`, `snapshots` and `timeout` from `cloudkit:`; a value of another kind would make cktool fail later with a less clear message."
        case .secretInConfiguration:
            "ckschema.yaml is committed; a management token there would leak to everyone who can read the repository. cktool reads it from `CLOUDKIT_MANAGEMENT_TOKEN`."
        case .toolInConfiguration:
            "The cktool command runs with the management token in its environment. ckschema.yaml belongs to the repository, and on a pull request anyone who opens it writes the repository: a command named there (`tool: [sh, -c, …]`) would receive the token. So the person running ckschema names the command (docs/security.md)."
        }
    }

    /// Markdown: how to fix it.
    public var fix: String {
        switch self {
        case .notConfigured:
            "Add `cloudkit:` with `container: iCloud.…` and `team: TEAMID` to ckschema.yaml, or set `CKSCHEMA_CLOUDKIT_CONTAINER` and `CKSCHEMA_CLOUDKIT_TEAM`."
        case .invalidContainer: "Copy the identifier from the CloudKit Console or the app's entitlements."
        case .toolNotFound:
            "On macOS install Xcode 13 or later (`xcrun cktool version`); elsewhere pass `--cktool COMMAND` or set `CKSCHEMA_CKTOOL` to a command that speaks cktool's arguments (docs/cloudkit.md)."
        case .tokenOnCommandLine:
            "Remove `--token`/`-t` from `--cktool` or `CKSCHEMA_CKTOOL`, revoke the token and set `CLOUDKIT_MANAGEMENT_TOKEN` in the environment instead."
        case .authenticationFailed:
            "Create a management token in the CloudKit Console, then set `CLOUDKIT_MANAGEMENT_TOKEN` (CI secret) or run `xcrun cktool save-token --type management`."
        case .usageError: "Please report it as a ckschema bug, with `cktool version` and the command that failed."
        case .validationFailed: "Fix the model element the error points at, or report a ckschema bug if the generated file is at fault."
        case .productionRefused:
            "Deploy to production in the CloudKit Console ('Deploy Schema Changes'); ckschema only imports into development."
        case .timeout: "Check the network and the token, or raise `cloudkit.timeout` in ckschema.yaml."
        case .exportUnparsable:
            "Run the export by hand (`cktool export-schema …`) to see what it prints; a wrapper must print only the schema."
        case .operationFailed: "Read cktool's message; check the container and team identifiers."
        case .fileSystem: "Check the permissions and free space of the snapshots folder and of the temporary folder (TMPDIR)."
        case .snapshotMissing: "Run `ckschema cloudkit pull` (needs a management token) and commit the `cloudkit/` folder."
        case .invalidConfiguration: "Write `container:`, `team:`, `snapshots:` (a folder) and `timeout:` (seconds) under `cloudkit:`."
        case .secretInConfiguration: "Remove the token from ckschema.yaml, revoke it in the CloudKit Console, and pass a new one as `CLOUDKIT_MANAGEMENT_TOKEN`."
        case .toolInConfiguration:
            "Remove `tool:` from `cloudkit:`; whoever runs ckschema passes `--cktool COMMAND` or sets `CKSCHEMA_CKTOOL` (the platform default otherwise: `xcrun cktool` on macOS, `cktool` elsewhere)."
        }
    }

    /// An `InputError` of this failure, with the catalog's fix unless `fix` overrides it.
    public func error(_ message: String, location: SourceLocation? = nil, fix: String? = nil) -> InputError {
        InputError(declaration, message: message, location: location, fix: fix ?? plainFix)
    }

    /// The failure as a catalog declaration, for `rules`, `explain` and the docs.
    public var declaration: DiagnosticDescription {
        DiagnosticDescription(
            id: id, name: id, summary: summary,
            rationale: rationale + " (cktool: https://developer.apple.com/icloud/ck-tool/)", fix: fix)
    }

    /// Every failure, as the catalog lists them.
    public static let group = DiagnosticGroup(
        name: "CloudKit", kind: .input,
        summary: "The `ckschema cloudkit` commands and `check --against cloudkit:…`, when reaching CloudKit through cktool fails.",
        diagnostics: allCases.map(\.declaration))

    /// The fix without Markdown backticks, for terminal output.
    public var plainFix: String { fix.replacingOccurrences(of: "`", with: "'") }
}
