import CKSchemaCore
import CKSchemaGeneration
import CKSchemaProject

/// Lint errors that stop a generating command before anything is written (exit 1).
public struct LintRefusal: Error, Sendable {
    /// The error findings.
    public var errors: [Diagnostic]
    /// The schema files linted, for the report.
    public var files: [String]

    /// Throws when `errors` is not empty.
    public static func check(_ errors: [Diagnostic], in schemas: [Schema]) throws(LintRefusal) {
        if !errors.isEmpty { throw LintRefusal(errors: errors, files: schemas.compactMap(\.file)) }
    }
}

/// The generating commands (`generate swift`, `generate ckdb`, `filters`): the model is linted
/// first (errors throw ``LintRefusal``), then generated.
public struct GenerationService {
    public let project: Project

    public init(project: Project) {
        self.project = project
    }

    /// The SwiftData code of every version, as the contents of the `output` folder.
    ///
    /// - Throws: `release.model_lives_elsewhere` (exit 2) in a project whose model lives in an
    ///   Xcode model or SwiftData code (`coreData:`/`swiftData:`) unless `schemas` names the YAML
    ///   versions to generate from: the app does not run this code.
    public func swift(schemas: String?, model: String?, imports: [String], output: String) throws -> GeneratedOutput {
        if schemas == nil, let sourceModel = project.sourceModelPath {
            let coreData = project.configuration.coreData != nil
            throw InputError(
                ReleaseLockProblems.modelLivesElsewhere,
                message: coreData
                    ? "the model lives in '\(sourceModel)' (coreData: in ckschema.yaml): generate swift writes SwiftData @Model classes, which a Core Data app does not run (Xcode generates its NSManagedObject classes)"
                    : "the model lives in '\(sourceModel)' (swiftData: in ckschema.yaml): that code is the model, and generate swift would write a second copy of it",
                location: project.configuration.file.map { SourceLocation(file: project.relative($0), line: 1, column: 1) },
                fix: coreData
                    ? "to move the app to SwiftData, generate from the released snapshots on purpose: 'ckschema generate swift --schemas \(project.schemasDirectory(nil))'"
                    : "edit the @Model code; to generate from the YAML snapshots anyway, name them: 'ckschema generate swift --schemas \(project.schemasDirectory(nil))'")
        }
        let history = try project.schemasHistory(schemas: schemas, model: model)
        try LintRefusal.check(try project.lintErrors(in: history.versions), in: history.versions)
        let files = try SwiftGenerator.generate(history.versions, additionalImports: imports)
        return GeneratedOutput(folder: output, marker: SwiftGenerator.headerMarker, fileExtension: "swift", files: files)
    }

    /// The fetch filters an app built with `clientVersion` (default: the newest) needs.
    public func filters(schemas: String?, model: String?, clientVersion: Int?, format: FilterFormat) throws -> String {
        let history = try project.nextBuildHistory(schemas: schemas, model: model)
        try LintRefusal.check(try project.lintErrors(in: history.versions), in: history.versions)
        return try FiltersGenerator.generate(history.versions, clientVersion: clientVersion, format: format)
    }

    /// One version's CloudKit schema as a `.ckdb` file.
    public func ckdb(_ schema: Schema, mode: CloudKitSchemaMode, notes: Bool) throws -> String {
        try LintRefusal.check(try project.lintErrors(in: [schema]), in: [schema])
        return try CKDBGenerator.generate(schema, mode: mode, notes: notes, lint: CKDBGenerator.noLint)
    }
}
