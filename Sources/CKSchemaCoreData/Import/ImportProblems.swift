import CKSchemaCore

/// The errors of `ckschema import xcdatamodel`: a model that cannot be read or converted. Nothing
/// is written then ([docs/import.md](import.md)).
public enum ImportProblems {
    static let docs = "[docs/import.md](import.md)"
    static let contents = "Shop.xcdatamodel/contents"

    /// A `contents` file of a model that syncs, with `body` inside `<model>`.
    static func model(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model usedWithCloudKit=\"YES\">\n" + body + "\n</model>"
    }

    public static let notFound = DiagnosticDescription(
        id: "import.not_found",
        name: "Model Not Found",
        summary: "The path to import does not exist or a version's `contents` file cannot be read",
        rationale: "The importer reads an `.xcdatamodeld` bundle, one `.xcdatamodel` folder or its `contents` file (\(docs)).",
        fix: "Check the path; in Xcode, the model is the `.xcdatamodeld` in the project navigator (Show in Finder).",
        examples: [.command("ckschema import xcdatamodel Model.xcdatamodeld", output: """
            error: no such file or folder 'Model.xcdatamodeld' [import.not_found]
            """)])

    public static let notAModel = DiagnosticDescription(
        id: "import.not_a_model",
        name: "Not a Core Data Model",
        summary: "The path is not an `.xcdatamodeld` bundle or `.xcdatamodel` folder, or its XML has no `<model>` root",
        rationale: """
            Xcode keeps a Core Data model as an `.xcdatamodeld` bundle of `.xcdatamodel` versions, each \
            with a `contents` XML file whose root is `<model>` \
            (https://developer.apple.com/documentation/coredata/creating-a-core-data-model; \(docs)).
            """,
        fix: "Pass the `.xcdatamodeld` bundle, an `.xcdatamodel` folder or its `contents` file.",
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
        name: "No Model Versions",
        summary: "An `.xcdatamodeld` bundle contains no `.xcdatamodel` version",
        rationale: "Each version of a model is an `.xcdatamodel` folder inside the bundle (https://developer.apple.com/documentation/coredata/using-lightweight-migration; \(docs)).",
        fix: "Check that the bundle was committed completely.",
        examples: [.command("ckschema import xcdatamodel Empty.xcdatamodeld", output: """
            error: 'Empty.xcdatamodeld' contains no '.xcdatamodel' version [import.no_versions]
            """)])

    public static let malformedXML = DiagnosticDescription(
        id: "import.malformed_xml",
        name: "Malformed XML",
        summary: "A `contents` file is not well-formed XML",
        rationale: "The `contents` file is XML (https://www.w3.org/TR/xml/); a merge conflict or a hand edit broke it.",
        fix: "Repair the XML at the position shown (look for merge-conflict markers), or take the file from version control.",
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
        name: "Unknown Attribute Type",
        summary: "An attribute's `attributeType` is not one of Core Data's types",
        rationale: "Core Data's attribute types are a fixed list (https://developer.apple.com/documentation/coredata/nsattributetype); the importer maps each to a schema type (\(docs)).",
        fix: "Correct the type in Xcode's model editor.",
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
        name: "Unknown Delete Rule",
        summary: "A relationship's `deletionRule` is not Nullify, Cascade, Deny or No Action",
        rationale: "Core Data has four delete rules (https://developer.apple.com/documentation/coredata/nsdeleterule).",
        fix: "Choose a delete rule in Xcode's model editor.",
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
        name: "Invalid Model Name",
        summary: "`--model` is not a valid model name",
        rationale: "The model name becomes the `model:` of every imported file and a Swift type name ([docs/schema-format.md](schema-format.md)).",
        fix: "Use letters, digits and `_`, starting with a letter.",
        examples: [.command("ckschema import xcdatamodel Notes.xcdatamodeld --model 'My Notes'", output: """
            error: invalid model name 'My Notes' [import.invalid_model_name]
              fix: use letters, digits and '_', starting with a letter
            """)])

    public static let invalidResult = DiagnosticDescription(
        id: "import.invalid_result",
        name: "Import Does Not Load",
        summary: "A converted version is not a valid schema, or does not load back as converted",
        rationale: """
            The importer is all or nothing: every version is written as YAML and loaded back before \
            any file is written (\(docs)), so that the files it writes are exactly the model. A model \
            Xcode accepts can still break a rule of the schema format (an entity named in lower case).
            """,
        fix: "Correct the element the message names in Xcode, then import again.",
        examples: [.command("ckschema import xcdatamodel Notes.xcdatamodeld   # an entity named 'note'", output: """
            Notes.xcdatamodeld/Notes.xcdatamodel/contents:3:5: error: version 'Notes' is not a valid schema: invalid entity name 'note': entity names start with an uppercase letter and contain only letters, digits and '_' [import.invalid_result]
            """)])

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
