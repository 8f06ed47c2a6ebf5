/// The problems of a schema file's content: keys, values, names and references that the schema
/// format ([docs/schema-format.md](schema-format.md)) does not allow. The loader reports every one
/// of every file at once, then the command stops with exit code 2 and writes nothing.
public enum SchemaProblems {
    static let format = "[docs/schema-format.md](schema-format.md)"
    static let coreDataModel = "https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit"

    public static let empty = DiagnosticDescription(
        id: "schema.empty",
        name: "Empty Schema File",
        summary: "A schema file has no content (nothing, or only comments)",
        rationale: """
            Every `*.yaml` file of the schemas folder is a schema version (\(format)); an empty one is \
            usually a file created by mistake or emptied by a bad merge, and skipping it would hide \
            that a version is gone.
            """,
        fix: "Write the schema (`model:`, `version:`, `entities:`) or delete the file.",
        examples: [.file("schemas/v1.yaml", """
            # nothing yet
            """, output: """
            schemas/v1.yaml:1:1: error: the file contains no schema [schema.empty]
             1 | # nothing yet
               | ^
              fix: start with 'model:', 'version:' and 'entities:'
            """)])

    public static let unreadable = DiagnosticDescription(
        id: "schema.unreadable",
        name: "Unreadable Schema Path",
        summary: "A schema file or folder does not exist or cannot be read",
        rationale: """
            ckschema reads the schemas folder named by `--schemas`, `schemas:` in `ckschema.yaml` or \
            the default `schemas/` (\(format)); a path that cannot be read leaves nothing to check, \
            and an empty result would look like success.
            """,
        fix: "Check the path (and its permissions), or set `schemas:` in `ckschema.yaml`.",
        examples: [.command("ckschema lint schemas/v3.yaml", output: """
            schemas/v3.yaml:1:1: error: cannot read 'schemas/v3.yaml': no such file or folder [schema.unreadable]
            """)])

