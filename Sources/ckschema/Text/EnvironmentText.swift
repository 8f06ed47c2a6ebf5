import CKSchemaKit
import CKSchemaStore
import Foundation

/// How the `env` commands word the local store's environments and history.
enum EnvironmentText {
    /// `env import`: what the local production store (and development) gained and lost.
    static func imported(_ imported: ProductionImport) -> String {
        let result = imported.result
        var out = "imported '\(imported.file)' into the local production store (\(imported.recordTypeCount) record types)\n"
        out += result.added.map { "added \($0.trimmingCharacters(in: .whitespaces))\n" }.joined()
        out += result.removed.map { "removed \($0.trimmingCharacters(in: .whitespaces))\n" }.joined()
        if !result.developmentAdditions.isEmpty {
            out += "development gained: " + result.developmentAdditions.map(\.description).joined(separator: ", ") + "\n"
        }
        return out
    }

    /// `env history`: one line per entry (with `verbose`, its schema changes below it).
    static func history(_ entries: [HistoryEntry], verbose: Bool) -> String {
        guard !entries.isEmpty else { return "no history yet\n" }
        let formatter = ISO8601DateFormatter()
        var out = ""
        for entry in entries {
            let version = entry.version.map { "v\($0)" } ?? "-"
            out += "#\(entry.id ?? 0) \(formatter.string(from: entry.createdAt)) \(entry.environment.rawValue) \(entry.action) \(version) by \(entry.actor) (ckschema \(entry.toolVersion)): \(entry.summary)\n"
            if verbose { out += entry.changes.map { "    \($0)\n" }.joined() }
        }
        return out
    }

    /// `env history --format json`: the entries, pretty-printed with ISO 8601 dates.
    static func historyJSON(_ entries: [HistoryEntry]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n"
    }
}
