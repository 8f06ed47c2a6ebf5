import CKSchemaCore
import CKSchemaGeneration

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
    public func swift(schemas: String?, model: String?, imports: [String], output: String) throws -> GeneratedOutput {
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
