import CKSchemaCore

/// The warnings of `ckschema import xcdatamodel` for what a Core Data model has and the schema
/// format does not: the import goes on without it ([docs/import.md](import.md)).
public enum ImportDroppedWarnings {
    static let docs = "[docs/import.md](import.md)"
    static let contents = ImportProblems.contents
    static func model(_ body: String) -> String { ImportProblems.model(body) }
    static func apple(_ path: String) -> String { "https://developer.apple.com/documentation/coredata/" + path }

    public static let versionIdentifierDropped = DiagnosticDescription(
        id: "import.version_identifier_dropped",
        name: "Version Identifier Dropped",
        summary: "The model's version identifier is left out",
        rationale: "Core Data's version identifiers are free-form labels (\(apple("nsmanagedobjectmodel/versionidentifiers"))); the schema format numbers versions instead (\(docs)).",
        fix: "Nothing to fix; the version number is in `version:`.",
        severity: .warning,
        examples: [.file(contents, """
            <?xml version="1.0" encoding="UTF-8"?>
            <model usedWithCloudKit="YES" userDefinedModelVersionIdentifier="2.0"/>
            """, output: """
            Shop.xcdatamodel/contents:2:1: warning: model version identifier '2.0' dropped (the YAML format numbers versions) [import.version_identifier_dropped]
            """)])

    public static let fetchRequestDropped = DiagnosticDescription(
        id: "import.fetch_request_dropped",
        name: "Fetch Request Dropped",
        summary: "A fetch request template is left out",
        rationale: "Fetch request templates (\(apple("nsmanagedobjectmodel/fetchrequesttemplatesbyname"))) are queries, not schema: nothing of them reaches CloudKit, and the format has none (\(docs)).",
        fix: "Nothing to fix; build the request in code.",
        severity: .warning,
        examples: [.file(contents, model("""
                <fetchRequest name="Recent" entity="Item" predicateString="TRUEPREDICATE"/>
            """), output: """
            Shop.xcdatamodel/contents:3:5: warning: fetch request 'Recent' dropped (the YAML format has no fetch requests) [import.fetch_request_dropped]
            """)])

    public static let compositeDropped = DiagnosticDescription(
        id: "import.composite_dropped",
        name: "Composite Attribute Dropped",
        summary: "A composite attribute definition is left out",
        rationale: "Composite attributes (\(apple("nscompositeattributedescription"))) have no form in the schema format yet (\(docs)).",
        fix: "Declare the composite's fields as attributes, or keep the value as Transformable.",
        severity: .warning,
        examples: [.file(contents, model("""
                <compositeAttribute name="Address"/>
            """), output: """
            Shop.xcdatamodel/contents:3:5: warning: composite attribute definition 'Address' dropped [import.composite_dropped]
            """)])

