/// Writes the Swift form of a ``VersionFilterPlan``: one `VersionFilters` namespace with
/// `maxCompatibleVersion` and, per entity, an NSPredicate, a SwiftData `#Predicate` and
/// `FetchDescriptor` over the model classes (``FilteredModels``: those `ckschema generate swift`
/// writes, `SchemaV<N>.<Entity>`, or the app's own; none for an Xcode model), and a `CKQuery` on
/// the `CD_` record type.
struct FiltersSwiftWriter {
    /// Which classes the SwiftData members name.
    var models: FilteredModels = .generated

    /// Names the file declares or uses unqualified inside `VersionFilters`; an entity named like one
    /// would shadow it.
    static let reservedEntityNames: Set<String> = ["VersionFilters", "NSPredicate", "CKQuery", "Predicate", "FetchDescriptor"]

    /// Paragraphs wrapped at `width` columns, joined by newlines (an empty paragraph stays empty).
    static func wrap(_ paragraphs: [String], width: Int = 96) -> String {
        var lines: [String] = []
        for paragraph in paragraphs {
            var current = ""
            for word in paragraph.split(separator: " ") {
                if !current.isEmpty && current.count + 1 + word.count > width {
                    lines.append(current)
                    current = ""
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            lines.append(current)
        }
        return lines.joined(separator: "\n")
    }

    func text(_ plan: VersionFilterPlan) -> String {
        var w = SwiftWriter()
        w.line(FiltersGenerator.headerMarker + "'\(plan.model)' version \(plan.latestVersion). Do not edit: run 'ckschema filters'.")
        w.line()
        for module in ["CloudKit", "Foundation"] + (models == .coreData ? [] : ["SwiftData"]) { w.line("import \(module)") }
        w.line()
        let versionEnum = VersionedSchemaWriter.enumName(plan.clientVersion)
        w.doc(Self.wrap([
            "Fetch filters for Apple's \"version your entities\" strategy: every record carries the schema version that wrote it (its version attribute's default), and this app fetches only records it can read, so records written by newer app versions stay hidden on this device.",
            "",
            "An app built with version C reads a record of entity E stamped V when V <= C, or when no version in (C, V] changed E in a way C cannot read ('ckschema diff', client level). Versions after \(plan.latestVersion) are not known yet, so an app built with version \(plan.latestVersion) filters every entity on `version <= maxCompatibleVersion`. An entity's minimum reader version is the latest version that changed it incompatibly (or introduced it): apps built with it or later read all of its records up to \(plan.latestVersion).",
        ]))
        w.block("enum VersionFilters") { w in
            w.doc("The schema version this app is built with" + (models == .generated ? " (SwiftData models: `\(versionEnum)`)." : "."))
            w.line("static let clientVersion = \(plan.clientVersion)")
            w.doc("The latest schema version this app can read at all; records stamped later are hidden.")
            w.line("static let maxCompatibleVersion = \(plan.maxCompatibleVersion)")
            for filter in plan.entities {
                w.line()
                entity(filter, plan: plan, versionEnum: versionEnum, into: &w)
            }
        }
        return w.text
    }

    private func entity(_ filter: EntityVersionFilter, plan: VersionFilterPlan, versionEnum: String, into w: inout SwiftWriter) {
        let type = SwiftIdentifier.escaped(filter.entity)
        let model = models == .generated ? "\(versionEnum).\(type)" : type
        var heading = "'\(filter.entity)': record type `\(filter.recordType)`"
        if let field = filter.field { heading += ", field `\(field)`" }
        w.doc(Self.wrap([heading + ".", ""] + FilterSyntax.explanation(filter, in: plan), width: 92))
        w.block("enum \(type)") { w in
            if let bound = filter.maxReadableVersion, let attributeType = filter.attributeType {
                w.doc("The highest version stamp this app reads for '\(filter.entity)'.")
                w.line("static let maxReadableVersion: \(attributeType.rawValue) = \(bound)")
            }
            w.doc("Core Data: `request.predicate = VersionFilters.\(type).predicate` on an `NSFetchRequest` for '\(filter.entity)'.")
            w.line("static let predicateFormat = \(SwiftIdentifier.stringLiteral(FilterSyntax.nsPredicate(filter)))")
            w.line("static var predicate: NSPredicate { NSPredicate(format: predicateFormat) }")
            if models != .coreData {
                w.doc("SwiftData: `@Query(filter: VersionFilters.\(type).swiftDataPredicate)`.")
                w.block("static var swiftDataPredicate: Predicate<\(model)>") { w in
                    if let attribute = filter.attribute, filter.maxReadableVersion != nil {
                        w.line("let bound = maxReadableVersion")
                        w.line("return #Predicate<\(model)> { $0.\(SwiftIdentifier.escaped(attribute)) <= bound }")
                    } else {
                        w.line("#Predicate<\(model)> { _ in true }")
                    }
                }
                w.doc("SwiftData: `try modelContext.fetch(VersionFilters.\(type).fetchDescriptor)`.")
                w.line("static var fetchDescriptor: FetchDescriptor<\(model)> { FetchDescriptor(predicate: swiftDataPredicate) }")
            }
            w.doc("CloudKit directly: `database.records(matching: VersionFilters.\(type).ckQuery)`.")
            w.line("static let recordType = \(SwiftIdentifier.stringLiteral(filter.recordType))")
            w.line("static let ckQueryFormat = \(SwiftIdentifier.stringLiteral(FilterSyntax.ckQuery(filter)))")
            w.line("static var ckQuery: CKQuery { CKQuery(recordType: recordType, predicate: NSPredicate(format: ckQueryFormat)) }")
        }
    }
}
