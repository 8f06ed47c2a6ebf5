import CKSchemaKit
import CKSchemaReporting

extension BuildLintService.Result {
    /// The findings as `build-lint` prints them (`Sources/ckschema/Text/BuildLintText.swift`; the
    /// tests' paths are absolute already): compiler-style lines, each followed by its fix.
    var text: String {
        let reporter = TextReporter(useColor: false, sourceLines: { _ in nil })
        return diagnostics.map { reporter.render($0) }.joined()
    }
}