    public static let unknownKey = DiagnosticDescription(
        id: "schema.unknown_key",
        name: "Unknown Key",
        summary: "A key the schema format does not have at this place",
        rationale: """
            A misspelt key (`optinal: true`) would otherwise be ignored and the attribute silently \
            keep the default — exactly the kind of difference that reaches CloudKit unnoticed. Every \
            key of the format is listed in \(format).
            """,
        fix: "Correct the spelling (the message suggests the nearest key) or remove the key.",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  note:
                    type: String
                    optinal: true
            """, output: """
            schemas/v1.yaml:8:9: error: unknown key 'optinal' in attribute 'note' [schema.unknown_key]
             8 |         optinal: true
               |         ^
              fix: did you mean 'optional'?
            """)])

    public static let wrongKind = DiagnosticDescription(
        id: "schema.wrong_kind",
        name: "Wrong Kind of Value",
        summary: "A list, mapping or scalar is written where another kind belongs",
        rationale: """
            Each key of the format takes one kind of value: a mapping of entities, a list of names, a \
            scalar (\(format)). YAML's indentation makes it easy to write one where the other belongs.
            """,
        fix: "Write the kind of value the message names; check the indentation.",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              - Item
            """, output: """
            schemas/v1.yaml:4:3: error: 'entities' must be a mapping, found a list [schema.wrong_kind]
             4 |   - Item
               |   ^
            """)])

    public static let invalidValue = DiagnosticDescription(
        id: "schema.invalid_value",
        name: "Invalid Value",
        summary: "A value has the right kind but not an allowed form (`optional: yes`, a container without `iCloud.`)",
        rationale: """
            ckschema accepts only the spellings the format lists (\(format)), so that a value means \
            one thing: `true`/`false` for flags, integers in range, CloudKit container identifiers \
            starting with `iCloud.` as Apple requires \
            (https://developer.apple.com/documentation/cloudkit/ckcontainer).
            """,
        fix: "Write one of the values the message names.",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            container: com.example.Shop
            entities: {}
            """, output: """
            schemas/v1.yaml:3:12: error: 'container' must start with 'iCloud.', found 'com.example.Shop' [schema.invalid_value]
             3 | container: com.example.Shop
               |            ^
              fix: write iCloud.com.example.Shop
            """)])

    public static let missingKey = DiagnosticDescription(
        id: "schema.missing_key",
        name: "Missing Key",
        summary: "A required key is missing (`model`, `version`, `entities`, an attribute's `type`, a relationship's `to`)",
        rationale: """
            These keys have no sensible default: the model's name and version identify the file, and \
            an attribute without a type or a relationship without a destination cannot be mapped to \
            CloudKit (\(format)).
            """,
        fix: "Add the key the message names.",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            entities: {}
            """, output: """
            schemas/v1.yaml:1:1: error: missing required key 'version' [schema.missing_key]
             1 | model: Shop
               | ^
            """)])

    public static let invalidName = DiagnosticDescription(
        id: "schema.invalid_name",
        name: "Invalid Name",
        summary: "A model, configuration, entity, attribute or relationship name breaks its spelling rule",
        rationale: """
            Names become Swift types and properties and, with the `CD_` prefix, CloudKit record type \
            and field names, which allow only ASCII letters, digits and `_` and start with a letter \
            (https://developer.apple.com/documentation/cloudkit/ckrecord/init(recordtype:)). Entities \
            start with an uppercase letter and properties with a lowercase one, as Xcode's model \
            editor requires (\(coreDataModel)).
            """,
        fix: "Rename the element following the rule the message quotes.",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              item: {}
            """, output: """
            schemas/v1.yaml:4:3: error: invalid entity name 'item': entity names start with an uppercase letter and contain only letters, digits and '_' [schema.invalid_name]
             4 |   item: {}
               |   ^
            """)])

    public static let unknownType = DiagnosticDescription(
        id: "schema.unknown_type",
        name: "Unknown Attribute Type",
        summary: "An attribute type that does not exist",
        rationale: """
            The attribute types are Core Data's (`Int16` … `Transformable`, \(format)); each maps to \
            one CloudKit field type (\(coreDataModel)). An unknown name cannot be mapped.
            """,
        fix: "Use one of the types the format lists (the message suggests the nearest).",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  name: Strng?
            """, output: """
            schemas/v1.yaml:6:13: error: unknown type 'Strng' for attribute 'name' [schema.unknown_type]
             6 |       name: Strng?
               |             ^
              fix: did you mean 'String'?
            """)])

    public static let invalidCompact = DiagnosticDescription(
        id: "schema.invalid_compact",
        name: "Invalid Compact Attribute",
        summary: "A compact attribute is not of the form `Type`, `Type?`, `Type = default` or `Type? = default`",
        rationale: """
            The compact form (\(format)) packs type, optionality and default into one line; anything \
            else in it cannot be read unambiguously.
            """,
        fix: "Write `Type`, `Type?`, `Type = default` or `Type? = default`, or use the full mapping form.",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  count: Int16 0
            """, output: """
            schemas/v1.yaml:6:20: error: invalid attribute 'count': unexpected '0' [schema.invalid_compact]
             6 |       count: Int16 0
               |                    ^
              fix: write 'Type', 'Type?', 'Type = default' or 'Type? = default'
            """)])

    public static let invalidDefault = DiagnosticDescription(
        id: "schema.invalid_default",
        name: "Invalid Default Value",
        summary: "A default value does not fit the attribute's type",
        rationale: """
            The default is what Core Data stores when a record arrives without the field \
            (\(coreDataModel)); a value out of range or of the wrong form would fail at runtime, not here.
            """,
        fix: "Write a literal of the attribute's type, within its range.",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  count: Int16 = 40000
            """, output: """
            schemas/v1.yaml:6:22: error: invalid default for attribute 'count': 40000 is out of range for Int16 (-32768...32767) [schema.invalid_default]
             6 |       count: Int16 = 40000
               |                      ^
            """)])

    public static let duplicateVersion = DiagnosticDescription(
        id: "schema.duplicate_version",
        name: "Duplicate Version",
        summary: "Two files declare the same version of one model (reported at the later file's `version`)",
        rationale: """
            A version number identifies one model version, as in Xcode's versioned models \
            (https://developer.apple.com/documentation/coredata/using-lightweight-migration); diffs, \
            locks and migration plans go from one number to the next.
            """,
        fix: "Give each version of a model its own number.",
        examples: [.command("ckschema lint   # schemas/a.yaml and schemas/b.yaml both say 'version: 1'", output: """
            schemas/b.yaml:2:10: error: version 1 of model 'Shop' is already defined in 'schemas/a.yaml' [schema.duplicate_version]
             2 | version: 1
               |          ^
              note: previously at schemas/a.yaml:2:10
              fix: give each version of a model its own number
            """)])

    public static let noneFound = DiagnosticDescription(
        id: "schema.none_found",
        name: "No Schema Version Found",
        summary: "A folder named as schema input holds no `*.yaml` or `*.yml` schema file",
        rationale: """
            A gate that reads nothing cannot say anything is safe: an empty or misnamed schemas folder, \
            versions kept in a subfolder, or a Core Data bundle given where YAML is expected would \
            otherwise pass with "0 files". ckschema reads the schema files directly in the folder it \
            is given, not its subfolders (\(format)).
            """,
        fix: "Name the folder that holds the versions (`ckschema lint schemas/app`), set `schemas:` in `ckschema.yaml`, or import a Core Data model first (`ckschema import xcdatamodel`).",
        examples: [.command("ckschema lint schemas   # the versions are in schemas/app/", output: """
            schemas:1:1: error: no schema version in 'schemas': looked for *.yaml and *.yml files directly in it; its subfolder 'app' holds 3 [schema.none_found]
              fix: name the folder that holds the versions: 'ckschema lint schemas/app'
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Schema files", kind: .input,
        summary: "Reported by every command that loads schema versions, for content the schema format does not allow",
        diagnostics: [empty, unreadable, noneFound, unknownKey, wrongKind, invalidValue, missingKey, invalidName, unknownType,
                      invalidCompact, invalidDefault, duplicateProperty, unknownDestination, unknownInverse,
                      inverseMismatch, unknownParent, inheritanceCycle, unknownConfiguration, unknownAttribute,
                      duplicateVersion])
}
