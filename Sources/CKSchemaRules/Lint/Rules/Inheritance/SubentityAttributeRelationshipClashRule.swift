import CKSchemaCore

/// An attribute and a to-one relationship of one inheritance tree must not share a name.
public struct SubentityAttributeRelationshipClashRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "subentity_attribute_relationship_clash",
        name: "Subentity Attribute Relationship Clash",
        summary: "An attribute and a to-one relationship of the same inheritance tree must not share a name",
        rationale: """
            The root record type `CD_<RootEntity>` holds the fields of every entity in the tree \
            (https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data). A to-one relationship `owner` is mirrored as the STRING field \
            `CD_owner` holding the related record's name (same page); if a sibling entity declares an \
            attribute `owner`, both write to `CD_owner` — with different types, or, for a String \
            attribute, with values Core Data will misread as record names. Derived from Apple's \
            mapping; not observed in an export.
            """,
        fix: "Rename the attribute or the relationship so each field of the root record type has one meaning.",
        category: .inheritance,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Assets
                version: 1
                entities:
                  Person:
                    relationships:
                      devices: {to: Device, toMany: true, inverse: owner}
                  Asset:
                    abstract: true
                  Device:
                    parent: Asset
                    relationships:
                      owner: {to: Person, inverse: devices}
                  Licence:
                    parent: Asset
                    attributes:
                      ownerName: String?
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Assets
                version: 1
                entities:
                  Person:
                    relationships:
                      devices: {to: Device, toMany: true, inverse: owner}
                  Asset:
                    abstract: true
                  Device:
                    parent: Asset
                    relationships:
                      owner: {to: Person, inverse: devices}
                  Licence:
                    parent: Asset
                    attributes:
                      ↓owner: String?
                """),
        ]
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.sharedFieldPairs().compactMap { first, later in
            guard first.isAttribute != later.isAttribute else { return nil }
            let recordType = CoreDataNaming.name(context.index.root(of: later.entity).name)
            return context.diagnostic(
                "\(later.noun) of '\(later.entity.name)' and \(first.noun) of '\(first.entity.name)' share field '\(CoreDataNaming.name(later.name))' of '\(recordType)'",
                at: later.location, entity: later.entity.name,
                attribute: later.isAttribute ? later.name : nil,
                relationship: later.isAttribute ? nil : later.name,
                relatedLocation: first.location,
                fix: "rename '\(later.name)' in '\(later.entity.name)'")
        }
    }
}
