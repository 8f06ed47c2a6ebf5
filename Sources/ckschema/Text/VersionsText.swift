import CKSchemaKit
import CKSchemaCore

/// How `versions` lists the schema versions: model, version, file and state, tab-separated.
enum VersionsText {
    /// One line per version, then one per released version whose file is gone; then, after a `#`
    /// line that names it and what ordered its versions, the versions of the model where it lives
    /// (the YAML list then opens with its own `#` line).
    static func render(_ versions: [ReleaseService.VersionState], missing: [Diagnostic],
                       sourceModel: ReleaseService.SourceModelVersions? = nil) -> String {
        var out = ""
        if let sourceModel {
            // Two lists: each says what it is.
            let count = versions.count
            out += count == 0
                ? "# \(sourceModel.schemasFolder): no YAML snapshot yet ('ckschema release --from \(sourceModel.path) N…' writes the released ones)\n"
                : "# \(sourceModel.schemasFolder): \(count) YAML snapshot\(count == 1 ? "" : "s") (the released versions check compares with)\n"
        }
        out += lines(versions, draft: "draft") + missing.map { "\($0.message)\n" }.joined()
        if let sourceModel {
            let order = sourceModel.order.map { order -> String in
                switch order.source {
                case .configuration: return ", oldest first as coreDataVersions in ckschema.yaml says"
                case .lock: return ", released ones in the order the release lock records" + (order.note != nil ? " (a shallow clone: no commits to order by)" : "")
                case .commits: return ", oldest first by the bundle's commits"
                case .names: return order.warning == nil ? ", oldest first by name" : ", oldest first by name (guessed: state coreDataVersions in ckschema.yaml)"
                }
            } ?? ""
            out += "# \(sourceModel.path): \(sourceModel.versions.count) version\(sourceModel.versions.count == 1 ? "" : "s")\(order)\n"
            out += lines(sourceModel.versions, draft: "not released")
            // Where each fact a verdict rests on came from: the scope of every model.
            out += sourceModel.scopeFacts.map { "# \($0)\n" }.joined()
        }
        return out
    }

    private static func lines(_ versions: [ReleaseService.VersionState], draft: String) -> String {
        versions.map { state in
            let label = !state.released ? draft : state.modified ? "released, MODIFIED since release" : "released (locked)"
            return "\(state.schema.model)\t\(state.schema.version)\t\(state.origin ?? state.schema.file ?? "")\t\(label)\n"
        }.joined()
    }
}
