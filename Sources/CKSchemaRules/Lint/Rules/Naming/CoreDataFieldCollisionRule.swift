import CKSchemaCore

/// Property names must not collide with fields Core Data adds itself.
public struct CoreDataFieldCollisionRule: LintRule {
    public init() {}

    /// Property names whose `CD_` field Core Data writes on every record type.
    static let reservedNames: Set<String> = ["entityName", "moveReceipt", "moveReceipt_ckAsset"]

    /// True for every reserved name and every name ending in the asset suffix (and a few others).
    /// Those names end in the byte of `e` or `t` (a string equal to them ends in the same scalar),
    /// which rules out most names without hashing them.
    static func isCandidate(_ name: String) -> Bool {
        guard let last = name.utf8.last, last == UInt8(ascii: "t") || last == UInt8(ascii: "e") else { return false }
        return reservedNames.contains(name) || name.hasSuffix(CoreDataNaming.assetSuffix)
    }

    /// The asset companion names (`<name>_ckAsset`) of the synced variable-length attributes of the
    /// in-scope entities of the record type `root`.
    static func companions(ofRecordType root: String, context: LintContext) -> Set<String> {
        var companions: Set<String> = []
        for (e, entity) in context.entities.enumerated() where context.index.rootName(of: entity) == root {
            for attribute in context.attributes(ofEntityAt: e, where: { $0.isSynced && $0.type.isVariableLength }) {
                companions.insert(attribute.name + CoreDataNaming.assetSuffix)
            }
        }
        return companions
    }

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
            https://github.com/EthanArbuckle/iPad_10.2_18.0_22A3354_Restore/blob/72b0cf9bce0398fd8141f5dec3a304bf19566f28/System/Library/Frameworks/CoreData.framework/PFCloudKitSerializer.m). A property named `entityName`, \
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
        ]
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        // Most entities have no property named like a reserved field or an asset companion: look at
        // the names first, and gather the companions of a record type only when a name needs them.
        var companionsByRoot: [String: Set<String>] = [:]
        var diagnostics: [Diagnostic] = []
        for (e, entity) in context.entities.enumerated() {
            let hasCandidate = context.view.containsAttribute(ofEntityAt: e) { Self.isCandidate($0.name) }
                || entity.relationships.indices.contains { Self.isCandidate(entity.relationships[$0].name) }
            guard hasCandidate else { continue }
            let root = context.index.rootName(of: entity)
            let companions = companionsByRoot[root] ?? Self.companions(ofRecordType: root, context: context)
            companionsByRoot[root] = companions
            func mayClash(_ name: String) -> Bool {
                Self.reservedNames.contains(name) || (name.hasSuffix(CoreDataNaming.assetSuffix) && companions.contains(name))
            }
            let mayClashHere = context.view.containsAttribute(ofEntityAt: e) { mayClash($0.name) }
                || entity.relationships.indices.contains { mayClash(entity.relationships[$0].name) }
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
