import CKSchemaCore

/// The errors of `ckschema import xcdatamodel`: a model that cannot be read or converted. Nothing
/// is written then ([docs/import.md](import.md)).
public enum ImportProblems {
    static let contents = "Shop.xcdatamodel/contents"

    /// A `contents` file of a model that syncs, with `body` inside `<model>`.
    static func model(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model usedWithCloudKit=\"YES\">\n" + body + "\n</model>"
    }

    public static let notFound = DiagnosticDescription(
        id: "import.not_found",
        summary: "The path to import does not exist or a version's `contents` file cannot be read")

    public static let notAModel = DiagnosticDescription(
        id: "import.not_a_model",
        summary: "The path is not an `.xcdatamodeld` bundle or `.xcdatamodel` folder, or its XML has no `<model>` root",
        examples: [.file(contents, """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict/></plist>
            """, output: """
            Shop.xcdatamodel/contents:2:1: error: expected a Core Data model ('<model>' root element), found '<plist>' [import.not_a_model]
             2 | <plist version="1.0"><dict/></plist>
               | ^
            """)])

    public static let noVersions = DiagnosticDescription(
        id: "import.no_versions",
        summary: "An `.xcdatamodeld` bundle contains no `.xcdatamodel` version")

    public static let malformedXML = DiagnosticDescription(
        id: "import.malformed_xml",
        summary: "A `contents` file is not well-formed XML",
        examples: [.file(contents, """
            <?xml version="1.0" encoding="UTF-8"?>
            <model usedWithCloudKit="YES">
                <entity name="Item">
            </model>
            """, output: """
            Shop.xcdatamodel/contents:4:9: error: malformed XML: opening and ending tag mismatch: entity line 3 and model [import.malformed_xml]
             4 | </model>
               |         ^
            """)])

    public static let unknownAttributeType = DiagnosticDescription(
        id: "import.unknown_attribute_type",
        summary: "An attribute's `attributeType` is not one of Core Data's types",
        examples: [.file(contents, model("""
                <entity name="Item">
                    <attribute name="count" optional="YES" attributeType="Integer 128"/>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: error: unknown attribute type 'Integer 128' for attribute 'Item.count' [import.unknown_attribute_type]
             4 |         <attribute name="count" optional="YES" attributeType="Integer 128"/>
               |         ^
              fix: supported types: 'Binary', 'Boolean', 'Date', 'Decimal', 'Double', 'Float', 'Integer 16', 'Integer 32', 'Integer 64', 'ObjectID', 'String', 'Transformable', 'URI', 'UUID', 'Undefined'
            """)])

    public static let unknownDeleteRule = DiagnosticDescription(
        id: "import.unknown_delete_rule",
        summary: "A relationship's `deletionRule` is not Nullify, Cascade, Deny or No Action",
        examples: [.file(contents, model("""
                <entity name="Item">
                    <relationship name="tags" optional="YES" toMany="YES" deletionRule="Erase" destinationEntity="Item"/>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: error: unknown delete rule 'Erase' for relationship 'Item.tags' [import.unknown_delete_rule]
             4 |         <relationship name="tags" optional="YES" toMany="YES" deletionRule="Erase" destinationEntity="Item"/>
               |         ^
              fix: expected 'Nullify', 'Cascade', 'Deny' or 'No Action'
            """)])

    public static let invalidModelName = DiagnosticDescription(
        id: "import.invalid_model_name",
        summary: "`--model` is not a valid model name")

    public static let invalidResult = DiagnosticDescription(
        id: "import.invalid_result",
        summary: "A converted version is not a valid schema, or does not load back as converted")

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Core Data import", kind: .input,
        summary: "Reported by `import xcdatamodel` for a model it cannot read or convert; nothing is written",
        diagnostics: [notFound, notAModel, noVersions, malformedXML, unknownAttributeType, unknownDeleteRule,
                      invalidModelName, invalidResult])
}

extension DiagnosticGroup {
    /// The diagnostics the Core Data importer declares.
    public static let coreData: [DiagnosticGroup] = [
        ImportProblems.group, ImportDroppedWarnings.group, ImportReadingWarnings.group,
    ]
}
