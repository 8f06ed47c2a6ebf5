/// What a command's `--help` says besides its arguments and options: the one-line abstract, then
/// the discussion with the command's examples (which the tests parse, so they cannot name an
/// option that does not exist).
///
/// One declaration per command, read by the command line's configuration and, through `--help`,
/// by the generated command reference (docs/commands.md).
package struct CommandHelp: Sendable {
    /// The command's words after `ckschema` (`"cloudkit pull"`); empty for `ckschema` itself.
    package let path: String
    package let abstract: String
    /// Plain text; a line ending in `\` continues on the next, so the terminal wraps paragraphs.
    package let discussion: String

    package init(path: String, abstract: String, discussion: String = "") {
        self.path = path
        self.abstract = abstract
        self.discussion = discussion
    }

    /// The name the command is invoked by: the last word of its path.
    package var name: String { path.split(separator: " ").last.map(String.init) ?? "ckschema" }
}

extension CommandHelp {
    /// Every command's help, in `ckschema --help`'s order (a test matches it with the commands).
    package static let all: [CommandHelp] = [
        root, importModels, importXCDataModel, importSwiftData, lint, check, release, newVersion, diff, rules,
        explain, plan, versions, baseline, generate, generateCKDB, generateSwift, inspect, filters,
        dev, devInit, devReset, devStatus, devSeed, devQuery, promote, env, envImport, envExport, envHistory,
        cloudKit, cloudKitPull, cloudKitStatus, cloudKitPush, cloudKitReset, cloudKitVerifyDeploy, buildLint,
    ]
}
