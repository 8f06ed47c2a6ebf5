import CKSchemaKit
import Foundation
import Testing
@testable import CKSchemaSwiftData

@Suite struct CorpusScratchTests {
    @Test func dump() throws {
        guard let corpus = SwiftDataTestSupport.corpus, ProcessInfo.processInfo.environment["DUMP"] == "1" else { return }
        let folder = corpus.appendingPathComponent("swiftdata")
        let apps = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.contains(".") }.sorted()
        var counts: [String: Int] = [:]
        var out = ""
        for app in apps {
            let result = try SwiftDataReader.read(paths: [folder.appendingPathComponent(app).path])
            out += "== \(app): files \(result.files.count) lines \(result.lineCount) models \(result.models.map { "\($0.name)[\($0.versions.count)]" })\n"
            for d in result.diagnostics {
                counts[d.id, default: 0] += 1
                out += "  \(d.severity) \(d.id) \(d.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column)" } ?? "-") \(d.message)\n"
            }
        }
        out += counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: "\n")
        try out.write(toFile: "/tmp/sd-corpus-dump.txt", atomically: true, encoding: .utf8)
    }
}
