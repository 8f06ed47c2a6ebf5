import CKSchemaCore

/// Refuses an Xcode model whose older versions cannot reach the current one by an inferred mapping
/// when the project has no mapping model.
public struct MigrationMappingModelMissingRule: MigrationRule {
    public init() {}

    public static let examplesAreSwiftCode = false

    public static let description = RuleDescription(
        id: "migration_mapping_model_missing",
        name: "Migration Mapping Model Missing",
        summary: "An Xcode model whose older version differs from the current one by a change inferred mapping cannot make needs a mapping model",
        rationale: """
            A Core Data store migrates from the version it was written with straight to the current \
            version, with a mapping model the app provides or one Core Data infers when the store \
            opens (`shouldInferMappingModelAutomatically`, on by default: \
            https://developer.apple.com/documentation/coredata/nspersistentstoredescription/shouldinfermappingmodelautomatically). \
            An inferred mapping covers only changes that fit an obvious pattern \
            (https://developer.apple.com/documentation/coredata/migrating-your-data-model-automatically): \
            not an attribute's type changing (https://stackoverflow.com/questions/17534859), nor an \
            optional attribute becoming required without a default value \
            (https://developer.apple.com/documentation/coredata/staged-migrations). With no mapping \
            model, a store at the older version fails to open after the update, on every device, \
            synced or not. Reported at the attribute of the current version, naming every older \
            version it cannot be reached from. Any `.xcmappingmodel` under the folder that holds \
            the model bundle counts as the mapping (ckschema does not read which versions it maps).
            """,
        fix: """
            Add a mapping model (File › New › Mapping Model) from the older version to the current \
            one, with an `NSEntityMigrationPolicy` that converts the values; or reach the change in \
            inferable steps (a new attribute beside the old one, filled by a custom migration stage, \
            the old one removed later).
            """,
        category: .migration,
        defaultSeverity: .error,
        scope: .wholeSchema,
        nonTriggeringExamples: [
            Example("""
                model: Shop
                version: 1
                entities:
                  Item:
                    attributes:
                      quantity: String = ""
                ---
                model: Shop
                version: 2
                entities:
                  Item:
                    attributes:
                      quantity: String = ""
                      count: Int64 = 0
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Shop
                version: 1
                entities:
                  Item:
                    attributes:
                      quantity: String = ""
                ---
                model: Shop
                version: 2
                entities:
                  Item:
                    attributes:
                      ↓quantity: Int64 = 0
                """),
        ]
    )

    public func check(_ migration: ModelMigration, context: LintContext) -> [Diagnostic] {
        guard let mappingModels = migration.mappingModels, mappingModels.isEmpty, let current = migration.versions.last else { return [] }
        // Each attribute of the current version, with the older versions it cannot be inferred from.
        var problems: [(entity: String, attribute: Attribute, what: String, versions: [String])] = []
        for old in migration.versions.dropLast() {
            for entity in current.schema.entities {
                guard let oldEntity = old.schema.entity(named: entity.renamedFrom ?? entity.name) ?? old.schema.entity(named: entity.name)
                else { continue }
                for attribute in entity.attributes where !attribute.transient {
                    guard let before = oldEntity.attribute(named: attribute.renamedFrom ?? attribute.name)
                        ?? oldEntity.attribute(named: attribute.name), !before.transient else { continue }
                    let what: String
                    if before.type != attribute.type {
                        what = "changes '\(entity.name).\(attribute.name)' from \(before.type.rawValue) to \(attribute.type.rawValue)"
                    } else if before.optional && !attribute.optional && attribute.defaultValue == nil {
                        what = "makes '\(entity.name).\(attribute.name)' required with no default value"
                    } else {
                        continue
                    }
                    if let index = problems.firstIndex(where: { $0.entity == entity.name && $0.attribute.name == attribute.name && $0.what == what }) {
                        problems[index].versions.append(old.name)
                    } else {
                        problems.append((entity.name, attribute, what, [old.name]))
                    }
                }
            }
        }
        return problems.map { problem in
            let versions = problem.versions.map { "'\($0)'" }.joined(separator: ", ")
            return context.diagnostic(
                "the current version '\(current.name)' \(problem.what), which Core Data cannot infer a mapping for from \(versions); the project has no mapping model, so stores at \(versions) fail to open",
                at: problem.attribute.source.location, entity: problem.entity, attribute: problem.attribute.name,
                fix: "add a mapping model from \(versions) to '\(current.name)' with an NSEntityMigrationPolicy that converts '\(problem.attribute.name)', or keep the old attribute and add a new one")
        }
    }
}
