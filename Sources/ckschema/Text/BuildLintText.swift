import CKSchemaCore
import CKSchemaKit
import CKSchemaReporting
import Foundation

/// How `build-lint` words a build's findings: the way compilers print errors
/// (`/path/Models.swift:12:9: error: … [rule_id]`, each followed by its fix), which Xcode and
/// `swift build` show at the line. Worded on every build, from the cache or not.
enum BuildLintText {
    /// The findings, one after the other, without source excerpts; empty when there are none.
    static func findings(_ result: BuildLintService.Result) -> String {
        let reporter = TextReporter(useColor: false, sourceLines: { _ in nil })
        return result.diagnostics.map { reporter.render(absolute($0)) }.joined()
    }

    /// `diagnostic` with its file made absolute: Xcode places a finding only on an absolute path.
    static func absolute(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let location = diagnostic.location, !location.file.hasPrefix("/") else { return diagnostic }
        var copy = diagnostic
        let current = FileManager.default.currentDirectoryPath
        copy.location?.file = URL(fileURLWithPath: location.file, relativeTo: URL(fileURLWithPath: current, isDirectory: true))
            .standardizedFileURL.path
        return copy
    }
}
