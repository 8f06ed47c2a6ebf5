import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// Shared helpers of the loading tests.
enum LoadingTest {
    typealias Location = CKSchemaCore.SourceLocation

    /// Every problem loading `yaml` reports, rendered `line:column id: message | fix`.
    static func problems(_ yaml: String, file: String = "s.yaml", limits: YAMLLimits = .default) -> [String] {
        problems(bytes: Array(yaml.utf8), file: file, limits: limits)
    }

    static func problems(bytes: [UInt8], file: String = "s.yaml", limits: YAMLLimits = .default) -> [String] {
        do {
            _ = try SchemaLoader.load(bytes: bytes, file: file, limits: limits)
            return []
        } catch let error as InputError {
            return error.diagnostics.map(render)
        } catch {
            return ["unexpected error \(error)"]
        }
    }

    /// YAML-level problems of `yaml` (parser only).
    static func yamlProblems(_ bytes: [UInt8], limits: YAMLLimits = .default) -> [String] {
        do {
            _ = try YAMLParser.parse(bytes, file: "y.yaml", limits: limits)
            return []
        } catch let error as InputError {
            return error.diagnostics.map(render)
        } catch {
            return ["unexpected error \(error)"]
        }
    }

    static func render(_ d: Diagnostic) -> String {
        let position = d.location.map { "\($0.line):\($0.column)" } ?? "-"
        return "\(position) \(d.id): \(d.message)" + (d.fix.map { " | \($0)" } ?? "")
    }

    /// A schema file around `entities` (indented by two spaces per level already).
    static func schema(_ entities: String, header: String = "") -> String {
        "model: Shop\nversion: 1\n\(header)entities:\n\(entities)"
    }
}

/// A suite of loader-error tests: the problems of a whole document, or of entities under a header.
protocol LoadingErrorSuite {}

extension LoadingErrorSuite {
    func problems(_ yaml: String) -> [String] { LoadingTest.problems(yaml) }
    func entities(_ yaml: String, header: String = "") -> [String] {
        LoadingTest.problems(LoadingTest.schema(yaml, header: header))
    }
}
