import CKSchemaCore
import CKSchemaCoreData
import CKSchemaRules
import CKSchemaTestSupport
import Foundation
import Testing

/// Scans `Sources/` for the identifiers ckschema can print: every one is declared once in the
/// catalog, and only a declaration spells it.
@Suite struct DiagnosticIDSourceScanTests {
    struct Literal {
        var file: String
        var line: Int
        var text: String
        /// Whether the literal is the `id:` argument of a rule or diagnostic declaration.
        var isDeclaration: Bool
    }

    /// The prefixes of input-problem identifiers (`yaml.syntax`): a literal with one of them is an
    /// identifier wherever it is written.
    static let problemPrefixes: Set<String> = [
        "yaml", "schema", "generate", "ckdb", "config", "baseline", "release", "rules", "swift", "filters", "plan",
        "store", "seed", "query", "import", "input", "cloudkit", "swiftdata",
    ]

    static let catalogIDs = Set(DiagnosticCatalog.complete.ids)

    /// Every string literal of `Sources/` shaped like an identifier (`a_b`, `a.b_c`, `comments` only
    /// as an `id:` argument), with where it is.
    static let literals: [Literal] = {
        let sources = PackagePaths.url("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var found: [Literal] = []
        // The naming API spells CloudKit's own names (`cloudkit.share`), which are no identifiers.
        for url in files where url.lastPathComponent != "CloudKitNaming.swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let path = url.path.replacingOccurrences(of: PackagePaths.root.path + "/", with: "")
            found += literals(in: text, file: path)
        }
        return found
    }()

    /// The identifier-shaped literals of one source file.
    static func literals(in text: String, file: String) -> [Literal] {
        // Literal patterns of the tests themselves, known valid.
        let shaped = try! Regex(#""([a-z][a-z0-9]*(?:[._][a-z0-9]+)+)""#, as: (Substring, Substring).self)
        let idArgument = try! Regex(#"^\s*id: "([a-z][a-z0-9._]*)",\s*$"#, as: (Substring, Substring).self)
        // An enum of identifiers whose cases build their declarations (`CloudKitFailure`).
        let declaredCase = try! Regex(#"^\s*case \w+ = "([a-z][a-z0-9._]*)"\s*$"#, as: (Substring, Substring).self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [Literal] = []
        for (index, line) in lines.enumerated() {
            if let match = line.firstMatch(of: idArgument) {
                let isDeclaration = opensDescriptionCall(lines[..<index])
                found.append(Literal(file: file, line: index + 1, text: String(match.1), isDeclaration: isDeclaration))
                continue
            }
            if let match = line.firstMatch(of: declaredCase), text.contains("var declaration: DiagnosticDescription") {
                found.append(Literal(file: file, line: index + 1, text: String(match.1), isDeclaration: true))
                continue
            }
            for match in line.matches(of: shaped) {
                found.append(Literal(file: file, line: index + 1, text: String(match.1), isDeclaration: false))
            }
        }
        return found
    }

    /// Whether the code before an `id:` line ends by opening the arguments of a declaration
    /// (`RuleDescription(`, `DiagnosticDescription(`…): the `id:` is then that call's first
    /// argument. Blank lines are skipped; a comment line does not count.
    static func opensDescriptionCall(_ before: ArraySlice<Substring>) -> Bool {
        let call = try! Regex(#"(?:^|[^A-Za-z0-9_.])[A-Z][A-Za-z0-9]*Description\($"#)
        guard let code = before.last(where: { !$0.allSatisfy(\.isWhitespace) }) else { return false }
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        return !trimmed.hasPrefix("//") && trimmed.contains(call)
    }

    @Test func theScanTellsDeclarationsFromLookAlikes() {
        func isDeclaration(_ source: String) -> Bool? {
            Self.literals(in: source, file: "t.swift").first { $0.text == "x.y_z" }?.isDeclaration
        }
        #expect(isDeclaration("static let a = DiagnosticDescription(\n    id: \"x.y_z\",\n") == true)
        #expect(isDeclaration("static let a = RuleDescription(\n\n    id: \"x.y_z\",\n") == true)
        #expect(isDeclaration("let d = Diagnostic(\n    id: \"x.y_z\",\n") == false)
        #expect(isDeclaration("f(DiagnosticDescription(a),\n    id: \"x.y_z\",\n") == false)
        #expect(isDeclaration("// see DiagnosticDescription(\n    id: \"x.y_z\",\n") == false)
        #expect(isDeclaration("let d = MyDescriptionMaker(\n    id: \"x.y_z\",\n") == false)
        #expect(isDeclaration("id: \"x.y_z\",\n") == false)
        #expect(isDeclaration("let d = f(\"x.y_z\")\n") == false)
    }

    @Test func theScanFindsTheDeclarations() {
        let declared = Set(Self.literals.filter(\.isDeclaration).map(\.text))
        #expect(declared.contains("yaml.syntax"))
        #expect(declared.contains("release_not_deployed"))
        #expect(declared.contains("unique_constraint"))
        #expect(declared.contains("field_no_delete"))
        #expect(declared.contains("comments"))
    }

    /// Every identifier a declaration spells is in the catalog (so `rules`, `explain` and the
    /// docs know it), and every catalog identifier has a declaration in the sources.
    @Test func everyDeclaredIdentifierIsInTheCatalog() {
        let declared = Self.literals.filter(\.isDeclaration)
        for literal in declared where !Self.catalogIDs.contains(literal.text) {
            Issue.record("\(literal.file):\(literal.line): '\(literal.text)' is declared but in no catalog group or rule registry")
        }
        let spelled = Set(declared.map(\.text))
        for id in Self.catalogIDs.subtracting(spelled).sorted() {
            Issue.record("'\(id)' is in the catalog but no declaration in Sources spells it")
        }
    }

    /// No identifier is spelled outside its declaration: call sites use the declaration.
    @Test func noIdentifierLiteralOutsideDeclarations() {
        let fileName = try! Regex(#"\.(ckdb|yaml|yml|md|json|swift|sqlite|lock|xml)$"#)
        for literal in Self.literals where !literal.isDeclaration && !literal.text.contains(fileName) {
            let prefix = literal.text.split(separator: ".").first.map(String.init) ?? ""
            let isProblemID = literal.text.contains(".") && Self.problemPrefixes.contains(prefix)
            if Self.catalogIDs.contains(literal.text) || isProblemID {
                Issue.record("\(literal.file):\(literal.line): identifier literal '\(literal.text)' outside a declaration; use the declaration (e.g. `YAMLProblems.syntax`, `FieldNoDeleteRule.id`)")
            }
        }
    }

    /// Every `id: "…"` argument is a declaration's: a diagnostic built from a literal would be an
    /// identifier nothing declares.
    @Test func noDiagnosticIsBuiltFromALiteral() throws {
        let sources = PackagePaths.url("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let literalID = try Regex(#"(Diagnostic|InputError|ImportWarning|ChangeFinding)\([^)]*\b(id|ruleID): ""#)
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(literalID) {
                Issue.record("\(url.lastPathComponent):\(index + 1): a diagnostic built from an identifier literal")
            }
        }
    }
}
