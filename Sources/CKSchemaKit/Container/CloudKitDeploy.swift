import CKSchemaCKDB
import CKSchemaCloudKit
import CKSchemaCore
import CKSchemaGeneration
import CKSchemaProject
import CKSchemaRules
import CKSchemaStore
import Foundation

/// What `ckschema cloudkit verify-deploy` found.
public struct DeployVerification: Sendable {
    /// The version expected in production.
    public var version: Schema
    /// What production lacks of what the build writes (and other production-rule errors).
    public var missing: [Diagnostic]
    /// The history row recorded when nothing is missing.
    public var logEntry: LogEntry?
    /// The pull of production that preceded the check.
    public var pull: CloudKitService.PullOutcome

    /// Whether production has every expected element.
    public var verified: Bool { missing.isEmpty }
}

/// The steps only a person can take in the CloudKit Console, and what they make permanent.
public struct ConsoleDeploySteps: Sendable {
    /// The steps, in order (commands and Console actions).
    public var steps: [String]
    /// Every element the deploy adds to production, one line each, from the committed production
    /// snapshot; nil when there is no snapshot (the local store's production says nothing about
    /// the container's).
    public var permanent: [String]?
    /// The production snapshot `permanent` was computed against.
    public var basis: String
}

extension CloudKitService {
    /// Pulls production (snapshot and local mirror), then checks that it has every record type
    /// and field the selected version (by default what the next build writes) writes — release
    /// readiness, as `check --against` a `.ckdb`. When it has, records the deploy in the local
    /// store's history (no token, no tool output).
    public func verifyDeploy(store: EnvironmentStore, stamp: LogStamp,
                             selection: VersionSelection = VersionSelection()) throws -> DeployVerification {
        let version = try project.select(selection)
        let pull = try pull([.production], mirror: store, stamp: stamp)
        guard let export = pull.exports.first else { throw CloudKitFailure.exportUnparsable.error("no production export") }
        let missing = ProductionComparison.check(version, against: try positioned(export)).filter { $0.severity == .error }
        var verification = DeployVerification(version: version, missing: missing, logEntry: nil, pull: pull)
        if missing.isEmpty {
            let fieldCount = export.schema.recordTypes.reduce(0) { $0 + $1.fields.count }
            verification.logEntry = try store.recordDeployVerification(
                model: version.model, version: version.version, contentHash: ContentHash.of(export.text),
                summary: "verified \(describe(.production)) has every element of \(version.model) v\(version.version) (\(export.schema.recordTypes.count) record types, \(fieldCount) fields)",
                stamp: stamp)
        }
        return verification
    }

    /// The Console steps that deploy the model (``Project/select(_:)``), and what they make permanent: the
    /// model in initialized form against the production snapshot, or `fallback` (the
    /// local store's promotion lines) when there is no snapshot yet.
    public func consoleSteps(_ selection: VersionSelection = VersionSelection()) throws -> ConsoleDeploySteps {
        let version = try project.select(selection)
        var permanent: [String]?
        let basis = "'\(snapshots.path(for: .production))'"
        if let production = try snapshots.read(.production) {
            let text = try CKDBGenerator.generate(version, mode: .initialized, notes: false, lint: CKDBGenerator.noLint)
            permanent = SchemaAddition.additions(of: try CKDBParser.parse(text, file: "generated"), over: production)
                .flatMap(\.lines)
        }
        let steps = [
            "ckschema cloudkit push    # \(describe(.development)) gets \(version.model) v\(version.version), every field created",
            "open https://icloud.developer.apple.com/ → team \(target.team) → \(target.container) → CloudKit Database",
            "choose 'Deploy Schema Changes…' in development; check that the changes listed match the list below; Deploy",
            "ckschema cloudkit verify-deploy    # pulls production, exit 0 once every element is there; records the deploy",
            "commit \(snapshots.path(for: .production)); 'ckschema check --release --against \(snapshots.path(for: .production))' passes; release the build",
        ]
        return ConsoleDeploySteps(steps: steps, permanent: permanent, basis: basis)
    }
}
