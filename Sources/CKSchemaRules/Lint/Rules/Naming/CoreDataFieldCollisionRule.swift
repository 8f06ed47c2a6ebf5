import CKSchemaCore

/// Property names must not collide with fields Core Data adds itself.
public struct CoreDataFieldCollisionRule: LintRule {
    public init() {}

    /// Property names whose `CD_` field Core Data writes on every record type.
    static let reservedNames: Set<String> = ["entityName", "moveReceipt", "moveReceipt_ckAsset"]

    public static let description = RuleDescription(
        id: "core_data_field_collision",
        name: "Core Data Field Collision",
        summary: "Synced properties must not be named like the fields Core Data adds to every record type",
        rationale: """
            Besides one `CD_<name>` field per property, Core Data writes fields of its own into the \
            same record type: `CD_entityName` (the concrete entity) on every record, \
            `CD_moveReceipt` and `CD_moveReceipt_ckAsset` for zone moves and sharing, and a \
            `CD_<name>_ckAsset` ASSET companion for every String, URI, Binary and Transformable \
            attribute (https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data; \
            https://developer.apple.com/videos/play/wwdc2019/202/; the initialized schema https://github.com/AlexW00/hibi/blob/8b14428d29b56dc946db9c6a6b69fe8009c27e6d/CloudKit/schema.ckdb). A property named `entityName`, \
            `moveReceipt`, or `<other>_ckAsset` where `<other>` is a variable-length attribute of the \
            same record type (the whole inheritance tree shares one) would write to the same \
            field with a different meaning or type.
            """,
        fix: """
            Rename the property (keeping `renamedFrom` for local data) so that its `CD_` field cannot \
            coincide with one of Core Data's.
            """,
        category: .naming,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Files
                version: 1
                entities:
                  Document:
                    attributes:
                      kind: String = ""
                      size_ckAsset: Int64?
                      size: Int64 = 0
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Files
                version: 1
                entities:
                  Document:
                    attributes:
                      ↓entityName: String?
                      body: String?
                      ↓body_ckAsset: Binary?
                      ↓moveReceipt: Binary?
                """),
            Example("""
                model: Files
                version: 1
                entities:
                  Document:
                    attributes:
                      preview: Binary?
                  Scan:
                    parent: Document
                    attributes:
                      ↓preview_ckAsset: String?
                """),
        ],
        xcodeFix: { xcode in "rename \(xcode.property) and set its Renaming ID (Data Model inspector, Versioning) to the old name" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for field in context.fields(named: Self.reservedNames) {
            diagnostics.append(finding(field, clash: "Core Data's own field '\(CoreDataNaming.name(field.name))'", context: context))
        }
        // Built on the first property named like an asset companion (most schemas have none).
        var companions: [String: Set<String>]?
        for field in context.fields(endingWith: CoreDataNaming.assetSuffix) where !Self.reservedNames.contains(field.name) {
            companions = companions ?? Self.companionsByRecordType(context)
            guard companions?[context.index.rootName(of: field.entity)]?.contains(field.name) == true else { continue }
            let owner = String(field.name.dropLast(CoreDataNaming.assetSuffix.count))
            diagnostics.append(finding(field, clash: "the asset companion of attribute '\(owner)'", context: context))
        }
        return diagnostics
    }

    /// The asset companion names (`<name>_ckAsset`) of the synced variable-length attributes of
    /// the in-scope entities, by record type (the name of the root entity).
    static func companionsByRecordType(_ context: LintContext) -> [String: Set<String>] {
        var companions: [String: Set<String>] = [:]
        for (entity, attribute) in context.attributes(where: { $0.isSynced && $0.type.isVariableLength }) {
            companions[context.index.rootName(of: entity), default: []].insert(attribute.name + CoreDataNaming.assetSuffix)
        }
        return companions
    }

    private func finding(_ field: DeclaredField, clash: String, context: LintContext) -> Diagnostic {
        context.diagnostic(
            "\(field.noun) of '\(field.entity.name)' maps to '\(CoreDataNaming.name(field.name))', which collides with \(clash)",
            at: field.location, entity: field.entity.name,
            attribute: field.isAttribute ? field.name : nil,
            relationship: field.isAttribute ? nil : field.name,
            fix: "rename '\(field.name)' and set 'renamedFrom'")
    }
}
