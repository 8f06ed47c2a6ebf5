import CKSchemaCore
import CKSchemaKit
import CKSchemaRules
import CKSchemaTestSupport
import Foundation
import Testing

/// Every identifier ckschema prints comes from a declaration: the emitters take a
/// `DiagnosticDescription` (`InputError(YAMLProblems.syntax, …)`) or a rule's declaration, so a
/// diagnostic built from a bare string literal is the one way to print an identifier nothing
/// declares. This is the one source scan; the catalog's own tests check the rest (each
/// identifier declared once, listed in docs/, explained by `ckschema explain`).
@Suite struct DiagnosticDeclarationTests {
    /// Lines building a diagnostic from a literal: `Diagnostic(id: "…"`, `InputError(id: "…"` and the like.
    static func offenders(in text: String, file: String) -> [String] {
        let literalID = /(Diagnostic|InputError|ImportWarning|ChangeFinding)\([^)]*\b(id|ruleID): "/
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains(literalID) }
            .map { "\(file):\($0.offset + 1): \($0.element.trimmingCharacters(in: .whitespaces))" }
    }

    @Test func noDiagnosticIsBuiltFromALiteral() throws {
        let sources = PackagePaths.url("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 100)
        let offenders = try files.flatMap { url in
            Self.offenders(in: try String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
        }
        #expect(offenders.isEmpty, "build these from their declaration:\n\(offenders.joined(separator: "\n"))")
    }

    @Test func theScanFindsALiteralIdentifier() {
        #expect(Self.offenders(in: "let d = Diagnostic(id: \"x.y\", severity: .error,", file: "t.swift").count == 1)
        #expect(Self.offenders(in: "throw InputError(YAMLProblems.syntax, message: m)", file: "t.swift").isEmpty)
    }
}
