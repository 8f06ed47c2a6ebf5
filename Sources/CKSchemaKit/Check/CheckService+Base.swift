import CKSchemaCloudKit
import CKSchemaCore
import CKSchemaProject
import CKSchemaRules
import Foundation

/// `check --base`: the gate reads what the base names and finds which of the change's
/// relaxations hide one of its findings.
extension CheckService {
    /// The production snapshots the gate compares with that are files of the repository: `.ckdb`
    /// paths in `against`, and the configured snapshot.
    func snapshotPaths(_ against: [String]) -> [String] {
        var paths = against.filter { $0.lowercased().hasSuffix(".ckdb") && !$0.hasPrefix("git:") && !$0.hasPrefix("cloudkit:") }
        if CloudKitService.isConfigured(project), let configuration = try? project.configuration.cloudKit() ?? CloudKitConfiguration() {
            let snapshot = CloudKitSnapshots(directory: project.relative(project.configuration.resolve(configuration.snapshots)))
                .path(for: .production)
            if FileManager.default.fileExists(atPath: snapshot), !paths.contains(snapshot) { paths.append(snapshot) }
        }
        return paths
    }

    /// `relaxations` with the number of the change's findings each hides: a suppression the
    /// change adds that silences a finding, a baseline entry it adds that accepts one, a rule it
    /// switches off or lowers whose finding the gate run with the base's `rules:` reports higher.
    func hidden(by relaxations: [GateRelaxation], in collected: CollectedFindings, base: RelaxationService.Outcome,
                path: String?, against: [String], schemas: String?, model: String?, gate: CheckGate) throws -> [GateRelaxation] {
        var baseRun: CollectedFindings?
        if relaxations.contains(where: { if case .ruleWeakened = $0.kind { true } else { false } }) {
            var configuration = project.configuration
            configuration.ruleSettings.rules = base.baseSettings.rules
            baseRun = try CheckService(project: Project(configuration: configuration), cktool: cktool, storeSchema: storeSchema)
                .collect(path: path, against: against, schemas: schemas, model: model, gate: gate, snapshotsAt: relaxations.first?.base)
        }
        return relaxations.map { relaxation in
            var relaxation = relaxation
            switch relaxation.kind {
            case .ruleWeakened(let rule, _, _):
                var now: [String: Severity] = [:]
                for finding in collected.findings where finding.diagnostic.id == rule {
                    now[finding.fingerprint.value] = max(now[finding.fingerprint.value] ?? .note, finding.diagnostic.severity)
                }
                relaxation.hides = (baseRun?.findings ?? []).filter { finding in
                    finding.diagnostic.id == rule && now[finding.fingerprint.value].map { $0 < finding.diagnostic.severity } ?? true
                }.count
            case .suppressionAdded(let suppression):
                relaxation.hides = collected.suppressed.filter { suppression.matches($0.diagnostic, version: $0.version) }.count
            case .baselineEntryAdded(let entry):
                relaxation.hides = collected.findings.filter { $0.fingerprint.value == entry.fingerprint }.count
            default:
                break
            }
            return relaxation
        }
    }
}

extension Project {
    /// This project with the base's answer to what the gate reads: its paths (`schemas:`,
    /// `coreData:`, `swiftData:`, `swift:`, `entitlements:`, `coreDataVersions:`, `baseline:`), its
    /// `platforms:` and its `scopes:`. The change's rules and suppressions stay (their relaxations are reported).
    func readingGateInputs(of base: ProjectConfiguration) -> Project {
        var configuration = self.configuration
        configuration.schemas = base.schemas
        configuration.coreData = base.coreData
        configuration.swiftData = base.swiftData
        configuration.swift = base.swift
        configuration.entitlements = base.entitlements
        configuration.coreDataVersions = base.coreDataVersions
        if base.coreDataVersions != self.configuration.coreDataVersions { configuration.coreDataVersionsLocation = nil }
        configuration.baseline = base.baseline
        configuration.platforms = base.platforms
        configuration.scopes = base.scopes
        return Project(configuration: configuration)
    }
}
