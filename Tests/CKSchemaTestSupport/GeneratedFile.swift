import Foundation
import Testing

/// A file of the repository generated from declarations — the reference pages in `docs/`, the
/// configuration JSON Schema's rule list, the example app's filters and migration plans.
///
/// `make generate` runs the suites that own them with `CKSCHEMA_GENERATE=1`, which rewrites each
/// file; every other run (`make test`, CI) fails on a stale file, naming it and `make generate`.
public enum GeneratedFile {
    /// The command that regenerates every generated file.
    public static let command = "make generate"

    /// Whether this run rewrites generated files: `make generate` sets `CKSCHEMA_GENERATE=1`
    /// (`RECORD_GOLDENS=1`, which re-records test goldens, rewrites them too).
    public static var regenerating: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["CKSCHEMA_GENERATE"] == "1" || environment["RECORD_GOLDENS"] == "1"
    }

    /// Expects the file at `path` (relative to the package root) to hold `generated`, what
    /// `source` generates; writes it instead when ``regenerating``.
    public static func expectCurrent(_ path: String, _ generated: String, from source: String,
                                     sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = PackagePaths.url(path)
        if regenerating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(generated.utf8).write(to: url, options: .atomic)
            return
        }
        let checkedIn = try? String(contentsOf: url, encoding: .utf8)
        // A Bool, so a failure prints the message, not both texts in full.
        let isCurrent = checkedIn == generated
        #expect(isCurrent, """
            \(path) is stale: it is not what \(source) generate\(difference(checkedIn, generated)). \
            Run `\(command)` and commit the result.
            """, sourceLocation: sourceLocation)
    }

    /// Where the checked-in text first differs from the generated one.
    static func difference(_ checkedIn: String?, _ generated: String) -> String {
        guard let checkedIn else { return " (the file is missing)" }
        let old = checkedIn.components(separatedBy: "\n"), new = generated.components(separatedBy: "\n")
        for index in 0..<max(old.count, new.count) {
            let left = index < old.count ? old[index] : "<end>", right = index < new.count ? new[index] : "<end>"
            if left != right { return " (line \(index + 1) is '\(left.prefix(120))', generated '\(right.prefix(120))')" }
        }
        return ""
    }
}
