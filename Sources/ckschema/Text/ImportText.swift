import CKSchemaKit

/// How the `import` commands sum up what they wrote.
enum ImportText {
    /// `import xcdatamodel`: the versions imported, those left as they were, and the warnings.
    static func xcDataModel(_ written: XCDataModelImport.Written) -> String {
        "imported \(versions(written.versions)) of '\(written.model)' into '\(written.output)'"
            + (written.unchanged > 0 ? " (\(written.unchanged) unchanged, left as they were)" : "")
            + (written.warnings > 0 ? " (\(written.warnings) warning\(written.warnings == 1 ? "" : "s"))" : "") + "\n"
    }

    /// `import swiftdata`: one line per model, each followed by the counts of warnings and notes, if any.
    static func swiftData(_ outcome: SwiftDataImportService.Outcome, output: String) -> String {
        let counts = [(outcome.warnings.count, "warning"), (outcome.notes.count, "note")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        let suffix = counts.isEmpty ? "" : " (" + counts.joined(separator: ", ") + ")"
        return outcome.result.models.map { model in
            "imported \(versions(model.versions.count)) of '\(model.name)' into '\(output)'" + suffix
        }.joined(separator: "\n") + "\n"
    }

    private static func versions(_ count: Int) -> String { "\(count) version\(count == 1 ? "" : "s")" }
}
