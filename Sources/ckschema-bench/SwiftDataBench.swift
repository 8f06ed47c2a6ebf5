import CKSchemaSwiftSource
import Foundation

/// Reading the SwiftData corpus (`../shared/corpus/swiftdata`, or `--swiftdata FOLDER`) the way
/// `ckschema lint` and `import swiftdata` read a folder: every app, each as one read. The target is
/// under 50 ms per 1,000 lines of Swift.
enum SwiftDataBench {
    static let targetMillisecondsPerThousandLines = 50.0

    /// The apps' folders, nil when the corpus is absent.
    static func apps(in folder: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return names.sorted().map { (folder as NSString).appendingPathComponent($0) }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// Prints the timing; returns a failure when the target is missed.
    static func run(folder: String, runs: Int) throws -> String? {
        guard let apps = apps(in: folder), !apps.isEmpty else {
            print("SwiftData corpus: not found at '\(folder)' (skipped)")
            return nil
        }
        var lines = 0, files = 0, versions = 0
        let times = try (0..<runs).map { _ in
            try seconds {
                lines = 0; files = 0; versions = 0
                for app in apps {
                    let result = try SwiftDataReader.read(paths: [app])
                    lines += result.lineCount
                    files += result.files.count
                    versions += result.versions.count
                }
            }
        }.sorted()
        let best = times[0], median = times[runs / 2]
        let perThousand = best * 1000 / (Double(lines) / 1000)
        print("SwiftData corpus: \(apps.count) apps, \(files) files, \(lines) lines, \(versions) versions read")
        print(String(format: "  read (parse + model)      %8.3f s  best of %d (median %.3f s)", best, runs, median))
        print(String(format: "  per 1,000 lines           %8.1f ms (target < %.0f ms)", perThousand, targetMillisecondsPerThousandLines))
        return perThousand < targetMillisecondsPerThousandLines
            ? nil : String(format: "reading SwiftData code takes %.1f ms per 1,000 lines", perThousand)
    }
}
