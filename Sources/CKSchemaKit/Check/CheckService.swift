import CKSchemaCore
import CKSchemaRules
import Foundation

/// `ckschema check`: the gate a pull request or a release pipeline runs.
///
/// What it compares, for the newest version N of each model:
/// - N against its predecessor, against every released (locked) version and, when given, against
///   production (a `.ckdb` export or the local store's production);
/// - with `--against`, against exactly the references given instead.
///
/// What it reports: the configured lint findings of N, release-lock findings, and each change
/// finding once per (rule, element), located in N's file with the older file as its related
/// location. By default only changes N itself makes count: a difference to an older version that N's
/// predecessor already had (an addition made two versions ago) is not reported again.
public struct CheckService {
    /// The local environment store's schema of an environment and the store's path, for
    /// `--against production|development`.
    public typealias StoreSchema = (CloudKitEnvironment) throws -> (schema: CloudKitSchema, file: String)

    public let project: Project
    private let storeSchema: StoreSchema

    public init(project: Project, storeSchema: @escaping StoreSchema) {
        self.project = project
        self.storeSchema = storeSchema
    }

    /// Checks the newest version of every model under `path` (a schema file or a folder; default
    /// the configured schemas folder).
    ///
    /// - Parameters:
    ///   - against: baseline references (a file, a version number, `git:REV:PATH`, a `.ckdb`
    ///     export, `production` or `development`); empty for the default comparison.
    ///   - schemas: the folder of versions when `path` is a file (default: the configured one).
    /// - Throws: ``InputError`` (exit 2) for unreadable input or a baseline that cannot be resolved.
    public func check(path: String? = nil, against: [String] = [], schemas: String? = nil) throws -> CheckOutcome {
        let target = path ?? project.schemasDirectory(schemas)
        let isFolder = FileManager.default.fileExists(atPath: target + "/.")
        let folder = isFolder ? target : project.schemasDirectory(schemas)
        let catalog = try SchemaLoader.load(paths: [target])
        let lock = try ReleaseLock.read(folder: folder)
        let lockFindings = isFolder ? lock.verify(catalog, folder: folder) : []
        let resolver = BaselineResolver(schemasDirectory: folder)
        var models: [ModelCheck] = []
        for history in catalog.models {
            guard let proposed = history.latest else { continue }
            models.append(try check(proposed, history: history, lock: lock, lockFindings: lockFindings,
                                    against: against, resolver: resolver))
        }
        return CheckOutcome(models: models)
    }

    private func check(_ proposed: Schema, history: ModelHistory, lock: ReleaseLock, lockFindings: [Diagnostic],
                       against: [String], resolver: BaselineResolver) throws -> ModelCheck {
        let lint = project.linter.lint(proposed)
        var extra = lint.diagnostics
        extra += lockFindings.filter { finding in
            history.versions.contains { $0.file == finding.location?.file } || finding.location == nil
        }
        var comparison = BaselineComparison(proposed: proposed)
        if against.isEmpty {
            let earlier = history.versions.filter { $0.version < proposed.version }
            let predecessor = earlier.last
            let released = earlier.filter {
                $0.version != predecessor?.version && lock.entry(model: $0.model, version: $0.version) != nil
            }
            comparison.compare(with: [predecessor].compactMap { $0 } + released.reversed(), onlyChangesSince: predecessor)
        } else {
            var schemas: [Schema] = []
            for reference in against {
                if let environment = CloudKitEnvironment(rawValue: reference) {
                    let (schema, file) = try storeSchema(environment)
                    comparison.compare(withProduction: schema, file: file)
                    continue
                }
                switch try resolver.resolve(reference, model: proposed.model) {
                case .schema(let schema): schemas.append(schema)
                case .cloudKit(let production, let file): comparison.compare(withProduction: production, file: file)
                }
            }
            comparison.compare(with: schemas, onlyChangesSince: nil)
        }
        let accepted = lint.suppressed.compactMap { d in
            project.configuration.suppression(matching: d).map { AcceptedFinding.suppressed(d, by: $0) }
        }
        return ModelCheck(proposed: proposed, extra: extra, accepted: accepted, comparison: comparison)
    }
}

/// The outcome of `check` for every model.
public struct CheckOutcome: Sendable {
    public var models: [ModelCheck]

    /// Whether the gate fails: any error finding.
    public var failed: Bool { models.contains(where: \.failed) }
}

/// The outcome of `check` for one model's newest version.
public struct ModelCheck: Sendable {
    /// The version checked.
    public var proposed: Schema
    /// Every finding, each once, in report order.
    public var diagnostics: [Diagnostic]
    /// What becomes permanent in production once the version is deployed.
    public var permanent: [String]
    /// Every file involved: the proposed version first, then the baselines.
    public var files: [String]
    /// Lint findings a suppression in `ckschema.yaml` silenced, with its reason.
    public var accepted: [AcceptedFinding]
    /// The comparison with the nearest baseline (the predecessor by default), for the summary.
    public var step: CompatibilityReport?
    /// The schema versions compared with, nearest first.
    public var baselines: [Schema]

    init(proposed: Schema, extra: [Diagnostic], accepted: [AcceptedFinding] = [], comparison: BaselineComparison) {
        self.proposed = proposed
        self.accepted = accepted
        step = comparison.reports.first
        baselines = comparison.reports.map(\.old)
        var seen: Set<String> = []
        diagnostics = (extra + comparison.diagnostics).filter { d in
            seen.insert("\(d.id)|\(d.location?.description ?? "")|\(d.message)").inserted
        }.sorted()
        permanent = comparison.permanent
        var files: [String] = []
        for file in [proposed.file] + comparison.files.map(Optional.some) {
            if let file, !files.contains(file) { files.append(file) }
        }
        self.files = files
    }

    /// Whether the gate fails for this model: any error finding.
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }

    /// The findings as a report for the reporters.
    public func findingsReport(title: String = "ckschema check") -> FindingsReport {
        CheckOutcome(models: [self]).findingsReport(title: title)
    }
}
