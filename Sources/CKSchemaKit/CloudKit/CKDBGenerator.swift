/// Turns a model into a `.ckdb` file, refusing models that cannot be mapped faithfully.
public enum CKDBGenerator {
    /// A check run before anything is generated; any error-severity diagnostic refuses the model.
    /// The CLI passes the linter here (`{ Linter().lint($0).diagnostics }` once the lint branch is
    /// merged); tests pass their own.
    public typealias LintHook = @Sendable (Schema) -> [Diagnostic]

    /// A hook that finds nothing (for callers that linted already).
    public static let noLint: LintHook = { _ in [] }

    /// The `.ckdb` text for `schema` in `mode`, with a comment header explaining conditional and
    /// omitted fields unless `notes` is false (then the text is exactly the export form).
    ///
    /// - Throws: `InputError` with every error the lint hook or the mapping check found; nothing is
    ///   generated then.
    public static func generate(
        _ schema: Schema, mode: CloudKitSchemaMode, notes: Bool = true, lint: LintHook
    ) throws(InputError) -> String {
        let errors = (lint(schema) + mappingProblems(in: schema)).filter { $0.severity == .error }
        guard errors.isEmpty else { throw InputError(errors) }
        let mapping = RecordTypeMapper.map(schema, mode: mode)
        return CKDBPrinter.print(mapping.schema, header: notes ? mapping.headerLines : [])
    }

    /// Problems that make a faithful mapping impossible, independent of lint configuration:
    /// attribute types CloudKit cannot mirror, and two entities of one inheritance tree declaring
    /// the same property with different CloudKit field types (they share one record type).
    public static func mappingProblems(in schema: Schema) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for root in schema.rootEntities {
            var seen: [String: (type: String, entity: String)] = [:]
            for entity in schema.tree(rootedAt: root) where schema.syncs(entity) {
                for attribute in entity.attributes where attribute.isSynced {
                    guard let primitive = RecordTypeMapper.fieldType(for: attribute.type) else {
                        problems.append(Diagnostic(
                            id: "ckdb.unsupported_type", severity: .error,
                            message: "attribute '\(entity.name).\(attribute.name)' has type '\(attribute.type.rawValue)', which CloudKit cannot mirror",
                            location: attribute.source["type"], entity: entity.name, attribute: attribute.name))
                        continue
                    }
                    let type = (attribute.encrypted ? FieldType.encrypted(primitive) : .primitive(primitive)).description
                    check(name: attribute.name, type: type, entity: entity, location: attribute.source.location)
                }
                for relationship in entity.relationships where !relationship.toMany && !relationship.cloudKitIgnored {
                    check(name: relationship.name, type: "STRING", entity: entity, location: relationship.source.location)
                }
            }
            func check(name: String, type: String, entity: Entity, location: SourceLocation?) {
                if let first = seen[name], first.type != type {
                    problems.append(Diagnostic(
                        id: "ckdb.field_collision", severity: .error,
                        message: "'\(entity.name).\(name)' maps to 'CD_\(name) \(type)' but '\(first.entity).\(name)' maps to 'CD_\(name) \(first.type)' in the same record type 'CD_\(root.name)'",
                        location: location, entity: entity.name))
                } else if seen[name] == nil {
                    seen[name] = (type, entity.name)
                }
            }
        }
        return problems
    }
}
