import CKSchemaCore

/// The warnings of `ckschema import xcdatamodel` for parts of a model read in a way the user should
/// check: unknown elements, assumed syncing, reinterpreted defaults, version order and names
/// ([docs/import.md](import.md)).
public enum ImportReadingWarnings {
    static let docs = "[docs/import.md](import.md)"
    static let contents = ImportProblems.contents
    static func model(_ body: String) -> String { ImportProblems.model(body) }

    public static let unrecognizedElement = DiagnosticDescription(
        id: "import.unrecognized_element",
        name: "Unrecognized Element",
        summary: "An XML element the importer does not know is ignored",
        rationale: "Xcode's `contents` format is undocumented; the importer knows what real models contain (\(docs)) and says what it skipped rather than guessing.",
        fix: "Check whether the element matters for syncing; report it so the importer can learn it.",
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
        name: "Unrecognized Setting",
        summary: "An XML attribute (a setting) the importer does not know is ignored",
        rationale: "As for elements, the importer reads the settings real models use (\(docs)) and names what it skipped.",
        fix: "Check whether the setting matters for syncing; report it so the importer can learn it.",
        severity: .warning,
        examples: [.file(contents, model("""
                <entity name="Item" color="blue"/>
            """), output: """
            Shop.xcdatamodel/contents:3:5: warning: unrecognized setting 'color' = 'blue' of entity 'Item' ignored [import.unrecognized_attribute]
            """)])

    public static let unknownMember = DiagnosticDescription(
        id: "import.unknown_member",
        name: "Unknown Configuration Member",
        summary: "A configuration lists an entity the model does not define",
        rationale: "A configuration groups entities of the model (https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/entities(forconfigurationname:)); a name that matches none is left over from a rename or removal.",
        fix: "Remove the entity from the configuration in Xcode.",
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
        name: "CloudKit Flag Missing",
        summary: "Neither the model nor a configuration sets `usedWithCloudKit`, so the model is imported as syncing",
        rationale: """
            `usedWithCloudKit` is Xcode's "Used with CloudKit" checkbox, which makes it check the model \
            against CloudKit's rules (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit). \
            Many apps that sync never tick it, so the \
            importer assumes syncing — every rule then applies — and says so.
            """,
        fix: "If a configuration does not sync, declare `cloudKit: false` on it in the imported YAML.",
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
        name: "Default Reinterpreted",
        summary: "A default value was read in another spelling (`YES` on an integer, `1` on a Boolean, a number rewritten)",
        rationale: "Xcode stores defaults as text and reads some spellings loosely (https://developer.apple.com/documentation/coredata/nsattributedescription/defaultvalue); the format has one spelling per type, so the importer names the value it chose.",
        fix: "Check the value in the imported YAML.",
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
        name: "Inverse Entity Mismatch",
        summary: "A relationship's `inverseEntity` differs from its destination; the destination is kept",
        rationale: "The inverse lives on the destination entity (https://developer.apple.com/documentation/coredata/nsrelationshipdescription/inverserelationship); a different `inverseEntity` is left over from an edit.",
        fix: "Check the relationship's destination and inverse in Xcode.",
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
        name: "Version Order",
        summary: "A version sorts after the current version by name; the current version is numbered last",
        rationale: "Versions are numbered by name order and the current version (`.xccurrentversion`) last (\(docs)); when the names say otherwise, check that the numbers are the order the app shipped them in (https://developer.apple.com/documentation/coredata/using-lightweight-migration).",
        fix: "Check the `version:` numbers of the imported files; renumber them if the app shipped another order.",
        severity: .warning,
        examples: [.command("ckschema import xcdatamodel Notes.xcdatamodeld   # current version 'Notes 2', also 'Notes 3'", output: """
            Notes.xcdatamodeld/.xccurrentversion:1:1: warning: version 'Notes 3' sorts after the current version 'Notes 2'; the current version is numbered last [import.version_order]
            """)])

    public static let versionOrderGuessed = DiagnosticDescription(
        id: "import.version_order_guessed",
        name: "Version Order Guessed",
        summary: "Neither the versions' names nor the bundle's git history say which version came first; they are ordered by name",
        rationale: "Every comparison — what the current version adds, what a migration step changes, which versions are released — rests on the order the app shipped its versions in. Names such as `Model`, `Model 2` say it; `Shared` beside `0.5` does not, and the bundle's git history (the commit that added each version) says it only where the clone has that history. A wrong order reports additions and changes that the real last step never made (\(docs)).",
        fix: "State the order in `ckschema.yaml` (`coreDataVersions: [Shared, \"0.5\", \"0.6\"]`, oldest first, the current version last), or run where the bundle's git history is complete (`fetch-depth: 0` in a CI checkout).",
        severity: .warning,
        examples: [.command("ckschema lint App/Shop.xcdatamodeld   # versions 'Shared', '0.5', '0.6' in a copy without git history", output: """
            App/Shop.xcdatamodeld/.xccurrentversion:1:1: warning: the versions' order is guessed from their names ('0.5', 'Shared', '0.6'): neither the names nor the bundle's git history say which came first [import.version_order_guessed]
            """)])

    public static let currentVersionUnreadable = DiagnosticDescription(
        id: "import.current_version_unreadable",
        name: "Current Version Unreadable",
        summary: "`.xccurrentversion` cannot be read; versions are ordered by name",
        rationale: "The file names the model version the app uses (a property list, \(docs)); without it the importer cannot know which version is the newest.",
        fix: "Check the version numbers of the imported files.",
        severity: .warning,
        examples: [.command("ckschema import xcdatamodel Notes.xcdatamodeld   # damaged .xccurrentversion", output: """
            Notes.xcdatamodeld/.xccurrentversion:1:1: warning: '.xccurrentversion' could not be read; versions ordered by name [import.current_version_unreadable]
            """)])

    public static let currentVersionUnknown = DiagnosticDescription(
        id: "import.current_version_unknown",
        name: "Current Version Unknown",
        summary: "`.xccurrentversion` names a version the bundle does not contain; versions are ordered by name",
        rationale: "The current version must be one of the bundle's `.xcdatamodel` folders (\(docs)); a missing one was renamed or not committed.",
        fix: "Check that every version was committed, then the version numbers of the imported files.",
        severity: .warning,
        examples: [.command("ckschema import xcdatamodel Notes.xcdatamodeld", output: """
            Notes.xcdatamodeld/.xccurrentversion:1:1: warning: '.xccurrentversion' names 'Notes 4.xcdatamodel', which the bundle does not contain [import.current_version_unknown]
            """)])

    public static let modelNameChanged = DiagnosticDescription(
        id: "import.model_name_changed",
        name: "Model Name Changed",
        summary: "The bundle's name is not a valid model name and was rewritten",
        rationale: "The model name must be a name the format accepts ([docs/schema-format.md](schema-format.md)); characters outside `[A-Za-z0-9_]` become `_` (\(docs)).",
        fix: "Choose the name with `--model`.",
        severity: .warning,
        examples: [.command("ckschema import xcdatamodel 'My Notes.xcdatamodeld'", output: """
            warning: model name 'My Notes' written as 'My_Notes' (use --model to choose) [import.model_name_changed]
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Core Data import: read with care", kind: .input,
        summary: "Warnings of `import xcdatamodel` for parts of a model it read in a way to check",
        diagnostics: [unrecognizedElement, unrecognizedAttribute, unknownMember, cloudKitFlagMissing, defaultReinterpreted,
                      inverseEntityMismatch, versionOrder, versionOrderGuessed, currentVersionUnreadable, currentVersionUnknown, modelNameChanged])
}
