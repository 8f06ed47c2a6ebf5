import CKSchemaCore

/// Groups import warnings for display: the same message repeated across versions is shown once,
/// at its first position, with the number of other versions it also applies to.
public enum ImportWarningGrouping {
    /// `file:line:column: warning: message [id]`, one line per distinct message, in first-seen order.
    public static func lines(for warnings: [ImportWarning]) -> [String] {
        var order: [String] = []
        var first: [String: ImportWarning] = [:]
        var files: [String: Set<String>] = [:]
        for warning in warnings {
            if first[warning.message] == nil {
                order.append(warning.message)
                first[warning.message] = warning
            }
            files[warning.message, default: []].insert(warning.location?.file ?? "")
        }
        return order.compactMap { message in
            guard let warning = first[message] else { return nil }
            let prefix = warning.location.map { "\($0): " } ?? ""
            let others = (files[message]?.count ?? 1) - 1
            let suffix = others > 0 ? " (also in \(others) other version\(others == 1 ? "" : "s"))" : ""
            return "\(prefix)warning: \(message) [\(warning.id)]\(suffix)"
        }
    }
}

/// Checks an imported model before anything is written.
public enum ImportVerification {
    /// The YAML files for `model`, after checking that each loads with ``SchemaLoader`` and gives
    /// back exactly the imported schema. Throws ``InputError`` (`import.invalid_result`) naming the
    /// version and the loader's complaint otherwise, so nothing unusable is ever written.
    public static func verifiedFiles(for model: ImportedModel) throws -> [GeneratedFile] {
        let files = model.yamlFiles()
        var problems: [Diagnostic] = []
        for (version, file) in zip(model.versions, files) {
            let where_ = SourceLocation(file: version.file, line: 1, column: 1)
            do {
                let loaded = try SchemaLoader.load(bytes: Array(file.contents.utf8), file: file.path)
                if loaded != version.schema {
                    problems.append(Diagnostic(
                        ImportProblems.invalidResult,
                        message: "version '\(version.name)' does not read back as imported from '\(file.path)'",
                        location: where_))
                }
            } catch let error as InputError {
                for diagnostic in error.diagnostics {
                    let position = diagnostic.location.map { " (\($0))" } ?? ""
                    problems.append(Diagnostic(
                        ImportProblems.invalidResult,
                        message: "version '\(version.name)' is not a valid schema: \(diagnostic.message)\(position)",
                        location: where_, fix: diagnostic.fix))
                }
            }
        }
        if !problems.isEmpty { throw InputError(problems) }
        return files
    }
}
