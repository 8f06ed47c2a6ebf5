import CKSchemaCore

/// The warnings of `ckschema import xcdatamodel` for parts of a model read in a way the user should
/// check: unknown elements, assumed syncing, reinterpreted defaults, version order and names
/// ([docs/import.md](import.md)).
public enum ImportReadingWarnings {
    static let contents = ImportProblems.contents
    static func model(_ body: String) -> String { ImportProblems.model(body) }

    public static let unrecognizedElement = DiagnosticDescription(
        id: "import.unrecognized_element",
        summary: "An XML element the importer does not know is ignored",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item">
                    <note>keep</note>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: warning: unrecognized element '<note>' in entity 'Item' ignored [import.unrecognized_element]
            """)])

    public static let unrecognizedAttribute = DiagnosticDescription(
        id: "import.unrecognized_attribute",
        summary: "An XML attribute (a setting) the importer does not know is ignored",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item" color="blue"/>
            """), output: """
            Shop.xcdatamodel/contents:3:5: warning: unrecognized setting 'color' = 'blue' of entity 'Item' ignored [import.unrecognized_attribute]
            """)])

    public static let unknownMember = DiagnosticDescription(
        id: "import.unknown_member",
        summary: "A configuration lists an entity the model does not define",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item"/>
                <configuration name="Cloud" usedWithCloudKit="YES">
                    <memberEntity name="Itme"/>
                </configuration>
            """), output: """
            Shop.xcdatamodel/contents:5:9: warning: configuration 'Cloud' names entity 'Itme', which the model does not define; ignored [import.unknown_member]
            """)])

    public static let cloudKitFlagMissing = DiagnosticDescription(
        id: "import.cloudkit_flag_missing",
        summary: "Neither the model nor a configuration sets `usedWithCloudKit`, so the model is imported as syncing",
        severity: .warning,
        examples: [.file(contents, """
            <?xml version="1.0" encoding="UTF-8"?>
            <model>
                <entity name="Item"/>
            </model>
            """, output: """
            Shop.xcdatamodel/contents:2:1: warning: the model sets 'usedWithCloudKit' on neither the model nor a configuration; imported as syncing with CloudKit (declare 'cloudKit: false' on configurations that do not sync) [import.cloudkit_flag_missing]
            """)])

    public static let defaultReinterpreted = DiagnosticDescription(
        id: "import.default_reinterpreted",
        summary: "A default value was read in another spelling (`YES` on an integer, `1` on a Boolean, a number rewritten)",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item">
                    <attribute name="count" optional="YES" attributeType="Integer 16" defaultValueString="YES"/>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: warning: default 'YES' of Int16 attribute 'Item.count' read as 1 [import.default_reinterpreted]
            """)])

    public static let inverseEntityMismatch = DiagnosticDescription(
        id: "import.inverse_entity_mismatch",
        summary: "A relationship's `inverseEntity` differs from its destination; the destination is kept",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item">
                    <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Owner" inverseName="items" inverseEntity="Person"/>
                </entity>
                <entity name="Owner">
                    <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="owner" inverseEntity="Item"/>
                </entity>
            """), output: """
            Shop.xcdatamodel/contents:4:9: warning: relationship 'Item.owner' names inverse entity 'Person' but destination 'Owner'; kept the destination [import.inverse_entity_mismatch]
            """)])

    public static let versionOrder = DiagnosticDescription(
        id: "import.version_order",
        summary: "A version sorts after the current version by name; the current version is numbered last",
        severity: .warning)

    public static let shallowClone = DiagnosticDescription(
        id: "import.shallow_clone",
        summary: "The repository is a shallow clone, so the commits cannot order the Xcode model's versions: released versions take the order the release lock records, only unreleased ones are ordered by name",
        severity: .note)

    public static let versionOrderGuessed = DiagnosticDescription(
        id: "import.version_order_guessed",
        summary: "Neither the versions' names nor the bundle's commits say which version came first; they are ordered by name",
        severity: .warning)

    public static let currentVersionUnreadable = DiagnosticDescription(
        id: "import.current_version_unreadable",
        summary: "`.xccurrentversion` cannot be read; versions are ordered by name",
        severity: .warning)

    public static let currentVersionUnknown = DiagnosticDescription(
        id: "import.current_version_unknown",
        summary: "`.xccurrentversion` names a version the bundle does not contain; versions are ordered by name",
        severity: .warning)

    public static let modelNameChanged = DiagnosticDescription(
        id: "import.model_name_changed",
        summary: "The bundle's name is not a valid model name and was rewritten",
        severity: .warning)

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Core Data import: read with care", kind: .input,
        summary: "Warnings of `import xcdatamodel` for parts of a model it read in a way to check",
        diagnostics: [unrecognizedElement, unrecognizedAttribute, unknownMember, cloudKitFlagMissing, defaultReinterpreted,
                      inverseEntityMismatch, versionOrder, versionOrderGuessed, shallowClone, currentVersionUnreadable, currentVersionUnknown, modelNameChanged])
}
