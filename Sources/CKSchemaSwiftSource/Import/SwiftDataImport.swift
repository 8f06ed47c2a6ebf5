import CKSchemaCore

/// The YAML files `ckschema import swiftdata` writes for what the reader read: one per version,
/// `<model>-v<N>.yaml`, each checked to load back as exactly the version read before anything is
/// written.
public enum SwiftDataImport {
    /// The verified files of every version of every model.
    ///
    /// - Throws: ``InputError`` when the read found errors (a file that does not parse, no model at
    ///   all), or (`swiftdata.invalid_result`) when a version would not load back as read.
    public static func files(for result: SwiftDataReadResult) throws -> [GeneratedFile] {
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw InputError(errors) }
        var files: [GeneratedFile] = []
        var problems: [Diagnostic] = []
        for model in result.models {
            for version in model.versions {
                let file = GeneratedFile(path: "\(model.name)-v\(version.schema.version).yaml",
                                         contents: SchemaYAMLWriter.write(version.schema, header: header(for: version, in: result)))
                if let problem = problem(loading: file, as: version) { problems.append(problem) }
                files.append(file)
            }
        }
        if !problems.isEmpty { throw InputError(problems) }
        return files
    }

    private static func header(for version: SwiftDataVersion, in result: SwiftDataReadResult) -> [String] {
        var lines = ["Imported by ckschema from SwiftData code" + (version.location.map { " (\($0.file))" } ?? "")]
        if let name = version.versionedSchema {
            lines.append("VersionedSchema '\(name)'" + (version.versionIdentifier.map { ", versionIdentifier \($0)" } ?? ""))
        }
        // Why each entity has its `scope:` (docs/swiftdata.md, "Sync scope").
        for entity in version.schema.entities {
            guard let evidence = result.modelClass(of: entity.name, in: version).flatMap({ result.scopes[$0] }) else { continue }
            lines.append("scope of \(entity.name): \(evidence.scope.rawValue), \(evidence.reason)"
                         + (evidence.location.map { " at \($0)" } ?? ""))
        }
        return lines
    }

    /// Why `file` is not the version it was written from, if it is not.
    private static func problem(loading file: GeneratedFile, as version: SwiftDataVersion) -> Diagnostic? {
        let kind = SwiftDataDiagnostics.invalidResult
        let name = version.versionedSchema.map { "'\($0)'" } ?? "version \(version.schema.version)"
        do {
            let loaded = try SchemaLoader.load(bytes: Array(file.contents.utf8), file: file.path)
            guard loaded != version.schema else { return nil }
            return kind.diagnostic("\(name) does not read back as imported from '\(file.path)'", at: version.location)
        } catch let error as InputError {
            let first = error.diagnostics.first
            return kind.diagnostic("\(name) is not a valid schema: \(first?.message ?? "invalid")"
                                   + (first?.location.map { " (\($0))" } ?? ""), at: version.location, fix: first?.fix)
        } catch {
            return kind.diagnostic("\(name) is not a valid schema: \(error)", at: version.location)
        }
    }
}
