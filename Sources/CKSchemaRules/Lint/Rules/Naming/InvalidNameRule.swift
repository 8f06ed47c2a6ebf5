import CKSchemaCore

/// Names must become valid CloudKit identifiers within the length limit.
public struct InvalidNameRule: LintRule {
    public init() {}

    private static let longFieldName = String(repeating: "a", count: 253)
    private static let longAssetName = String(repeating: "b", count: 245)
    private static let longestFieldName = String(repeating: "c", count: 252)
    private static let longestAssetName = String(repeating: "d", count: 244)

    public static let description = RuleDescription(
        id: "invalid_name",
        name: "Invalid CloudKit Name",
        summary: "Names of synced entities and properties must become CloudKit identifiers of at most 255 characters",
        rationale: """
            CloudKit record type and field names may only contain ASCII letters, digits and `_`, \
            and must start with a letter (`CKRecord` `init(recordType:)`, https://developer.apple.com/documentation/cloudkit/ckrecord/init(recordtype:), \
            and `setObject(_:forKey:)`, https://developer.apple.com/documentation/cloudkit/ckrecord/setobject(_:forkey:)). Core Data derives them from the model: record type \
            `CD_<RootEntity>`, field `CD_<property>`, and for String, URI, Binary and Transformable \
            attributes also the companion `CD_<property>_ckAsset` (https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data; https://github.com/AlexW00/hibi/blob/8b14428d29b56dc946db9c6a6b69fe8009c27e6d/CloudKit/schema.ckdb). Entity \
            names also travel as values in `CD_entityName` and `CDMR` records, where `:` separates \
            names.

            Apple does not document a length limit for type and field names; ckschema assumes 255 \
            characters, the documented limit for record names (https://developer.apple.com/documentation/cloudkit/ckrecord/id/init(recordname:); unverified for types \
            and fields). A \
            name that is too long fails when Core Data first creates the field — in Development — \
            or, worse, only when a large value first needs the `_ckAsset` companion.
            """,
        fix: """
            Rename the entity or property to an ASCII identifier short enough that `CD_<name>` (and \
            `CD_<name>_ckAsset` for variable-length attributes) stays within 255 characters. Use \
            `renamedFrom` to keep local data.
            """,
        category: .naming,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Trips
                version: 1
                entities:
                  Trip:
                    attributes:
                      _code: String?
                """,
                documentationNote: "A `_`-prefixed property (SwiftData keeps `private var _code` behind a computed `code`) syncs as the field `CD__code`, which starts with a letter."),
            Example("""
                model: Limits
                version: 1
                entities:
                  Item:
                    attributes:
                      \(longestFieldName): Int64?
                      \(longestAssetName): String?
                """,
                excludedFromDocumentation: true,
                documentationNote: "An `Int64` attribute with a 252-character name (`CD_` + 252 = 255) and a `String` attribute with a 244-character name (its `_ckAsset` companion is exactly 255 characters)."),
        ],
        triggeringExamples: [
            Example("""
                model: Limits
                version: 1
                entities:
                  Item:
                    attributes:
                      ↓\(longFieldName): Int64?
                      ↓\(longAssetName): String?
                """,
                excludedFromDocumentation: true,
                documentationNote: "An `Int64` attribute with a 253-character name (`CD_` + 253 = 256) and a `String` attribute with a 245-character name (its `_ckAsset` companion needs 256)."),
        ],
        xcodeFix: { xcode in
            let element = xcode.finding.attribute != nil || xcode.finding.relationship != nil ? xcode.property : "'\(xcode.entity)'"
            return "rename \(element) and set its Renaming ID (Data Model inspector, Versioning) to the old name"
        }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entity in context.entities {
            // A root entity names its record type; a subentity's name travels only as a value.
            if let problem = Self.problem(name: entity.name, hasField: entity.parent == nil) {
                diagnostics.append(context.diagnostic(
                    "entity name '\(entity.name)' \(problem)", at: entity.source.location, entity: entity.name,
                    fix: "rename '\(entity.name)' (keep 'renamedFrom' for local data)"))
            }
            for relationship in entity.relationships where !relationship.cloudKitIgnored {
                if let problem = Self.problem(name: relationship.name, hasField: !relationship.toMany, property: true) {
                    diagnostics.append(context.diagnostic(
                        "relationship name '\(entity.name).\(Self.abbreviated(relationship.name))' \(problem)",
                        at: relationship.source.location, entity: entity.name, relationship: relationship.name,
                        fix: "rename the relationship and set 'renamedFrom'"))
                }
            }
        }
        let misnamed = context.attributes {
            $0.isSynced && Self.problem(name: $0.name, hasField: true, hasAssetField: $0.type.isVariableLength, property: true) != nil
        }
        for (entity, attribute) in misnamed {
            if let problem = Self.problem(name: attribute.name, hasField: true, hasAssetField: attribute.type.isVariableLength, property: true) {
                diagnostics.append(context.diagnostic(
                    "attribute name '\(entity.name).\(Self.abbreviated(attribute.name))' \(problem)",
                    at: attribute.source.location, entity: entity.name, attribute: attribute.name,
                    fix: "rename the attribute and set 'renamedFrom'"))
            }
        }
        return diagnostics
    }

    /// What is wrong with a Core Data name, nil if nothing: it must be a CloudKit identifier, and
    /// the names Core Data derives from it — its field or record type `CD_<name>` (`hasField`) and
    /// its asset companion `CD_<name>_ckAsset` (`hasAssetField`) — must fit the length limit.
    /// A property's field starts with `CD_`, so a property name may start with `_` (`_lodgings`
    /// is the field `CD__lodgings`, a key that starts with a letter).
    static func problem(name: String, hasField: Bool, hasAssetField: Bool = false, property: Bool = false) -> String? {
        let checked = property ? String(name.drop { $0 == "_" }) : name
        guard CoreDataNaming.isValidIdentifier(checked) else {
            return "is not a CloudKit identifier (ASCII letters, digits and '_', starting with a letter)"
        }
        // An identifier is ASCII: its length in characters is its length in bytes.
        let limit = CoreDataNaming.maximumNameLength
        let field = CoreDataNaming.prefix.utf8.count + name.utf8.count
        let asset = field + CoreDataNaming.assetSuffix.utf8.count
        if hasField, field > limit {
            return "is too long: its CloudKit name has \(field) characters, more than \(limit)"
        }
        if hasAssetField, asset > limit {
            return "is too long: its asset field has \(asset) characters, more than \(limit)"
        }
        return nil
    }

    /// A long name cut to its first 40 characters, for readable messages.
    static func abbreviated(_ name: String) -> String {
        name.count > 40 ? String(name.prefix(40)) + "…" : name
    }
}
