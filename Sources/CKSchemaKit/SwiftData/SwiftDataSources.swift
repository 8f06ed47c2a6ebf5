import CKSchemaCore
import CKSchemaSwiftSource
import Foundation

/// The SwiftData code a command reads: Swift files and folders among its paths, and the `swift:`
/// paths of `ckschema.yaml` when it is given none.
public enum SwiftDataSources {
    /// `paths` split into schema (YAML) paths and Swift paths.
    public static func split(_ paths: [String]) -> (schemas: [String], swift: [String]) {
        var schemas: [String] = []
        var swift: [String] = []
        for path in paths {
            if SwiftDataReader.isSwiftSource(path) { swift.append(path) } else { schemas.append(path) }
        }
        return (schemas, swift)
    }

    /// The paths a command reads when given none: the schemas folder (unless it is missing and a
    /// model where it lives is configured), the configured `swift:` paths and `coreData:` model.
    static func defaultPaths(_ project: Project) -> [String] {
        let models = project.configuration.swift.map { project.relative(project.configuration.resolve($0)) }
            + (project.sourceModelPath.map { [$0] } ?? [])
        let schemas = project.schemasDirectory()
        if !models.isEmpty && !FileManager.default.fileExists(atPath: schemas) { return models }
        return [schemas] + models
    }

    /// Reads SwiftData code.
    ///
    /// - Throws: ``InputError`` (exit 2) when a path cannot be read, a file does not parse or no
    ///   `@Model` class is found.
    /// - Parameter scopes: `scopes:` of `ckschema.yaml` and `--all-models`, applied to what the code says.
    /// - Parameter index: the facts of earlier runs (the build plugin's cache).
    public static func read(_ paths: [String], modelName: String? = nil, scopes: ScopeSettings = ScopeSettings(),
                            index: SwiftFileIndex = SwiftFileIndex()) throws -> SwiftDataReadResult {
        var result = try SwiftDataReader.read(paths: paths, modelName: modelName, search: scopes.entitlements, index: index)
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw InputError(errors) }
        try scopes.apply(to: &result)
        return result
    }
}
