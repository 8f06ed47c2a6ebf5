import CKSchemaCloudKit
import CKSchemaCore
import CKSchemaReporting
import CKSchemaRules
import CKSchemaStore
import Foundation

/// What `ckschema cloudkit status` found: four comparisons, each an outcome for people and
/// findings for the reporters.
public struct CloudKitStatus: Sendable {
    /// One comparison's outcome.
    public enum Comparison: Sendable, Equatable {
        /// A committed snapshot against its CloudKit environment.
        case snapshot(path: String, state: SnapshotState)
        /// Development against production: the elements a deploy would add, and those development
        /// lacks or types differently.
        case deploy(pending: Int, lost: Int)
        /// The selected version against production: the errors that keep it from release.
        case release(model: String, version: Int, missing: Int)
        /// The selected version against development: the elements development lacks.
        case development(model: String, version: Int, lacking: Int)
    }

    /// How a snapshot compares with its CloudKit environment.
    public enum SnapshotState: Sendable, Equatable {
        case missing, upToDate, differs
    }

    /// The comparisons, in the order shown.
    public var comparisons: [Comparison]
    /// Every finding of the four comparisons.
    public var diagnostics: [Diagnostic]
    /// The files findings point into (the model version, the snapshots).
    public var files: [String]

    /// Whether anything drifted: any error finding.
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }

    /// The findings as a report for the reporters.
    public func findingsReport() -> FindingsReport {
        FindingsReport(title: "ckschema cloudkit status", diagnostics: diagnostics.sorted(), files: files,
                       rules: CloudKitFinding.metadata + ChangeRules.metadata)
    }
}

extension CloudKitService {
    /// Exports both of CloudKit's environments and compares: each committed snapshot with its
    /// environment's export, development with production (what a deploy would add, what development
    /// lost), the selected version (by default what the next build writes) with production
    /// (release readiness, the same comparison as `check --against` a `.ckdb`), and with development.
    public func status(_ selection: VersionSelection = VersionSelection()) throws -> CloudKitStatus {
        let production = try positioned(try tool.exportSchema(.production))
        let development = try positioned(try tool.exportSchema(.development))
        let newest = try project.select(selection)
        var status = CloudKitStatus(comparisons: [], diagnostics: [], files: [newest.file].compactMap { $0 })
        for (environment, exported) in [(CKToolEnvironment.production, production), (.development, development)] {
            let (state, findings) = try snapshotStatus(environment, exported: exported)
            status.comparisons.append(.snapshot(path: snapshots.path(for: environment), state: state))
            status.diagnostics += findings
        }
        let (deploy, deployFindings) = deployStatus(development: development, production: production)
        status.comparisons.append(deploy)
        status.diagnostics += deployFindings

        let readiness = ProductionComparison.check(newest, against: production)
        status.comparisons.append(.release(model: newest.model, version: newest.version,
                                           missing: readiness.filter { $0.severity == .error }.count))
        status.diagnostics += readiness

        let behind = developmentBehind(newest, development: development)
        status.comparisons.append(.development(model: newest.model, version: newest.version, lacking: behind.count))
        status.diagnostics += behind
        return status
    }

    /// A snapshot against its environment's export.
    func snapshotStatus(_ environment: CKToolEnvironment, exported: CloudKitSchema) throws -> (CloudKitStatus.SnapshotState, [Diagnostic]) {
        let path = snapshots.path(for: environment)
        guard let snapshot = try snapshots.read(environment) else {
            return (.missing, [CloudKitFinding.snapshotMissing.diagnostic(
                "there is no snapshot of \(describe(environment)) at '\(path)'")])
        }
        guard snapshot.canonicalized() != exported.canonicalized() else { return (.upToDate, []) }
        let gained = SchemaAddition.additions(of: exported, over: snapshot).flatMap(\.lines)
        let lost = SchemaAddition.additions(of: snapshot, over: exported).flatMap(\.lines)
        var parts: [String] = []
        if !gained.isEmpty { parts.append("\(describe(environment)) has \(Self.list(gained)) that the snapshot lacks") }
        if !lost.isEmpty { parts.append("the snapshot has \(Self.list(lost)) that \(describe(environment)) lacks") }
        if parts.isEmpty { parts.append("types or indexes differ") }
        return (.differs, [CloudKitFinding.snapshotStale.diagnostic(
            "'\(path)' differs from \(describe(environment)): \(parts.joined(separator: "; "))",
            location: SourceLocation(file: path, line: 1, column: 1))])
    }

    /// Development against production: additions a deploy makes permanent (notes), and what
    /// development lacks or types differently (errors).
    func deployStatus(development: CloudKitSchema, production: CloudKitSchema) -> (CloudKitStatus.Comparison, [Diagnostic]) {
        let pending = SchemaAddition.additions(of: development, over: production)
        let lost = SchemaAddition.additions(of: production, over: development).filter { !$0.isSystemRecordType }
        let conflicts = SchemaAddition.typeConflicts(between: production, and: development)
        var findings = pending.map { addition in
            CloudKitFinding.deployPending.diagnostic(
                "\(addition) is in \(describe(.development)) but not in production: deploying makes it permanent",
                location: addition.location)
        }
        findings += lost.map { addition in
            CloudKitFinding.developmentLost.diagnostic("\(addition) is in \(describe(.production)) but not in development",
                                                       location: addition.location)
        }
        findings += conflicts.map { conflict in
            CloudKitFinding.developmentLost.diagnostic(
                "field '\(conflict.recordType).\(conflict.old.name.value)' is \(conflict.old.type) in \(describe(.production)) but \(conflict.new.type) in development")
        }
        return (.deploy(pending: pending.count, lost: lost.count + conflicts.count), findings)
    }

    /// Elements the newest model writes (its just-in-time mapping, so no overflow companions)
    /// that CloudKit's development lacks: a deploy from that development would leave them out.
    func developmentBehind(_ schema: Schema, development: CloudKitSchema) -> [Diagnostic] {
        let mapped = RecordTypeMapper.map(schema, mode: .jit).schema
        return SchemaAddition.additions(of: mapped, over: development).compactMap { addition in
            let location: SourceLocation?
            switch addition {
            case .role: return nil
            case .recordType(let type): location = ProductionComparison.locate(type.name.value, nil, in: schema)
            case .field(let type, let field): location = ProductionComparison.locate(type, field.name.value, in: schema)
            }
            return CloudKitFinding.developmentBehind.diagnostic(
                "\(schema.model) v\(schema.version) writes \(addition) that \(describe(.development)) lacks", location: location)
        }
    }

    /// The first few lines of a list, then how many more.
    static func list(_ lines: [String], limit: Int = 5) -> String {
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let shown = trimmed.prefix(limit).joined(separator: ", ")
        return trimmed.count > limit ? "\(shown) and \(trimmed.count - limit) more" : shown
    }
}

extension SchemaAddition {
    /// Whether the addition is one of CloudKit's own record types (`Users`, `cloudkit.share`),
    /// which no model declares.
    var isSystemRecordType: Bool {
        if case .recordType(let type) = self { return ProductionComparison.systemRecordTypes.contains(type.name.value) }
        return false
    }

    /// Where the element was written, for parsed schemas (a snapshot).
    var location: SourceLocation? {
        switch self {
        case .role: nil
        case .recordType(let type): type.location
        case .field(_, let field): field.location
        }
    }
}