    public static let fetchedPropertyDropped = DiagnosticDescription(
        id: "import.fetched_property_dropped",
        name: "Fetched Property Dropped",
        summary: "A fetched property is left out",
        rationale: "Fetched properties (\(apple("nsfetchedpropertydescription"))) are stored queries, never synced, and the format has none (\(docs)).",
        fix: "Nothing to fix; fetch the objects in code.",
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
        name: "Index Dropped",
        summary: "A fetch index, compound index, `indexed` flag or Spotlight indexing is left out",
        rationale: "Local store indexes (\(apple("nsfetchindexdescription"))) do not change what syncs, and the format does not describe them (\(docs)).",
        fix: "Nothing to fix for CloudKit; keep the index in the Xcode model if the app needs it.",
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
        name: "User Info Dropped",
        summary: "A user info entry other than the CloudKit-ignore key (or that key with a value that is not a bool) is left out",
        rationale: "User info (\(apple("nspropertydescription/userinfo"))) is free-form app data; the format keeps only `NSCloudKitMirroringDelegateIgnoredPropertyKey`, as `cloudKitIgnored` (\(docs)).",
        fix: "Nothing to fix unless the app reads the entry; keep it in the Xcode model then.",
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
        name: "Class Name Dropped",
        summary: "An entity's class name differs from its name and is left out",
        rationale: "The managed object class (\(apple("nsentitydescription/managedobjectclassname"))) is code, not schema; the generated Swift names classes after entities (\(docs)).",
        fix: "Nothing to fix for CloudKit; rename the class in code if the generated code is used.",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item" representedClassName="ItemMO"/>
            """), output: """
            Shop.xcdatamodel/contents:3:5: warning: class name 'ItemMO' of entity 'Item' dropped [import.class_name_dropped]
            """)])

    public static let versionHashModifierDropped = DiagnosticDescription(
        id: "import.version_hash_modifier_dropped",
        name: "Version Hash Modifier Dropped",
        summary: "An entity's or property's version hash modifier is left out",
        rationale: "A version hash modifier (\(apple("nspropertydescription/versionhashmodifier"))) forces a local migration without a schema change; the format has no such setting (\(docs)).",
        fix: "Describe the change the modifier stood for in a new version instead.",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item" versionHashModifier="2"/>
            """), output: """
            Shop.xcdatamodel/contents:3:5: warning: version hash modifier '2' of entity 'Item' dropped [import.version_hash_modifier_dropped]
            """)])

    public static let derivationDropped = DiagnosticDescription(
        id: "import.derivation_dropped",
        name: "Derivation Dropped",
        summary: "A derived attribute's expression is left out; the attribute is imported as stored",
        rationale: "Derived attributes (\(apple("nsderivedattributedescription"))) are computed by the local store; the format has no derivations, so the value is kept as a stored attribute (\(docs)).",
        fix: "Compute the value in code, or keep the derivation in the Xcode model.",
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
        name: "Validation Dropped",
        summary: "A minimum, maximum or regular expression of an attribute is left out",
        rationale: "Validation rules (\(apple("nspropertydescription/validationpredicates"))) run in the local store only; CloudKit does not enforce them and the format does not describe them (\(docs)).",
        fix: "Validate in code, or keep the rule in the Xcode model.",
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
        name: "Default Dropped",
        summary: "A default value that is not a valid value of its attribute's type is left out",
        rationale: "A default is what Core Data stores for a missing value (\(apple("nsattributedescription/defaultvalue"))); one that does not fit the type cannot be carried over (\(docs)).",
        fix: "Set a valid default in Xcode (required synced attributes need one), then import again.",
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
        name: "Relationship Dropped",
        summary: "A transient relationship, or one without a destination entity, is left out",
        rationale: "Transient relationships are never stored nor synced (\(apple("nspropertydescription/istransient"))), and one without a destination describes nothing; the format has neither (\(docs)).",
        fix: "Nothing to fix for a transient relationship; give the relationship a destination otherwise.",
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
        name: "Inverse Dropped",
        summary: "A relationship's inverse was dropped, so it is imported without one",
        rationale: "Its inverse was a relationship the import left out (see `import.relationship_dropped`); CloudKit mirroring needs inverses (\(apple("creating-a-core-data-model-for-cloudkit"))), so lint will report it.",
        fix: "Give the relationship a stored inverse in Xcode.",
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
        name: "Renaming Identifier Dropped",
        summary: "A renaming identifier that is not a valid name in the format is left out",
        rationale: "A renaming identifier names the element in an earlier version (\(apple("nspropertydescription/renamingidentifier"))); the format keeps it as `renamedFrom`, which must be a valid name (\(docs)).",
        fix: "Nothing to fix unless a lightweight migration relies on it; then write `renamedFrom` by hand.",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item">
                    <attribute name="title" optional="YES" attributeType="String" elementID="old name"/>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: warning: renaming identifier 'old name' of attribute 'Item.title' dropped (property names start with a lowercase letter and contain only letters, digits and '_') [import.renaming_identifier_dropped]
            """)])

    /// The group, in documentation order.
    public static let constraintDropped = DiagnosticDescription(
        id: "import.constraint_dropped",
        name: "Uniqueness Constraint Dropped",
        summary: "A uniqueness constraint that names no attribute or to-one relationship of its entity is left out",
        rationale: "Core Data lets a uniqueness constraint name attributes and to-one relationships (\(apple("nsentitydescription/uniquenessconstraints"))); one naming anything else cannot be represented, and the rest of the model still imports (\(docs)).",
        fix: "Nothing to fix in the import; check the constraint in Xcode's model editor.",
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
