import CKSchemaCore
import CKSchemaRules
import CKSchemaSwiftSource
import Foundation

/// `research/swiftdata-corpus-report.md`: every app of `shared/corpus/swiftdata` read as one
/// folder, what the newest version of each model uses, what the reader reported, and what lint
/// finds (split by whether the app syncs, the MANIFEST's `cloudkit` column).
enum SwiftDataCorpusReport {
    static let beginMarker = "<!-- BEGIN generated corpus report: RECORD_GOLDENS=1 swift test --filter SwiftDataCorpusReportTests -->"
    static let endMarker = "<!-- END generated corpus report -->"

    /// One app, read and linted.
    struct App {
        var name: String
        var syncs: Bool
        var result: SwiftDataReadResult
        /// Lint findings of the newest version of each model, by rule.
        var findings: [String: Int]
        var newest: [Schema] { result.models.compactMap { $0.versions.last?.schema } }
    }

    /// The section's markdown for the corpus folder (holding `swiftdata/`).
    static func generate(corpus: String, linter: Linter = Linter()) throws -> String {
        let folder = (corpus as NSString).appendingPathComponent("swiftdata")
        let syncing = syncingApps(manifest: (folder as NSString).appendingPathComponent("MANIFEST.tsv"))
        var apps: [App] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
            let path = (folder as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let result = try SwiftDataReader.read(paths: [path])
            var findings: [String: Int] = [:]
            for model in result.models {
                guard let newest = model.versions.last else { continue }
                for diagnostic in linter.lint(newest.schema).diagnostics { findings[diagnostic.id, default: 0] += 1 }
            }
            apps.append(App(name: name, syncs: syncing.contains(name), result: result, findings: findings))
        }
        return render(apps, rules: linter.rules.map { $0.description })
    }

