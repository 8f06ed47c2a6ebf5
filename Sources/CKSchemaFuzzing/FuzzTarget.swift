import CKSchemaCKDB
import CKSchemaCore
import CKSchemaCoreData
import CKSchemaProject
import CKSchemaRules
import CKSchemaSwiftSource
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

    /// Runs one input and says what it came to; returns normally unless an invariant breaks.
    @discardableResult
    public func run(_ bytes: [UInt8]) -> FuzzOutcome {
        switch self {
        case .yaml: Self.yaml(bytes)
        case .ckdb: Self.ckdb(bytes)
        case .xcdatamodel: Self.xcdatamodel(bytes)
        case .configuration: FuzzOutcome { _ = try ProjectConfiguration.parse(bytes, file: "ckschema.yaml") }
        case .swiftSource: Self.swiftSource(bytes)
        }
    }

    /// ``run(_:)`` for libFuzzer's buffer.
    public func run(_ start: UnsafeRawPointer, _ count: Int) {
        run(Array(UnsafeRawBufferPointer(start: start, count: count)))
    }

    private static func yaml(_ bytes: [UInt8]) -> FuzzOutcome {
        FuzzOutcome { _ = Linter().lint(try SchemaLoader.load(bytes: bytes, file: "fuzz.yaml")) }
    }

    private static func ckdb(_ bytes: [UInt8]) -> FuzzOutcome {
        guard UTF8Text.isValid(bytes) else { return .refused(["not UTF-8"]) }
        let text = String(decoding: bytes, as: UTF8.self)
        let schema: CloudKitSchema
        do {
            schema = try CKDBParser.parse(text, file: "fuzz.ckdb")
        } catch {
            return FuzzOutcome(error)
        }
        let printed = CKDBPrinter.print(schema)
        let reparsed: CloudKitSchema
        do {
            reparsed = try CKDBParser.parse(printed, file: "printed.ckdb")
        } catch {
            fatalError("a printed .ckdb does not parse: \(error)\n\(printed)")
        }
        let reprinted = CKDBPrinter.print(reparsed)
        if reprinted != printed { fatalError("printing is not idempotent:\n\(printed)\n---\n\(reprinted)") }
        return .accepted
    }

    private static func xcdatamodel(_ bytes: [UInt8]) -> FuzzOutcome {
        _ = XCDataModelImporter.currentVersionName(fromPlist: Data(bytes))
        return FuzzOutcome {
            let version = try XCDataModelContentsReader.read(Data(bytes), file: "contents", model: "Fuzz",
                                                             version: 1, versionName: "Fuzz")
            _ = try ImportVerification.verifiedFiles(for: ImportedModel(name: "Fuzz", versions: [version]))
        }
    }

    private static func swiftSource(_ bytes: [UInt8]) -> FuzzOutcome {
        let source = SwiftSource(path: "Fuzz.swift", text: String(decoding: bytes, as: UTF8.self))
        // Parsed whatever it holds: a read would skip a file that is not model code.
        let result = SwiftDataReader.read(sources: [source], parsingEverything: true)
        // The app's own migration plan, as lint checks it whatever the input.
        for model in result.models {
            if let history = model.migration { _ = MigrationLinter().lint(history) }
        }
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return FuzzOutcome(InputError(errors)) }
        return FuzzOutcome { _ = try SwiftDataImport.files(for: result) }
    }
}

/// What one input came to: read, or refused with these problem identifiers (an identifier of a
/// problem without a location is marked `unlocated:`, so a test can see it).
public enum FuzzOutcome: Equatable, Sendable {
    case accepted
    case refused([String])

    /// `.accepted` when `body` returns, else what it threw.
    init(_ body: () throws -> Void) {
        do {
            try body()
            self = .accepted
        } catch {
            self.init(error)
        }
    }

    init(_ error: any Error) {
        guard let error = error as? InputError else {
            self = .refused(["\(type(of: error))"])
            return
        }
        self = .refused(error.diagnostics.map { $0.location == nil ? "unlocated:\($0.id)" : $0.id })
    }
}
