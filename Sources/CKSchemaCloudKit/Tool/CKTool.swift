import CKSchemaCKDB
import CKSchemaCore
import Foundation

/// An environment's schema as `export-schema` returned it: the exact text and what it parses to.
/// Only a parsed export can exist, so only a parsed export can become a snapshot.
public struct ExportedSchema: Sendable {
    /// The environment exported.
    public var environment: CKToolEnvironment
    /// The text exactly as cktool wrote it.
    public var text: String
    /// The parsed schema.
    public var schema: CloudKitSchema
}

/// Typed cktool operations against one container: arguments built here, the token left to
/// cktool's environment, every failure turned into a `cloudkit.*` `InputError` (exit 2) whose
/// message names the environment touched and never contains a token.
public struct CKTool: Sendable {
    /// The container, team, tool and timeout.
    public var target: CloudKitTarget
    /// ckschema's environment; the child gets only what ``CKToolChildEnvironment`` lets through
    /// (among it `CLOUDKIT_MANAGEMENT_TOKEN`, which cktool reads).
    public var environment: [String: String]
    /// Where cktool runs (relative `--file` paths and a relative tool path resolve here).
    public var directory: String?
    /// Runs cktool.
    public var runner: ProcessRunner
    let secrets: CloudKitSecrets

    public init(target: CloudKitTarget, environment: [String: String] = ProcessInfo.processInfo.environment,
                directory: String? = nil, runner: ProcessRunner = ProcessRunner()) {
        self.target = target
        self.environment = environment
        self.directory = directory
        self.runner = runner
        self.secrets = CloudKitSecrets(environment: environment)
    }

    /// `export-schema`: the environment's schema, parsed.
    ///
    /// - Throws: `cloudkit.export_unparsable` when the output is not a `.ckdb` schema, or any
    ///   failure of the run.
    public func exportSchema(_ environment: CKToolEnvironment) throws(InputError) -> ExportedSchema {
        let folder = try PrivateFolder.create()
        defer { folder.remove() }
        let outputFile = folder.path + "/\(environment.rawValue).ckdb"
        let output = try run(.exportSchema(environment, outputFile: outputFile))
        // A cktool that ignores --output-file prints to standard output (its default).
        let fileText = FileManager.default.contents(atPath: outputFile).map { String(decoding: $0, as: UTF8.self) }
        let text = fileText ?? output.stdoutText
        let place = target.describe(environment)
        guard fileText != nil || !output.stdoutTruncated, text.utf8.count <= CKDBParser.maximumFileSize else {
            throw CloudKitFailure.exportUnparsable.error("the export of \(place) is larger than \(CKDBParser.maximumFileSize / 1024 / 1024) MB; nothing was written")
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw CloudKitFailure.exportUnparsable.error("the export of \(place) is empty; nothing was written")
        }
        do {
            let schema = try CKDBParser.parse(text, file: "export of \(place)")
            return ExportedSchema(environment: environment, text: text, schema: schema)
        } catch {
            let first = error.diagnostics.first
            let position = first?.location.map { " at line \($0.line), column \($0.column)" } ?? ""
            throw CloudKitFailure.exportUnparsable.error(
                "the export of \(place) is not a CloudKit schema\(position): \(secrets.scrub(first?.message ?? "unreadable")); nothing was written")
        }
    }

    /// `validate-schema` on development: CloudKit's dry run of importing `file`.
    ///
    /// - Parameter locate: maps a rejected generated element to the model, for the error.
    /// - Returns: cktool's message (`✅ Schema is valid.`), scrubbed.
    @discardableResult
    public func validateSchema(file: String, locate: ModelLocator? = nil) throws(InputError) -> String {
        let output = try run(.validateSchema(file: file), schemaFile: file, locate: locate)
        return secrets.scrub(output.stdoutText).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `import-schema` into development (never production: only the CloudKit Console deploys there).
    public func importSchema(file: String, locate: ModelLocator? = nil) throws(InputError) {
        _ = try run(.importSchema(file: file), schemaFile: file, locate: locate)
    }

    /// `reset-schema`: development back to production's schema. Deletes all development data;
    /// callers confirm first.
    public func resetSchema() throws(InputError) {
        _ = try run(.resetSchema)
    }

    /// Runs one command and turns any failure into its `InputError`.
    @discardableResult
    func run(_ command: CKToolCommand, schemaFile: String? = nil,
             locate: ModelLocator? = nil) throws(InputError) -> ProcessOutput {
        let words = target.tool + command.arguments(for: target)
        try refuseTokenOnCommandLine(words)
        let place = target.describe(command.environment)
        let output: ProcessOutput
        do {
            output = try runner.run(ProcessRequest(command: words, environment: CKToolChildEnvironment.of(environment), directory: directory,
                                                   timeout: target.timeout))
        } catch {
            throw toolNotFound(error)
        }
        let message = secrets.scrub(output.stderrText + "\n" + output.stdoutText)
        guard let kind = FailureClassifier.classify(status: output.status, timedOut: output.timedOut, message: message) else {
            return output
        }
        let detail = FailureClassifier.excerpt(secrets.scrub(output.stderrText.isEmpty ? output.stdoutText : output.stderrText))
        throw CKToolErrors(target: target, secrets: secrets)
            .error(kind, command: command, place: place, status: output.status, detail: detail,
                   schemaFile: schemaFile, locate: locate)
    }

    /// Refuses a command line that would carry a token (a `--token` in the configured tool, or
    /// a token's value anywhere), without running anything and without echoing it.
    func refuseTokenOnCommandLine(_ words: [String]) throws(InputError) {
        let flagged = words.contains { $0 == "-t" || $0 == "--token" || $0.hasPrefix("--token=") || secrets.appears(in: $0) }
        guard flagged else { return }
        throw CloudKitFailure.tokenOnCommandLine.error(
            "the cktool command line would carry a token; nothing was run")
    }

    func toolNotFound(_ error: ProcessLaunchError) -> InputError {
        let name = target.tool.first ?? ""
        switch error {
        case .notFound:
            return CloudKitFailure.toolNotFound.error(
                "cannot find '\(name)' (the cktool command: '\(target.tool.joined(separator: " "))')")
        case .cannotStart(_, let reason):
            return CloudKitFailure.toolNotFound.error("cannot start '\(name)': \(secrets.scrub(reason))")
        }
    }
}
