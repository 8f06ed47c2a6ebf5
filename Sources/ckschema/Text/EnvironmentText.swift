import CKSchemaKit
import CKSchemaStore
import Foundation

/// How the `env` commands word the local store's environments and log.
enum EnvironmentText {
    /// `env import`: what the local production store (and development) gained and lost.
    static func imported(_ imported: ProductionImport) -> String {
        let result = imported.result
        var out = "imported '\(imported.file)' into the local production store (\(imported.recordTypeCount) record types)\n"
        if result.added.count + result.removed.count <= listedChanges {
            out += result.added.map { "added \($0.trimmingCharacters(in: .whitespaces))\n" }.joined()
            out += result.removed.map { "removed \($0.trimmingCharacters(in: .whitespaces))\n" }.joined()
        } else {
            // A whole production schema is hundreds of lines: counted here, listed by the log.
            if !result.added.isEmpty { out += "added \(count(result.added))\n" }
            if !result.removed.isEmpty { out += "removed \(count(result.removed))\n" }
            out += "each change: ckschema env history --environment production --verbose\n"
        }
        if !result.developmentAdditions.isEmpty {
            let lines = result.developmentAdditions.flatMap(\.lines)
            out += "development gained: " + (lines.count <= listedChanges
                ? result.developmentAdditions.map(\.description).joined(separator: ", ") : count(lines)) + "\n"
        }
        return out
    }

    /// Up to how many changed elements an import lists one by one.
    static let listedChanges = 12

    /// `3 record types, 41 fields, 2 grants`: what the lines of a schema change name (the rest are roles).
    static func count(_ lines: [String]) -> String {
        var types = 0, fields = 0, grants = 0, other = 0
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("record type ") { types += 1 } else if trimmed.hasPrefix("field ") { fields += 1 }
            else if trimmed.hasPrefix("grant ") { grants += 1 } else { other += 1 }
        }
        func counted(_ n: Int, _ word: String) -> String? { n == 0 ? nil : "\(n) \(word)\(n == 1 ? "" : "s")" }
        return [counted(types, "record type"), counted(fields, "field"), counted(grants, "grant"), counted(other, "role")]
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// `env history`: one line per entry (with `verbose`, its schema changes below it).
    static func history(_ entries: [LogEntry], verbose: Bool) -> String {
        guard !entries.isEmpty else { return "the local store's log has no entries yet\n" }
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
    static func historyJSON(_ entries: [LogEntry]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n"
    }
}
