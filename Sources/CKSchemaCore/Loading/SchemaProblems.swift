/// The problems of a schema file's content: keys, values, names and references that the schema
/// format ([docs/schema-format.md](schema-format.md)) does not allow. The loader reports every one
/// of every file at once, then the command stops with exit code 2 and writes nothing.
public enum SchemaProblems {
    public static let empty = DiagnosticDescription(
        id: "schema.empty",
        summary: "A schema file has no content (nothing, or only comments)",
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
        summary: "A schema file or folder does not exist or cannot be read")

    public static let unknownKey = DiagnosticDescription(
        id: "schema.unknown_key",
        summary: "A key the schema format does not have at this place",
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
        summary: "A list, mapping or scalar is written where another kind belongs",
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
        summary: "A value has the right kind but not an allowed form (`optional: yes`, a container without `iCloud.`)",
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
        summary: "A required key is missing (`model`, `version`, `entities`, an attribute's `type`, a relationship's `to`)",
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
        summary: "A model, configuration, entity, attribute or relationship name breaks its spelling rule",
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
        summary: "An attribute type that does not exist",
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
        summary: "A compact attribute is not of the form `Type`, `Type?`, `Type = default` or `Type? = default`",
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
        summary: "A default value does not fit the attribute's type",
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
        summary: "Two files declare the same version of one model (reported at the later file's `version`)")

    public static let noneFound = DiagnosticDescription(
        id: "schema.none_found",
        summary: "A folder named as schema input holds no `*.yaml` or `*.yml` schema file")

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Schema files", kind: .input,
        summary: "Reported by every command that loads schema versions, for content the schema format does not allow",
        diagnostics: [empty, unreadable, noneFound, unknownKey, wrongKind, invalidValue, missingKey, invalidName, unknownType,
                      invalidCompact, invalidDefault, duplicateProperty, unknownDestination, unknownInverse,
                      inverseMismatch, unknownParent, inheritanceCycle, unknownConfiguration, unknownAttribute,
                      duplicateVersion])
}
