import CKSchemaCore

/// How `versions` lists the schema versions: model, version, file and state, tab-separated.
public enum VersionsText {
    /// One line per version, then one per released version whose file is gone.
    public static func render(_ versions: [ReleaseService.VersionState], missing: [Diagnostic]) -> String {
        var out = ""
        for state in versions {
            let label = !state.released ? "draft" : state.modified ? "released, MODIFIED since release" : "released (locked)"
            out += "\(state.schema.model)\t\(state.schema.version)\t\(state.schema.file ?? "")\t\(label)\n"
        }
        return out + missing.map { "\($0.message)\n" }.joined()
    }
}
