import CKSchemaCore
import CKSchemaCoreData
import CKSchemaKit
import CKSchemaRules
import CKSchemaSwiftData
import Foundation

/// What each libFuzzer target does with one input (docs/reliability.md). The executables in
/// `Fuzz/` call ``run(_:)`` from `LLVMFuzzerTestOneInput`; the regression tests run every input
/// in `Tests/Fixtures/fuzz-regressions/<target>/` through the same function.
///
/// Invalid input must end in an `InputError` (or another thrown error); a crash, a hang or an
/// unbounded allocation is a finding. A broken invariant (a printed `.ckdb` that does not parse
/// back the same) is turned into a crash on purpose, so that the fuzzer reports it.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The YAML schema loader, then lint on every schema that loads.
    case yaml
    /// The `.ckdb` parser, then print and re-parse: the printed text must parse back to itself.
    case ckdb
    /// The Core Data `contents` reader, then the import's YAML write/reload check; the same bytes
    /// as an `.xccurrentversion` property list.
    case xcdatamodel
    /// The `ckschema.yaml` configuration decoder.
    case configuration
    /// The SwiftData `@Model` source reader, then the import's YAML write/reload check on what it read.
    case swiftSource = "swift"

    /// Runs one input; returns normally unless an invariant breaks.
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .yaml: Self.yaml(bytes)
        case .ckdb: Self.ckdb(bytes)
        case .xcdatamodel: Self.xcdatamodel(bytes)
        case .configuration: _ = try? ProjectConfiguration.parse(bytes, file: "ckschema.yaml")
        case .swiftSource: Self.swiftSource(bytes)
        }
    }

    /// ``run(_:)`` for libFuzzer's buffer.
    public func run(_ start: UnsafeRawPointer, _ count: Int) {
        run(Array(UnsafeRawBufferPointer(start: start, count: count)))
    }

    private static func yaml(_ bytes: [UInt8]) {
        guard let schema = try? SchemaLoader.load(bytes: bytes, file: "fuzz.yaml") else { return }
        _ = Linter().lint(schema)
    }

    private static func ckdb(_ bytes: [UInt8]) {
        guard let text = String(bytes: bytes, encoding: .utf8),
              let schema = try? CKDBParser.parse(text, file: "fuzz.ckdb") else { return }
        let printed = CKDBPrinter.print(schema)
        let reparsed: CloudKitSchema
        do {
            reparsed = try CKDBParser.parse(printed, file: "printed.ckdb")
        } catch {
            fatalError("a printed .ckdb does not parse: \(error)\n\(printed)")
        }
        let reprinted = CKDBPrinter.print(reparsed)
        if reprinted != printed { fatalError("printing is not idempotent:\n\(printed)\n---\n\(reprinted)") }
    }

    private static func xcdatamodel(_ bytes: [UInt8]) {
        _ = XCDataModelImporter.currentVersionName(fromPlist: Data(bytes))
        guard let version = try? XCDataModelContentsReader.read(Data(bytes), file: "contents", model: "Fuzz",
                                                                 version: 1, versionName: "Fuzz") else { return }
        _ = try? ImportVerification.verifiedFiles(for: ImportedModel(name: "Fuzz", versions: [version]))
    }

    private static func swiftSource(_ bytes: [UInt8]) {
        let source = SwiftSource(path: "Fuzz.swift", text: String(decoding: bytes, as: UTF8.self))
        let result = SwiftDataReader.read(sources: [source])
        guard !result.hasErrors else { return }
        _ = try? SwiftDataImport.files(for: result)
    }
}
