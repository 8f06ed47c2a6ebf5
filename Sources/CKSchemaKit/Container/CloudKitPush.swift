import CKSchemaCKDB
import CKSchemaCloudKit
import CKSchemaCore
import CKSchemaGeneration
import CKSchemaRules
import CKSchemaStore
import Foundation

/// What `ckschema cloudkit push` did or would do.
public enum CloudKitPushOutcome: Sendable {
    /// The model breaks CloudKit's rules (lint errors) or production's (against the
    /// production snapshot): nothing was sent. Exit 1.
    case refused(version: Schema, findings: [Diagnostic], reason: String)
    /// `--dry-run`: generated, checked and validated by CloudKit; nothing imported.
    case validated(CloudKitPush)
    /// Imported into development; its snapshot rewritten.
    case imported(CloudKitPush)
}

/// The model as pushed to development.
public struct CloudKitPush: Sendable {
    /// The version pushed.
    public var version: Schema
    /// Elements development gains, one line each.
    public var added: [String]
    /// Elements development has that the version does not declare, one per record type or field
    /// (left to CloudKit: whether an import removes development-only elements is not documented).
    /// CloudKit's own record types (`Users`, `cloudkit.share`) are not listed.
    public var notDeclared: [String]
    /// CloudKit's validation message.
    public var validation: String
    /// The development snapshot, when it was rewritten.
    public var snapshot: String?
}

extension CloudKitService {
    /// Generates the selected version's schema (by default what the next build writes:
    /// ``Project/select(_:)``) in initialized form (every field, as `initializeCloudKitSchema`
    /// uploads it), checks it against the production snapshot with production's rules, has
    /// CloudKit validate it, and (unless `dryRun`) imports it into development — never
    /// production — and rewrites the development snapshot.
    public func push(dryRun: Bool, selection: VersionSelection = VersionSelection()) throws -> CloudKitPushOutcome {
        let version = try project.select(selection)
        let lintErrors = try project.lintErrors(in: [version])
        guard lintErrors.isEmpty else {
            return .refused(version: version, findings: lintErrors, reason: "the schema breaks CloudKit rules")
        }
        let production = try productionSnapshot()
        let breaking = ProductionComparison.check(version, against: production)
            .filter { $0.severity == .error && $0.id != ProductionChecks.notDeployed.id }
        guard breaking.isEmpty else {
            return .refused(version: version, findings: breaking,
                            reason: "it would break \(describe(.production)) (snapshot '\(snapshots.path(for: .production))')")
        }
        let text = try CKDBGenerator.generate(version, mode: .initialized, notes: false, lint: CKDBGenerator.noLint)
        let generated = try CKDBParser.parse(text, file: "generated")
        let development = try tool.exportSchema(.development).schema
        var push = CloudKitPush(
            version: version,
            added: SchemaAddition.additions(of: generated, over: development).flatMap(\.lines),
            notDeclared: SchemaAddition.additions(of: development, over: generated)
                .filter { !$0.isSystemRecordType }.map(\.description),
            validation: "")
        let folder = try PrivateFolder.create()
        defer { folder.remove() }
        let file = try folder.write(text, named: "\(version.model)-v\(version.version).ckdb")
        let locate = Self.locator(version)
        push.validation = try tool.validateSchema(file: file, locate: locate)
        if dryRun { return .validated(push) }
        try tool.importSchema(file: file, locate: locate)
        push.snapshot = try refreshDevelopmentSnapshot()
        return .imported(push)
    }

    /// `reset-schema`: development back to production's schema, deleting all development data;
    /// then the development snapshot is rewritten. The caller confirms first.
    ///
    /// - Returns: the development snapshot's path.
    @discardableResult
    public func reset() throws -> String {
        try tool.resetSchema()
        return try refreshDevelopmentSnapshot()
    }

    /// Exports development again and writes its snapshot.
    func refreshDevelopmentSnapshot() throws -> String {
        let export = try tool.exportSchema(.development)
        try snapshots.write(export)
        return snapshots.path(for: .development)
    }
}
