import CKSchemaCore
import CKSchemaRules
import CKSchemaSwiftSource

/// The differences between one version read from Swift and its YAML version, as findings.
enum SwiftDrift {
    static let metadata: RuleMetadata = {
        let d = SwiftDataDiagnostics.drift
        return RuleMetadata(id: d.id, name: "SwiftData Drift", summary: d.summary, help: d.rationale + "\n\n**Fix:** " + d.fix,
                            defaultSeverity: d.severity)
    }()

    static func differences(swift version: SwiftDataVersion, yaml: Schema, released: Bool) -> [Diagnostic] {
        let swift = comparable(version.schema, like: yaml)
        let name = "YAML version \(yaml.version)" + (released ? " (released)" : "")
        let fix = released
            ? "change the code back: version \(yaml.version) is released, so the store and CloudKit were built from it; make the change in a new version"
            : "change the code back, or change the YAML version to match"
        return SchemaDiff.changes(from: yaml, to: swift).map { change in
            SwiftDataDiagnostics.drift.diagnostic(
                message(change, name: name, swiftType: swiftType(of: change, in: version)), at: change.newLocation ?? swiftLocation(of: change, in: swift, version: version),
                entity: change.entity, attribute: change.element == .attribute ? change.member : nil,
                relationship: change.element == .relationship ? change.member : nil, fix: fix)
                .related(change.oldLocation ?? yamlLocation(of: change, in: yaml))
        }
    }

    /// The Swift schema with what code cannot say taken from the YAML version (model name,
    /// version, database, sharing, configurations, version attribute, comments, logical keys, and
    /// the scope unless the two disagree on whether the model syncs), so only what both can say
    /// is compared.
    static func comparable(_ swift: Schema, like yaml: Schema) -> Schema {
        var result = swift
        result.model = yaml.model
        result.version = yaml.version
        result.database = yaml.database
        result.sharing = yaml.sharing
        result.configurations = yaml.configurations
        result.versionAttribute = yaml.versionAttribute
        result.comment = yaml.comment
        if result.container == nil { result.container = yaml.container }
        for index in result.entities.indices {
            guard let other = yaml.entity(named: result.entities[index].name) else { continue }
            result.entities[index].logicalKey = other.logicalKey
            result.entities[index].configurations = other.configurations
            result.entities[index].versionAttribute = other.versionAttribute
            result.entities[index].comment = other.comment
            // The stores are the app's, not the model's: only a difference in what syncs counts.
            if other.scope == nil || yaml.syncs(other) == result.syncs(result.entities[index]) {
                result.entities[index].scope = other.scope
            }
            for a in result.entities[index].attributes.indices {
                guard let yamlAttribute = other.attribute(named: result.entities[index].attributes[a].name) else { continue }
                result.entities[index].attributes[a].comment = yamlAttribute.comment
                // A hand-written YAML Transformable may leave its Swift type out.
                if yamlAttribute.customClass == nil { result.entities[index].attributes[a].customClass = nil }
            }
            for r in result.entities[index].relationships.indices {
                result.entities[index].relationships[r].comment = other.relationship(named: result.entities[index].relationships[r].name)?.comment
            }
        }
        return result
    }

    /// For a type change, the property's Swift type as written (`Int` for `Int64`).
    private static func swiftType(of change: SchemaChange, in version: SwiftDataVersion) -> String? {
        guard change.property == .type, let entity = change.entity, let member = change.member else { return nil }
        return version.swiftType(entity: entity, property: member)
    }

    private static func message(_ change: SchemaChange, name: String, swiftType: String?) -> String {
        let what = change.element == .entity ? "model '\(change.path)'" : "'\(change.path)'"
        switch change.kind {
        case .added:
            return "\(what) is in the Swift code but not in \(name)"
        case .removed:
            return "\(change.element == .entity ? "entity" : change.element.rawValue) '\(change.path)' of \(name) is not in the Swift code"
        case .renamed:
            let old = [change.oldEntity, change.oldMember].compactMap { $0 }.joined(separator: ".")
            return "\(what) is '\(old)' renamed in the Swift code, not in \(name)"
        case .modified(let property):
            let new = (change.newValue ?? "none") + (swiftType.map { " ('\($0)')" } ?? "")
            return "\(what): \(property.rawValue) is \(change.oldValue ?? "none") in \(name) but \(new) in the Swift code"
        }
    }

    /// Where a change that has no Swift side is reported: its entity's class, else the version.
    private static func swiftLocation(of change: SchemaChange, in swift: Schema, version: SwiftDataVersion) -> SourceLocation? {
        change.entity.flatMap { swift.entity(named: $0)?.source.location } ?? version.location
    }

    /// The YAML side of a change that has none: its entity, else the file's `entities:`.
    private static func yamlLocation(of change: SchemaChange, in yaml: Schema) -> SourceLocation? {
        change.entity.flatMap { yaml.entity(named: $0)?.source.location } ?? yaml.source["entities"] ?? yaml.source.location
    }
}

private extension Diagnostic {
    func related(_ location: SourceLocation?) -> Diagnostic {
        var copy = self
        copy.relatedLocation = location
        return copy
    }
}
