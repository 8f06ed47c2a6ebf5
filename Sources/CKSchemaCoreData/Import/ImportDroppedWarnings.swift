import CKSchemaCore

/// The warnings of `ckschema import xcdatamodel` for what a Core Data model has and the schema
/// format does not: the import goes on without it ([docs/import.md](import.md)).
public enum ImportDroppedWarnings {
    static let contents = ImportProblems.contents
    static func model(_ body: String) -> String { ImportProblems.model(body) }

    public static let versionIdentifierDropped = DiagnosticDescription(
        id: "import.version_identifier_dropped",
        summary: "The model's version identifier is left out",
        severity: .warning,
        examples: [.file(contents, """
            <?xml version="1.0" encoding="UTF-8"?>
            <model usedWithCloudKit="YES" userDefinedModelVersionIdentifier="2.0"/>
            """, output: """
            Shop.xcdatamodel/contents:2:1: warning: model version identifier '2.0' dropped (the YAML format numbers versions) [import.version_identifier_dropped]
            """)])

    public static let fetchRequestDropped = DiagnosticDescription(
        id: "import.fetch_request_dropped",
        summary: "A fetch request template is left out",
        severity: .warning,
        examples: [.file(contents, model("""
                <fetchRequest name="Recent" entity="Item" predicateString="TRUEPREDICATE"/>
            """), output: """
            Shop.xcdatamodel/contents:3:5: warning: fetch request 'Recent' dropped (the YAML format has no fetch requests) [import.fetch_request_dropped]
            """)])

    public static let compositeDropped = DiagnosticDescription(
        id: "import.composite_dropped",
        summary: "A composite attribute definition is left out",
        severity: .warning,
        examples: [.file(contents, model("""
                <compositeAttribute name="Address"/>
            """), output: """
            Shop.xcdatamodel/contents:3:5: warning: composite attribute definition 'Address' dropped [import.composite_dropped]
            """)])

    public static let fetchedPropertyDropped = DiagnosticDescription(
        id: "import.fetched_property_dropped",
        summary: "A fetched property is left out",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item">
                    <fetchedProperty name="similar"/>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: warning: fetched property 'Item.similar' dropped (the YAML format has no fetched properties) [import.fetched_property_dropped]
            """)])

    public static let fetchIndexDropped = DiagnosticDescription(
        id: "import.fetch_index_dropped",
        summary: "A fetch index, compound index, `indexed` flag or Spotlight indexing is left out",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item">
                    <attribute name="name" optional="YES" attributeType="String" indexed="YES"/>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: warning: index on attribute 'Item.name' dropped [import.fetch_index_dropped]
            """)])

    public static let userInfoDropped = DiagnosticDescription(
        id: "import.user_info_dropped",
        summary: "A user info entry other than the CloudKit-ignore key (or that key with a value that is not a bool) is left out",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item">
                    <userInfo>
                        <entry key="owner" value="sales"/>
                    </userInfo>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:5:13: warning: user info 'owner' = 'sales' of entity 'Item' dropped [import.user_info_dropped]
            """)])

    public static let classNameDropped = DiagnosticDescription(
        id: "import.class_name_dropped",
        summary: "An entity's class name differs from its name and is left out",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item" representedClassName="ItemMO"/>
            """), output: """
            Shop.xcdatamodel/contents:3:5: warning: class name 'ItemMO' of entity 'Item' dropped [import.class_name_dropped]
            """)])

    public static let versionHashModifierDropped = DiagnosticDescription(
        id: "import.version_hash_modifier_dropped",
        summary: "An entity's or property's version hash modifier is left out",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item" versionHashModifier="2"/>
            """), output: """
            Shop.xcdatamodel/contents:3:5: warning: version hash modifier '2' of entity 'Item' dropped [import.version_hash_modifier_dropped]
            """)])

    public static let derivationDropped = DiagnosticDescription(
        id: "import.derivation_dropped",
        summary: "A derived attribute's expression is left out; the attribute is imported as stored",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item">
                    <attribute name="searchName" optional="YES" attributeType="String" derived="YES" derivationExpression="canonical:(name)"/>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: warning: derivation 'canonical:(name)' of attribute 'Item.searchName' dropped; imported as a stored attribute [import.derivation_dropped]
            """)])

    public static let validationDropped = DiagnosticDescription(
        id: "import.validation_dropped",
        summary: "A minimum, maximum or regular expression of an attribute is left out",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item">
                    <attribute name="count" optional="YES" attributeType="Integer 16" minValueString="0"/>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: warning: minimum '0' of attribute 'Item.count' dropped [import.validation_dropped]
            """)])

    public static let defaultDropped = DiagnosticDescription(
        id: "import.default_dropped",
        summary: "A default value that is not a valid value of its attribute's type is left out",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item">
                    <attribute name="price" optional="YES" attributeType="Double" defaultValueString="free"/>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: warning: default 'free' of Double attribute 'Item.price' is not a valid Double value; dropped [import.default_dropped]
            """)])

    public static let relationshipDropped = DiagnosticDescription(
        id: "import.relationship_dropped",
        summary: "A transient relationship, or one without a destination entity, is left out",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item">
                    <relationship name="cache" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Item" transient="YES"/>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: warning: transient relationship 'Item.cache' dropped (never stored nor synced; the YAML format has no transient relationships) [import.relationship_dropped]
            """)])

    public static let inverseDropped = DiagnosticDescription(
        id: "import.inverse_dropped",
        summary: "A relationship's inverse was dropped, so it is imported without one",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item">
                    <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Owner" inverseName="items" inverseEntity="Owner"/>
                </entity>
                <entity name="Owner">
                    <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="owner" inverseEntity="Item" transient="YES"/>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: warning: inverse 'items' of relationship 'Item.owner' was dropped; imported without an inverse [import.inverse_dropped]
            """)])

    public static let renamingIdentifierDropped = DiagnosticDescription(
        id: "import.renaming_identifier_dropped",
        summary: "A renaming identifier that is not a valid name in the format is left out",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item">
                    <attribute name="title" optional="YES" attributeType="String" elementID="old name"/>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: warning: renaming identifier 'old name' of attribute 'Item.title' dropped (property names start with a lowercase letter (after any '_') and contain only letters, digits and '_') [import.renaming_identifier_dropped]
            """)])

    /// The group, in documentation order.
    public static let constraintDropped = DiagnosticDescription(
        id: "import.constraint_dropped",
        summary: "A uniqueness constraint that names no attribute or to-one relationship of its entity is left out",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item" representedClassName="Item" syncable="YES">
                    <attribute name="code" optional="YES" attributeType="String"/>
                    <uniquenessConstraints>
                        <uniquenessConstraint>
                            <constraint value="missing"/>
                        </uniquenessConstraint>
                    </uniquenessConstraints>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:6:13: warning: uniqueness constraint of entity 'Item' on 'missing' dropped: 'missing' is neither an attribute nor a to-one relationship of 'Item' [import.constraint_dropped]
            """)])

    public static let group = DiagnosticGroup(
        name: "Core Data import: dropped", kind: .input,
        summary: "Warnings of `import xcdatamodel` for parts of a model the schema format does not describe; the import goes on without them",
        diagnostics: [constraintDropped, versionIdentifierDropped, fetchRequestDropped, compositeDropped, fetchedPropertyDropped,
                      fetchIndexDropped, userInfoDropped, classNameDropped, versionHashModifierDropped,
                      derivationDropped, validationDropped, defaultDropped, relationshipDropped, inverseDropped,
                      renamingIdentifierDropped])
}
