import CKSchemaCore
import CKSchemaCoreData
import Foundation

/// `ckschema-bench --corpus-report CORPUS [--output FILE] [--notes FILE]`: the maintainers' report on
/// the shared corpus (every model imported and linted), written to research/corpus-report.md by
/// scripts/corpus-report.sh. A development report, so it lives here and not in the shipped binary.
enum CorpusReportMode {
    /// Writes the report; the exit code (0 written, 2 no corpus or unreadable notes).
    static func run(corpus: String, output: String, notes: String?) -> Int32 {
        guard FileManager.default.fileExists(atPath: (corpus as NSString).appendingPathComponent("xcdatamodel")) else {
            FileHandle.standardError.write(Data("error: no corpus at '\(corpus)'\n".utf8))
            return 2
        }
        var notesText: String?
        if let notes {
            guard let text = try? String(contentsOfFile: notes, encoding: .utf8) else {
                FileHandle.standardError.write(Data("error: cannot read '\(notes)'\n".utf8))
                return 2
            }
            notesText = text
        }
        do {
            let report = try CorpusReport.generate(corpus: corpus, notes: notesText)
            try AtomicFile.write(report, to: output)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 2
        }
        print("wrote '\(output)'")
        return 0
    }
}