    /// The apps whose MANIFEST `cloudkit` column says `yes`.
    static func syncingApps(manifest path: String) -> Set<String> {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var apps: Set<String> = []
        for line in text.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            if columns.count > 4, columns[4] == "yes" { apps.insert(String(columns[0])) }
        }
        return apps
    }

    // MARK: - Rendering

    static func render(_ apps: [App], rules: [RuleDescription]) -> String {
        var out: [String] = []
        let results = apps.map(\.result)
        let versions = results.flatMap(\.versions)
        out.append("\(apps.count) apps (\(apps.filter(\.syncs).count) sync with CloudKit), \(results.map(\.files.count).reduce(0, +)) files, "
                   + "\(results.map(\.lineCount).reduce(0, +)) lines; \(results.map(\.models.count).reduce(0, +)) models, "
                   + "\(versions.count) versions (\(versions.filter { $0.versionedSchema != nil }.count) of them `VersionedSchema`s), "
                   + "errors: \(results.flatMap(\.diagnostics).filter { $0.severity == .error }.count).")
        out.append("")
        out.append("### What the newest version of each model uses")
        out.append("")
        out += usageTable(apps)
        out.append("")
        out.append("### What the reader reported")
        out.append("")
        out.append("| diagnostic | severity | apps | occurrences |")
        out.append("|---|---|---:|---:|")
        for description in SwiftDataDiagnostics.all {
            let counts = apps.map { app in app.result.diagnostics.filter { $0.id == description.id }.count }
            guard counts.contains(where: { $0 > 0 }) else { continue }
            out.append("| `\(description.id)` | \(description.severity.rawValue) | \(counts.filter { $0 > 0 }.count) | \(counts.reduce(0, +)) |")
        }
        out.append("")
        out.append("### What lint finds in the newest versions")
        out.append("")
        out.append("Apps with at least one finding of the rule (findings in parentheses).")
        out.append("")
        let sync = apps.filter(\.syncs), local = apps.filter { !$0.syncs }
        out.append("| rule | sync (n=\(sync.count)) | no or unknown sync (n=\(local.count)) |")
        out.append("|---|---:|---:|")
        for rule in rules {
            func cell(_ subset: [App]) -> String {
                let hit = subset.filter { $0.findings[rule.id] != nil }
                return hit.isEmpty ? "0" : "\(hit.count) (\(hit.map { $0.findings[rule.id] ?? 0 }.reduce(0, +)))"
            }
            guard apps.contains(where: { $0.findings[rule.id] != nil }) else { continue }
            out.append("| `\(rule.id)` | \(cell(sync)) | \(cell(local)) |")
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Feature counts over the newest version of each model: elements, and apps using them.
    private static func usageTable(_ apps: [App]) -> [String] {
        typealias Count = (name: String, count: (Schema) -> Int)
        func attributes(_ s: Schema, _ test: (Attribute) -> Bool) -> Int { s.entities.flatMap(\.attributes).filter(test).count }
        func relationships(_ s: Schema, _ test: (Relationship) -> Bool) -> Int { s.entities.flatMap(\.relationships).filter(test).count }
        var counts: [Count] = [
            ("entities", { $0.entities.count }),
            ("subentities (`@Model class B: A`)", { s in s.entities.filter { $0.parent != nil }.count }),
            ("… in a store that syncs (`scope: synced`)", { s in s.entities.filter { $0.scope == .synced }.count }),
            ("… only in local stores (`scope: local`)", { s in s.entities.filter { $0.scope == .local }.count }),
            ("… in no store the code sets up (`scope: unknown`)", { s in s.entities.filter { $0.scope == .unknown }.count }),
            ("attributes", { attributes($0) { _ in true } }),
        ]
        for type in AttributeType.allCases {
            counts.append(("… of type `\(type.rawValue)`", { attributes($0) { $0.type == type } }))
        }
        counts += [
            ("optional attributes", { attributes($0) { $0.optional } }),
            ("attributes with a literal default", { attributes($0) { $0.defaultValue.map { !$0.isDynamic } ?? false } }),
            ("attributes with a dynamic default", { attributes($0) { $0.defaultValue?.isDynamic ?? false } }),
            ("required attributes without default", { attributes($0) { !$0.optional && $0.defaultValue == nil && !$0.transient } }),
            ("`.externalStorage`", { attributes($0) { $0.externalStorage } }),
            ("`.allowsCloudEncryption`", { attributes($0) { $0.encrypted } }),
            ("`.preserveValueOnDeletion`", { attributes($0) { $0.preserveValueOnDeletion } }),
            ("`.ephemeral` (transient)", { attributes($0) { $0.transient } }),
            ("`.transformable(by:)`", { attributes($0) { $0.valueTransformer != nil } }),
            ("`originalName:`", { s in attributes(s) { $0.renamedFrom != nil } + relationships(s) { $0.renamedFrom != nil } }),
            ("unique constraints (`.unique`, `#Unique`)", { s in s.entities.map(\.uniqueConstraints.count).reduce(0, +) }),
            ("to-one relationships", { relationships($0) { !$0.toMany } }),
            ("to-many relationships", { relationships($0) { $0.toMany } }),
            ("relationships with an inverse", { relationships($0) { $0.inverse != nil } }),
            ("… `deleteRule: .cascade`", { relationships($0) { $0.deleteRule == .cascade } }),
            ("… `deleteRule: .deny`", { relationships($0) { $0.deleteRule == .deny } }),
            ("… `minimumModelCount`/`maximumModelCount`", { relationships($0) { $0.minCount != nil || $0.maxCount != nil } }),
            ("a container named in `cloudKitDatabase: .private(…)`", { $0.container == nil ? 0 : 1 }),
        ]
        var rows = ["| feature | apps | occurrences |", "|---|---:|---:|"]
        for (name, count) in counts {
            let perApp = apps.map { app in app.newest.map(count).reduce(0, +) }
            guard perApp.contains(where: { $0 > 0 }) else { continue }
            rows.append("| \(name) | \(perApp.filter { $0 > 0 }.count) | \(perApp.reduce(0, +)) |")
        }
        return rows
    }
}
