import CKSchemaCore

/// The fixed-size part of an entity's record must fit Core Data's 700 000-byte budget.
public struct RecordTooLargeRule: LintRule {
    public init() {}

    /// Core Data's budget for one record, in bytes (`0xAAE60`).
    static let budget = 700_000
    /// Bytes assumed for the record name of a related record (a UUID string).
    static let recordNameBytes = 36

    public static let description = RuleDescription(
        id: "record_too_large",
        name: "Record Too Large",
        summary: "The fixed-size fields of a synced entity must fit in a 700 000-byte CloudKit record",
        rationale: """
            Core Data's validator builds a representative record holding every fixed-size field of \
            each entity and refuses the model if it exceeds 700 000 bytes: "CloudKit integration \
            requires that all entities can be materialized in a CKRecord of less than 700000 bytes" \
            (ckschema's reading of Core Data's validator; CloudKit's own record limit is 1 MB, \
            https://developer.apple.com/documentation/cloudkit/ckrecord, and https://developer.apple.com/library/archive/documentation/DataManagement/Conceptual/CloudKitWebServicesReference/PropertyMetrics.html). Variable-length values (String, URI, Binary, \
            Transformable) do not count: they move to `_ckAsset` companions when a record grows too \
            big (https://developer.apple.com/videos/play/wwdc2019/202/).

            ckschema's estimate (derived, not Apple's exact arithmetic): for each field of the \
            entity, inherited ones included, the bytes of its name `CD_<name>` plus its value — 8 \
            for integers, Bool, Double, Float, Decimal and Date; 36 for UUID; 36 for a to-one \
            relationship (the related record's name, a UUID string); 0 for variable-length types — \
            plus `CD_entityName` and the entity's name. Transient and ignored attributes are not \
            counted. The estimate is a lower bound: a schema it reports will certainly fail.
            """,
        fix: """
            Split the entity: move groups of fields into related entities (to-one relationships), or \
            store rarely queried groups as one Binary or Transformable value, which can spill into \
            an asset.
            """,
        category: .limits,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Telemetry
                version: 1
                entities:
                  Sample:
                    attributes:
                      at: Date = now
                      value: Double = 0
                      payload: Binary?
                """),
            Example(generatedBy: { fittingWideEntity },
                    documentationNote: "An entity with 2 700 `Int64` attributes whose names have 240 characters: about 678 000 bytes."),
        ],
        triggeringExamples: [
            Example(generatedBy: { tooWideEntity },
                    documentationNote: "An entity with 2 800 `Int64` attributes whose names have 240 characters: about 703 000 bytes."),
        ]
    )

    /// The examples' documents (about 700 KB each), built when the example tests first read them.
    static let fittingWideEntity = wideEntity(attributeCount: 2_700, marked: false)
    static let tooWideEntity = wideEntity(attributeCount: 2_800, marked: true)

    /// A schema whose single entity has `attributeCount` Int64 attributes with 240-character names
    /// (`f0000xxx…`: 251 bytes per field in the estimate; `attributeCount` at most 10 000).
    static func wideEntity(attributeCount: Int, marked: Bool) -> String {
        let padding = String(repeating: "x", count: 235)
        var text = "model: Telemetry\nversion: 1\nentities:\n  \(marked ? "↓" : "")Wide:\n    attributes:\n"
        for index in 0..<attributeCount {
            let digits = String(index)
            text += "      f" + String(repeating: "0", count: 4 - digits.count) + digits + padding + ": Int64?\n"
        }
        return text
    }

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.compactMap { entity in
            let size = Self.estimatedSize(attributes: context.index.allAttributes(of: entity),
                                          relationships: context.index.allRelationships(of: entity), entityName: entity.name)
            guard size > Self.budget else { return nil }
            return context.diagnostic(
                "entity '\(entity.name)' needs an estimated \(size) bytes for its fixed-size fields, more than CloudKit's \(Self.budget)-byte record budget",
                at: entity.source.location, entity: entity.name,
                fix: "move some of the fields of '\(entity.name)' into related entities")
        }
    }

    /// The estimated size in bytes of the fixed-size part of a record of an entity with these
    /// attributes and relationships (inherited ones included).
    static func estimatedSize(attributes: [Attribute], relationships: [Relationship], entityName: String) -> Int {
        var size = fieldSize(name: "entityName", valueBytes: entityName.utf8.count)
        for attribute in attributes where attribute.isSynced {
            size += fieldSize(name: attribute.name, valueBytes: valueBytes(of: attribute.type))
        }
        for relationship in relationships where !relationship.toMany && !relationship.cloudKitIgnored {
            size += fieldSize(name: relationship.name, valueBytes: recordNameBytes)
        }
        return size
    }

    private static func fieldSize(name: String, valueBytes: Int) -> Int {
        CoreDataNaming.prefix.utf8.count + name.utf8.count + valueBytes
    }

    private static func valueBytes(of type: AttributeType) -> Int {
        switch type {
        case .int16, .int32, .int64, .bool, .double, .float, .decimal, .date: 8
        case .uuid: 36
        case .string, .uri, .binary, .transformable, .undefined, .objectID: 0
        }
    }
}
