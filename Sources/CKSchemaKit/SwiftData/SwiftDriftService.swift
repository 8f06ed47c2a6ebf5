import CKSchemaCore
import CKSchemaProject
import CKSchemaReporting
import CKSchemaSwiftSource
import Foundation

/// `ckschema check --swift PATH`: does the app's `@Model` code still say what the YAML version it
/// claims to be says? A `VersionedSchema` is version N of its model (its place in the migration
/// plan, as `import swiftdata` numbers it); code without `VersionedSchema` is the newest version.
/// Every difference is a `swiftdata.drift` error at the Swift position, with the YAML position as
/// related location.
public struct SwiftDriftService {
    public let project: Project

    public init(project: Project) {
        self.project = project
    }

    /// Compares the SwiftData code at `paths` (default: the configured `swift:` paths) with the YAML
    /// versions in `schemas` (default: the configured schemas folder).
    ///
    /// - Parameter model: the YAML model to compare with when the folder holds several and the
    ///   code's model name does not say which.
    /// - Throws: ``InputError`` (exit 2) for unreadable input, or code with no YAML model to compare with.
    public func check(paths: [String] = [], schemas: String? = nil, model: String? = nil) throws -> SwiftDriftOutcome {
        try check(paths: paths, schemas: schemas, model: model, loaded: nil)
    }

    /// ``check(paths:schemas:model:)`` with the schemas folder already read (`loaded`, when its path
    /// is the folder's).
    func check(paths: [String], schemas: String?, model: String?, loaded: LoadedFolder?) throws -> SwiftDriftOutcome {
        let swiftPaths = paths.isEmpty ? project.configuration.swift.map { project.relative(project.configuration.resolve($0)) } : paths
        let read = try SwiftDataSources.read(swiftPaths)
        let folder = project.schemasDirectory(schemas)
        let catalog = try loaded?.catalog ?? SchemaLoader.loadDirectory(folder)
        let lock = try loaded?.lock ?? ReleaseLock.read(folder: folder)
        var outcome = SwiftDriftOutcome(files: read.files)
        for swiftModel in read.models {
            let history = try Self.history(for: swiftModel, in: catalog, named: model, folder: folder)
            for version in Self.versionsToCompare(swiftModel) {
                guard let yaml = Self.counterpart(of: version, in: history) else {
                    outcome.diagnostics.append(SwiftDataDiagnostics.drift.diagnostic(
                        "'\(version.versionedSchema ?? "the code")' is version \(version.schema.version) of '\(history.model)', which has no such YAML version in '\(folder)'",
                        at: version.location, fix: "import it with 'ckschema import swiftdata' or write the YAML version"))
                    continue
                }
                let released = lock.entry(model: yaml.model, version: yaml.version) != nil
                outcome.diagnostics += SwiftDrift.differences(swift: version, yaml: yaml, released: released)
                outcome.compared.append((version.versionedSchema ?? "@Model classes", yaml.file ?? "version \(yaml.version)"))
                if let file = yaml.file, !outcome.files.contains(file) { outcome.files.append(file) }
            }
        }
        // Severities, `off` and suppressions of ckschema.yaml, as for every other check.
        outcome.diagnostics = project.configuration.ruleSettings.apply(to: outcome.diagnostics, version: nil).kept.sorted()
        return outcome
    }

    /// Versions of SwiftData code: every `VersionedSchema`, or the one version of code without.
    static func versionsToCompare(_ model: SwiftDataModel) -> [SwiftDataVersion] { model.versions }

    /// The YAML version a Swift version claims to be: the same number for a `VersionedSchema`, else the newest.
    static func counterpart(of version: SwiftDataVersion, in history: ModelHistory) -> Schema? {
        guard version.versionedSchema != nil else { return history.latest }
        return history.versions.first { $0.version == version.schema.version }
    }

    /// The YAML model the code is compared with: the only one, the one named, or the code's name.
    static func history(for model: SwiftDataModel, in catalog: SchemaCatalog, named name: String?,
                        folder: String) throws -> ModelHistory {
        if catalog.models.count == 1, let only = catalog.models.first, name == nil || name == only.model { return only }
        if let history = catalog.history(of: name ?? model.name) { return history }
        let known = catalog.models.map { "'\($0.model)'" }.joined(separator: ", ")
        throw InputError(SwiftDataDiagnostics.noYAMLModel, message: "no YAML model '\(name ?? model.name)' in '\(folder)'"
                            + (known.isEmpty ? "" : " (it holds \(known))"),
                         location: model.versions.first?.location,
                         fix: "name the YAML model with --model, or import the code with 'ckschema import swiftdata'")
    }
}

/// A schemas folder as one command read it: its versions and its release lock.
struct LoadedFolder {
    var path: String
    var catalog: SchemaCatalog
    var lock: ReleaseLock
}

/// What `check --swift` found.
public struct SwiftDriftOutcome: Sendable {
    /// One `swiftdata.drift` error per difference.
    public var diagnostics: [Diagnostic] = []
    /// The Swift and YAML files compared.
    public var files: [String]
    /// Each comparison made: the Swift version and the YAML file.
    public var compared: [(swift: String, yaml: String)] = []

    init(files: [String]) { self.files = files }

    /// Whether the code drifted from its YAML versions in a way configured as an error.
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }

    /// `report` with the drift findings, their files and their rule added.
    public func merged(into report: FindingsReport) -> FindingsReport {
        var merged = report
        merged.add(diagnostics, files: files, rules: [SwiftDrift.metadata])
        return merged
    }
}
