/// Which `cktool`-compatible command ckschema runs: chosen by whoever runs ckschema — the command
/// line's `--cktool`, else `CKSCHEMA_CKTOOL` — and the platform default otherwise. Never by the
/// repository: the command receives the management token, and a pull request writes the
/// repository's `ckschema.yaml`.
public struct CKToolChoice: Sendable, Hashable {
    /// The environment variable that names the command (`CKSCHEMA_CKTOOL="node scripts/cktool.js"`).
    public static let variable = "CKSCHEMA_CKTOOL"

    /// The command given on the command line (`--cktool "node tools/cktool.js"`); nil when none was.
    public var commandLine: String?

    public init(commandLine: String? = nil) {
        self.commandLine = commandLine
    }

    /// The command words, the first being the executable: the command line's, else
    /// `CKSCHEMA_CKTOOL`'s, else ``platformDefault`` (empty values are ignored).
    public func command(environment: [String: String]) -> [String] {
        for written in [commandLine, environment[Self.variable]] {
            if let written, !Self.words(written).isEmpty { return Self.words(written) }
        }
        return Self.platformDefault
    }

    /// `xcrun cktool` on macOS (cktool ships with Xcode), `cktool` elsewhere (a wrapper on PATH).
    public static var platformDefault: [String] {
        #if os(macOS)
        ["xcrun", "cktool"]
        #else
        ["cktool"]
        #endif
    }

    /// Splits a command written as one string (`xcrun cktool`) into words at spaces and tabs.
    public static func words(_ command: String) -> [String] {
        command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
}
