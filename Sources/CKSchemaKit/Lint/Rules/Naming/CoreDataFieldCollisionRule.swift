/// Property names must not collide with fields Core Data adds itself (cloudkit.md §1.1, §5).
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
            attribute (cloudkit.md §1.1, §1.2, §5 naming rules). A property named `entityName`, \
            `moveReceipt`, or `<other>_ckAsset` where `<other>` is a variable-length attribute of the \
            same record type (the whole inheritance tree shares one, §2.2) would write to the same \
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
        ]
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        // Companion names per record type (root entity), over the in-scope entities of each tree.
        let roots = context.entities.map { context.index.rootName(of: $0) }
        var companionsByRoot: [String: Set<String>] = [:]
        for (entity, root) in zip(context.entities, roots) {
            for attribute in entity.attributes.matching({ $0.isSynced && $0.type.isVariableLength }) {
                companionsByRoot[root, default: []].insert(attribute.name + CoreDataNaming.assetSuffix)
            }
        }
        var diagnostics: [Diagnostic] = []
        for (entity, root) in zip(context.entities, roots) {
            let companions = companionsByRoot[root] ?? []
            // Most entities have no clash: look at the names before building the fields.
            func mayClash(_ name: String) -> Bool {
                Self.reservedNames.contains(name) || (name.hasSuffix(CoreDataNaming.assetSuffix) && companions.contains(name))
            }
            let mayClashHere = !entity.attributes.matching { mayClash($0.name) }.isEmpty
                || !entity.relationships.matching { mayClash($0.name) }.isEmpty
            guard mayClashHere else { continue }
            for field in DeclaredField.fields(of: entity) {
                let fieldName = CoreDataNaming.name(field.name)
                let clash: String
                if Self.reservedNames.contains(field.name) {
                    clash = "Core Data's own field '\(fieldName)'"
                } else if companions.contains(field.name) {
                    let owner = String(field.name.dropLast(CoreDataNaming.assetSuffix.count))
                    clash = "the asset companion of attribute '\(owner)'"
                } else {
                    continue
                }
                diagnostics.append(context.diagnostic(
                    "\(field.noun) of '\(entity.name)' maps to '\(fieldName)', which collides with \(clash)",
                    at: field.location, entity: entity.name,
                    attribute: field.isAttribute ? field.name : nil,
                    relationship: field.isAttribute ? nil : field.name,
                    fix: "rename '\(field.name)' and set 'renamedFrom'"))
            }
        }
        return diagnostics
    }
}
