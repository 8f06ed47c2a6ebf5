import CKSchemaCKDB
import CKSchemaCore
import CKSchemaCoreData
import CKSchemaGeneration
import CKSchemaProject
import CKSchemaReporting
import CKSchemaStore
import CKSchemaSwiftSource
import CKSchemaTestSupport
import Foundation

/// Runs the file examples of the diagnostic declarations the way ckschema reads such a file, and
/// renders what it prints (standard error, no colour).
enum DiagnosticExampleRunner {
    /// The runner of each group, by group name; a group with file examples must have one.
    static let runners: [String: @Sendable (String, String) throws -> [Diagnostic]] = [
        YAMLProblems.group.name: loadSchema,
        SchemaProblems.group.name: loadSchema,
        SwiftProblems.group.name: { name, text in
            _ = try SwiftGenerator.generate([try SchemaLoader.load(bytes: Array(text.utf8), file: name)])
            return []
        },
        CKDBProblems.group.name: { name, text in
            _ = try CKDBParser.parseDocument(text, file: name)
            return []
        },
        CKDBInspectorFindings.group.name: { name, text in
            CKDBInspector.inspect(try CKDBParser.parseDocument(text, file: name)).findings
        },
        ConfigurationProblems.group.name: { name, text in
            _ = try ProjectConfiguration.parse(Array(text.utf8), file: name)
            return []
        },
        ImportProblems.group.name: importContents,
        ImportDroppedWarnings.group.name: importContents,
        ImportReadingWarnings.group.name: importContents,
        SeedProblems.group.name: seed,
        SwiftDataDiagnostics.reading.name: readSwift,
        SwiftDataDiagnostics.properties.name: readSwift,
        SwiftDataDiagnostics.macros.name: readSwift,
        SwiftDataDiagnostics.versions.name: readSwift,
        SwiftDataDiagnostics.scope.name: readSwift,
    ]

    /// SwiftData code read as the one file of a folder.
    static let readSwift: @Sendable (String, String) throws -> [Diagnostic] = { name, text in
        SwiftDataReader.read(sources: [SwiftSource(path: name, text: text)]).diagnostics
    }

    /// What ckschema reports for `example` under `id`: its diagnostics of that identifier (an input
    /// error's included), each as the command prints it (the inspector's report lines, else the
    /// compiler form of the text reporter), and the identifiers of every diagnostic it produced.
    static func output(of example: DiagnosticExample, id: String, in group: DiagnosticGroup) throws
        -> (text: String, ids: [String], diagnostics: [Diagnostic])
    {
        guard let (name, text) = example.file, let run = runners[group.name] else { return ("", [], []) }
        var diagnostics: [Diagnostic]
        do {
            diagnostics = try run(name, text)
        } catch let error as InputError {
            diagnostics = error.diagnostics
        }
        let own = diagnostics.sorted().filter { $0.id == id }
        let rendered: String
        if group.name == CKDBInspectorFindings.group.name {
            // As `inspect` lists its findings (Sources/ckschema/Text/InspectText.swift).
            rendered = own.map { finding in
                "  " + (finding.location.map { "\($0): " } ?? "") + "\(finding.severity.rawValue): \(finding.message) [\(finding.id)]"
                    + (finding.fix.map { " (\($0))" } ?? "") + "\n"
            }.joined()
        } else if group.kind == .input, own.allSatisfy({ $0.severity == .warning }), !own.isEmpty,
                  !DiagnosticGroup.swiftData.contains(where: { $0.name == group.name }) {
            // The importer's warnings, as `import xcdatamodel` prints them.
            let declared = group.diagnostics.first { $0.id == id }
            let warnings = declared.map { d in own.map { ImportWarning(d, message: $0.message, location: $0.location) } } ?? []
            rendered = ImportWarningGrouping.lines(for: warnings).map { $0 + "\n" }.joined()
        } else {
            let lines = SourceLines(text)
            let reporter = TextReporter(useColor: false, sourceLines: { $0 == name ? lines : nil })
            rendered = own.map { reporter.render($0) }.joined()
        }
        return (rendered.hasSuffix("\n") ? String(rendered.dropLast()) : rendered, diagnostics.map(\.id), own)
    }

    static let loadSchema: @Sendable (String, String) throws -> [Diagnostic] = { name, text in
        _ = try SchemaLoader.load(bytes: Array(text.utf8), file: name)
        return []
    }

    static let importContents: @Sendable (String, String) throws -> [Diagnostic] = { name, text in
        let version = try XCDataModelContentsReader.read(Data(text.utf8), file: name, model: "Shop", version: 1,
                                                        versionName: "Shop")
        return version.warnings.map(\.diagnostic)
    }

    /// The model whose development schema the seed examples fill (their first line says so).
    static let seedModel = """
        model: Shop
        version: 1
        entities:
          Item:
            attributes:
              name: String?
              price: Double?
        """

    static let seed: @Sendable (String, String) throws -> [Diagnostic] = { name, text in
        let folder = try TemporaryFolder.make("seed-example")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stamp = LogStamp(actor: "example", toolVersion: "0", date: Date(timeIntervalSince1970: 0))
        let store = try EnvironmentStore(path: folder.appendingPathComponent("state.sqlite").path)
        let model = try SchemaLoader.load(bytes: Array(seedModel.utf8), file: "v1.yaml")
        _ = try store.initializeDevelopment(from: model, contentHash: ContentHash.of(model), stamp: stamp)
        _ = try store.seed(try YAMLParser.parse(Array(text.utf8), file: name), file: name, stamp: stamp)
        return []
    }
}
